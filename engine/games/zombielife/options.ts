/** Match options of Zombielife: defaults filled in, anything unknown or out of range refused by name. */
import type { ZombielifeOptions } from './types'

const KEYS = ['firstSeat', 'cardMoneyOnZombification', 'biteOncePerTargetPerRound'] as const

export const DEFAULT_OPTIONS: Omit<ZombielifeOptions, 'firstSeat'> = {
  cardMoneyOnZombification: 'lost',
  biteOncePerTargetPerRound: false,
}

export function resolveZombielifeOptions(input: unknown, playerCount = 5): ZombielifeOptions {
  if (input !== undefined && input !== null && (typeof input !== 'object' || Array.isArray(input))) {
    throw new Error('Zombielife options must be an object.')
  }
  const o = (input ?? {}) as Record<string, unknown>
  for (const key of Object.keys(o)) {
    if (!(KEYS as readonly string[]).includes(key)) throw new Error(`Zombielife has no option "${key}".`)
  }
  const firstSeat = o.firstSeat ?? 0
  if (
    typeof firstSeat !== 'number' ||
    !Number.isInteger(firstSeat) ||
    firstSeat < 0 ||
    firstSeat >= playerCount
  ) {
    throw new Error(`firstSeat must be one of the seats at the table (0 to ${playerCount - 1}).`)
  }
  const money = o.cardMoneyOnZombification ?? DEFAULT_OPTIONS.cardMoneyOnZombification
  if (money !== 'lost' && money !== 'paid') {
    throw new Error('cardMoneyOnZombification must be "lost" or "paid".')
  }
  const once = o.biteOncePerTargetPerRound ?? DEFAULT_OPTIONS.biteOncePerTargetPerRound
  if (typeof once !== 'boolean') throw new Error('biteOncePerTargetPerRound must be true or false.')
  return { firstSeat, cardMoneyOnZombification: money, biteOncePerTargetPerRound: once }
}
