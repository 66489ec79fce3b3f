/**
 * Where everything lies on the MonopoZombie table (table units; x to the right, z towards the
 * viewer, y up). The board is a square centred on the table: GO (the Safehouse) in the near right
 * corner and play running clockwise as on the printed board (along the near edge to the Quarantine
 * Cell, up the left side, along the far side and back down the right). Every square's printing is
 * upright for the viewer. The middle of the board holds the stage, the roster, the two decks, the
 * dice and the bank.
 */
import type { Seat } from '../../../../engine/core/types'
import type { LotView, PlayerView } from '../../../../engine/games/monopozombie/types'

export type Vec3 = readonly [number, number, number]

/** A square's short side (the edge along the board) and the corners' size. */
export const CELL = 1
export const CORNER = 1.45
export const BOARD_SIZE = 2 * CORNER + 9 * CELL
export const HALF = BOARD_SIZE / 2
/** The colour band's depth at the inner end of a street. */
export const BAND = 0.3
/** The board is a slab this thick lying on the felt; every piece stands on its top. */
export const BOARD_THICKNESS = 0.06
export const BOARD_Y = BOARD_THICKNESS

export const SQUARES = 40

/** 0 near row, 1 left column, 2 far row, 3 right column. */
export type Side = 0 | 1 | 2 | 3

export interface SquareRect {
  readonly index: number
  readonly side: Side
  readonly corner: boolean
  /** Centre on the board. */
  readonly x: number
  readonly z: number
  /** Size along x and along z. */
  readonly width: number
  readonly depth: number
  /** Unit vector from the square towards the middle of the board (x, z). */
  readonly inward: readonly [number, number]
  /** Unit vector along the board edge, in the direction of play (x, z). */
  readonly along: readonly [number, number]
}

const INWARD: Readonly<Record<Side, readonly [number, number]>> = {
  0: [0, -1],
  1: [1, 0],
  2: [0, 1],
  3: [-1, 0],
}
const ALONG: Readonly<Record<Side, readonly [number, number]>> = {
  0: [-1, 0],
  1: [0, -1],
  2: [1, 0],
  3: [0, 1],
}

/** The rectangle of square `index` (0..39, taken modulo 40). */
export function squareRect(index: number): SquareRect {
  const i = ((Math.round(index) % SQUARES) + SQUARES) % SQUARES
  const side = Math.floor(i / 10) as Side
  const k = i % 10
  const inward = INWARD[side]
  const along = ALONG[side]
  const edge = HALF - CORNER / 2
  if (k === 0) {
    const corners: Readonly<Record<Side, readonly [number, number]>> = {
      0: [edge, edge],
      1: [-edge, edge],
      2: [-edge, -edge],
      3: [edge, -edge],
    }
    const [x, z] = corners[side]
    return { index: i, side, corner: true, x, z, width: CORNER, depth: CORNER, inward, along }
  }
  // Distance travelled along the edge from the corner the side starts at.
  const run = HALF - CORNER - (k - 0.5) * CELL
  switch (side) {
    case 0:
      return { index: i, side, corner: false, x: run, z: edge, width: CELL, depth: CORNER, inward, along }
    case 1:
      return { index: i, side, corner: false, x: -edge, z: run, width: CORNER, depth: CELL, inward, along }
    case 2:
      return { index: i, side, corner: false, x: -run, z: -edge, width: CELL, depth: CORNER, inward, along }
    case 3:
      return { index: i, side, corner: false, x: edge, z: -run, width: CORNER, depth: CELL, inward, along }
  }
}

/** The square at a point of the board (x, z), or null off the squares (the middle, the felt). */
export function squareAt(x: number, z: number): number | null {
  for (let i = 0; i < SQUARES; i++) {
    const r = squareRect(i)
    if (Math.abs(x - r.x) <= r.width / 2 && Math.abs(z - r.z) <= r.depth / 2) return i
  }
  return null
}

/** The colour band of a street square: the strip at its inner end (centre and size along x, z). */
export function bandRect(index: number): { x: number; z: number; width: number; depth: number } {
  const r = squareRect(index)
  const off = CORNER / 2 - BAND / 2
  const x = r.x + r.inward[0] * off
  const z = r.z + r.inward[1] * off
  return r.side % 2 === 0 ? { x, z, width: CELL, depth: BAND } : { x, z, width: BAND, depth: CELL }
}

