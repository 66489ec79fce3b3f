/**
 * Seeded random numbers whose whole state is four plain numbers, so it lives inside a game state,
 * survives JSON exactly, and makes every shuffle and die roll reproducible from the match seed.
 *
 * The generator is SFC32 (Chris Doty-Humphrey's Small Fast Counting generator, from PractRand):
 * 128 bits of state, passes PractRand and BigCrush, and is a few integer operations per number.
 * A library generator would have to be rebuilt from the JSON state on every pure `apply`; this
 * works on the array directly.
 */
export type RngState = [number, number, number, number]

/** Hashes any seed (number or string) into an SFC32 state (cyrb128 string hash). */
export function seedRng(seed: string | number): RngState {
  const str = typeof seed === 'number' ? `n:${seed}` : `s:${seed}`
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  const state: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0]
  // Warm up so that similar seeds diverge.
  for (let i = 0; i < 12; i++) nextU32(state)
  return state
}

/** Advances the state in place and returns a uniform 32-bit unsigned integer. */
export function nextU32(s: RngState): number {
  let a = s[0]
  let b = s[1]
  let c = s[2]
  let d = s[3]
  const t = (((a + b) | 0) + d) | 0
  d = (d + 1) | 0
  a = b ^ (b >>> 9)
  b = (c + (c << 3)) | 0
  c = (c << 21) | (c >>> 11)
  c = (c + t) | 0
  s[0] = a >>> 0
  s[1] = b >>> 0
  s[2] = c >>> 0
  s[3] = d >>> 0
  return t >>> 0
}

/** Uniform integer in [0, n) without modulo bias (rejection sampling). */
export function randomInt(s: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) throw new RangeError(`randomInt: bad bound ${n}`)
  const limit = 0x100000000 - (0x100000000 % n)
  for (;;) {
    const x = nextU32(s)
    if (x < limit) return x % n
  }
}

/** Picks one element uniformly. */
export function pick<T>(s: RngState, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pick: no items')
  return items[randomInt(s, items.length)] as T
}

/** Fisher–Yates shuffle in place. */
export function shuffleInPlace<T>(s: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(s, i + 1)
    const tmp = items[i] as T
    items[i] = items[j] as T
    items[j] = tmp
  }
  return items
}

export function copyRng(s: RngState): RngState {
  return [s[0], s[1], s[2], s[3]]
}
