import { describe, expect, it } from 'vitest'
import { selfish } from '../../../engine/games/selfish'
import { describeOptionSpecs } from '../shared/optionSpecChecks'

describeOptionSpecs('selfish')

describe('Selfish option specs', () => {
  it('offer the die faces (ruling S1) and the first player', () => {
    expect((selfish.optionSpecs ?? []).map((s) => [s.key, s.kind, s.default])).toEqual([
      ['dieFaces', 'numbers', [0, 1, 1, 2, 2, 3]],
      ['firstSeat', 'seat', 0],
    ])
  })
})
