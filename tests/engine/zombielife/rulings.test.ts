/** The rulings Z1–Z14 of rules/zombielife.md §2.8, one describe block each. */
import { describe, expect, it } from 'vitest'
import { zombielife } from '../../../engine/games/zombielife'
import { act, actAll, isLegal, legal, expectMaintenancePaid, refusal, submitTo, scenario } from './scenario'
import type { PlayerSpec } from './scenario'
import { assetKinds, kindOfCard, pile, view, wonga } from './reading'

/** Seat 0 chooses option B and draws an Infection card, declining PPE (maintenance paid for all assets). */
function infectedOnce(me: PlayerSpec, options = {}) {
  const s = scenario({ players: [me, {}, {}], deck: ['infection'], options })
  let r = act(s, 0, { type: 'chooseOption', option: 'B' })
  while (r.state.decision?.kind === 'maintenance') {
    r = act(r.state, 0, { type: 'payMaintenance', asset: r.state.decision.asset })
  }
  return act(r.state, 0, { type: 'declinePpe' })
}

describe('Z1: every Insurance card pays once and is then removed; all Medical cards pay on the same flip', () => {
  it('Z1: two Medical cards both pay on one flip and leave the game; the next flip pays nothing more', () => {
    const r = infectedOnce({ wonga: 2, assets: ['medical', 'medical'] })
    expect(wonga(r.state, 0)).toBe(2 + 3 - 2 + 8)
    expect(assetKinds(r.state, 0)).toEqual([])
    expect(pile(r.state, 'medical')).toHaveLength(6)
    expect(r.state.removed).toHaveLength(2)
  })
})

describe('Z2: ILP and Endowment on zombification pay the printed amount; the money on the card is lost', () => {
  const me: PlayerSpec = {
    wonga: 0,
    infected: 2,
    assets: [
      { kind: 'ilp', money: 5 },
      { kind: 'endowment', money: 7 },
    ],
  }

  it('Z2: by default only the printed 6 (ILP) and 3 (Endowment) are gained', () => {
    const r = infectedOnce(me)
    expect(wonga(r.state, 0)).toBe(3 - 1 - 1 + 6 + 3)
  })

  it('Z2 (match option cardMoneyOnZombification: "paid"): the money on the cards is paid as well', () => {
    const r = infectedOnce(me, { cardMoneyOnZombification: 'paid' })
    // The Endowment's maintenance (1) went onto it, so it holds 8 when claimed.
    expect(wonga(r.state, 0)).toBe(3 - 1 - 1 + 6 + 5 + 3 + 8)
  })
})

describe('Z3: an Endowment’s purchase price and every maintenance payment go onto the card', () => {
  it('Z3: bought for 2 (placed on it), then 1 a turn (placed on it)', () => {
    const s = scenario({
      players: [{ wonga: 2 }, {}, {}],
      phase: 'actions',
      actionsLeft: 1,
      deck: ['overtime'],
    })
    const r = act(s, 0, { type: 'buyAsset', kind: 'endowment' })
    const endowment = r.state.players[0]!.assets[0]!
    expect(r.state.onCard[endowment]).toBe(2)
    expect(view(r.state, 1).players[0]?.assets[0]?.money).toBe(2)
    const next = { ...r.state, turn: { ...r.state.turn, seat: 0, phase: 'chooseOption' as const } }
    const t = actAll(next, [
      [0, { type: 'chooseOption', option: 'A' }],
      [0, { type: 'payMaintenance', asset: endowment }],
    ])
    expect(t.state.onCard[endowment]).toBe(3)
    expect(view(t.state, 1).players[0]?.score).toBe(1 + 15 + 6)
  })
})

