import { describe, expect, it } from 'vitest'
import { viewEvent } from '../../../engine/core/events'
import type { GameEvent } from '../../../engine/core/types'
import { listed, plural, sentence } from '../../../engine/core/words'

describe('words', () => {
  it('plural counts with the right noun', () => {
    expect(plural(1, 'round')).toBe('1 round')
    expect(plural(0, 'round')).toBe('0 rounds')
    expect(plural(200, 'round')).toBe('200 rounds')
    expect(plural(1, 'supply', 'supplies')).toBe('1 supply')
    expect(plural(2, 'supply', 'supplies')).toBe('2 supplies')
  })

  it('sentence ends with one stop, and none after a name that already has one', () => {
    expect(sentence('Ann reveals Blank')).toBe('Ann reveals Blank.')
    expect(sentence('Ann reveals Zombies!')).toBe('Ann reveals Zombies!')
    expect(sentence('Ann draws Scavenge: "Collect $50."')).toBe('Ann draws Scavenge: "Collect $50."')
    expect(sentence('Ann draws Scavenge: "Collect $50." (ignored)')).toBe(
      'Ann draws Scavenge: "Collect $50." (ignored).',
    )
  })

  it('listed joins with commas and a last "and"', () => {
    expect(listed([])).toBe('')
    expect(listed(['Ann'])).toBe('Ann')
    expect(listed(['Ann', 'Bob'])).toBe('Ann and Bob')
    expect(listed(['Ann', 'Bob', 'Cid'])).toBe('Ann, Bob and Cid')
  })
})

describe('viewEvent words an event for its viewer', () => {
  const bite: GameEvent = {
    type: 'cardStolen',
    seat: 1,
    attacker: 0,
    text: 'Ann steals a random card from Bob.',
    you: { 2: 'Ann steals a random card from Bob, not from you.' },
    private: {
      seats: [0, 1],
      text: 'Ann steals Scout from Bob.',
      you: { 0: 'You steal Scout from Bob.', 1: 'Ann steals Scout from you.' },
      kind: 'scout',
    },
  }
  const rest: GameEvent = { type: 'rested', seat: 0, text: 'Ann rests.', you: { 0: 'You rest.' } }

  it('gives a seat its second-person wording, others and the spectator the public one', () => {
    expect(viewEvent(rest, 0)).toEqual({ type: 'rested', seat: 0, text: 'You rest.' })
    expect(viewEvent(rest, 1)).toEqual({ type: 'rested', seat: 0, text: 'Ann rests.' })
    expect(viewEvent(rest, 'spectator')).toEqual({ type: 'rested', seat: 0, text: 'Ann rests.' })
  })

  it('gives a private part’s seats their own wording of it, and nobody else any of it', () => {
    expect(viewEvent(bite, 0)).toMatchObject({ text: 'You steal Scout from Bob.', kind: 'scout' })
    expect(viewEvent(bite, 1)).toMatchObject({ text: 'Ann steals Scout from you.', kind: 'scout' })
    const outsider = viewEvent(bite, 3)
    expect(outsider).toEqual({
      type: 'cardStolen',
      seat: 1,
      attacker: 0,
      text: 'Ann steals a random card from Bob.',
    })
    expect(JSON.stringify(viewEvent(bite, 'spectator'))).not.toMatch(/Scout|\byou\b/i)
    expect(viewEvent(bite, 2).text).toBe('Ann steals a random card from Bob, not from you.')
  })

  it('falls back to the private text for a private seat with no wording of its own', () => {
    const drawn: GameEvent = {
      type: 'cardDrawn',
      seat: 0,
      text: 'Ann picks up a Game card.',
      private: { seats: [0], text: 'You pick up Scout.', kind: 'scout' },
    }
    expect(viewEvent(drawn, 0).text).toBe('You pick up Scout.')
    expect(viewEvent(drawn, 1).text).toBe('Ann picks up a Game card.')
  })

  it('hands an event with nothing to word back as it is', () => {
    const shuffled: GameEvent = { type: 'deckReshuffled', text: 'The discard pile is shuffled.' }
    expect(viewEvent(shuffled, 0)).toBe(shuffled)
  })
})
