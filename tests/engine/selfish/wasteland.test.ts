import { describe, expect, it } from 'vitest'
import { selfish } from '../../../engine/games/selfish'
import type { GameKind } from '../../../engine/games/selfish/data'
import type { SelfishState } from '../../../engine/games/selfish/types'
import type { WasteKind } from '../../../engine/games/selfish/data'
import { act, actAll, scenario, picksFor } from './scenario'
import { bag, count, eventTypes, hand, rep, trail, view } from './reading'

/** Seat 0 travels (paying 2 Singles) onto `card`; the hand after paying is `after`. */
function travelOnto(
  card: WasteKind,
  after: readonly GameKind[],
  more: { deck?: GameKind[]; dieFaces?: number[]; next?: WasteKind[]; level?: number } = {},
): { state: SelfishState; events: ReturnType<typeof act>['events']; before: SelfishState } {
  const before = scenario({
    players: [
      { hand: ['single', 'single', ...after], level: more.level ?? 0 },
      { hand: ['single', 'single'] },
      { hand: ['single', 'single'] },
    ],
    wasteland: [card, ...(more.next ?? [])],
    deck: more.deck ?? [],
    dieFaces: more.dieFaces ?? [1],
  })
  return { ...act(before, 0, { type: 'travel', pay: ['single', 'single'] }), before }
}

describe('Rulebook: Moving Forward in the Wasteland', () => {
  it('Moving forward: push your survivor up 1 and place the top Wasteland card face up in the vacated space', () => {
    const { state, events, before } = travelOnto('blank', ['double'], { level: 2 })
    expect(state.players[0]?.level).toBe(3)
    expect(state.players[0]?.trail).toHaveLength(3)
    expect(state.players[0]?.trail[2]).toEqual({
      id: before.wasteland[before.wasteland.length - 1],
      faceUp: true,
    })
    expect(state.wasteland).toHaveLength(before.wasteland.length - 1)
    expect(events.find((e) => e.type === 'survivorMoved')).toMatchObject({ seat: 0, level: 3, kind: 'blank' })
    expect(view(state, 2).players[0]?.trail[2]).toMatchObject({ kind: 'blank', faceUp: true })
  })
})

