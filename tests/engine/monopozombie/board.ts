/** The MonopoZombie board, cards and dice for the rule tests: squares and cards by name, rigged dice. */
import { randomInt, seedRng, type RngState } from '../../../engine/core/rng'
import { MONOPOZOMBIE } from '../../../engine/games/monopozombie/data'
import type { MonopoState } from '../../../engine/games/monopozombie/types'

export const RULES = MONOPOZOMBIE.rules

/** The seats by the players' names in the tests. */
export const ann = 0
export const bob = 1
export const cid = 2
export const dee = 3
export const eve = 4

/** Board squares by their classic names (rules/monopoly-base.md §3.2). */
export const SQ = {
  go: 0,
  mediterranean: 1,
  chest1: 2,
  baltic: 3,
  incomeTax: 4,
  reading: 5,
  oriental: 6,
  chance1: 7,
  vermont: 8,
  connecticut: 9,
  jail: 10,
  stCharles: 11,
  electric: 12,
  states: 13,
  virginia: 14,
  pennsylvaniaRR: 15,
  stJames: 16,
  chest2: 17,
  tennessee: 18,
  newYork: 19,
  freeParking: 20,
  kentucky: 21,
  chance2: 22,
  indiana: 23,
  illinois: 24,
  bAndO: 25,
  atlantic: 26,
  ventnor: 27,
  water: 28,
  marvin: 29,
  goToJail: 30,
  pacific: 31,
  northCarolina: 32,
  chest3: 33,
  pennsylvania: 34,
  shortLine: 35,
  chance3: 36,
  parkPlace: 37,
  luxuryTax: 38,
  boardwalk: 39,
} as const

/** Scavenge (Chance) cards by their classic effect (assets/monopozombie/cards.json, ids 0..15). */
export const CHANCE = {
  boardwalk: 0,
  go: 1,
  illinois: 2,
  stCharles: 3,
  railroad: 4,
  railroad2: 5,
  utility: 6,
  dividend: 7,
  goojf: 8,
  back3: 9,
  jail: 10,
  repairs: 11,
  speeding: 12,
  reading: 13,
  chairman: 14,
  loan: 15,
} as const

/** Survivor Cache (Community Chest) cards by their classic effect (ids 16..31). */
export const CHEST = {
  go: 16,
  bankError: 17,
  doctor: 18,
  stock: 19,
  goojf: 20,
  jail: 21,
  holiday: 22,
  taxRefund: 23,
  birthday: 24,
  life: 25,
  hospital: 26,
  school: 27,
  consultancy: 28,
  streetRepairs: 29,
  beauty: 30,
  inherit: 31,
} as const

// -------------------------------------------------------------------------------------------------
// Dice

/** One die draw: how many sides (6 or 4) and the face wanted. */
export interface Draw {
  readonly sides: 4 | 6
  readonly value: number
}

export const d6 = (...values: number[]): Draw[] => values.map((value) => ({ sides: 6, value }))
export const d4 = (...values: number[]): Draw[] => values.map((value) => ({ sides: 4, value }))

const rigged = new Map<string, RngState>()

/** An RNG state whose next draws (randomInt(rng, sides) + 1, in order) are the dice wanted. */
export function rigDice(draws: readonly Draw[]): RngState {
  const key = draws.map((d) => `${d.sides}:${d.value}`).join(',')
  const hit = rigged.get(key)
  if (hit) return [...hit] as RngState
  for (const d of draws) {
    if (!Number.isInteger(d.value) || d.value < 1 || d.value > d.sides) {
      throw new Error(`rigDice: no face ${d.value} on a d${d.sides}`)
    }
  }
  for (let k = 0; k < 50_000_000; k++) {
    const candidate = seedRng(`dice:${k}`)
    const probe = [...candidate] as RngState
    if (draws.every((d) => randomInt(probe, d.sides) + 1 === d.value)) {
      rigged.set(key, candidate)
      return [...candidate] as RngState
    }
  }
  throw new Error(`rigDice: no seed gives ${key}`)
}

/** The state with its RNG set so that the next dice drawn are these. */
export function withDice(state: MonopoState, ...draws: (Draw | readonly Draw[])[]): MonopoState {
  return { ...state, rng: rigDice(draws.flat()) }
}
