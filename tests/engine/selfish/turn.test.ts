import { describe, expect, it } from 'vitest'
import { viewEvents } from '../../../engine/core/events'
import { selfish } from '../../../engine/games/selfish'
import { act, actAll, isLegal, legalOfType, refusal, submitTo, scenario, picksFor } from './scenario'
import { bag, count, deckTop, eventTypes, hand, kindOfCard, rep, trail } from './reading'

const blanks = rep('blank' as const, 5)

describe('Rulebook: Phase 1 – Card Pickup', () => {
  it('Phase 1: the next player picks up the top Game card when their turn starts', () => {
    const s = scenario({
      players: [{ hand: rep('single', 3) }, { hand: ['single', 'double'] }, { hand: ['double'] }],
      deck: ['scout', 'horde'],
    })
    const { state, events } = act(s, 0, { type: 'rest', pay: ['single'] })
    expect(state.turn.seat).toBe(1)
    expect(hand(state, 1)).toEqual(bag('single', 'double', 'scout'))
    expect(deckTop(state, 1)).toEqual(['horde'])
    expect(eventTypes(events)).toEqual(['cardsDiscarded', 'rested', 'turnEnded', 'turnStarted', 'cardDrawn'])
  })

  it('Phase 1: the picked-up card is secret – only the drawing seat learns what it is', () => {
    const s = scenario({
      players: [{ hand: rep('single', 3) }, { hand: ['single', 'double'] }, { hand: ['double'] }],
      deck: ['bodyArmor'],
    })
    const { events } = act(s, 0, { type: 'rest', pay: ['single'] })
    const drawn = (viewer: 0 | 1 | 'spectator') =>
      viewEvents(events, viewer).find((e) => e.type === 'cardDrawn')
    expect(drawn(1)?.kind).toBe('bodyArmor')
    expect(drawn(0)?.kind).toBeUndefined()
    expect(drawn('spectator')?.kind).toBeUndefined()
    expect(JSON.stringify(drawn(0))).not.toContain('Body Armor')
  })
})

describe('Rulebook: Phase 2 – Actions', () => {
  const hand5 = ['scout', 'zombieTrap', 'abandonedVehicle', 'single', 'single', 'double'] as const

  it('Phase 2: with 3+ players a survivor may play as many Action cards as they want, each resolved in turn', () => {
    const s = scenario({
      players: [{ hand: hand5 }, { hand: ['single'] }, { hand: ['single'] }],
      wasteland: ['blank', 'sewer', 'bandits', 'settlement'],
    })
    let r = act(s, 0, { type: 'playCard', card: 'scout' })
    r = act(r.state, 0, { type: 'placeScouted', where: 'top' })
    expect(r.state.turn.phase).toBe('actions')
    r = act(r.state, 0, { type: 'playCard', card: 'zombieTrap' })
    r = act(r.state, 0, { type: 'arrangeWasteland', order: [0, 1, 2] })
    expect(isLegal(r.state, 0, { type: 'playCard', card: 'abandonedVehicle' })).toBe(true)
    r = act(r.state, 0, { type: 'playCard', card: 'abandonedVehicle' })
    expect(r.state.turn).toMatchObject({ seat: 0, phase: 'actions', actionsPlayed: 3 })
    expect(r.state.players[0]?.level).toBe(1)
    expect(hand(r.state, 0)).toEqual(bag('single', 'single', 'double'))
    expect(count(r.state.discard, 'scout') + count(r.state.discard, 'zombieTrap')).toBe(2)
  })

  it('Phase 2: playing no Action card at all is allowed – go straight to Phase 3', () => {
    const s = scenario({ players: [{ hand: hand5 }, { hand: ['single'] }, { hand: ['single'] }] })
    const r = act(s, 0, { type: 'travel', pay: ['double'] })
    expect(r.state.players[0]?.level).toBe(1)
    expect(r.state.turn.seat).toBe(1)
  })

  it('Phase 2: a played Action card goes face up onto the Game discard pile', () => {
    const s = scenario({ players: [{ hand: hand5 }, { hand: ['single'] }, { hand: ['single'] }] })
    const r = act(s, 0, { type: 'playCard', card: 'abandonedVehicle' })
    expect(kindOfCard(r.state.discard[r.state.discard.length - 1] as number)).toBe('abandonedVehicle')
    expect(selfish.view(r.state, 2).discardTop?.kind).toBe('abandonedVehicle')
  })

  it('Phase 2: Body Armor and Underestimate are held, never played as actions; Supplies are paid, not played', () => {
    const s = scenario({
      players: [
        { hand: ['bodyArmor', 'underestimate', 'single', 'double'] },
        { hand: ['single'] },
        { hand: ['single'] },
      ],
    })
    expect(legalOfType(s, 0, 'playCard')).toEqual([])
  })
})

