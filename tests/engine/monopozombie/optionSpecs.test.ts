import { describe, expect, it } from 'vitest'
import { monopozombie } from '../../../engine/games/monopozombie'
import { describeOptionSpecs } from '../shared/optionSpecChecks'

describeOptionSpecs('monopozombie')

describe('MonopoZombie option specs', () => {
  it('offer the tax edition, the Apocalypse threshold, bankruptcy, the stall limit, the hopeless last human and the first roll', () => {
    const byKey = new Map((monopozombie.optionSpecs ?? []).map((s) => [s.key, s]))
    expect(byKey.get('taxEdition')).toMatchObject({
      label: 'Tax edition',
      choices: [
        { value: 'current', label: 'Current ($200 / $100)' },
        { value: 'classic', label: 'Classic ($200 or 10%, $75)' },
      ],
    })
    expect(byKey.get('apocalypseAt')).toMatchObject({
      label: 'Apocalypse starts when',
      default: 'zombiesAtLeastHumans',
    })
    expect(byKey.get('bankruptcy')).toMatchObject({ label: 'A bankrupt player', default: 'zombify' })
    expect(byKey.get('stallRounds')).toMatchObject({ kind: 'number', min: 1, max: 10_000, default: 200 })
    expect(byKey.get('hopelessLastHuman')).toMatchObject({ kind: 'choice', default: 'playOn' })
    expect(byKey.get('firstSeat')).toMatchObject({ kind: 'seat', default: null })
  })
})
