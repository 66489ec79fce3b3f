import { describe, expect, it } from 'vitest'
import { viewEvents } from '../../../engine/core/events'
import { zombielife, type ZombielifeState } from '../../../engine/games/zombielife'
import { assetCopy } from '../../../engine/games/zombielife/data'
import { act, actAll, isLegal, legal, legalOfType, refusal, submitTo, scenario } from './scenario'
import type { PlayerSpec, ScenarioSpec } from './scenario'
import { assetKinds, deckTop, handKinds, pile, view, wonga } from './reading'

/** Seat 0 in its actions phase with `me`, two other humans (or the players given). */
function turnOf(me: PlayerSpec, more: Partial<ScenarioSpec> = {}) {
  return scenario({ players: [me, {}, {}], phase: 'actions', ...more })
}

/** Seat 0 holds Super-Spreader with one action left; it is last in round 1 (first seat 1). */
/**
 * Seat 0 plays Policy Lapse on `target`'s Life Insurance, the only Insurance card it may name, and
 * `target` is asked for the maintenance again and pays it.
 */
function lapsesLifeAndPays(s: ZombielifeState, target: number) {
  const life = s.players[target]!.assets[0]!
  expect(legalOfType(s, 0, 'playCard')).toEqual([
    { type: 'playCard', card: 'policyLapse', target, asset: life },
  ])
  const lapsed = act(s, 0, { type: 'playCard', card: 'policyLapse', target, asset: life })
  expect(lapsed.state.decision).toEqual({ kind: 'maintenance', seat: target, asset: life, lapse: true })
  return { life, paid: act(lapsed.state, target, { type: 'payMaintenance', asset: life }) }
}

function superSpreaderInHand(extraDraws: number) {
  return scenario({
    players: [{ hand: ['superSpreader'], extraDraws }, {}],
    seat: 0,
    firstSeat: 1,
    phase: 'actions',
    actionsLeft: 1,
    deck: ['overtime', 'stockTip', 'bullRun', 'lockdown', 'contactTracing'],
  })
}

describe('Action cards: paying to play', () => {
  it('playing a card costs one of the two actions and its printed cost; the card goes to the discard pile', () => {
    const s = turnOf({ hand: ['bullRun'], assets: ['investment', 'investment'] })
    const r = act(s, 0, { type: 'playCard', card: 'bullRun' })
    expect(wonga(r.state, 0)).toBe(3 - 1 + 2)
    expect(r.state.turn.actionsLeft).toBe(1)
    expect(view(r.state, 1).discard.map((c) => c.kind)).toEqual(['bullRun'])
    expect(r.events[0]?.text).toBe('Ann plays Bull Run for 1 Wonga.')
  })

  it('Z14: a card the player cannot pay for cannot be played', () => {
    const s = turnOf({ wonga: 2, hand: ['boosterShot'], infected: 1 })
    expect(legalOfType(s, 0, 'playCard')).toEqual([])
    expect(refusal(() => submitTo(zombielife, s, 0, { type: 'playCard', card: 'boosterShot' })).message).toBe(
      'Booster Shot costs 3 Wonga; you have 2.',
    )
  })

  it('a card not in the hand cannot be played', () => {
    const s = turnOf({ hand: ['overtime'] })
    expect(refusal(() => submitTo(zombielife, s, 0, { type: 'playCard', card: 'bullRun' })).message).toBe(
      'You have no Bull Run card.',
    )
  })
})