describe('Rulebook: Just the 2 of You? (2-player rule)', () => {
  const twoHand = ['scout', 'zombieTrap', 'abandonedVehicle', 'single', 'single', 'double'] as const

  it('2-player rule: only 1 Action card may be played in Phase 2; a second is neither offered nor accepted', () => {
    const s = scenario({ players: [{ hand: twoHand }, { hand: ['single'] }] })
    let r = act(s, 0, { type: 'playCard', card: 'scout' })
    r = act(r.state, 0, { type: 'placeScouted', where: 'top' })
    expect(r.state.turn.actionsPlayed).toBe(1)
    expect(legalOfType(r.state, 0, 'playCard')).toEqual([])
    const err = refusal(() => submitTo(selfish, r.state, 0, { type: 'playCard', card: 'abandonedVehicle' }))
    expect(err.code).toBe('ILLEGAL')
    expect(err.message).toMatch(/only 1 Action card/)
    // Everything else remains the same: swap, rest and travel are still there.
    expect(isLegal(r.state, 0, { type: 'swapDouble' })).toBe(true)
    expect(isLegal(r.state, 0, { type: 'rest', pay: ['single'] })).toBe(true)
    expect(isLegal(r.state, 0, { type: 'travel', pay: ['double'] })).toBe(true)
  })

  it('2-player rule: the same hand may play several Action cards at a 3-player table', () => {
    const s = scenario({ players: [{ hand: twoHand }, { hand: ['single'] }, { hand: ['single'] }] })
    let r = act(s, 0, { type: 'playCard', card: 'scout' })
    r = act(r.state, 0, { type: 'placeScouted', where: 'top' })
    expect(legalOfType(r.state, 0, 'playCard').map((a) => a.card)).toEqual(['zombieTrap', 'abandonedVehicle'])
    expect(selfish.view(r.state, 0).actionLimit).toBeNull()
  })

  it('2-player rule: the limit is per turn (next turn 1 more), shown in the view, and does not limit swaps or responses', () => {
    const s = scenario({
      players: [
        { hand: ['stealSupplies', 'scout', 'double', 'single', 'single'] },
        { hand: ['bodyArmor', 'single', 'single', 'scout'] },
      ],
      discard: ['single', 'single'],
      deck: ['alliance'],
    })
    expect(selfish.view(s, 0).actionLimit).toBe(1)
    let r = act(s, 0, { type: 'playCard', card: 'stealSupplies', target: 1 })
    // Body Armor is a response, not a Phase 2 play: the victim may still use it.
    expect(r.state.decision).toMatchObject({ kind: 'respond', seat: 1 })
    r = act(r.state, 1, { type: 'respond', card: 'bodyArmor' })
    expect(isLegal(r.state, 0, { type: 'swapDouble' })).toBe(true)
    r = act(r.state, 0, { type: 'swapDouble' })
    r = act(r.state, 0, { type: 'rest', pay: ['single'] })
    expect(r.state.turn).toMatchObject({ seat: 1, actionsPlayed: 0 })
    expect(legalOfType(r.state, 1, 'playCard').map((a) => a.card)).toEqual(['scout', 'alliance'])
  })
})

