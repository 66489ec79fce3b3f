import { describe, expect, it } from 'vitest'
import { viewEvents } from '../../../engine/core/events'
import { zombielife } from '../../../engine/games/zombielife'
import type { ZombielifeState } from '../../../engine/games/zombielife/types'
import { act, actAll, legal, legalOfType, scenario } from './scenario'
import type { PlayerSpec } from './scenario'
import { assetKinds, deckTop, eventTypes, handKinds, view, wonga } from './reading'

/** Seat 0 ends its turn (option B) and draws the deck's top card. */
function drawWith(me: PlayerSpec, deck: Parameters<typeof scenario>[0]['deck'] = ['infection']) {
  const s = scenario({ players: [me, {}, {}], deck })
  return act(s, 0, { type: 'chooseOption', option: 'B' })
}

describe('Rulebook: 3) Getting Infected – the Infection card', () => {
  it('an Infection card drawn is revealed at once; without PPE a Health Token flips to infected', () => {
    let r = drawWith({})
    expect(r.state.revealed).not.toBeNull()
    expect(view(r.state, 1).revealed?.kind).toBe('infection')
    expect(eventTypes(r.events)).toContain('infectionDrawn')
    expect(r.state.decision).toEqual({ kind: 'ppe', seat: 0, source: 'draw' })
    r = act(r.state, 0, { type: 'declinePpe' })
    expect(r.state.players[0]?.infected).toBe(1)
    expect(r.state.decision).toEqual({ kind: 'slot', seat: 0 })
    expect(r.events.map((e) => e.text)).toContain('Ann flips a Health Token to infected (1 of 3).')
  })

  it('PPE: the player may play PPE, paying its cost, to ignore the Infection card – no token flips', () => {
    let r = drawWith({ hand: ['ppe'] })
    r = act(r.state, 0, { type: 'playPpe' })
    expect(r.state.players[0]?.infected).toBe(0)
    expect(wonga(r.state, 0)).toBe(5)
    expect(handKinds(r.state, 0)).toEqual([])
    expect(
      r.state.discard.map((id) => zombielife.view(r.state, 1).discard.find((c) => c.id === id)?.kind),
    ).toEqual(['ppe'])
    // ...and the Infection card still goes back into the deck, anywhere.
    expect(r.state.decision).toEqual({ kind: 'slot', seat: 0 })
  })

  it('PPE: the question is asked whenever the player could pay, PPE in hand or not (holding one is secret)', () => {
    const without = drawWith({ hand: ['overtime'] })
    const holding = drawWith({ hand: ['ppe'] })
    expect(without.state.decision).toEqual(holding.state.decision)
    expect(legal(without.state, 0)).toEqual([{ type: 'declinePpe' }])
    expect(legal(holding.state, 0)).toEqual([{ type: 'playPpe' }, { type: 'declinePpe' }])
  })

  it('Z8: a player who cannot pay for PPE cannot use it, and is not asked', () => {
    const s = scenario({
      players: [{ wonga: 0, hand: ['ppe', 'overtime'] }, {}, {}],
      phase: 'actions',
      actionsLeft: 1,
      deck: ['infection'],
    })
    // The turn ends with 0 Wonga: the PPE cannot be paid for.
    const r = act(s, 0, { type: 'endTurn' })
    expect(r.state.players[0]?.infected).toBe(1)
    expect(r.state.decision).toEqual({ kind: 'slot', seat: 0 })
    expect(handKinds(r.state, 0)).toEqual(['overtime', 'ppe'])
  })
})

