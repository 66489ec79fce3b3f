/** Checks for a game's JSON data files: each failure names the file and the field, in a sentence. */

export function fail(file: string, message: string): never {
  throw new Error(`${file}: ${message}`)
}

export function isInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v)
}

/** The object itself, or an empty one when `v` is not a plain object (its fields then fail their checks). */
export function record(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {}
}

export function intIn(file: string, v: unknown, min: number, max: number, what: string): number {
  if (!isInt(v) || v < min || v > max) fail(file, `${what} must be a whole number from ${min} to ${max}`)
  return v
}

export function oneOf<T extends string>(file: string, v: unknown, allowed: readonly T[], what: string): T {
  if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) {
    fail(file, `${what} must be one of ${allowed.map((a) => `"${a}"`).join(', ')}`)
  }
  return v as T
}
