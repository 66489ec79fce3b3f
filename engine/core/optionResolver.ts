/**
 * A game's resolveOptions made from its option specs: every option filled in with its default,
 * anything unknown or out of range refused by name. The specs are the one declaration of a game's
 * options; what the New Game screen offers and what the engine accepts cannot drift apart.
 */
import type { OptionSpec, OptionValue } from './optionSpecs'

const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v)
const quoted = (values: readonly string[]) => values.map((v) => `"${v}"`).join(', ')

/** The value of one option, checked against its spec (`playerCount` bounds a seat). */
function resolveOne(spec: OptionSpec, given: unknown, playerCount: number): OptionValue {
  const value = given === undefined || given === null ? spec.default : given
  switch (spec.kind) {
    case 'choice': {
      const allowed = spec.choices.map((c) => c.value)
      if (typeof value !== 'string' || !allowed.includes(value))
        throw new Error(`${spec.key} must be one of ${quoted(allowed)}.`)
      return value
    }
    case 'number':
      if (!isWhole(value) || value < spec.min || value > spec.max)
        throw new Error(`${spec.key} must be a whole number from ${spec.min} to ${spec.max}.`)
      return value
    case 'boolean':
      if (typeof value !== 'boolean') throw new Error(`${spec.key} must be true or false.`)
      return value
    case 'numbers':
      if (
        !Array.isArray(value) ||
        value.length < spec.minCount ||
        value.length > spec.maxCount ||
        !value.every((n) => isWhole(n) && n >= spec.min && n <= spec.max)
      )
        throw new Error(
          `${spec.key} must be a list of ${spec.minCount} to ${spec.maxCount} whole numbers from ${spec.min} to ${spec.max}.`,
        )
      return (value as number[]).slice()
    case 'seat': {
      // null stands for the spec's own choice ("roll for it") only where the spec offers one.
      if (value === null && spec.nullLabel !== undefined) return null
      if (!isWhole(value) || value < 0 || value >= playerCount) {
        const seats = `0 to ${playerCount - 1}`
        throw new Error(
          spec.nullLabel === undefined
            ? `${spec.key} must be one of the seats at the table (${seats}).`
            : `${spec.key} must be null (${spec.nullLabel.toLowerCase()}) or a seat from ${seats}.`,
        )
      }
      return value
    }
  }
}

/**
 * resolveOptions for a game called `gameName` with these specs. `defaultPlayers` is the table size
 * assumed when none is given (a seat option's range).
 */
export function optionResolver<O>(
  gameName: string,
  specs: readonly OptionSpec[],
  defaultPlayers: number,
): (input: unknown, playerCount?: number) => O {
  const keys = new Set(specs.map((s) => s.key))
  return (input, playerCount = defaultPlayers) => {
    if (input !== undefined && input !== null && (typeof input !== 'object' || Array.isArray(input)))
      throw new Error(`${gameName} options must be an object.`)
    const given = (input ?? {}) as Record<string, unknown>
    for (const key of Object.keys(given)) {
      if (!keys.has(key)) throw new Error(`${gameName} has no option "${key}".`)
    }
    const resolved: Record<string, OptionValue> = {}
    for (const spec of specs) resolved[spec.key] = resolveOne(spec, given[spec.key], playerCount)
    return resolved as O
  }
}