describe('Action cards: every effect', () => {
  it('Infection: never goes to a hand – drawn, it is resolved at once (see the infection tests)', () => {
    const s = turnOf({}, { deck: ['infection'] })
    const r = act(s, 0, { type: 'endTurn' })
    expect(handKinds(r.state, 0)).toEqual([])
    expect(r.state.decision?.kind).toBe('ppe')
  })

  it('PPE: a reaction only – against an Infection card, a bite, or a zombie’s action (see the infection and zombie tests)', () => {
    const s = turnOf({ hand: ['ppe'] })
    expect(legal(s, 0)).not.toContainEqual({ type: 'playPpe' })
  })

  it('Social Distancing: skip your end-of-turn draw this turn', () => {
    const s = turnOf({ hand: ['socialDistancing'], extraDraws: 1 }, { deck: ['infection', 'infection'] })
    const r = act(s, 0, { type: 'playCard', card: 'socialDistancing' })
    expect(view(r.state, 0).drawsToCome).toBe(0)
    const t = act(r.state, 0, { type: 'endTurn' })
    expect(t.state.players[0]).toMatchObject({ infected: 0, extraDraws: 0 })
    expect(deckTop(t.state, 2)).toEqual(['infection', 'infection'])
    expect(t.state.turn.seat).toBe(1)
  })

  it('Contact Tracing: look at the top 3 Action cards and return them in any order; only you see them', () => {
    const s = turnOf(
      { hand: ['contactTracing'] },
      { deck: ['infection', 'overtime', 'stockTip', 'lockdown'] },
    )
    let r = act(s, 0, { type: 'playCard', card: 'contactTracing' })
    expect(r.state.decision).toEqual({ kind: 'arrange', seat: 0, count: 3, source: 'contactTracing' })
    expect(view(r.state, 0).peek?.map((c) => c.kind)).toEqual(['infection', 'overtime', 'stockTip'])
    expect(view(r.state, 1).peek).toBeNull()
    r = act(r.state, 0, { type: 'arrangeTop', order: [2, 0, 1] })
    expect(deckTop(r.state, 4)).toEqual(['stockTip', 'infection', 'overtime', 'lockdown'])
    expect(r.state.turn.actionsLeft).toBe(1)
  })

  it('Contact Tracing as the last action: the cards are arranged before the end-of-turn draw', () => {
    const s = turnOf(
      { hand: ['contactTracing'] },
      { actionsLeft: 1, deck: ['infection', 'overtime', 'stockTip'] },
    )
    const r = actAll(s, [
      [0, { type: 'playCard', card: 'contactTracing' }],
      [0, { type: 'arrangeTop', order: [1, 0, 2] }],
    ])
    expect(handKinds(r.state, 0)).toEqual(['overtime'])
    expect(deckTop(r.state, 2)).toEqual(['infection', 'stockTip'])
  })

  it('Super-Spreader: another human draws 2 cards at the end of their next turn, resolved one at a time', () => {
    const s = turnOf(
      { hand: ['superSpreader'] },
      { actionsLeft: 1, deck: ['overtime', 'infection', 'bullRun'] },
    )
    // "Choose a human" (rules/zombielife.md §2.9.2): the player, a human, may choose themself too.
    expect(legalOfType(s, 0, 'playCard').map((a) => ('target' in a ? a.target : null))).toEqual([0, 1, 2])
    let r = act(s, 0, { type: 'playCard', card: 'superSpreader', target: 1 })
    expect(r.state.players[1]?.extraDraws).toBe(1)
    expect(view(r.state, 2).players[1]?.extraDraws).toBe(1)
    expect(handKinds(r.state, 0)).toEqual(['overtime'])
    r = act(r.state, 1, { type: 'chooseOption', option: 'B' })
    // The first card is an Infection: it is resolved (and slotted back) before the second draw.
    expect(r.state.decision).toEqual({ kind: 'ppe', seat: 1, source: 'draw' })
    expect(view(r.state, 2).drawsToCome).toBe(1)
    r = actAll(r.state, [
      [1, { type: 'declinePpe' }],
      [1, { type: 'slotInfection', position: 1 }],
    ])
    expect(handKinds(r.state, 1)).toEqual(['bullRun'])
    expect(r.state.players[1]).toMatchObject({ infected: 1, extraDraws: 0 })
    expect(r.state.turn.seat).toBe(2)
  })

  it('Super-Spreader cannot target a zombie ("Choose a human": yourself included)', () => {
    const s = scenario({ players: [{ hand: ['superSpreader'] }, { infected: 3 }, {}], phase: 'actions' })
    expect(isLegal(s, 0, { type: 'playCard', card: 'superSpreader', target: 0 })).toBe(true)
    expect(isLegal(s, 0, { type: 'playCard', card: 'superSpreader', target: 1 })).toBe(false)
    expect(isLegal(s, 0, { type: 'playCard', card: 'superSpreader', target: 2 })).toBe(true)
  })

  it('Super-Spreader: "Choose a human" – you may choose yourself; the extra card comes at the end of your next turn, not this one', () => {
    // Seat 0 is last in round 1 (first seat 1), so its next turn opens round 2.
    const s = superSpreaderInHand(0)
    let r = act(s, 0, { type: 'playCard', card: 'superSpreader', target: 0 })
    // This turn: the usual single draw.
    expect(handKinds(r.state, 0)).toEqual(['overtime'])
    expect(
      r.state.roundCards.map((id) => view(r.state, 1).roundCards.find((c) => c.id === id)?.kind),
    ).toEqual(['stockTip'])
    expect(r.state.turn).toMatchObject({ seat: 0, phase: 'chooseOption' })
    expect(r.state.players[0]?.extraDraws).toBe(1)
    expect(view(r.state, 1).drawsToCome).toBe(2)
    // Next turn: 2 cards instead of 1.
    r = act(r.state, 0, { type: 'chooseOption', option: 'B' })
    expect(handKinds(r.state, 0)).toEqual(['bullRun', 'lockdown', 'overtime'])
    expect(r.state.players[0]?.extraDraws).toBe(0)
    expect(r.state.turn.seat).toBe(1)
  })

  it('Super-Spreader on yourself while another’s is pending: the pending one falls due this turn, yours the next', () => {
    const s = superSpreaderInHand(1)
    let r = act(s, 0, { type: 'playCard', card: 'superSpreader', target: 0 })
    expect(handKinds(r.state, 0)).toEqual(['overtime', 'stockTip'])
    expect(r.state.players[0]?.extraDraws).toBe(1)
    r = act(r.state, 0, { type: 'chooseOption', option: 'B' })
    expect(handKinds(r.state, 0)).toEqual(['contactTracing', 'lockdown', 'overtime', 'stockTip'])
  })

  it('Super-Spreader on yourself, then Social Distancing: this turn’s draw is skipped, next turn’s extra card still comes', () => {
    const s = scenario({
      players: [{ hand: ['superSpreader', 'socialDistancing'] }, {}],
      seat: 0,
      firstSeat: 1,
      phase: 'actions',
      deck: ['stockTip', 'bullRun', 'lockdown'],
    })
    let r = actAll(s, [
      [0, { type: 'playCard', card: 'superSpreader', target: 0 }],
      [0, { type: 'playCard', card: 'socialDistancing' }],
    ])
    expect(handKinds(r.state, 0)).toEqual([])
    expect(r.state.players[0]?.extraDraws).toBe(1)
    r = act(r.state, 0, { type: 'chooseOption', option: 'B' })
    expect(handKinds(r.state, 0)).toEqual(['bullRun', 'lockdown'])
  })

  it('Bull Run: gain 1 Wonga per Investment card you own', () => {
    const s = turnOf({
      wonga: 1,
      hand: ['bullRun'],
      assets: ['investment', 'investment', 'investment', 'life'],
    })
    expect(wonga(act(s, 0, { type: 'playCard', card: 'bullRun' }).state, 0)).toBe(3)
  })

  it('Policy Lapse: another human pays one Insurance card’s maintenance again now, or discards it', () => {
    const s = scenario({
      players: [
        { wonga: 5, hand: ['policyLapse', 'policyLapse'] },
        { wonga: 1, assets: ['life', 'investment'] },
        {},
      ],
      phase: 'actions',
    })
    const { life, paid } = lapsesLifeAndPays(s, 1)
    expect(wonga(paid.state, 1)).toBe(0)
    expect(paid.state.turn).toMatchObject({ seat: 0, actionsLeft: 1 })
    // With no Wonga left, the second lapse discards the card without asking.
    const again = act(paid.state, 0, { type: 'playCard', card: 'policyLapse', target: 1, asset: life })
    expect(assetKinds(again.state, 1)).toEqual(['investment'])
    expect(again.state.removed).toEqual([life])
  })

  it('Policy Lapse: "Choose a human" – you may choose yourself and one of your own Insurance cards', () => {
    const s = turnOf({ wonga: 4, hand: ['policyLapse'], assets: ['life', 'endowment'] })
    const r = lapsesLifeAndPays(s, 0).paid
    expect(wonga(r.state, 0)).toBe(4 - 2 - 1)
    expect(r.state.turn).toMatchObject({ seat: 0, phase: 'actions', actionsLeft: 1 })
  })

  it('Policy Lapse: the human may choose to discard instead of paying', () => {
    const s = scenario({
      players: [{ hand: ['policyLapse'] }, { assets: ['medical'] }, {}],
      phase: 'actions',
    })
    const [medical] = s.players[1]!.assets
    const r = actAll(s, [
      [0, { type: 'playCard', card: 'policyLapse', target: 1, asset: medical! }],
      [1, { type: 'discardAsset', asset: medical! }],
    ])
    expect(assetKinds(r.state, 1)).toEqual([])
    expect(wonga(r.state, 1)).toBe(3)
  })

  it('Insurance Agent: buy 1 Asset at 1 Wonga less (minimum 0), in the same action', () => {
    const s = turnOf({ wonga: 3, infected: 1, hand: ['insuranceAgent', 'insuranceAgent'] })
    let r = act(s, 0, { type: 'playCard', card: 'insuranceAgent', kind: 'ilp' })
    expect(assetKinds(r.state, 0)).toEqual(['ilp'])
    expect(wonga(r.state, 0)).toBe(3 - (2 + 1 - 1))
    expect(r.state.turn.actionsLeft).toBe(1)
    r = act(r.state, 0, { type: 'playCard', card: 'insuranceAgent', kind: 'life' })
    expect(wonga(r.state, 0)).toBe(0)
    const t = turnOf({ wonga: 0, hand: ['insuranceAgent'] })
    expect(legalOfType(t, 0, 'playCard').map((a) => ('kind' in a ? a.kind : ''))).toEqual(['life', 'medical'])
  })

  it('Insurance Agent on an Endowment: the discounted price is what goes on the card', () => {
    const s = turnOf({ hand: ['insuranceAgent'] })
    const r = act(s, 0, { type: 'playCard', card: 'insuranceAgent', kind: 'endowment' })
    expect(r.state.onCard[r.state.players[0]!.assets[0]!]).toBe(1)
    expect(wonga(r.state, 0)).toBe(2)
  })

  it('Free Look Period: return one of your Insurance cards to its pile and get back its printed buy cost', () => {
    const s = turnOf({
      infected: 1,
      hand: ['freeLookPeriod'],
      assets: [{ kind: 'life', payout: 13 }, { kind: 'ilp', money: 4 }, 'investment'],
    })
    const [life, ilp] = s.players[0]!.assets
    expect(legalOfType(s, 0, 'playCard').map((a) => ('asset' in a ? a.asset : -1))).toEqual([life, ilp])
    let r = act(s, 0, { type: 'playCard', card: 'freeLookPeriod', asset: life! })
    expect(wonga(r.state, 0)).toBe(4)
    // The Life pile stays sorted: 13 goes back between 14 and 12.
    expect(pile(r.state, 'life').map((id) => assetCopy(id).payout)).toEqual([9, 10, 11, 12, 13, 14, 15, 16])
    const t = turnOf({ hand: ['freeLookPeriod'], assets: [{ kind: 'ilp', money: 4 }] })
    r = act(t, 0, { type: 'playCard', card: 'freeLookPeriod', asset: t.players[0]!.assets[0]! })
    expect(pile(r.state, 'ilp')[0]).toBe(t.players[0]!.assets[0])
    expect(r.state.onCard[t.players[0]!.assets[0]!]).toBe(0)
    expect(wonga(r.state, 0)).toBe(5)
  })

  it('Stock Tip: look at the top Action card; you may move it to the bottom', () => {
    const s = turnOf({ hand: ['stockTip', 'stockTip'] }, { deck: ['infection', 'overtime'] })
    let r = act(s, 0, { type: 'playCard', card: 'stockTip' })
    expect(r.state.decision).toEqual({ kind: 'stockTip', seat: 0 })
    expect(view(r.state, 0).peek?.map((c) => c.kind)).toEqual(['infection'])
    expect(view(r.state, 2).peek).toBeNull()
    r = act(r.state, 0, { type: 'placeTopCard', where: 'bottom' })
    expect(deckTop(r.state, 1)).toEqual(['overtime'])
    expect(zombielife.view(r.state, 0).deckCount).toBe(s.deck.length)
    const inner = viewEvents(r.events, 0).find((e) => e.type === 'topCardPlaced')
    expect(inner?.kind).toBe('infection')
    expect(viewEvents(r.events, 1).find((e) => e.type === 'topCardPlaced')).not.toHaveProperty('kind')
    r = act(r.state, 0, { type: 'playCard', card: 'stockTip' })
    r = act(r.state, 0, { type: 'placeTopCard', where: 'top' })
    expect(handKinds(r.state, 0)).toEqual(['overtime'])
  })

  it('Market Crash: every player, you included, discards 1 Investment card if they have one', () => {
    const s = scenario({
      players: [
        { hand: ['marketCrash'], assets: ['investment', 'life'] },
        { assets: ['investment', 'investment'] },
        { assets: ['medical'] },
        { infected: 3 },
      ],
      phase: 'actions',
    })
    const r = act(s, 0, { type: 'playCard', card: 'marketCrash' })
    expect([0, 1, 2, 3].map((seat) => assetKinds(r.state, seat))).toEqual([
      ['life'],
      ['investment'],
      ['medical'],
      [],
    ])
    expect(r.state.removed).toHaveLength(2)
  })

  it('Lockdown: choose a zombie – it takes no action on its next turn', () => {
    const s = scenario({
      players: [{ hand: ['lockdown'] }, { infected: 3 }, {}],
      phase: 'actions',
      actionsLeft: 1,
      deck: ['overtime'],
    })
    expect(legalOfType(s, 0, 'playCard')).toEqual([{ type: 'playCard', card: 'lockdown', target: 1 }])
    const r = act(s, 0, { type: 'playCard', card: 'lockdown', target: 1 })
    // Seat 1's turn is skipped straight away: seat 2 is next to act.
    expect(r.state.turn.seat).toBe(2)
    expect(r.state.players[1]?.lockedDown).toBe(false)
    expect(r.events.map((e) => e.text)).toContain('Bob is under Lockdown and takes no action this turn.')
    const none = turnOf({ hand: ['lockdown'] })
    expect(legalOfType(none, 0, 'playCard')).toEqual([])
  })

  it('Booster Shot: flip 1 of your infected tokens back to healthy; no insurance is re-triggered until the next flip', () => {
    const s = turnOf({ wonga: 7, infected: 2, hand: ['boosterShot'] }, { deck: ['infection'] })
    let r = actAll(s, [
      [0, { type: 'playCard', card: 'boosterShot' }],
      [0, { type: 'buyAsset', kind: 'criticalIllness' }],
    ])
    expect(r.state.players[0]?.infected).toBe(1)
    expect(wonga(r.state, 0)).toBe(7 - 3 - 3)
    // The Critical Illness bought after the Booster Shot pays on the next flip to 2.
    r = act(r.state, 0, { type: 'declinePpe' })
    expect(wonga(r.state, 0)).toBe(1 + 12)
    const healthy = turnOf({ hand: ['boosterShot'] })
    expect(legalOfType(healthy, 0, 'playCard')).toEqual([])
  })

  it('Dividend Reinvestment: each ILP you own gets the dividend of the most recent round card (0 if none yet)', () => {
    const s = turnOf(
      { hand: ['dividendReinvestment'], assets: ['ilp', { kind: 'ilp', money: 1 }, 'investment'] },
      {
        roundCards: [
          { kind: 'overtime', dividend: 1 },
          { kind: 'bullRun', dividend: 2 },
        ],
        round: 3,
      },
    )
    const r = act(s, 0, { type: 'playCard', card: 'dividendReinvestment' })
    const [a, b, c] = s.players[0]!.assets
    expect([r.state.onCard[a!], r.state.onCard[b!], r.state.onCard[c!]]).toEqual([2, 3, 0])
    expect(wonga(r.state, 0)).toBe(2)
    const first = turnOf({ hand: ['dividendReinvestment'], assets: ['ilp'] })
    const f = act(first, 0, { type: 'playCard', card: 'dividendReinvestment' })
    expect(f.state.onCard[first.players[0]!.assets[0]!]).toBe(0)
  })

  it('Overtime: gain 2 Wonga', () => {
    const s = turnOf({ wonga: 0, hand: ['overtime'] })
    expect(wonga(act(s, 0, { type: 'playCard', card: 'overtime' }).state, 0)).toBe(2)
  })
})
