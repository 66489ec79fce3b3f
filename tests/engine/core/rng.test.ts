import { describe, expect, it } from 'vitest'
import { nextU32, randomInt, seedRng, shuffleInPlace } from '../../../engine/core/rng'

describe('seeded RNG', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const a = seedRng(1)
    const b = seedRng(1)
    const c = seedRng(2)
    const seqA = Array.from({ length: 20 }, () => nextU32(a))
    expect(Array.from({ length: 20 }, () => nextU32(b))).toEqual(seqA)
    expect(Array.from({ length: 20 }, () => nextU32(c))).not.toEqual(seqA)
  })

  it('keeps its whole state in JSON: a round-tripped state continues the same sequence', () => {
    const a = seedRng('seed text')
    nextU32(a)
    const b = JSON.parse(JSON.stringify(a)) as typeof a
    expect(Array.from({ length: 10 }, () => nextU32(b))).toEqual(Array.from({ length: 10 }, () => nextU32(a)))
  })

  it('draws integers uniformly within bounds', () => {
    const r = seedRng(7)
    const counts = [0, 0, 0, 0, 0, 0]
    for (let i = 0; i < 60_000; i++) counts[randomInt(r, 6)]!++
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500)
    expect(() => randomInt(r, 0)).toThrow(RangeError)
  })

  it('shuffles into a permutation', () => {
    const r = seedRng(3)
    const items = Array.from({ length: 50 }, (_, i) => i)
    const shuffled = shuffleInPlace(r, items.slice())
    expect(shuffled).not.toEqual(items)
    expect(shuffled.slice().sort((x, y) => x - y)).toEqual(items)
  })
})
