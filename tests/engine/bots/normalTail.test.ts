import { describe, expect, it } from 'vitest'
import { upperQuantile, upperTail } from '../../../engine/bots/search/normalTail'

describe('the standard normal tail used for the search margins', () => {
  it('matches the printed table', () => {
    expect(upperTail(0)).toBeCloseTo(0.5, 6)
    expect(upperTail(0.5)).toBeCloseTo(0.308538, 6)
    expect(upperTail(1.959964)).toBeCloseTo(0.025, 6)
    expect(upperTail(-1)).toBeCloseTo(0.841345, 6)
  })

  it('inverts it', () => {
    expect(upperQuantile(0.025)).toBeCloseTo(1.96, 3)
    expect(upperQuantile(0.05)).toBeCloseTo(1.645, 3)
    for (const z of [0.3, 0.5, 1, 1.5, 2.5]) expect(upperQuantile(upperTail(z))).toBeCloseTo(z, 3)
  })
})
