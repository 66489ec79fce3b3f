/**
 * Where everything lies on the Selfish table (table units; x to the right, z towards the viewer).
 * One column per player, spaces 0 (start line, nearest the viewer) to the chopper level (furthest),
 * Game cards on the left, the Wasteland deck and the die on the right.
 */
import type { Seat } from '../../../../engine/core/types'
import { CARD_LENGTH, CARD_WIDTH } from '../../../table/shared'
import type { FanLayout } from '../../../table/HandFans'

export type Vec3 = readonly [number, number, number]

export const COLUMN_PITCH = 1.45
export const ROW_PITCH = 1.5
/** z of space 0 (the start line). */
export const START_Z = 4.1

export function columnX(seat: Seat, players: number): number {
  return (seat - (players - 1) / 2) * COLUMN_PITCH
}

export function spaceZ(space: number): number {
  return START_Z - space * ROW_PITCH
}

/** Half the width the columns take, never narrower than a three-player table. */
export function columnsHalfWidth(players: number): number {
  return Math.max(players, 3) * (COLUMN_PITCH / 2)
}

/** Name plate under each column, and the face-down hand in front of it. */
export const LABEL_Z = START_Z + CARD_LENGTH / 2 + 0.4
export const HAND_Z = START_Z + CARD_LENGTH / 2 + 0.98
export const HAND_SCALE = 0.42

export interface TablePlaces {
  readonly gameDeck: Vec3
  readonly gameDiscard: Vec3
  readonly wastelandDeck: Vec3
  readonly wastelandDiscard: Vec3
  readonly die: Vec3
  /** Centre of the helipad (the chopper card), its size, and the chopper hovering above it. */
  readonly helipad: Vec3
  readonly helipadWidth: number
  readonly helipadDepth: number
  readonly chopper: Vec3
}

export function tablePlaces(players: number, chopperLevel: number): TablePlaces {
  const half = columnsHalfWidth(players)
  const left = -(half + 0.55 + CARD_WIDTH / 2)
  const right = half + 0.55 + CARD_WIDTH / 2
  const padZ = spaceZ(chopperLevel)
  return {
    gameDeck: [left, 0, -1.35],
    gameDiscard: [left, 0, 1.05],
    wastelandDeck: [right, 0, -1.35],
    wastelandDiscard: [right, 0, 1.05],
    die: [right, 0, 3.2],
    helipad: [0, 0, padZ],
    helipadWidth: 2 * half + 0.5,
    helipadDepth: CARD_LENGTH + 0.2,
    chopper: [0, 0.82, padZ - 0.45],
  }
}

/** Where a seat's cards come from and go to (its hand). */
export function handPlace(seat: Seat, players: number): Vec3 {
  return [columnX(seat, players), 0.05, HAND_Z]
}

/** Where the other players' face-down hands fan out, for a table of `players`. */
export function handFanLayout(players: number): FanLayout {
  return { centre: (seat) => handPlace(seat, players), scale: HAND_SCALE, maxStep: 0.2, maxSweep: 0.95 }
}