describe('Rulebook: Phase 3 – Rest or Travel', () => {
  it('Phase 3 rest: place 1 Supplies card on the discard pile; the turn passes clockwise', () => {
    const s = scenario({
      players: [
        { hand: ['single', 'single', 'double', 'horde', 'scout'] },
        { hand: ['single'] },
        { hand: ['single'] },
      ],
    })
    expect(picksFor(s, 0, 'rest')).toEqual([['single'], ['double'], ['horde', 'scout']])
    const r = act(s, 0, { type: 'rest', pay: ['single'] })
    expect(hand(r.state, 0)).toEqual(bag('single', 'double', 'horde', 'scout'))
    expect(r.state.players[0]?.level).toBe(0)
    expect(kindOfCard(r.state.discard[r.state.discard.length - 1] as number)).toBe('single')
    expect(r.state.turn.seat).toBe(1)
    expect(eventTypes(r.events)).toContain('rested')
  })

  it('Phase 3 rest: resting with a Double spends the whole Double (it is 1 Supplies card)', () => {
    const s = scenario({ players: [{ hand: ['single', 'double'] }, { hand: ['single'] }] })
    const r = act(s, 0, { type: 'rest', pay: ['double'] })
    expect(hand(r.state, 0)).toEqual(['single'])
  })

  it('Phase 3 rest: resting with the last Supplies card kills you (S12: Action cards in hand do not keep you alive)', () => {
    const s = scenario({
      players: [
        { hand: ['single', 'scout', 'horde', 'alliance'], level: 2 },
        { hand: ['single'] },
        { hand: ['single'] },
      ],
    })
    const r = act(s, 0, { type: 'rest', pay: ['single'] })
    const p = r.state.players[0]
    expect(p?.alive).toBe(false)
    expect(p?.hand).toEqual([])
    expect(
      count(r.state.discard, 'scout') + count(r.state.discard, 'horde') + count(r.state.discard, 'alliance'),
    ).toBe(3)
    expect(eventTypes(r.events)).toContain('playerDied')
    expect(r.state.turn.seat).toBe(1)
  })

  it('Phase 3 rest: a lone Double is the last Supplies card – resting with it kills, swapping it first saves you', () => {
    const s = scenario({
      players: [{ hand: ['double', 'scout'] }, { hand: ['single'] }],
      discard: ['single', 'single'],
    })
    expect(act(s, 0, { type: 'rest', pay: ['double'] }).state.players[0]?.alive).toBe(false)
    const r = actAll(s, [
      [0, { type: 'swapDouble' }],
      [0, { type: 'rest', pay: ['single'] }],
    ])
    expect(r.state.players[0]?.alive).toBe(true)
    expect(hand(r.state, 0)).toEqual(bag('single', 'scout'))
  })

  it('Phase 3 travel: 2 Singles or 1 Double move you forward 1 space; the Wasteland card goes face up behind you and is resolved', () => {
    const s = scenario({
      players: [
        { hand: ['single', 'single', 'double', 'scout'] },
        { hand: ['single'] },
        { hand: ['single'] },
      ],
      wasteland: ['settlement'],
      deck: ['horde'],
    })
    expect(picksFor(s, 0, 'travel')).toEqual([['single', 'single'], ['double']])
    const r = act(s, 0, { type: 'travel', pay: ['single', 'single'] })
    const p = r.state.players[0]
    expect(p?.level).toBe(1)
    expect(trail(r.state, 0)).toEqual(['settlement'])
    expect(p?.trail[0]?.faceUp).toBe(true)
    // Settlement resolved: the top Game card joined the hand.
    expect(hand(r.state, 0)).toEqual(bag('double', 'scout', 'horde'))
    expect(r.state.turn.seat).toBe(1)
  })

  it('Phase 3 travel: with 1 Double', () => {
    const s = scenario({
      players: [{ hand: ['single', 'double'] }, { hand: ['single'] }],
      wasteland: ['blank'],
    })
    const r = act(s, 0, { type: 'travel', pay: ['double'] })
    expect(r.state.players[0]?.level).toBe(1)
    expect(hand(r.state, 0)).toEqual(['single'])
  })

  it('Phase 3 travel: not offered without 2 Supplies worth (1 Single + 1 Action card is not enough)', () => {
    const s = scenario({ players: [{ hand: ['single', 'scout'] }, { hand: ['single'] }] })
    expect(legalOfType(s, 0, 'travel')).toEqual([])
    expect(refusal(() => submitTo(selfish, s, 0, { type: 'travel', pay: ['single', 'scout'] })).code).toBe(
      'ILLEGAL',
    )
  })

  it('Phase 3 travel: you can travel only once and it ends your turn – even while its Wasteland card is being paid for, nothing else is offered', () => {
    const s = scenario({
      players: [
        { hand: ['single', 'single', 'single', 'double', 'scout', 'horde'] },
        { hand: ['single'] },
        { hand: ['single'] },
      ],
      wasteland: ['sewer', ...blanks],
    })
    const r = act(s, 0, { type: 'travel', pay: ['single', 'single'] })
    // The Sewer asks which card to pay: that is the only thing left to do.
    expect(r.state.decision).toEqual({ kind: 'sewer', seat: 0 })
    expect(selfish.legalActions(r.state, 0).every((a) => a.type === 'paySewer')).toBe(true)
    const r2 = act(r.state, 0, { type: 'paySewer', pay: ['single'] })
    expect(r2.state.turn.seat).toBe(1)
    expect(r2.state.players[0]?.level).toBe(1)
  })

  it('Phase 3: from this point on no more Action cards can be played (rest ends the turn at once)', () => {
    const s = scenario({
      players: [
        { hand: ['single', 'single', 'abandonedVehicle'] },
        { hand: ['single'] },
        { hand: ['single'] },
      ],
    })
    const r = act(s, 0, { type: 'rest', pay: ['single'] })
    expect(r.state.turn.seat).toBe(1)
    expect(selfish.legalActions(r.state, 0)).toEqual([])
    expect(
      refusal(() => submitTo(selfish, r.state, 0, { type: 'playCard', card: 'abandonedVehicle' })).code,
    ).toBe('NOT_YOUR_TURN')
  })

  it('Phase 3: rest or travel is required – a survivor cannot simply end the turn', () => {
    const s = scenario({ players: [{ hand: ['single', 'single'] }, { hand: ['single'] }] })
    expect(legalOfType(s, 0, 'endTurn')).toEqual([])
    expect(refusal(() => submitTo(selfish, s, 0, { type: 'endTurn' })).message).toMatch(
      /resting or travelling/,
    )
  })

  it('Play continues clockwise around the table (seat 3 → seat 0)', () => {
    const s = scenario({
      players: [
        { hand: ['single'] },
        { hand: ['single'] },
        { hand: ['single'] },
        { hand: ['single', 'single'] },
      ],
      seat: 3,
    })
    const r = act(s, 3, { type: 'rest', pay: ['single'] })
    expect(r.state.turn.seat).toBe(0)
  })
})