describe('Rulebook: 3) Getting Infected – insurance claims', () => {
  it('Medical pays out whenever a token flips; every Medical card held pays, once, and leaves the game (Z1)', () => {
    let r = drawWith({ assets: ['medical', 'medical', 'life'] })
    const [m1, m2] = r.state.players[0]!.assets
    // Maintenance is due first: pay all three.
    for (const asset of r.state.players[0]!.assets) r = act(r.state, 0, { type: 'payMaintenance', asset })
    expect(wonga(r.state, 0)).toBe(3)
    r = act(r.state, 0, { type: 'declinePpe' })
    expect(wonga(r.state, 0)).toBe(3 + 4 + 4)
    expect(assetKinds(r.state, 0)).toEqual(['life'])
    expect(r.state.removed).toEqual([m1, m2])
    expect(r.events.filter((e) => e.type === 'insuranceClaimed').map((e) => e.text)).toEqual([
      'Ann claims Medical Insurance: +4 Wonga.',
      'Ann claims Medical Insurance: +4 Wonga.',
    ])
  })

  it('Medical pays on the second and the third flip too', () => {
    for (const infected of [1, 2]) {
      let r = drawWith({ wonga: 0, infected, assets: ['medical'] })
      r = act(r.state, 0, { type: 'payMaintenance', asset: r.state.players[0]!.assets[0]! })
      r = act(r.state, 0, { type: 'declinePpe' })
      expect(wonga(r.state, 0)).toBe(2 + 4)
    }
  })

  it('Critical Illness pays out when 2 Health Tokens are infected', () => {
    let r = drawWith({ wonga: 0, infected: 1, assets: [{ kind: 'criticalIllness', payout: 12 }, 'life'] })
    const [ci, life] = r.state.players[0]!.assets
    expect(r.state.decision).toMatchObject({ kind: 'maintenance', asset: ci })
    r = act(r.state, 0, { type: 'payMaintenance', asset: ci! })
    r = act(r.state, 0, { type: 'discardAsset', asset: life! })
    r = act(r.state, 0, { type: 'declinePpe' })
    expect(wonga(r.state, 0)).toBe(3 - 1 + 12)
    expect(assetKinds(r.state, 0)).toEqual([])
  })

  it('Critical Illness does not pay on the first flip', () => {
    let r = drawWith({ wonga: 0, assets: ['criticalIllness'] })
    r = act(r.state, 0, { type: 'payMaintenance', asset: r.state.players[0]!.assets[0]! })
    r = act(r.state, 0, { type: 'declinePpe' })
    expect(assetKinds(r.state, 0)).toEqual(['criticalIllness'])
  })

  it('Life, ILP and Endowment pay out on full zombification (Z2: the Wonga on the cards is lost)', () => {
    const me: PlayerSpec = {
      infected: 2,
      assets: [
        { kind: 'life', payout: 16 },
        { kind: 'ilp', money: 4 },
        { kind: 'endowment', money: 5 },
        'investment',
      ],
    }
    const s = scenario({ players: [me, {}, {}], phase: 'actions', actionsLeft: 1, deck: ['infection'] })
    let r = act(s, 0, { type: 'endTurn' })
    r = act(r.state, 0, { type: 'declinePpe' })
    expect(wonga(r.state, 0)).toBe(3 + 16 + 6 + 3)
    expect(r.events.map((e) => e.text)).toContain(
      'Ann claims Investment-Linked Policy: +6 Wonga (the 4 Wonga on the card is lost).',
    )
    expect(assetKinds(r.state, 0)).toEqual(['investment'])
  })
})