// -------------------------------------------------------------------------------------------------
// Tokens

/** A token's footprint: tokens on one square stand at least twice this far apart. */
export const TOKEN_RADIUS = 0.125
/** Where tokens stand on an ordinary square: this far from its centre towards the board's edge. */
const TOKEN_OUTWARD = 0.18

/**
 * Offsets (along, across) of `n` tokens sharing a square, so that each stays visible: one row of up
 * to three, then two rows.
 */
export function fanOffsets(n: number): [number, number][] {
  const count = Math.max(0, Math.floor(n))
  if (count <= 1) return count === 1 ? [[0, 0]] : []
  const rows = count <= 3 ? 1 : 2
  const cols = Math.ceil(count / rows)
  const pitch = cols >= 4 ? 0.25 : 0.28
  const out: [number, number][] = []
  for (let i = 0; i < count; i++) {
    const row = i % rows
    const col = Math.floor(i / rows)
    // A short last column sits in the middle of the row pair.
    const inCol = Math.min(rows, count - col * rows)
    const across = inCol === 1 ? 0 : (row - (rows - 1) / 2) * 0.27
    out.push([(col - (cols - 1) / 2) * pitch, across])
  }
  return out
}

/** Where the tokens of square `index` gather (in jail: the cell, in the Quarantine corner's middle). */
export function tokenZone(index: number, inJail = false): Vec3 {
  const r = squareRect(index)
  if (r.index === 10 && inJail) return [r.x + 0.22, BOARD_Y, r.z - 0.22]
  if (r.corner) return [r.x, BOARD_Y, r.z]
  return [r.x - r.inward[0] * TOKEN_OUTWARD, BOARD_Y, r.z - r.inward[1] * TOKEN_OUTWARD]
}

/** Just Visiting: up the outer left edge of the Quarantine corner, then along its near edge. */
function visitingPlace(i: number): Vec3 {
  const r = squareRect(10)
  const left = r.x - CORNER / 2 + 0.2
  const near = r.z + CORNER / 2 - 0.2
  const pitch = 0.27
  if (i < 5) return [left, BOARD_Y, near - i * pitch]
  return [left + (i - 4) * pitch, BOARD_Y, near]
}

export interface TokenPlace {
  readonly seat: Seat
  readonly position: Vec3
}

/** The players still on the board (eliminated players have no token). */
export function onBoard(players: readonly PlayerView[]): PlayerView[] {
  return players.filter((p) => !p.eliminated)
}

/**
 * Where every token stands: tokens sharing a square fan out, jailed players sit in the cell and
 * visitors along the corner's edges.
 */
export function tokenPlaces(players: readonly PlayerView[]): TokenPlace[] {
  const groups = new Map<string, PlayerView[]>()
  for (const p of onBoard(players)) {
    const jailed = p.position === 10 && p.inJail && !p.zombie
    const key = `${p.position}:${jailed ? 'cell' : 'square'}`
    const g = groups.get(key)
    if (g) g.push(p)
    else groups.set(key, [p])
  }
  const out: TokenPlace[] = []
  for (const [key, group] of groups) {
    const [square, where] = key.split(':')
    const index = Number(square)
    if (index === 10 && where === 'square') {
      group.forEach((p, i) => out.push({ seat: p.seat, position: visitingPlace(i) }))
      continue
    }
    const [zx, zy, zz] = tokenZone(index, where === 'cell')
    const r = squareRect(index)
    const along = r.corner ? ([1, 0] as const) : r.along
    const across = r.corner ? ([0, 1] as const) : r.inward
    fanOffsets(group.length).forEach(([a, c], i) => {
      const p = group[i]
      if (!p) return
      out.push({
        seat: p.seat,
        position: [zx + along[0] * a + across[0] * c, zy, zz + along[1] * a + across[1] * c],
      })
    })
  }
  return out.sort((a, b) => a.seat - b.seat)
}

/** Bodyguard `i` of a token at `at`: small figures in an arc behind it. */
export function bodyguardPlace(at: Vec3, i: number, count: number): Vec3 {
  const spread = Math.min(2.4, 0.75 * Math.max(0, count - 1))
  const angle = Math.PI / 2 + (count <= 1 ? 0 : (i / (count - 1) - 0.5) * spread)
  const r = 0.2
  return [at[0] + Math.cos(angle) * r, at[1], at[2] - Math.sin(angle) * r]
}