describe('Rulebook: Wasteland Cards', () => {
  it('Blank: no advantage or penalty', () => {
    const { state } = travelOnto('blank', ['double', 'scout'])
    expect(hand(state, 0)).toEqual(bag('double', 'scout'))
    expect(state.players[0]).toMatchObject({ level: 1, alive: true, skipNext: false })
    expect(state.turn.seat).toBe(1)
  })

  it('Settlement: pick up a Game card', () => {
    const { state } = travelOnto('settlement', ['double'], { deck: ['rampage'] })
    expect(hand(state, 0)).toEqual(bag('double', 'rampage'))
  })

  it('Shopping Mall: roll the die and pick up that many Game cards (3)', () => {
    const { state, events } = travelOnto('shoppingMall', ['double'], {
      deck: ['scout', 'horde', 'single', 'alliance'],
      dieFaces: [3],
    })
    expect(hand(state, 0)).toEqual(bag('single', 'double', 'horde', 'scout'))
    expect(events.find((e) => e.type === 'dieRolled')).toMatchObject({ seat: 0, value: 3 })
    expect(state.lastRoll).toBe(3)
  })

  it('Shopping Mall: a roll of 0 gives nothing (same die as the zombies, 1.2)', () => {
    const { state } = travelOnto('shoppingMall', ['double'], { deck: ['scout'], dieFaces: [0] })
    expect(hand(state, 0)).toEqual(['double'])
  })

  it('Secret Passageway: immediately move forward 1 more space; the next Wasteland card is resolved too', () => {
    const { state } = travelOnto('secretPassageway', ['double'], { next: ['settlement'], deck: ['scout'] })
    expect(state.players[0]?.level).toBe(2)
    expect(trail(state, 0)).toEqual(['secretPassageway', 'settlement'])
    expect(hand(state, 0)).toEqual(bag('double', 'scout'))
  })

  it("Secret Passageway: the extra card can hurt as well (You've Been Bitten!)", () => {
    const { state } = travelOnto('secretPassageway', ['double'], { next: ['bitten'] })
    expect(state.players[0]).toMatchObject({ level: 2, alive: false })
  })

  it('S11: Twisted Ankle – the next turn is skipped entirely: no Phase 1 draw, no actions, no rest cost', () => {
    const { state } = travelOnto('twistedAnkle', ['double', 'scout'])
    expect(state.players[0]?.skipNext).toBe(true)
    expect(view(state, 1).players[0]?.skipNext).toBe(true)
    const r1 = act(state, 1, { type: 'rest', pay: ['single'] })
    const deckBefore = r1.state.deck.length
    const r2 = act(r1.state, 2, { type: 'rest', pay: ['single'] })
    // Seat 0's turn starts and ends at once; seat 1 is up and has drawn.
    expect(eventTypes(r2.events)).toEqual([
      'cardsDiscarded',
      'rested',
      'turnEnded',
      'turnStarted',
      'turnSkipped',
      'turnEnded',
      'turnStarted',
      'cardDrawn',
    ])
    expect(r2.events[3]?.seat).toBe(0)
    expect(r2.state.turn.seat).toBe(1)
    expect(hand(r2.state, 0)).toEqual(bag('double', 'scout'))
    expect(r2.state.deck).toHaveLength(deckBefore - 1)
    expect(r2.state.players[0]?.skipNext).toBe(false)
    // The turn after that is a normal one.
    const r3 = actAll(r2.state, [
      [1, { type: 'rest', pay: ['single'] }],
      [2, { type: 'rest', pay: ['single'] }],
    ])
    expect(r3.state.turn.seat).toBe(0)
    expect(r3.state.players[0]?.hand).toHaveLength(3)
  })

  it('Cut Through a Sewer: discard 1 Supplies card (no question asked when there is only one way)', () => {
    const { state } = travelOnto('sewer', ['single', 'single', 'single'])
    expect(state.decision).toBeNull()
    expect(hand(state, 0)).toEqual(bag('single', 'single'))
    expect(state.turn.seat).toBe(1)
  })

  it('Cut Through a Sewer: the player chooses when there is more than one way (a Single, a Double, or 2 Action cards)', () => {
    const { state } = travelOnto('sewer', ['single', 'double', 'scout', 'horde'])
    expect(state.decision).toEqual({ kind: 'sewer', seat: 0 })
    expect(selfish.toAct(state)).toEqual([0])
    expect(picksFor(state, 0, 'paySewer')).toEqual([['single'], ['double'], ['horde', 'scout']])
    const r = act(state, 0, { type: 'paySewer', pay: ['horde', 'scout'] })
    expect(hand(r.state, 0)).toEqual(bag('single', 'double'))
    expect(r.state.turn.seat).toBe(1)
  })

  it('Cut Through a Sewer: paying the last Supplies card kills you (S12)', () => {
    const { state } = travelOnto('sewer', ['single', 'alliance'])
    expect(state.players[0]?.alive).toBe(false)
    expect(state.turn.seat).toBe(1)
  })

  it('Cut Through a Sewer: with nothing left to pay after a gamble, you die', () => {
    const { state, events } = travelOnto('sewer', ['scout'])
    expect(eventTypes(events)).toContain('nothingToPay')
    expect(state.players[0]?.alive).toBe(false)
  })

  it('S4: Bandits – roll the die, then the victim chooses which cards to discard', () => {
    const { state, events } = travelOnto('bandits', ['single', 'double', 'scout', 'horde'], { dieFaces: [2] })
    expect(events.find((e) => e.type === 'dieRolled')).toMatchObject({ value: 2 })
    expect(state.decision).toEqual({ kind: 'discard', seat: 0, count: 2, reason: 'bandits' })
    expect(picksFor(state, 0, 'discardCards')).toEqual([
      ['single', 'double'],
      ['single', 'horde'],
      ['single', 'scout'],
      ['double', 'horde'],
      ['double', 'scout'],
      ['horde', 'scout'],
    ])
    const r = act(state, 0, { type: 'discardCards', cards: ['horde', 'scout'] })
    expect(hand(r.state, 0)).toEqual(bag('single', 'double'))
    expect(count(r.state.discard, 'horde') + count(r.state.discard, 'scout')).toBe(2)
    expect(r.state.turn.seat).toBe(1)
  })

  it('S4: Bandits – holding fewer cards than the roll, you discard them all (and probably die)', () => {
    const { state } = travelOnto('bandits', ['single', 'scout'], { dieFaces: [3] })
    expect(state.players[0]).toMatchObject({ alive: false, hand: [] })
  })

  it('S4: Bandits – discarding your last Supplies card kills you (S12)', () => {
    const { state } = travelOnto('bandits', ['single', 'scout', 'horde'], { dieFaces: [2] })
    const r = act(state, 0, { type: 'discardCards', cards: ['single', 'horde'] })
    expect(r.state.players[0]?.alive).toBe(false)
  })

  it('S4: Bandits – a roll of 0 costs nothing', () => {
    const { state } = travelOnto('bandits', ['single', 'scout'], { dieFaces: [0] })
    expect(hand(state, 0)).toEqual(bag('single', 'scout'))
    expect(state.decision).toBeNull()
  })

  it('Zombies!: holding 6 or more cards you must discard 2 of them (your choice)', () => {
    const six: GameKind[] = ['single', 'single', 'double', 'scout', 'horde', 'alliance']
    const { state } = travelOnto('zombies', six)
    expect(state.decision).toEqual({ kind: 'discard', seat: 0, count: 2, reason: 'zombies' })
    const r = act(state, 0, { type: 'discardCards', cards: ['alliance', 'horde'] })
    expect(hand(r.state, 0)).toEqual(bag('single', 'single', 'double', 'scout'))
    expect(r.state.turn.seat).toBe(1)
  })

  it('Zombies!: the hand is counted after paying for the move; with 5 cards nothing happens', () => {
    const { state, events } = travelOnto('zombies', ['single', 'double', 'scout', 'horde', 'alliance'])
    expect(hand(state, 0)).toEqual(bag('single', 'double', 'horde', 'scout', 'alliance'))
    expect(state.decision).toBeNull()
    expect(events.filter((e) => e.type === 'cardsDiscarded')).toHaveLength(1) // the travel payment only
  })

  it('Zombies!: 6 identical cards leave no choice – 2 go at once', () => {
    const { state } = travelOnto('zombies', rep('single', 6))
    expect(state.decision).toBeNull()
    expect(hand(state, 0)).toEqual(rep('single', 4))
  })

  it('Zombies!: discarding the last Supplies card kills you (S12)', () => {
    const { state } = travelOnto('zombies', ['single', 'scout', 'horde', 'alliance', 'rampage', 'zombieTrap'])
    const r = act(state, 0, { type: 'discardCards', cards: ['single', 'scout'] })
    expect(r.state.players[0]?.alive).toBe(false)
  })

  it("You've Been Bitten!: discard your cards and flip over – you are a zombie now and your turn is over", () => {
    const { state, events } = travelOnto('bitten', ['double', 'bodyArmor', 'underestimate'], { level: 2 })
    const p = state.players[0]
    expect(p).toMatchObject({ alive: false, level: 3, hand: [] })
    expect(p?.trail.every((c) => c?.faceUp === false)).toBe(true)
    expect(view(state, 1).players[0]?.trail).toEqual(rep({ id: null, kind: null, faceUp: false }, 3))
    expect(count(state.discard, 'bodyArmor')).toBe(1)
    // Being bitten by the Wasteland card is not an attack: Body Armor is not offered.
    expect(eventTypes(events)).not.toContain('attackBlocked')
    expect(state.decision).toBeNull()
    expect(state.turn.seat).toBe(1)
  })
})
