/**
 * The match options of a new game as the player edits them: each one as its control holds it (the
 * value of a select, the text of an input), read back into the values match:create sends. The
 * game's own resolveOptions checks them again on the host.
 */
import type { OptionSpec } from '../../../engine/core/optionSpecs'

/** Each option's control value, by option key. */
export type OptionDrafts = Readonly<Record<string, string>>

/** An option value as match:create carries it (plain JSON). */
export type OptionChoice = string | number | boolean | null | number[]

export type ReadOptions =
  | { readonly ok: true; readonly options: Record<string, OptionChoice> }
  | { readonly ok: false; readonly problem: string }

/** How a control shows a value: a select's value, or an input's text. */
export function draftOf(value: OptionSpec['default']): string {
  if (value === null) return ''
  if (Array.isArray(value)) return value.join(', ')
  return String(value)
}

export function defaultOptionDrafts(specs: readonly OptionSpec[]): OptionDrafts {
  return Object.fromEntries(specs.map((spec) => [spec.key, draftOf(spec.default)]))
}

/** The drafts of chosen values (a new game like the last one); an option not given gets its default. */
export function optionDraftsFrom(
  specs: readonly OptionSpec[],
  values: Readonly<Record<string, OptionSpec['default']>>,
): OptionDrafts {
  return Object.fromEntries(
    specs.map((spec) => [
      spec.key,
      draftOf(
        Object.prototype.hasOwnProperty.call(values, spec.key) ? (values[spec.key] ?? null) : spec.default,
      ),
    ]),
  )
}

/** Puts a chosen seat that is no longer at the table (fewer players) back to the default. */
export function fitOptionDrafts(
  specs: readonly OptionSpec[],
  drafts: OptionDrafts,
  seatCount: number,
): OptionDrafts {
  const fitted: Record<string, string> = { ...drafts }
  for (const spec of specs) {
    if (spec.kind !== 'seat') continue
    const draft = drafts[spec.key] ?? ''
    if (draft !== '' && Number(draft) < seatCount) continue
    if (draft === '' && spec.nullLabel !== undefined) continue
    fitted[spec.key] = spec.default === null || spec.default < seatCount ? draftOf(spec.default) : draftOf(0)
  }
  return fitted
}

const WHOLE = /^-?\d+$/

/** Reads every option from its control, or says in words what is wrong with the first bad one. */
export function readOptions(
  specs: readonly OptionSpec[],
  drafts: OptionDrafts,
  seatCount: number,
): ReadOptions {
  const options: Record<string, OptionChoice> = {}
  for (const spec of specs) {
    const draft = (drafts[spec.key] ?? draftOf(spec.default)).trim()
    const value = readOne(spec, draft, seatCount)
    if (value === undefined) return { ok: false, problem: problemOf(spec, seatCount) }
    options[spec.key] = value
  }
  return { ok: true, options }
}

/** One option's value, or undefined when its control holds something the spec does not offer. */
function readOne(spec: OptionSpec, draft: string, seatCount: number): OptionChoice | undefined {
  switch (spec.kind) {
    case 'choice':
      return spec.choices.some((c) => c.value === draft) ? draft : undefined
    case 'boolean':
      return draft === 'true' ? true : draft === 'false' ? false : undefined
    case 'number': {
      const n = Number(draft)
      return WHOLE.test(draft) && n >= spec.min && n <= spec.max ? n : undefined
    }
    case 'numbers': {
      const parts = draft.split(/[\s,]+/).filter((p) => p !== '')
      const numbers = parts.map(Number)
      const fits =
        parts.length >= spec.minCount &&
        parts.length <= spec.maxCount &&
        parts.every((p) => WHOLE.test(p)) &&
        numbers.every((n) => n >= spec.min && n <= spec.max)
      return fits ? numbers : undefined
    }
    case 'seat': {
      if (draft === '') return spec.nullLabel === undefined ? undefined : null
      const seat = Number(draft)
      return WHOLE.test(draft) && seat >= 0 && seat < seatCount ? seat : undefined
    }
  }
}

function problemOf(spec: OptionSpec, seatCount: number): string {
  switch (spec.kind) {
    case 'number':
      return `${spec.label} must be a whole number from ${spec.min} to ${spec.max}.`
    case 'numbers': {
      const count =
        spec.minCount === spec.maxCount ? `${spec.minCount}` : `${spec.minCount} to ${spec.maxCount}`
      return `${spec.label}: ${count} whole numbers from ${spec.min} to ${spec.max}, separated by commas.`
    }
    case 'seat':
      return `${spec.label} must be one of the ${seatCount} seats.`
    default:
      return `Choose one of the offered values for ${spec.label}.`
  }
}