/** The most bodyguards drawn next to one token (more are still counted in the roster). */
export const MAX_BODYGUARDS_SHOWN = 5

// -------------------------------------------------------------------------------------------------
// Buildings

export const HOUSE_PITCH = 0.235

/** Where building `i` of a street with `level` (1..4 houses, 5 = a hotel) stands: its centre and yaw. */
export function buildingPlaces(square: number, level: number): { position: Vec3; yaw: number }[] {
  const n = Math.max(0, Math.min(5, Math.floor(level)))
  if (n === 0) return []
  const b = bandRect(square)
  const r = squareRect(square)
  // Buildings face the edge of the board: yaw turns +z (a house's front) outwards.
  const yaw = Math.atan2(-r.inward[0], -r.inward[1])
  if (n === 5) return [{ position: [b.x, BOARD_Y, b.z], yaw }]
  const along = r.along
  return Array.from({ length: n }, (_, i) => {
    const off = (i - 1.5) * HOUSE_PITCH
    return { position: [b.x + along[0] * off, BOARD_Y, b.z + along[1] * off] as Vec3, yaw }
  })
}

/** Every house and hotel standing on the board, from the lots' levels. */
export function boardBuildings(lots: readonly LotView[]): {
  houses: { position: Vec3; yaw: number }[]
  hotels: { position: Vec3; yaw: number }[]
} {
  const houses: { position: Vec3; yaw: number }[] = []
  const hotels: { position: Vec3; yaw: number }[] = []
  for (const lot of lots) {
    if (lot.level >= 5) hotels.push(...buildingPlaces(lot.square, 5))
    else if (lot.level > 0) houses.push(...buildingPlaces(lot.square, lot.level))
  }
  return { houses, hotels }
}

// -------------------------------------------------------------------------------------------------
// The middle of the board

/** The stage plaque (centre and size). */
export const STAGE_PLAQUE = { x: 0, z: -2.62, width: 6.24, depth: 0.62 } as const

/** The roster: one row per seat down the left half. */
export const ROSTER = { x: -2.35, z: -1.95, width: 3.75, pitch: 0.47, depth: 0.4 } as const

export function rosterRow(seat: Seat): Vec3 {
  return [ROSTER.x, BOARD_Y, ROSTER.z + seat * ROSTER.pitch]
}

export const CARD_SCALE = 1
export const CHANCE_PILE: Vec3 = [0.95, BOARD_Y, -1.3]
export const SHOWN_CARD: Vec3 = [2.25, BOARD_Y, -1.3]
export const CHEST_PILE: Vec3 = [3.55, BOARD_Y, -1.3]
export const DECK_LABEL_Z = -0.3

/** Dice: up to three d6 (or two d4 for a zombie) in a row. */
export const DICE_Z = 1.15
export function diePlace(i: number, count: number): Vec3 {
  return [2.25 + (i - (count - 1) / 2) * 0.95, BOARD_Y, DICE_Z]
}

/** The bank's tray: houses in two rows of 16, hotels in two rows of 6. */
export const BANK_Z = 3.15
export const BANK_HOUSE_X0 = -3.95
export const BANK_HOUSE_PITCH = 0.27
export const BANK_HOTEL_X0 = 0.85
export const BANK_HOTEL_PITCH = 0.54
export const BANK_ROW_PITCH = 0.42

export function bankHousePlace(i: number): Vec3 {
  return [
    BANK_HOUSE_X0 + (i % 16) * BANK_HOUSE_PITCH,
    BOARD_Y,
    BANK_Z - 0.21 + Math.floor(i / 16) * BANK_ROW_PITCH,
  ]
}

export function bankHotelPlace(i: number): Vec3 {
  return [
    BANK_HOTEL_X0 + (i % 6) * BANK_HOTEL_PITCH,
    BOARD_Y,
    BANK_Z - 0.21 + Math.floor(i / 6) * BANK_ROW_PITCH,
  ]
}

export const BANK_LABEL: Vec3 = [0, BOARD_Y, BANK_Z + 0.62]
