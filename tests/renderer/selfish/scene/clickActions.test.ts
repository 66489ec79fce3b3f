import { describe, expect, it } from 'vitest'
import type { SelfishAction } from '../../../../engine/games/selfish/types'
import { actionForTarget } from '../../../../renderer/games/selfish/scene/clickActions'

describe('actionForTarget', () => {
  const zombieTurn: SelfishAction[] = [
    { type: 'zombieAttack', target: 1 },
    { type: 'zombieAttack', target: 3 },
    { type: 'zombieMove', direction: 'forward' },
    { type: 'endTurn' },
  ]

  it('bites the survivor that was clicked', () => {
    expect(actionForTarget({ kind: 'survivor', seat: 3 }, zombieTurn)).toEqual({
      type: 'zombieAttack',
      target: 3,
    })
    expect(actionForTarget({ kind: 'survivor', seat: 2 }, zombieTurn)).toBeNull()
  })

  it('only acts when one action clearly matches', () => {
    const cards: SelfishAction[] = [
      { type: 'playCard', card: 'horde', target: 1 },
      { type: 'playCard', card: 'stealSupplies', target: 1 },
      { type: 'playCard', card: 'alliance', target: 2 },
      { type: 'travel', pay: ['single', 'single'] },
      { type: 'travel', pay: ['double'] },
    ]
    expect(actionForTarget({ kind: 'survivor', seat: 1 }, cards)).toBeNull()
    expect(actionForTarget({ kind: 'survivor', seat: 2 }, cards)).toEqual(cards[2])
    expect(actionForTarget({ kind: 'wastelandDeck' }, cards)).toBeNull()
    const travel = [{ type: 'travel', pay: ['double'] }] as const
    expect(actionForTarget({ kind: 'wastelandDeck' }, travel, ['double', 'scout'])).toEqual({
      type: 'travel',
      pay: ['double'],
    })
    // Two ways to pay: the deck does nothing, the payment is picked in the HUD.
    expect(actionForTarget({ kind: 'wastelandDeck' }, travel, ['double', 'single', 'single'])).toBeNull()
  })

  it('rolls the die and swaps a Double at the draw pile when that is legal', () => {
    expect(actionForTarget({ kind: 'die' }, [{ type: 'rollDie' }])).toEqual({ type: 'rollDie' })
    expect(actionForTarget({ kind: 'die' }, zombieTurn)).toBeNull()
    expect(actionForTarget({ kind: 'gameDeck' }, [{ type: 'swapDouble' }, { type: 'endTurn' }])).toEqual({
      type: 'swapDouble',
    })
    expect(actionForTarget({ kind: 'gameDeck' }, [])).toBeNull()
  })
})