describe('Rulebook: Supplies and Actions – swapping a Double', () => {
  it('swap a Double for 2 Singles from the discard pile when it holds 2 Singles (the Double goes there)', () => {
    const s = scenario({
      players: [{ hand: ['double', 'single'] }, { hand: ['single'] }],
      discard: ['single', 'scout', 'single'],
    })
    const deckBefore = s.deck
    const r = act(s, 0, { type: 'swapDouble' })
    expect(hand(r.state, 0)).toEqual(bag('single', 'single', 'single'))
    expect(r.state.discard.map(kindOfCard)).toEqual(['scout', 'double'])
    expect(r.state.deck).toEqual(deckBefore)
    expect(r.state.turn).toMatchObject({ seat: 0, phase: 'actions', actionsPlayed: 0 })
    expect(r.events[0]?.text).toMatch(/discard pile/)
  })

  it('swap a Double for 2 Singles from the draw pile when the discard pile has fewer than 2 Singles (the pile is shuffled after)', () => {
    const s = scenario({
      players: [{ hand: ['double', 'single'] }, { hand: ['single'] }],
      discard: ['single'],
      deck: ['scout', 'horde', 'single'],
    })
    const r = act(s, 0, { type: 'swapDouble' })
    expect(hand(r.state, 0)).toEqual(bag('single', 'single', 'single'))
    expect(r.state.discard.map(kindOfCard)).toEqual(['single'])
    expect(r.state.deck).toHaveLength(s.deck.length - 1)
    expect(count(r.state.deck, 'single')).toBe(count(s.deck, 'single') - 2)
    expect(count(r.state.deck, 'double')).toBe(count(s.deck, 'double') + 1)
    expect(r.events[0]?.text).toMatch(/draw pile/)
  })

  it('swapping is not offered without a Double, or when neither pile holds 2 Singles', () => {
    const noDouble = scenario({
      players: [{ hand: ['single', 'single'] }, { hand: ['single'] }],
      discard: ['single', 'single'],
    })
    expect(isLegal(noDouble, 0, { type: 'swapDouble' })).toBe(false)
    // 37 of the 38 Singles are in hands: at most 1 left in the piles.
    const noSingles = scenario({
      players: [{ hand: ['double', ...rep('single', 18)] }, { hand: rep('single', 19) }],
    })
    expect(isLegal(noSingles, 0, { type: 'swapDouble' })).toBe(false)
    expect(refusal(() => submitTo(selfish, noSingles, 0, { type: 'swapDouble' })).code).toBe('ILLEGAL')
  })

  it('swapping is only on your own turn (not while answering someone else)', () => {
    const s = scenario({
      players: [
        { hand: ['stealSupplies', 'single'] },
        { hand: ['double', 'single', 'single'] },
        { hand: ['single'] },
      ],
      discard: ['single', 'single'],
    })
    const r = act(s, 0, { type: 'playCard', card: 'stealSupplies', target: 1 })
    expect(r.state.decision).toMatchObject({ kind: 'give', seat: 1 })
    expect(isLegal(r.state, 1, { type: 'swapDouble' })).toBe(false)
  })
})

