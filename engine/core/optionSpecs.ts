/**
 * Match options described as data, so a host can offer them (the New Game screen) without knowing
 * the game. Each game's resolveOptions stays the judge of what is allowed; the specs say what to
 * offer and what the default is, and the tests keep the two in step. Plain JSON-safe data: the
 * host sends the specs to the renderer as they are.
 */
interface OptionSpecBase {
  /** The key in the match options object, as resolveOptions reads it. */
  readonly key: string
  /** What the option is called, in plain words ("Tax edition"). */
  readonly label: string
  /** One line saying what it changes. */
  readonly help: string
}

/** One of a few named values. */
export interface ChoiceOptionSpec extends OptionSpecBase {
  readonly kind: 'choice'
  readonly choices: readonly { readonly value: string; readonly label: string }[]
  readonly default: string
}

/** A whole number from min to max. */
export interface NumberOptionSpec extends OptionSpecBase {
  readonly kind: 'number'
  readonly min: number
  readonly max: number
  readonly default: number
}

/** On or off; the labels say what each means (Yes and No when left out). */
export interface BooleanOptionSpec extends OptionSpecBase {
  readonly kind: 'boolean'
  readonly default: boolean
  readonly trueLabel?: string
  readonly falseLabel?: string
}

/** A list of whole numbers from min to max, minCount to maxCount of them (a die's faces). */
export interface NumberListOptionSpec extends OptionSpecBase {
  readonly kind: 'numbers'
  readonly min: number
  readonly max: number
  readonly minCount: number
  readonly maxCount: number
  readonly default: readonly number[]
}

/**
 * A seat at this table (0-based), so what is allowed depends on how many play. null is offered,
 * as `nullLabel`, only when the spec has one (MonopoZombie: roll for the first player).
 */
export interface SeatOptionSpec extends OptionSpecBase {
  readonly kind: 'seat'
  readonly default: number | null
  readonly nullLabel?: string
}

export type OptionSpec =
  ChoiceOptionSpec | NumberOptionSpec | BooleanOptionSpec | NumberListOptionSpec | SeatOptionSpec

export type OptionValue = OptionSpec['default']

const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n)

/** What is wrong with a list of specs, in sentences (empty when nothing is); for the tests. */
export function optionSpecProblems(specs: readonly OptionSpec[], minPlayers = 1): string[] {
  const problems: string[] = []
  const keys = new Set<string>()
  for (const spec of specs) {
    const name = spec.key || '(no key)'
    if (spec.key === '' || spec.key.length > 40) problems.push(`${name}: a key is 1 to 40 characters.`)
    if (keys.has(spec.key)) problems.push(`${name} is listed twice.`)
    keys.add(spec.key)
    if (spec.label.trim() === '' || spec.help.trim() === '') problems.push(`${name} needs a label and help.`)
    switch (spec.kind) {
      case 'choice': {
        const values = spec.choices.map((c) => c.value)
        if (values.length < 2) problems.push(`${name} offers fewer than two choices.`)
        if (new Set(values).size !== values.length) problems.push(`${name} offers a value twice.`)
        if (!values.includes(spec.default)) problems.push(`${name}'s default is not one of its choices.`)
        break
      }
      case 'number':
        if (!isWhole(spec.min) || !isWhole(spec.max) || spec.min > spec.max)
          problems.push(`${name}'s range is not whole numbers from low to high.`)
        if (!isWhole(spec.default) || spec.default < spec.min || spec.default > spec.max)
          problems.push(`${name}'s default is outside its range.`)
        break
      case 'boolean':
        if (typeof spec.default !== 'boolean') problems.push(`${name}'s default is not true or false.`)
        break
      case 'numbers':
        if (!isWhole(spec.minCount) || spec.minCount < 1 || spec.minCount > spec.maxCount)
          problems.push(`${name}'s count range is wrong.`)
        if (
          spec.default.length < spec.minCount ||
          spec.default.length > spec.maxCount ||
          !spec.default.every((n) => isWhole(n) && n >= spec.min && n <= spec.max)
        )
          problems.push(`${name}'s default is outside its range.`)
        break
      case 'seat':
        if (spec.default === null ? spec.nullLabel === undefined : !isWhole(spec.default))
          problems.push(`${name}'s default is neither a seat nor an offered null.`)
        else if (spec.default !== null && (spec.default < 0 || spec.default >= minPlayers))
          problems.push(`${name}'s default seat is not at every table.`)
        break
    }
  }
  return problems
}

/** The options object every spec's default makes. */
export function defaultOptionValues(specs: readonly OptionSpec[]): Record<string, OptionValue> {
  return Object.fromEntries(specs.map((spec) => [spec.key, spec.default]))
}

const KINDS: readonly OptionSpec['kind'][] = ['choice', 'number', 'boolean', 'numbers', 'seat']

/**
 * A game's option specs as read from its data file (the words a player reads live there): checked
 * like every spec, or an Error naming the file and what is wrong with it.
 */
export function optionSpecsFrom(file: string, raw: unknown): readonly OptionSpec[] {
  if (!Array.isArray(raw)) throw new Error(`${file}: the options must be a list.`)
  raw.forEach((spec: unknown, i) => {
    const s = (typeof spec === 'object' && spec !== null ? spec : {}) as Record<string, unknown>
    const shaped =
      typeof s.key === 'string' &&
      typeof s.label === 'string' &&
      typeof s.help === 'string' &&
      KINDS.includes(s.kind as OptionSpec['kind']) &&
      (s.kind !== 'choice' || Array.isArray(s.choices)) &&
      (s.kind !== 'numbers' || Array.isArray(s.default))
    if (!shaped)
      throw new Error(`${file}: option ${i + 1} needs a key, a label, help and a kind (${KINDS.join(', ')}).`)
  })
  const specs = raw as OptionSpec[]
  const problems = optionSpecProblems(specs)
  if (problems.length > 0) throw new Error(`${file}: ${problems.join(' ')}`)
  return specs
}
