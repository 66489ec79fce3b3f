/** Match options of MonopoZombie: defaults filled in, anything unknown or out of range refused by name. */
import type { MonopoOptions } from './types'

export const DEFAULT_OPTIONS: MonopoOptions = {
  taxEdition: 'current',
  apocalypseAt: 'zombiesAtLeastHumans',
  bankruptcy: 'zombify',
  stallRounds: 200,
  hopelessLastHuman: 'playOn',
  firstSeat: null,
}

const CHOICES: { readonly [K in keyof MonopoOptions]?: readonly string[] } = {
  taxEdition: ['current', 'classic'],
  apocalypseAt: ['zombiesAtLeastHumans', 'halfThePlayers'],
  bankruptcy: ['zombify', 'eliminate'],
  hopelessLastHuman: ['playOn', 'zombiesWin'],
}

export function resolveMonopoOptions(input: unknown, playerCount = 4): MonopoOptions {
  if (input !== undefined && input !== null && (typeof input !== 'object' || Array.isArray(input))) {
    throw new Error('MonopoZombie options must be an object.')
  }
  const o = (input ?? {}) as Record<string, unknown>
  for (const key of Object.keys(o)) {
    if (!Object.prototype.hasOwnProperty.call(DEFAULT_OPTIONS, key)) {
      throw new Error(`MonopoZombie has no option "${key}".`)
    }
  }
  const resolved: Record<string, unknown> = { ...DEFAULT_OPTIONS }
  for (const [key, allowed] of Object.entries(CHOICES)) {
    const value = o[key] ?? resolved[key]
    if (typeof value !== 'string' || !allowed.includes(value)) {
      throw new Error(`${key} must be one of ${allowed.map((a) => `"${a}"`).join(', ')}.`)
    }
    resolved[key] = value
  }
  const stall = o.stallRounds ?? DEFAULT_OPTIONS.stallRounds
  if (typeof stall !== 'number' || !Number.isInteger(stall) || stall < 1 || stall > 10_000) {
    throw new Error('stallRounds must be a whole number of rounds from 1 to 10000.')
  }
  resolved.stallRounds = stall
  const first = o.firstSeat ?? null
  if (
    first !== null &&
    (typeof first !== 'number' || !Number.isInteger(first) || first < 0 || first >= playerCount)
  ) {
    throw new Error(`firstSeat must be null (roll for it) or a seat from 0 to ${playerCount - 1}.`)
  }
  resolved.firstSeat = first
  return resolved as unknown as MonopoOptions
}