describe('Z4: no maintenance is paid on the turn an asset is bought', () => {
  it('Z4: maintenance is asked at the start of the next turn only', () => {
    const s = scenario({ players: [{ wonga: 5 }, {}, {}], phase: 'actions', deck: ['overtime', 'stockTip'] })
    const r = actAll(s, [
      [0, { type: 'buyAsset', kind: 'life' }],
      [0, { type: 'buyAsset', kind: 'medical' }],
    ])
    expect(r.state.turn.seat).toBe(1)
    expect(wonga(r.state, 0)).toBe(3)
    const next = { ...r.state, turn: { ...r.state.turn, seat: 0, phase: 'chooseOption' as const } }
    const t = act(next, 0, { type: 'chooseOption', option: 'A' })
    expect(t.state.decision?.kind).toBe('maintenance')
  })
})

describe('Z5: discarded assets leave the game; they do not go back to the piles', () => {
  it('Z5: unpaid, claimed and zombified assets all end up removed; the piles keep their order', () => {
    const r = infectedOnce({
      wonga: 0,
      infected: 2,
      hand: ['overtime'],
      assets: ['life', 'investment', 'medical'],
    })
    // Life and Medical were paid and claimed; the Investment went with the zombification after the slot.
    const s = act(r.state, 0, { type: 'slotInfection', position: 0 })
    expect(s.state.removed).toHaveLength(3)
    expect(pile(s.state, 'life')).toHaveLength(7)
    expect(pile(s.state, 'investment')).toHaveLength(14)
    expect(view(s.state, 1).removedCount).toBe(3)
  })
})

describe('Z6: ILP maintenance goes to the bank; only dividends accumulate on an ILP', () => {
  it('Z6: paying an ILP’s maintenance leaves the money on it unchanged', () => {
    expectMaintenancePaid({ kind: 'ilp', money: 2 }, 2)
  })
})

describe('Z7: an Infection card drawn as the round card', () => {
  it('Z7: pays 0 dividend, infects nobody and stays in the Round Indicator Area for the rest of the game', () => {
    const s = scenario({
      players: [{ assets: ['investment'] }, {}],
      seat: 1,
      deck: ['overtime', 'infection'],
    })
    const r = act(s, 1, { type: 'chooseOption', option: 'B' })
    expect(r.state.roundCards.map(kindOfCard)).toEqual(['infection'])
    expect(r.state.players.every((p) => p.infected === 0)).toBe(true)
    expect(wonga(r.state, 0)).toBe(3)
    expect(r.state.deck).not.toContain(r.state.roundCards[0])
  })
})

describe('Z8: PPE costs 1 and is played outside the 2-action budget', () => {
  it('Z8: playing PPE against a bite or an Infection card uses no action', () => {
    const s = scenario({ players: [{ infected: 3 }, { hand: ['ppe'] }, {}] })
    const r = actAll(s, [
      [0, { type: 'bite', target: 1 }],
      [2, { type: 'declinePpe' }],
      [1, { type: 'playPpe' }],
    ])
    expect(wonga(r.state, 1)).toBe(2)
    expect(r.state.turn).toMatchObject({ seat: 1, phase: 'chooseOption' })
  })

  it('Z8: a player who cannot pay the cost cannot use it', () => {
    const s = scenario({ players: [{ infected: 3 }, { wonga: 0, hand: ['ppe'] }, { wonga: 0 }] })
    const r = act(s, 0, { type: 'bite', target: 1 })
    expect(r.state.players[1]).toMatchObject({ infected: 1 })
    expect(r.state.players[1]?.hand).toHaveLength(1)
  })
})

describe('Z9: playing an Action card uses 1 of the 2 actions; option B allows only PPE reactions', () => {
  it('Z9: two cards use both actions and the turn moves on to the draw', () => {
    const s = scenario({
      players: [{ hand: ['overtime', 'overtime', 'bullRun'] }, {}, {}],
      phase: 'actions',
    })
    const r = actAll(s, [
      [0, { type: 'playCard', card: 'overtime' }],
      [0, { type: 'playCard', card: 'overtime' }],
    ])
    expect(r.state.turn.seat).toBe(1)
    expect(r.state.players[0]?.hand).toHaveLength(2)
  })

  it('Z9: after option B the player may still play PPE against the Infection card drawn', () => {
    const s = scenario({ players: [{ hand: ['ppe', 'overtime'] }, {}, {}], deck: ['infection'] })
    const r = act(s, 0, { type: 'chooseOption', option: 'B' })
    expect(legal(r.state, 0)).toEqual([{ type: 'playPpe' }, { type: 'declinePpe' }])
  })
})

