/**
 * Where everything lies on the Zombielife table (table units; x to the right, z towards the viewer).
 * The six asset piles in the middle with the Action deck, its discard and the Round Indicator Area
 * behind them; the players' areas in a near row and a far row, all upright for the viewer.
 */
import type { Seat } from '../../../../engine/core/types'
import type { FanLayout } from '../../../table/HandFans'

export type Vec3 = readonly [number, number, number]

export const PILE_PITCH = 1.2
export const PILE_Z = 0.25
export const ACTION_ROW_Z = -1.5
export const ROUND_SCALE = 0.56
export const ROUND_PITCH = 0.64

/** A player's area: its size and the scale of the cards in it. */
export const AREA_WIDTH = 3.7
export const AREA_DEPTH = 2.25
export const AREA_PITCH = 3.9
export const FAR_Z = -3.75
export const NEAR_Z = 2.65
export const ASSET_SCALE = 0.6
export const HAND_SCALE = 0.4
export const COINS_PER_STACK = 5
/** Stacks side by side before they grow taller instead. */
export const MAX_STACKS = 6

/** Centre of a pile of asset kind index 0..5. */
export function pilePlace(index: number): Vec3 {
  return [(index - 2.5) * PILE_PITCH, 0, PILE_Z]
}

export const ACTION_DECK: Vec3 = [-3, 0, ACTION_ROW_Z]
export const ACTION_DISCARD: Vec3 = [-1.8, 0, ACTION_ROW_Z]
export const REVEALED: Vec3 = [-0.6, 0, ACTION_ROW_Z]
/** Where Wonga paid to the bank goes and comes from. */
export const BANK: Vec3 = [3.9, 0, ACTION_ROW_Z]

/** The slot of round card `index` (0 = round 1). */
export function roundPlace(index: number): Vec3 {
  return [0.35 + index * ROUND_PITCH, 0, ACTION_ROW_Z]
}

/** Seats in the near row (left to right), then the far row (right to left): around the table. */
export function areaCenter(seat: Seat, players: number): Vec3 {
  const near = Math.ceil(players / 2)
  if (seat < near) return [(seat - (near - 1) / 2) * AREA_PITCH, 0, NEAR_Z]
  const far = players - near
  const i = seat - near
  return [((far - 1) / 2 - i) * AREA_PITCH, 0, FAR_Z]
}

/** Local offsets inside an area (added to areaCenter). */
export const TOKEN_X = -1.55
export const COIN_X = -1.06
export const ASSETS_X0 = 0.02
export const ASSETS_X1 = 0.68
export const HAND_X = 1.42
export const LABEL_Z = AREA_DEPTH / 2 - 0.2

export function tokenPlace(seat: Seat, players: number, index: number): Vec3 {
  const [x, , z] = areaCenter(seat, players)
  return [x + TOKEN_X, 0, z - 0.75 + index * 0.5]
}

/** Stack `index` of a seat's Wonga. */
export function coinStackPlace(seat: Seat, players: number, index: number): Vec3 {
  const [x, , z] = areaCenter(seat, players)
  return [x + COIN_X + (index % 2) * 0.52, 0, z - 0.75 + Math.floor(index / 2) * 0.55]
}

/** How many coins each stack of `amount` Wonga holds (stacks of 5 side by side, then higher stacks). */
export function coinStacks(amount: number): number[] {
  const n = Math.max(0, Math.floor(amount))
  const stacks = Math.min(MAX_STACKS, Math.ceil(n / COINS_PER_STACK))
  if (stacks === 0) return []
  const base = Math.floor(n / stacks)
  return Array.from({ length: stacks }, (_, i) => base + (i < n % stacks ? 1 : 0))
}

/** Where owned asset `index` of `count` lies (two rows, squeezed together when there are many). */
export function assetPlace(seat: Seat, players: number, index: number, count: number): Vec3 {
  const [x, , z] = areaCenter(seat, players)
  const columns = Math.max(1, Math.ceil(count / 2))
  const pitch = columns <= 1 ? 0 : Math.min(0.66, (ASSETS_X1 - ASSETS_X0) / (columns - 1))
  const col = Math.floor(index / 2)
  const row = index % 2
  return [x + ASSETS_X0 + col * pitch, 0.004 + col * 0.002, z - 0.6 + row * 0.9]
}

/** The middle of a seat's face-down hand. */
export function handPlace(seat: Seat, players: number): Vec3 {
  const [x, , z] = areaCenter(seat, players)
  return [x + HAND_X, 0.05, z + 0.05]
}

export function labelPlace(seat: Seat, players: number): Vec3 {
  const [x, , z] = areaCenter(seat, players)
  return [x + 0.2, 0.01, z + LABEL_Z]
}

export function markerPlace(seat: Seat, players: number): Vec3 {
  const [x, , z] = areaCenter(seat, players)
  return [x + AREA_WIDTH / 2 - 0.38, 0, z - AREA_DEPTH / 2 + 0.36]
}

/** The most face-down hand cards the table draws at once. */
export const HAND_CAPACITY = 56

/** Where the other players' face-down hands fan out, for a table of `players`. */
export function handFanLayout(players: number): FanLayout {
  return { centre: (seat) => handPlace(seat, players), scale: HAND_SCALE, maxStep: 0.22, maxSweep: 0.9 }
}