describe('Rulebook: Supplies and Actions – 2 Action cards as 1 Single', () => {
  it('rest by discarding 2 Action cards instead of a Supplies card', () => {
    const s = scenario({ players: [{ hand: ['single', 'scout', 'horde'] }, { hand: ['single'] }] })
    const r = act(s, 0, { type: 'rest', pay: ['horde', 'scout'] })
    expect(hand(r.state, 0)).toEqual(['single'])
    expect(r.state.players[0]?.alive).toBe(true)
  })

  it('travel with 1 Single + 2 Action cards', () => {
    const s = scenario({
      players: [{ hand: ['single', 'single', 'scout', 'horde'] }, { hand: ['single'] }],
      wasteland: ['blank'],
    })
    expect(picksFor(s, 0, 'travel')).toEqual([
      ['single', 'single'],
      ['single', 'horde', 'scout'],
    ])
    const r = act(s, 0, { type: 'travel', pay: ['single', 'horde', 'scout'] })
    expect(hand(r.state, 0)).toEqual(['single'])
    expect(r.state.players[0]?.level).toBe(1)
  })

  it('travel with 4 Action cards', () => {
    const s = scenario({
      players: [{ hand: ['single', 'scout', 'horde', 'alliance', 'rampage'] }, { hand: ['single'] }],
      wasteland: ['blank'],
    })
    const r = act(s, 0, { type: 'travel', pay: ['alliance', 'horde', 'rampage', 'scout'] })
    expect(hand(r.state, 0)).toEqual(['single'])
    expect(r.state.players[0]?.level).toBe(1)
  })

  it('a payment must be exact: 3 Action cards, or an Action card alone, are refused', () => {
    const s = scenario({
      players: [{ hand: ['single', 'scout', 'horde', 'alliance'] }, { hand: ['single'] }],
    })
    expect(refusal(() => submitTo(selfish, s, 0, { type: 'rest', pay: ['scout'] })).code).toBe('ILLEGAL')
    expect(
      refusal(() => submitTo(selfish, s, 0, { type: 'rest', pay: ['alliance', 'horde', 'scout'] })).code,
    ).toBe('ILLEGAL')
  })
})