describe('Rulebook: 3) Getting Infected – slotting the Infection card back', () => {
  function atSlot(): ZombielifeState {
    const s = scenario({
      players: [{ wonga: 0 }, {}, {}],
      deck: ['infection', 'overtime', 'stockTip', 'lockdown', 'bullRun'],
    })
    return actAll(s, [
      [0, { type: 'chooseOption', option: 'A' }],
      [0, { type: 'endTurn' }],
      [0, { type: 'declinePpe' }],
    ]).state
  }

  it('the player places it back at any position they choose; the other cards keep their order', () => {
    const s = atSlot()
    expect(s.decision).toEqual({ kind: 'slot', seat: 0 })
    const slots = legalOfType(s, 0, 'slotInfection')
    expect(slots.map((a) => a.position)).toEqual(Array.from({ length: s.deck.length + 1 }, (_, i) => i))
    const r = act(s, 0, { type: 'slotInfection', position: 2 })
    expect(deckTop(r.state, 5)).toEqual(['overtime', 'stockTip', 'infection', 'lockdown', 'bullRun'])
    const bottom = act(s, 0, { type: 'slotInfection', position: s.deck.length })
    expect(bottom.state.deck[0]).toBe(s.revealed)
    const top = act(s, 0, { type: 'slotInfection', position: 0 })
    expect(deckTop(top.state, 2)).toEqual(['infection', 'overtime'])
  })

  it('without letting other players see where: the position is only in the slotter’s private event, never in a view', () => {
    const s = atSlot()
    const a = act(s, 0, { type: 'slotInfection', position: 1 })
    const b = act(s, 0, { type: 'slotInfection', position: 3 })
    const slotted = (events: typeof a.events, viewer: 0 | 1 | 'spectator') =>
      viewEvents(events, viewer).find((e) => e.type === 'infectionSlotted')
    expect(slotted(a.events, 0)?.position).toBe(1)
    expect(slotted(a.events, 1)).toEqual(slotted(b.events, 1))
    expect(slotted(a.events, 'spectator')).not.toHaveProperty('position')
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      expect(JSON.stringify(view(a.state, viewer))).toBe(JSON.stringify(view(b.state, viewer)))
    }
  })

  it('with an empty deck there is only one place, so nobody is asked', () => {
    const s = scenario({ players: [{ wonga: 0 }, {}, {}], deck: ['infection'], leftover: 'discard' })
    const r = actAll(s, [
      [0, { type: 'chooseOption', option: 'B' }],
      [0, { type: 'declinePpe' }],
    ])
    expect(r.state.decision).toBeNull()
    expect(r.state.deck).toEqual(s.deck)
    expect(r.state.players[0]?.infected).toBe(1)
  })
})

describe('Rulebook: 3) Getting Infected – turning into a zombie', () => {
  it('all tokens infected: the player turns into a zombie, discards all assets and Action cards, and the turn ends', () => {
    const me: PlayerSpec = {
      infected: 2,
      extraDraws: 1,
      hand: ['overtime', 'ppe'],
      assets: ['investment', 'medical'],
    }
    const s = scenario({ players: [me, {}, {}], deck: ['infection', 'stockTip'] })
    let r = act(s, 0, { type: 'chooseOption', option: 'B' })
    r = act(r.state, 0, { type: 'payMaintenance', asset: s.players[0]!.assets[1]! })
    r = act(r.state, 0, { type: 'declinePpe' })
    // Flipped and claimed, but still human until the card is slotted back.
    expect(r.state.players[0]).toMatchObject({ infected: 3, zombie: false })
    expect(r.state.decision).toEqual({ kind: 'slot', seat: 0 })
    r = act(r.state, 0, { type: 'slotInfection', position: 5 })
    expect(r.state.players[0]).toMatchObject({ infected: 3, zombie: true, hand: [], assets: [] })
    expect(r.state.turn.seat).toBe(1)
    // The Super-Spreader draw is not made: the turn ended.
    expect(deckTop(r.state, 1)).toEqual(['stockTip'])
    expect(wonga(r.state, 0)).toBe(3 + 3 - 1 + 4)
    expect(r.events.map((e) => e.text)).toContain(
      'Ann turns into a zombie and discards 1 asset and 2 Action cards.',
    )
    expect(view(r.state, 1).players[0]?.zombie).toBe(true)
    expect(
      view(r.state, 1)
        .discard.map((c) => c.kind)
        .sort(),
    ).toEqual(['overtime', 'ppe'])
  })

  it('a zombie keeps its Wonga, which counts at the end', () => {
    const s = scenario({ players: [{ infected: 3, wonga: 7 }, {}, {}], seat: 1 })
    expect(view(s, 2).players[0]).toMatchObject({ zombie: true, wonga: 7, score: 7 })
  })

  it('a second draw of the same turn meets the deck as it is after the first card was slotted back', () => {
    const s = scenario({ players: [{ extraDraws: 1 }, {}, {}], deck: ['infection', 'overtime'] })
    let r = actAll(s, [
      [0, { type: 'chooseOption', option: 'B' }],
      [0, { type: 'declinePpe' }],
      [0, { type: 'slotInfection', position: 1 }],
    ])
    expect(handKinds(r.state, 0)).toEqual(['overtime'])
    expect(deckTop(r.state, 1)).toEqual(['infection'])
    r = act(r.state, 1, { type: 'chooseOption', option: 'B' })
    expect(r.state.revealed).not.toBeNull()
  })
})
