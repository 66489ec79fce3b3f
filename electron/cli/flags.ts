/**
 * The command lines' flags, read by Node's own `node:util` parseArgs (`--name value`, `--name=value`,
 * switches) and checked in one place: each flag at most once, a value where one is needed, nothing
 * else on the line. A problem is a FlagError whose message is the sentence to print.
 */
import { parseArgs } from 'node:util'

export class FlagError extends Error {
  override readonly name = 'FlagError'
}

export type FlagSpec = Readonly<
  Record<string, { readonly type: 'string' | 'boolean'; readonly short?: string }>
>

/** What each flag given holds: its text, or true for a switch. */
export type FlagValues<T extends FlagSpec> = {
  readonly [K in keyof T]?: T[K]['type'] extends 'string' ? string : true
}

export interface FlagWords {
  /** An argument that is not a flag of this command. */
  readonly unknown: (arg: string) => string
  /** An argument that is not a flag at all. */
  readonly stray: (arg: string) => string
}

export function readFlags<T extends FlagSpec>(
  argv: readonly string[],
  spec: T,
  words: FlagWords,
): FlagValues<T> {
  const { tokens } = parseArgs({
    args: argv.slice(),
    options: spec,
    strict: false,
    allowPositionals: true,
    tokens: true,
  })
  const values: Record<string, string | true> = {}
  for (const token of tokens) {
    if (token.kind === 'positional') throw new FlagError(words.stray(token.value))
    if (token.kind === 'option-terminator') throw new FlagError(words.stray('--'))
    const flag = Object.prototype.hasOwnProperty.call(spec, token.name) ? spec[token.name] : undefined
    if (flag === undefined) throw new FlagError(words.unknown(argv[token.index] ?? token.rawName))
    const name = `--${token.name}`
    if (Object.prototype.hasOwnProperty.call(values, token.name))
      throw new FlagError(`${name} is given twice.`)
    if (flag.type === 'boolean') {
      if (token.value !== undefined) throw new FlagError(`${name} takes no value.`)
      values[token.name] = true
      continue
    }
    const value = token.value
    if (value === undefined || (!token.inlineValue && value.startsWith('--'))) {
      throw new FlagError(`${name} needs a value.`)
    }
    values[token.name] = value
  }
  return values as FlagValues<T>
}
