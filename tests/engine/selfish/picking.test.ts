/**
 * Payments and discards are picked, not listed: the legal list holds one sample of each, the door
 * admits exactly the picks the rules allow (checked against the rulebook's enumeration by kind),
 * and anything else is refused with a sentence.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GAME_KINDS, type GameKind } from '../../../engine/games/selfish/data'
import { judgeDiscard, judgePayment, paymentsFrom } from '../../../engine/games/selfish/choices'
import { selfish } from '../../../engine/games/selfish'
import type { SelfishAction } from '../../../engine/games/selfish/types'
import { act, legal, picksFor, refusal, scenario, submitTo } from './scenario'

const HAND_OF_TEN: GameKind[] = [
  'single',
  'single',
  'double',
  'scout',
  'alliance',
  'horde',
  'rampage',
  'zombieTrap',
  'stealSupplies',
  'bodyArmor',
]

const key = (kinds: readonly GameKind[]) => kinds.join('+')
const keys = (list: readonly (readonly GameKind[])[]) => list.map(key).sort()

function table(hand: GameKind[]) {
  return scenario({ players: [{ hand }, { hand: ['single'] }, { hand: ['single'] }], wasteland: ['blank'] })
}

describe('Selfish payments are picked (issue 11)', () => {
  it('a hand of 10 lists one Rest and one Travel, yet every payment of the rules can be picked', () => {
    const s = table(HAND_OF_TEN)
    const moves = legal(s, 0)
    expect(moves.filter((a) => a.type === 'travel')).toHaveLength(1)
    expect(moves.filter((a) => a.type === 'rest')).toHaveLength(1)
    expect(moves.length).toBeLessThanOrEqual(12)
    // The rulebook's payments by kind: 1 Single, 1 Double, or 2 Action cards for one unit.
    expect(keys(picksFor(s, 0, 'rest'))).toEqual(keys(paymentsFrom(HAND_OF_TEN, 1)))
    expect(keys(picksFor(s, 0, 'travel'))).toEqual(keys(paymentsFrom(HAND_OF_TEN, 2)))
    expect(picksFor(s, 0, 'travel').length).toBeGreaterThan(27)
  })

  it('any picked payment the rules allow is played, in any order of picking', () => {
    const s = table(HAND_OF_TEN)
    const r = act(s, 0, { type: 'travel', pay: ['scout', 'single', 'horde'] })
    expect(r.state.players[0]?.level).toBe(1)
    expect(r.state.players[0]?.hand).toHaveLength(7)
  })

  it('over- and under-payments, cards not held and malformed picks are refused with a reason', () => {
    const s = table(HAND_OF_TEN)
    const cases: [unknown, RegExp][] = [
      [{ type: 'travel', pay: ['single'] }, /costs 2 Supplies/],
      [{ type: 'travel', pay: ['double', 'single'] }, /Leave out the cards it does not need/],
      [{ type: 'rest', pay: ['scout', 'horde', 'alliance'] }, /Leave out/],
      [{ type: 'rest', pay: ['underestimate', 'scout'] }, /do not hold those cards/],
      [{ type: 'rest', pay: ['double', 'double'] }, /do not hold those cards/],
      [{ type: 'rest', pay: 'single' }, /costs 1 Supply/],
      [{ type: 'rest', pay: ['gold'] }, /do not hold/],
      [{ type: 'rest', pay: ['single'], extra: 1 }, /./],
      [{ type: 'travel', pay: [] }, /costs 2 Supplies/],
    ]
    for (const [action, why] of cases) {
      const refused = refusal(() => submitTo(selfish, s, 0, action as SelfishAction))
      expect(refused.code, JSON.stringify(action)).toBe('ILLEGAL')
      expect(refused.message, JSON.stringify(action)).toMatch(why)
    }
  })

  it('the judge says what a pick is worth and what is missing', () => {
    expect(judgePayment(['scout'], 2)).toEqual({ have: 0.5, need: 2, ok: false, over: false })
    expect(judgePayment(['single', 'scout', 'horde'], 2)).toEqual({ have: 2, need: 2, ok: true, over: false })
    expect(judgePayment(['double'], 1)).toEqual({ have: 2, need: 1, ok: true, over: false })
    expect(judgePayment(['single', 'single'], 1)).toEqual({ have: 2, need: 1, ok: false, over: true })
    expect(judgeDiscard(['single', 'scout', 'horde'], 2)).toMatchObject({ ok: false, over: true })
  })

  it('a discard of N is any N cards held, picked', () => {
    const s = scenario({
      players: [{ hand: HAND_OF_TEN, level: 1 }, { hand: ['single'] }, { hand: ['single'] }],
      wasteland: [],
    })
    const asked = { ...s, decision: { kind: 'discard', seat: 0, count: 3, reason: 'bandits' } as const }
    expect(legal(asked, 0)).toHaveLength(1)
    const picks = picksFor(asked, 0, 'discardCards')
    expect(picks.every((p) => p.length === 3)).toBe(true)
    // 9 kinds, the Single twice: 3 different kinds (C(9,3) = 84), or both Singles and one other (8).
    expect(picks).toHaveLength(84 + 8)
  })

  it('for random hands, the door admits exactly the rulebook payments (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...GAME_KINDS), { minLength: 0, maxLength: 8 }),
        fc.constantFrom('rest' as const, 'travel' as const),
        (hand, move) => {
          const s = table(hand)
          const picked = keys(picksFor(s, 0, move))
          expect(picked).toEqual(keys(paymentsFrom(hand, move === 'travel' ? 2 : 1)))
        },
      ),
      { numRuns: 150, seed: 11 },
    )
  })
})
