import { describe, expect, it } from 'vitest'
import { zombielife } from '../../../engine/games/zombielife'
import { describeOptionSpecs } from '../shared/optionSpecChecks'

describeOptionSpecs('zombielife')

describe('Zombielife option specs', () => {
  it('offer ruling Z2, the bite knob as a yes/no, and the first player (seat 1 unless chosen)', () => {
    expect((zombielife.optionSpecs ?? []).map((s) => [s.key, s.kind, s.default])).toEqual([
      ['cardMoneyOnZombification', 'choice', 'lost'],
      ['biteOncePerTargetPerRound', 'boolean', false],
      ['firstSeat', 'seat', 0],
    ])
  })
})
