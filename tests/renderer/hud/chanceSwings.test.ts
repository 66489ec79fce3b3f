import { describe, expect, it } from 'vitest'
import { bigSwings, chancesAt, percentOf } from '../../../renderer/hud/chanceSwings'

const points = [
  { at: 0, chances: [0.5, 0.5] },
  { at: 4, chances: [0.6, 0.4] },
  { at: 9, chances: [0.2, 0.8] },
  { at: 12, chances: [0.25, 0.75] },
  { at: 20, chances: [1, 0] },
]

describe('a replay’s big swings', () => {
  it('are the changes of a quarter or more between points, by the seat that moved most (who gained, in a tie)', () => {
    expect(bigSwings(points)).toEqual([
      { from: 4, to: 9, seat: 1, before: 0.4, after: 0.8 },
      { from: 12, to: 20, seat: 0, before: 0.25, after: 1 },
    ])
    expect(bigSwings(points, 0.5)).toEqual([{ from: 12, to: 20, seat: 0, before: 0.25, after: 1 }])
  })

  it('are only the biggest few, kept in the match’s order', () => {
    const zigzag = Array.from({ length: 12 }, (_, i) => {
      const c = i % 2 === 0 ? 0.1 : 0.4 + i * 0.04
      return { at: i, chances: [c, 1 - c] }
    })
    const swings = bigSwings(zigzag, 0.25, 3)
    expect(swings.map((s) => [s.from, s.to])).toEqual([
      [8, 9],
      [9, 10],
      [10, 11],
    ])
  })
})

describe('the chances shown at an action', () => {
  it('are the last point’s at or before it, none before the first', () => {
    expect(chancesAt(points, 0)).toEqual([0.5, 0.5])
    expect(chancesAt(points, 10)).toEqual([0.2, 0.8])
    expect(chancesAt(points, 99)).toEqual([1, 0])
    expect(chancesAt(points.slice(1), 2)).toBeNull()
  })

  it('read as whole percentages, a sliver as <1%', () => {
    expect(percentOf(0.617)).toBe('62%')
    expect(percentOf(0.003)).toBe('<1%')
    expect(percentOf(0)).toBe('0%')
    expect(percentOf(1)).toBe('100%')
  })
})