describe('Rulebook: Gambling with Your Life (S12: death checked after the Wasteland card)', () => {
  const gambler = { hand: ['single', 'single'] as const, level: 1 }

  it('Gambling: travel with the final 2 Supplies; a Settlement that gives a Supplies card saves you', () => {
    const s = scenario({
      players: [gambler, { hand: ['single'] }],
      wasteland: ['settlement'],
      deck: ['single'],
    })
    expect(isLegal(s, 0, { type: 'travel', pay: ['single', 'single'] })).toBe(true)
    const r = act(s, 0, { type: 'travel', pay: ['single', 'single'] })
    expect(r.state.players[0]).toMatchObject({ alive: true, level: 2 })
    expect(hand(r.state, 0)).toEqual(['single'])
  })

  it('Gambling: a Settlement that gives an Action card does not – you die and become a zombie', () => {
    const s = scenario({
      players: [gambler, { hand: ['single'] }],
      wasteland: ['settlement'],
      deck: ['scout'],
    })
    const r = act(s, 0, { type: 'travel', pay: ['single', 'single'] })
    expect(r.state.players[0]).toMatchObject({ alive: false, level: 2, hand: [] })
    expect(r.state.turn.seat).toBe(1)
  })

  it('Gambling: any card that gives nothing (Blank) kills you', () => {
    const s = scenario({ players: [gambler, { hand: ['single'] }], wasteland: ['blank'] })
    const r = act(s, 0, { type: 'travel', pay: ['single', 'single'] })
    expect(r.state.players[0]?.alive).toBe(false)
  })

  it('Gambling: a Shopping Mall roll that brings a Supplies card saves you', () => {
    const s = scenario({
      players: [gambler, { hand: ['single'] }],
      wasteland: ['shoppingMall'],
      deck: ['scout', 'double'],
      dieFaces: [2],
    })
    const r = act(s, 0, { type: 'travel', pay: ['single', 'single'] })
    expect(r.state.players[0]?.alive).toBe(true)
    expect(hand(r.state, 0)).toEqual(bag('double', 'scout'))
  })

  it('Gambling: death is checked only when the whole move is resolved (Secret Passageway onto a Settlement)', () => {
    const s = scenario({
      players: [gambler, { hand: ['single'] }],
      wasteland: ['secretPassageway', 'settlement'],
      deck: ['single'],
    })
    const r = act(s, 0, { type: 'travel', pay: ['single', 'single'] })
    expect(r.state.players[0]).toMatchObject({ alive: true, level: 3 })
    expect(trail(r.state, 0).slice(1)).toEqual(['secretPassageway', 'settlement'])
  })

  it('Gambling: paying the final Supplies and 2 Action cards is a gamble too', () => {
    const s = scenario({
      players: [{ hand: ['single', 'scout', 'horde'] }, { hand: ['single'] }],
      wasteland: ['blank'],
    })
    const r = act(s, 0, { type: 'travel', pay: ['single', 'horde', 'scout'] })
    expect(r.state.players[0]?.alive).toBe(false)
  })
})

describe('Rulebook: Moving Forward in the Wasteland', () => {
  it('several moves in one turn with Action cards, but only one paid move in Phase 3', () => {
    const s = scenario({
      players: [
        { hand: ['abandonedVehicle', 'abandonedVehicle', 'double', 'double'] },
        { hand: ['single'] },
        { hand: ['single'] },
      ],
      wasteland: ['blank', 'blank', 'blank', 'blank'],
    })
    const r = actAll(s, [
      [0, { type: 'playCard', card: 'abandonedVehicle' }],
      [0, { type: 'playCard', card: 'abandonedVehicle' }],
      [0, { type: 'travel', pay: ['double'] }],
    ])
    expect(r.state.players[0]?.level).toBe(3)
    expect(r.state.turn.seat).toBe(1)
    expect(trail(r.state, 0)).toEqual(['blank', 'blank', 'blank'])
  })
})