describe('Z10: a zombie last in the round still draws the round card', () => {
  it('Z10: the round card comes out after the zombie’s action', () => {
    const s = scenario({ players: [{ wonga: 0 }, { infected: 3 }], seat: 1, deck: ['stockTip'] })
    const r = act(s, 1, { type: 'scavenge' })
    expect(r.state.roundCards.map(kindOfCard)).toEqual(['stockTip'])
    expect(r.state.round).toBe(2)
  })
})

describe('Z11: when everyone is a zombie the game ends once the infection is resolved', () => {
  it('Z11: a bite that turns the last human ends the game at once', () => {
    const s = scenario({
      players: [{ infected: 3 }, { wonga: 0, infected: 2 }, { infected: 3 }],
      deck: ['overtime'],
    })
    const r = act(s, 0, { type: 'bite', target: 1 })
    expect(r.state.over).toBe(true)
    expect(r.state.roundCards).toEqual([])
    expect(zombielife.outcome(r.state)).not.toBeNull()
  })
})

describe('Z12: tie-break – the latest turn wins, zombies included', () => {
  it('Z12: with equal Wonga the player who took a turn last wins', () => {
    const s = scenario({
      players: [
        { wonga: 4, infected: 3, lastTurn: 3 },
        { wonga: 4, infected: 3, lastTurn: 5 },
      ],
      turnNumber: 5,
      seat: 1,
    })
    expect(zombielife.outcome({ ...s, over: true })?.winners).toEqual([1])
  })
})

describe('Z13: an empty asset pile cannot be bought from', () => {
  it('Z13: with all 6 Endowments owned, buying one is refused', () => {
    const s = scenario({
      players: [
        { wonga: 9 },
        { assets: ['endowment', 'endowment', 'endowment'] },
        { assets: ['endowment', 'endowment', 'endowment'] },
      ],
      phase: 'actions',
    })
    expect(isLegal(s, 0, { type: 'buyAsset', kind: 'endowment' })).toBe(false)
    expect(view(s, 0).piles.find((p) => p.kind === 'endowment')).toMatchObject({
      count: 0,
      top: null,
      price: null,
    })
    expect(refusal(() => submitTo(zombielife, s, 0, { type: 'buyAsset', kind: 'endowment' })).message).toBe(
      'There are no Endowment cards left.',
    )
  })
})

describe('Z14: no negative money', () => {
  it('Z14: a buy the player cannot pay for is refused; an unpayable maintenance forces a discard', () => {
    const s = scenario({ players: [{ wonga: 2 }, {}, {}], phase: 'actions' })
    expect(isLegal(s, 0, { type: 'buyAsset', kind: 'investment' })).toBe(false)
    expect(refusal(() => submitTo(zombielife, s, 0, { type: 'buyAsset', kind: 'investment' })).message).toBe(
      'That costs 3 Wonga; you have 2.',
    )
    const poor = scenario({ players: [{ wonga: 0, assets: ['life', 'life', 'life'] }, {}, {}] })
    let r = act(poor, 0, { type: 'chooseOption', option: 'A' })
    r = act(r.state, 0, { type: 'payMaintenance', asset: poor.players[0]!.assets[0]! })
    r = act(r.state, 0, { type: 'payMaintenance', asset: poor.players[0]!.assets[1]! })
    expect(r.state.players[0]).toMatchObject({ wonga: 0 })
    expect(assetKinds(r.state, 0)).toEqual(['life', 'life'])
  })
})
