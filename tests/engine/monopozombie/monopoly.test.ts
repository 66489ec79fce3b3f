/**
 * Classic Monopoly, the base of MonopoZombie (rules/monopoly-base.md §3.3-§3.5): GO, doubles, jail,
 * buying and auctions, rent, building, mortgages, both decks card by card, trades, debts,
 * bankruptcy and the two tax editions. Stage 1 throughout unless a test says otherwise.
 */
import { describe, expect, it } from 'vitest'
import { act, isLegal, legalOfType, owned, play, roll, scenario } from './scenario'
import type { PlayerSpec, ScenarioSpec } from './scenario'
import { ann, bob, cid, CHANCE, CHEST, RULES, SQ, d6, withDice } from './board'
import { cash, eventTypes, eventsOf, isZombie, lotAt, payments, pos } from './reading'
import type { MonopoAction, MonopoState } from '../../../engine/games/monopozombie/types'

// -------------------------------------------------------------------------------------------------

describe('§3.5 GO: $200 each time a player passes or lands on GO', () => {
  it('GO salary when passing GO by dice', () => {
    const r = roll(scenario({ players: [{ position: 34 }, {}, {}] }), 2, 5)
    expect(pos(r.state, ann)).toBe(SQ.mediterranean)
    expect(cash(r.state, ann)).toBe(1700)
    expect(payments(r.events)).toEqual([['bank', ann, 200]])
    expect(r.state.decision).toEqual({ kind: 'buy', seat: ann, square: SQ.mediterranean })
  })

  it('GO salary when landing exactly on GO', () => {
    const r = roll(scenario({ players: [{ position: 34 }, {}, {}] }), 2, 4)
    expect(pos(r.state, ann)).toBe(SQ.go)
    expect(cash(r.state, ann)).toBe(1700)
    expect(r.state.turn.phase).toBe('postRoll')
  })

  it('GO salary is paid once per pass, and not when moving without reaching GO', () => {
    const r = roll(scenario({ players: [{ position: 20 }, {}, {}], lots: { [SQ.ventnor]: ann } }), 3, 4)
    expect(pos(r.state, ann)).toBe(SQ.ventnor)
    expect(cash(r.state, ann)).toBe(1500)
    expect(payments(r.events)).toEqual([])
  })
})

describe('§3.5 Turn: doubles roll again; a third doubles in a row goes to jail before the lap', () => {
  it('doubles re-roll after resolving the square; a non-double then ends the rolling', () => {
    const s = scenario({ players: 3, lots: owned(ann, [SQ.oriental, SQ.stCharles]) })
    const r1 = roll(s, 3, 3)
    expect(pos(r1.state, ann)).toBe(SQ.oriental)
    expect(r1.state.turn).toMatchObject({ phase: 'preRoll', doublesInRow: 1 })
    expect(isLegal(r1.state, ann, { type: 'roll' })).toBe(true)
    expect(isLegal(r1.state, ann, { type: 'endTurn' })).toBe(false)
    const r2 = roll(r1.state, 2, 3)
    expect(pos(r2.state, ann)).toBe(SQ.stCharles)
    expect(r2.state.turn.phase).toBe('postRoll')
    expect(isLegal(r2.state, ann, { type: 'roll' })).toBe(false)
    expect(isLegal(r2.state, ann, { type: 'endTurn' })).toBe(true)
  })

  it('third doubles before the lap: straight to jail without moving for that roll, no further roll', () => {
    const s = scenario({ players: [{ position: 5 }, {}, {}], turn: { doublesInRow: 2 } })
    const r = roll(s, 4, 4)
    expect(pos(r.state, ann)).toBe(SQ.jail)
    expect(r.state.players[ann]).toMatchObject({ inJail: true, zombie: false, jailRolls: 0 })
    const moved = eventsOf(r.events, 'tokenMoved')
    expect(moved).toHaveLength(1)
    expect(moved[0]).toMatchObject({ path: [SQ.jail], jump: true })
    expect(eventTypes(r.events)).toContain('jailed')
    expect(r.state.turn.phase).toBe('postRoll')
    expect(cash(r.state, ann)).toBe(1500)
  })

  it('after ending the turn, play passes to the next seat (clockwise)', () => {
    const s = scenario({ players: 3, turn: { phase: 'postRoll' } })
    const r = act(s, ann, { type: 'endTurn' })
    expect(r.state.turn).toMatchObject({ seat: bob, number: 2, phase: 'preRoll' })
    expect(r.state.decision).toEqual({ kind: 'turn', seat: bob })
  })
})

describe('§3.5 Buying and auctions', () => {
  it('buying: landing on an unowned lot, the player may buy it at the printed price', () => {
    const r = roll(scenario({ players: 3 }), 1, 2)
    expect(r.state.decision).toEqual({ kind: 'buy', seat: ann, square: SQ.baltic })
    const b = act(r.state, ann, { type: 'buy' })
    expect(lotAt(b.state, SQ.baltic).owner).toBe(ann)
    expect(cash(b.state, ann)).toBe(1440)
    expect(eventsOf(b.events, 'lotBought')[0]).toMatchObject({ seat: ann, square: SQ.baltic, price: 60 })
    expect(b.state.turn.phase).toBe('postRoll')
  })

  it('buying is not offered without the cash; declining is', () => {
    const r = roll(scenario({ players: [{ cash: 50 }, {}, {}] }), 1, 2)
    expect(isLegal(r.state, ann, { type: 'buy' })).toBe(false)
    expect(isLegal(r.state, ann, { type: 'decline' })).toBe(true)
  })

  it('decline → auction where every human bids including the decliner; the highest bidder pays the bank', () => {
    const r = roll(scenario({ players: 3, seat: bob, lots: {} }), 1, 2)
    const d = act(r.state, bob, { type: 'decline' })
    expect(eventsOf(d.events, 'auctionStarted')[0]).toMatchObject({
      lot: { kind: 'deed', square: SQ.baltic },
      bidders: [bob, cid, ann],
    })
    expect(d.state.decision).toEqual({ kind: 'auction', seat: bob })
    const a = play(
      d.state,
      { type: 'bid', amount: 10 },
      { type: 'bid', amount: 25 },
      { type: 'pass' },
      { type: 'bid', amount: 26 },
      { type: 'pass' },
    )
    expect(lotAt(a.state, SQ.baltic).owner).toBe(bob)
    expect(cash(a.state, bob)).toBe(1500 - 26)
    expect(eventsOf(a.events, 'auctionWon')[0]).toMatchObject({ seat: bob, amount: 26 })
    expect(a.state.decision).toEqual({ kind: 'turn', seat: bob })
  })

  it('auction bids: any whole amount above the last, none above cash; nobody bidding leaves the lot unowned', () => {
    const r = roll(scenario({ players: [{}, { cash: 30 }, {}] }), 1, 2)
    const d = act(r.state, ann, { type: 'decline' })
    expect(isLegal(d.state, ann, { type: 'bid', amount: 0 })).toBe(false)
    expect(isLegal(d.state, ann, { type: 'bid', amount: 1 })).toBe(true)
    expect(isLegal(d.state, ann, { type: 'bid', amount: 1500 })).toBe(true)
    expect(isLegal(d.state, ann, { type: 'bid', amount: 1501 })).toBe(false)
    const b = play(d.state, { type: 'bid', amount: 7 })
    expect(isLegal(b.state, bob, { type: 'bid', amount: 7 })).toBe(false)
    expect(isLegal(b.state, bob, { type: 'bid', amount: 31 })).toBe(false)
    expect(isLegal(b.state, bob, { type: 'bid', amount: 30 })).toBe(true)
    const none = play(d.state, { type: 'pass' }, { type: 'pass' }, { type: 'pass' })
    expect(lotAt(none.state, SQ.baltic).owner).toBeNull()
    expect(eventTypes(none.events)).toContain('auctionUnsold')
  })
})

// -------------------------------------------------------------------------------------------------

/** Ann (at `from`) rolls onto a lot of Bob's; returns what Ann paid Bob. */
function rentPaid(lots: ScenarioSpec['lots'], from: number, a: number, b: number): number {
  const s = scenario({ players: [{ position: from }, {}, {}], lots })
  const r = roll(s, a, b)
  return payments(r.events)
    .filter(([f, t]) => f === ann && t === bob)
    .reduce((n, [, , x]) => n + x, 0)
}

describe('§3.5 Rent', () => {
  it('rent unimproved: the printed base rent', () => {
    expect(rentPaid({ [SQ.baltic]: bob }, 0, 1, 2)).toBe(4)
  })

  it('rent with a monopoly: double the base rent on an unimproved lot of a whole colour group', () => {
    expect(rentPaid(owned(bob, [SQ.mediterranean, SQ.baltic]), 0, 1, 2)).toBe(8)
  })

  it('rent with a monopoly is doubled on the unmortgaged lots even when another lot of the group is mortgaged', () => {
    expect(rentPaid({ [SQ.mediterranean]: { owner: bob, mortgaged: true }, [SQ.baltic]: bob }, 0, 1, 2)).toBe(
      8,
    )
  })

  it.each([
    [1, 20],
    [2, 60],
    [3, 180],
    [4, 320],
    [5, 450],
  ])('rent with houses/hotel: level %i on Baltic costs %i', (level, rent) => {
    expect(
      rentPaid({ [SQ.mediterranean]: { owner: bob, level }, [SQ.baltic]: { owner: bob, level } }, 0, 1, 2),
    ).toBe(rent)
  })

  it('mortgaged lot: no rent', () => {
    expect(rentPaid({ [SQ.baltic]: { owner: bob, mortgaged: true } }, 0, 1, 2)).toBe(0)
  })

  it('no rent on your own lot', () => {
    const s = scenario({ players: 3, lots: { [SQ.baltic]: ann } })
    expect(payments(roll(s, 1, 2).events)).toEqual([])
  })

  it.each([
    [[SQ.reading], 25],
    [[SQ.reading, SQ.pennsylvaniaRR], 50],
    [[SQ.reading, SQ.pennsylvaniaRR, SQ.bAndO], 100],
    [[SQ.reading, SQ.pennsylvaniaRR, SQ.bAndO, SQ.shortLine], 200],
  ])('railroads 25/50/100/200: owner of %j charges %i', (rails, rent) => {
    expect(rentPaid(owned(bob, rails), 0, 2, 3)).toBe(rent)
  })

  it('utilities 4x: one utility charges 4 times the dice that brought the player', () => {
    expect(rentPaid({ [SQ.electric]: bob }, SQ.reading, 3, 4)).toBe(28)
  })

  it('utilities 10x: both utilities charge 10 times the dice', () => {
    expect(rentPaid(owned(bob, [SQ.electric, SQ.water]), SQ.reading, 3, 4)).toBe(70)
  })

  it('the Chance nearest-railroad card: twice the normal rent to the owner', () => {
    const s = scenario({
      players: [{ position: 3 }, {}, {}],
      lots: owned(bob, [SQ.reading, SQ.pennsylvaniaRR]),
      chance: [CHANCE.railroad],
    })
    const r = roll(s, 1, 3)
    expect(pos(r.state, ann)).toBe(SQ.pennsylvaniaRR)
    expect(payments(r.events)).toEqual([[ann, bob, 100]])
  })

  it('the Chance nearest-utility card: 10x a new roll, whatever the owner holds', () => {
    const s = scenario({
      players: [{ position: 3 }, {}, {}],
      lots: { [SQ.electric]: bob },
      chance: [CHANCE.utility],
      dice: d6(1, 3, 3, 5),
    })
    const r = act(s, ann, { type: 'roll' })
    expect(pos(r.state, ann)).toBe(SQ.electric)
    expect(eventsOf(r.events, 'diceRolled').map((e) => e.dice)).toEqual([
      [1, 3],
      [3, 5],
    ])
    expect(payments(r.events)).toEqual([[ann, bob, 80]])
  })

  it('the nearest-railroad and nearest-utility cards on an unowned lot: the player may buy it', () => {
    const rail = roll(scenario({ players: [{ position: 3 }, {}, {}], chance: [CHANCE.railroad2] }), 1, 3)
    expect(rail.state.decision).toEqual({ kind: 'buy', seat: ann, square: SQ.pennsylvaniaRR })
    const util = roll(scenario({ players: [{ position: 19 }, {}, {}], chance: [CHANCE.utility] }), 1, 2)
    expect(util.state.decision).toEqual({ kind: 'buy', seat: ann, square: SQ.water })
  })

  it('the nearest-railroad card from the last Chance square passes GO and collects $200', () => {
    const s = scenario({
      players: [{ position: 32 }, {}, {}],
      lots: { [SQ.reading]: bob },
      chance: [CHANCE.railroad],
    })
    const r = roll(s, 1, 3)
    expect(pos(r.state, ann)).toBe(SQ.reading)
    expect(payments(r.events)).toEqual([
      ['bank', ann, 200],
      [ann, bob, 50],
    ])
  })
})

// -------------------------------------------------------------------------------------------------

describe('§3.5 Building', () => {
  const brown = (level1: number, level3: number, more: PlayerSpec = {}) =>
    scenario({
      players: [more, {}, {}],
      lots: { [SQ.mediterranean]: { owner: ann, level: level1 }, [SQ.baltic]: { owner: ann, level: level3 } },
    })

  it('building needs the whole colour group', () => {
    const s = scenario({ players: 3, lots: { [SQ.mediterranean]: ann, [SQ.baltic]: bob } })
    expect(legalOfType(s, ann, 'build')).toEqual([])
  })

  it('building evenly: a house count never differs by more than 1 inside a group', () => {
    const s = brown(0, 0)
    expect(legalOfType(s, ann, 'build').map((a) => a.square)).toEqual([SQ.mediterranean, SQ.baltic])
    const r = act(s, ann, { type: 'build', square: SQ.mediterranean })
    expect(lotAt(r.state, SQ.mediterranean).level).toBe(1)
    expect(cash(r.state, ann)).toBe(1450)
    expect(r.state.bankHouses).toBe(RULES.houses - 1)
    expect(legalOfType(r.state, ann, 'build').map((a) => a.square)).toEqual([SQ.baltic])
  })

  it('no building in a group with a mortgaged lot', () => {
    const s = scenario({
      players: 3,
      lots: { [SQ.mediterranean]: { owner: ann, mortgaged: true }, [SQ.baltic]: ann },
    })
    expect(legalOfType(s, ann, 'build')).toEqual([])
  })

  it('hotels: with 4 houses on every lot of the group, a hotel costs one house price and returns the 4 houses', () => {
    const r = act(brown(4, 4), ann, { type: 'build', square: SQ.baltic })
    expect(lotAt(r.state, SQ.baltic).level).toBe(5)
    expect(cash(r.state, ann)).toBe(1450)
    expect(r.state.bankHotels).toBe(RULES.hotels - 1)
    expect(r.state.bankHouses).toBe(RULES.houses - 4)
    expect(legalOfType(r.state, ann, 'build').map((a) => a.square)).toEqual([SQ.mediterranean])
    expect(legalOfType(brown(4, 5), ann, 'build').map((a) => a.square)).toEqual([SQ.mediterranean])
    expect(legalOfType(brown(5, 5), ann, 'build')).toEqual([])
  })

  it('building needs the cash for the house', () => {
    expect(legalOfType(brown(0, 0, { cash: 49 }), ann, 'build')).toEqual([])
  })

  it('selling at half: the bank buys a house back at half its price, evenly', () => {
    const s = brown(2, 1)
    expect(legalOfType(s, ann, 'sellBuilding').map((a) => a.square)).toEqual([SQ.mediterranean])
    const r = act(s, ann, { type: 'sellBuilding', square: SQ.mediterranean })
    expect(lotAt(r.state, SQ.mediterranean).level).toBe(1)
    expect(cash(r.state, ann)).toBe(1525)
    expect(r.state.bankHouses).toBe(RULES.houses - 2)
  })

  it('selling a hotel: it comes back down to 4 houses, paid half a house price', () => {
    const r = act(brown(4, 5), ann, { type: 'sellBuilding', square: SQ.baltic })
    expect(lotAt(r.state, SQ.baltic).level).toBe(4)
    expect(cash(r.state, ann)).toBe(1525)
    expect(r.state.bankHotels).toBe(RULES.hotels)
    expect(r.state.bankHouses).toBe(RULES.houses - 8)
  })

  it('hotel breakdown when the bank lacks houses: sold down to what the bank can give, the rest paid at half', () => {
    // Bob's 26 houses and Ann's 4 leave the bank 2 houses.
    const s = scenario({
      players: 3,
      lots: {
        ...owned(bob, [SQ.oriental, SQ.vermont, SQ.connecticut, SQ.stCharles, SQ.states, SQ.virginia], 4),
        [SQ.stJames]: { owner: bob, level: 2 },
        [SQ.mediterranean]: { owner: ann, level: 4 },
        [SQ.baltic]: { owner: ann, level: 5 },
      },
    })
    expect(s.bankHouses).toBe(2)
    const r = act(s, ann, { type: 'sellBuilding', square: SQ.baltic })
    expect(lotAt(r.state, SQ.baltic).level).toBe(2)
    expect(r.state.bankHouses).toBe(0)
    expect(cash(r.state, ann)).toBe(1500 + 3 * 25)
  })

  it('housing shortage: with no houses left in the bank nobody can build a house', () => {
    const s = scenario({
      players: 3,
      lots: {
        ...owned(bob, [SQ.oriental, SQ.vermont, SQ.connecticut, SQ.stCharles, SQ.states, SQ.virginia], 4),
        ...owned(bob, [SQ.stJames, SQ.tennessee], 4),
        [SQ.mediterranean]: ann,
        [SQ.baltic]: ann,
      },
    })
    expect(s.bankHouses).toBe(0)
    expect(legalOfType(s, ann, 'build')).toEqual([])
  })
})

// -------------------------------------------------------------------------------------------------

describe('§3.5 Mortgage', () => {
  it('mortgage pays half the price; unmortgage costs that plus 10% rounded up (Park Place 175 → 193)', () => {
    const s = scenario({ players: 3, lots: { [SQ.parkPlace]: ann } })
    const m = act(s, ann, { type: 'mortgage', square: SQ.parkPlace })
    expect(lotAt(m.state, SQ.parkPlace).mortgaged).toBe(true)
    expect(cash(m.state, ann)).toBe(1675)
    const u = act(m.state, ann, { type: 'unmortgage', square: SQ.parkPlace })
    expect(lotAt(u.state, SQ.parkPlace).mortgaged).toBe(false)
    expect(cash(u.state, ann)).toBe(1675 - 193)
  })

  it('unmortgage a utility: 75 + 10% rounded up = 83; not without the cash', () => {
    const s = scenario({
      players: [{ cash: 83 }, {}, {}],
      lots: { [SQ.water]: { owner: ann, mortgaged: true } },
    })
    const u = act(s, ann, { type: 'unmortgage', square: SQ.water })
    expect(cash(u.state, ann)).toBe(0)
    const poor = scenario({
      players: [{ cash: 82 }, {}, {}],
      lots: { [SQ.water]: { owner: ann, mortgaged: true } },
    })
    expect(isLegal(poor, ann, { type: 'unmortgage', square: SQ.water })).toBe(false)
  })

  it('mortgage only unimproved lots: first sell every building in the colour group', () => {
    const s = scenario({
      players: 3,
      lots: { [SQ.mediterranean]: { owner: ann, level: 1 }, [SQ.baltic]: { owner: ann, level: 0 } },
    })
    expect(legalOfType(s, ann, 'mortgage')).toEqual([])
    const r = act(s, ann, { type: 'sellBuilding', square: SQ.mediterranean })
    expect(legalOfType(r.state, ann, 'mortgage').map((a) => a.square)).toEqual([SQ.mediterranean, SQ.baltic])
  })
})

// -------------------------------------------------------------------------------------------------

describe('§3.5 Jail', () => {
  const jailed = (more: PlayerSpec = {}) =>
    scenario({ players: [{ position: SQ.jail, inJail: true, ...more }, {}, {}] })

  it('jail: doubles out, moving by that roll with no extra roll', () => {
    const r = roll(jailed(), 3, 3)
    expect(pos(r.state, ann)).toBe(SQ.stJames)
    expect(r.state.players[ann]).toMatchObject({ inJail: false, jailRolls: 0 })
    expect(eventsOf(r.events, 'leftJail')[0]).toMatchObject({ how: 'doubles' })
    const b = act(r.state, ann, { type: 'decline' })
    const done = play(b.state, { type: 'pass' }, { type: 'pass' }, { type: 'pass' })
    expect(done.state.turn.phase).toBe('postRoll')
    expect(isLegal(done.state, ann, { type: 'roll' })).toBe(false)
  })

  it('jail: a failed roll stays in; the next turn is another try', () => {
    const r = roll(jailed(), 1, 2)
    expect(r.state.players[ann]).toMatchObject({ inJail: true, jailRolls: 1, position: SQ.jail })
    expect(r.state.turn.phase).toBe('postRoll')
  })

  it('jail: the $50 fine before rolling on the 1st or 2nd try, then roll normally (doubles roll again)', () => {
    const s = scenario({
      players: [{ position: SQ.jail, inJail: true, jailRolls: 1 }, {}, {}],
      lots: { [SQ.virginia]: ann },
    })
    const f = act(s, ann, { type: 'payJailFine' })
    expect(cash(f.state, ann)).toBe(1450)
    expect(f.state.players[ann]?.inJail).toBe(false)
    expect(f.state.turn.phase).toBe('preRoll')
    const r = roll(f.state, 2, 2)
    expect(pos(r.state, ann)).toBe(SQ.virginia)
    expect(r.state.turn.phase).toBe('preRoll')
  })

  it('jail: no fine on the third try, nor without the cash', () => {
    expect(isLegal(jailed({ jailRolls: 2 }), ann, { type: 'payJailFine' })).toBe(false)
    expect(isLegal(jailed({ cash: 49 }), ann, { type: 'payJailFine' })).toBe(false)
  })

  it('jail: third failed roll pays the $50 and moves by that roll', () => {
    const r = roll(jailed({ jailRolls: 2 }), 1, 2)
    expect(pos(r.state, ann)).toBe(SQ.states)
    expect(r.state.players[ann]).toMatchObject({ inJail: false, jailRolls: 0 })
    expect(payments(r.events)[0]).toEqual([ann, 'bank', 50])
    expect(r.state.decision).toEqual({ kind: 'buy', seat: ann, square: SQ.states })
  })

  it('jail: third failed roll without the $50 in cash: the fine is a debt to raise first', () => {
    const s = scenario({
      players: [{ position: SQ.jail, inJail: true, jailRolls: 2, cash: 30 }, {}, {}],
      lots: { [SQ.parkPlace]: ann },
    })
    const r = roll(s, 1, 2)
    expect(r.state.debt).toMatchObject({ seat: ann, creditor: 'bank', amount: 50 })
    expect(pos(r.state, ann)).toBe(SQ.jail)
    const paid = play(r.state, { type: 'mortgage', square: SQ.parkPlace }, { type: 'payDebt' })
    expect(pos(paid.state, ann)).toBe(SQ.states)
    expect(cash(paid.state, ann)).toBe(30 + 175 - 50)
  })

  it('jail: a GOOJF card gets the player out; it goes back to the bottom of its deck', () => {
    const s = jailed({ cards: [CHEST.goojf] })
    const r = act(s, ann, { type: 'useJailCard' })
    expect(r.state.players[ann]).toMatchObject({ inJail: false, cards: [] })
    expect(r.state.decks.chest.at(-1)).toBe(CHEST.goojf)
    expect(r.state.decks.chest).toHaveLength(16)
    expect(r.state.turn.phase).toBe('preRoll')
  })

  it('jail: landing on 10 by ordinary movement is Just Visiting', () => {
    const r = roll(scenario({ players: [{ position: 4 }, {}, {}] }), 2, 4)
    expect(pos(r.state, ann)).toBe(SQ.jail)
    expect(r.state.players[ann]?.inJail).toBe(false)
  })

  it('jail: Go To Jail square before the lap sends the player to jail, no salary', () => {
    const r = roll(scenario({ players: [{ position: 25 }, {}, {}] }), 2, 3)
    expect(pos(r.state, ann)).toBe(SQ.jail)
    expect(r.state.players[ann]?.inJail).toBe(true)
    expect(isZombie(r.state, ann)).toBe(false)
    expect(cash(r.state, ann)).toBe(1500)
  })

  it('jail: a jailed player still collects rent and may bid in auctions', () => {
    const s = scenario({
      players: [{ position: SQ.jail, inJail: true }, { position: 0 }, {}],
      seat: bob,
      lots: { [SQ.baltic]: ann },
    })
    const r = roll(s, 1, 2)
    expect(payments(r.events)).toEqual([[bob, ann, 4]])
    const s2 = scenario({ players: [{ position: SQ.jail, inJail: true }, { position: 0 }, {}], seat: bob })
    const d = act(roll(s2, 1, 2).state, bob, { type: 'decline' })
    expect(d.state.auction?.bidders).toEqual([bob, cid, ann])
  })
})

// -------------------------------------------------------------------------------------------------

/** Ann, at the square before `deckSquare - 3`, rolls 1+2 onto it and draws `card` (on top). */
function draw(card: number, deckSquare: number, spec: ScenarioSpec = { players: 3 }) {
  const players = (
    typeof spec.players === 'number' ? Array.from({ length: spec.players }, () => ({})) : spec.players
  ).map((p, i) => (i === ann ? { position: deckSquare - 3, ...p } : p))
  const s = scenario({
    ...spec,
    players,
    ...(card < 16 ? { chance: [card] } : { chest: [card] }),
  })
  const r = roll(s, 1, 2)
  expect(eventsOf(r.events, 'cardDrawn')[0]).toMatchObject({ seat: ann, card, ignored: false })
  return r
}

/** Ann draws a deck's Get Out of Jail Free card: she keeps it, out of its deck of 16. */
function expectGoojfKept(card: number, deckSquare: number, deck: 'chance' | 'chest'): void {
  const r = draw(card, deckSquare)
  expect(r.state.players[ann]?.cards).toEqual([card])
  expect(r.state.decks[deck]).toHaveLength(15)
}

describe('§3.4 Chance (Scavenge), each card', () => {
  it('Chance: Advance to Boardwalk (never passes GO)', () => {
    const r = draw(CHANCE.boardwalk, SQ.chance1)
    expect(pos(r.state, ann)).toBe(SQ.boardwalk)
    expect(cash(r.state, ann)).toBe(1500)
    expect(r.state.decision).toEqual({ kind: 'buy', seat: ann, square: SQ.boardwalk })
  })

  it('Chance: Advance to GO, collect $200', () => {
    const r = draw(CHANCE.go, SQ.chance2)
    expect(pos(r.state, ann)).toBe(SQ.go)
    expect(cash(r.state, ann)).toBe(1700)
  })

  it('Chance: Advance to Illinois Ave; $200 only when passing GO', () => {
    const a = draw(CHANCE.illinois, SQ.chance1)
    expect([pos(a.state, ann), cash(a.state, ann)]).toEqual([SQ.illinois, 1500])
    const b = draw(CHANCE.illinois, SQ.chance3)
    expect([pos(b.state, ann), cash(b.state, ann)]).toEqual([SQ.illinois, 1700])
  })

  it('Chance: Advance to St. Charles Place; $200 only when passing GO', () => {
    const a = draw(CHANCE.stCharles, SQ.chance1)
    expect([pos(a.state, ann), cash(a.state, ann)]).toEqual([SQ.stCharles, 1500])
    const b = draw(CHANCE.stCharles, SQ.chance2)
    expect([pos(b.state, ann), cash(b.state, ann)]).toEqual([SQ.stCharles, 1700])
  })

  it('Chance: Advance to the nearest Railroad (both copies) from each Chance square', () => {
    expect(pos(draw(CHANCE.railroad, SQ.chance1).state, ann)).toBe(SQ.pennsylvaniaRR)
    expect(pos(draw(CHANCE.railroad2, SQ.chance2).state, ann)).toBe(SQ.bAndO)
    expect(pos(draw(CHANCE.railroad, SQ.chance3).state, ann)).toBe(SQ.reading)
  })

  it('Chance: Advance to the nearest Utility from each Chance square', () => {
    expect(pos(draw(CHANCE.utility, SQ.chance1).state, ann)).toBe(SQ.electric)
    expect(pos(draw(CHANCE.utility, SQ.chance2).state, ann)).toBe(SQ.water)
    const c = draw(CHANCE.utility, SQ.chance3)
    expect([pos(c.state, ann), cash(c.state, ann)]).toEqual([SQ.electric, 1700])
  })

  it('Chance: Bank pays you dividend of $50', () => {
    expect(cash(draw(CHANCE.dividend, SQ.chance1).state, ann)).toBe(1550)
  })

  it('Chance: Get Out of Jail Free is kept', () => {
    expectGoojfKept(CHANCE.goojf, SQ.chance1, 'chance')
  })

  it('Chance: Go Back 3 Spaces, resolving the new square (7 → 4 Income Tax, 36 → 33 Community Chest)', () => {
    const a = draw(CHANCE.back3, SQ.chance1)
    expect(pos(a.state, ann)).toBe(SQ.incomeTax)
    expect(cash(a.state, ann)).toBe(1300)
    const b = draw(CHANCE.back3, SQ.chance3, { players: 3, chest: [CHEST.beauty] })
    expect(pos(b.state, ann)).toBe(SQ.chest3)
    expect(cash(b.state, ann)).toBe(1510)
    const c = draw(CHANCE.back3, SQ.chance2, { players: 3, lots: { [SQ.newYork]: bob } })
    expect(pos(c.state, ann)).toBe(SQ.newYork)
    expect(payments(c.events)).toEqual([[ann, bob, 16]])
  })

  it('Chance: Go to Jail (before the lap: directly, without passing GO)', () => {
    const r = draw(CHANCE.jail, SQ.chance3)
    expect(r.state.players[ann]).toMatchObject({ position: SQ.jail, inJail: true, cash: 1500 })
  })

  it('Chance: general repairs, $25 per house and $100 per hotel', () => {
    const r = draw(CHANCE.repairs, SQ.chance1, {
      players: 3,
      lots: { [SQ.mediterranean]: { owner: ann, level: 4 }, [SQ.baltic]: { owner: ann, level: 5 } },
    })
    expect(cash(r.state, ann)).toBe(1500 - 4 * 25 - 100)
  })

  it('Chance: Speeding fine $15', () => {
    expect(cash(draw(CHANCE.speeding, SQ.chance1).state, ann)).toBe(1485)
  })

  it('Chance: Take a trip to Reading Railroad, collecting $200 when passing GO', () => {
    const r = draw(CHANCE.reading, SQ.chance1)
    expect([pos(r.state, ann), cash(r.state, ann)]).toEqual([SQ.reading, 1700])
  })

  it('Chance: Chairman of the Board, pay each player $50', () => {
    const r = draw(CHANCE.chairman, SQ.chance1)
    expect(payments(r.events)).toEqual([
      [ann, bob, 50],
      [ann, cid, 50],
    ])
    expect(cash(r.state, ann)).toBe(1400)
  })

  it('Chance: building loan matures, collect $150', () => {
    expect(cash(draw(CHANCE.loan, SQ.chance1).state, ann)).toBe(1650)
  })

  it('a drawn card goes to the bottom of its deck', () => {
    const r = draw(CHANCE.loan, SQ.chance1)
    expect(r.state.decks.chance.at(-1)).toBe(CHANCE.loan)
    expect(r.state.decks.chance).toHaveLength(16)
    expect(r.state.shownCard).toBe(CHANCE.loan)
  })
})

describe('§3.4 Community Chest (Survivor Cache), each card', () => {
  it.each([
    ['Bank error in your favor', CHEST.bankError, 200],
    ["Doctor's fee", CHEST.doctor, -50],
    ['From sale of stock', CHEST.stock, 50],
    ['Holiday Fund matures', CHEST.holiday, 100],
    ['Income tax refund', CHEST.taxRefund, 20],
    ['Life insurance matures', CHEST.life, 100],
    ['Pay hospital fees', CHEST.hospital, -100],
    ['Pay school fees', CHEST.school, -50],
    ['Receive $25 consultancy fee', CHEST.consultancy, 25],
    ['Second prize in a beauty contest', CHEST.beauty, 10],
    ['You inherit $100', CHEST.inherit, 100],
  ])('Community Chest: %s', (_name, card, delta) => {
    const r = draw(card, SQ.chest2)
    expect(cash(r.state, ann)).toBe(1500 + delta)
    expect(r.state.decks.chest.at(-1)).toBe(card)
  })

  it('Community Chest: Advance to GO, collect $200', () => {
    const r = draw(CHEST.go, SQ.chest3)
    expect([pos(r.state, ann), cash(r.state, ann)]).toEqual([SQ.go, 1700])
  })

  it('Community Chest: Get Out of Jail Free is kept', () => {
    expectGoojfKept(CHEST.goojf, SQ.chest2, 'chest')
  })

  it('Community Chest: Go to Jail (before the lap)', () => {
    const r = draw(CHEST.jail, SQ.chest2)
    expect(r.state.players[ann]).toMatchObject({ position: SQ.jail, inJail: true })
  })

  it('Community Chest: It is your birthday, collect $10 from every player', () => {
    const r = draw(CHEST.birthday, SQ.chest2, { players: 4 })
    expect(payments(r.events)).toEqual([
      [1, ann, 10],
      [2, ann, 10],
      [3, ann, 10],
    ])
    expect(cash(r.state, ann)).toBe(1530)
  })

  it('Community Chest: street repairs, $40 per house and $115 per hotel', () => {
    const r = draw(CHEST.streetRepairs, SQ.chest2, {
      players: 3,
      lots: {
        [SQ.oriental]: { owner: ann, level: 2 },
        [SQ.vermont]: { owner: ann, level: 3 },
        [SQ.connecticut]: { owner: ann, level: 5 },
      },
    })
    expect(cash(r.state, ann)).toBe(1500 - 5 * 40 - 115)
  })
})

// -------------------------------------------------------------------------------------------------

describe('§3.5 GOOJF cards and trades', () => {
  const none = { squares: [], cash: 0, cards: [] }
  /** `seller`, the active player after the roll, sells Bob a mortgaged Park Place for `price`; Bob accepts. */
  const sellsBobMortgagedParkPlace = (seller: number, price: number, ...then: MonopoAction[]) =>
    play(
      scenario({
        players: 3,
        seat: seller,
        turn: { phase: 'postRoll' },
        lots: { [SQ.parkPlace]: { owner: seller, mortgaged: true } },
      }),
      {
        type: 'proposeTrade',
        to: bob,
        give: { ...none, squares: [SQ.parkPlace] },
        get: { ...none, cash: price },
      },
      { type: 'acceptTrade' },
      ...then,
    )
  /** `seat` ends its turn, as after its roll. */
  const endsTurnAfterRoll = (s: MonopoState, seat: number) =>
    act({ ...s, turn: { ...s.turn, phase: 'postRoll' } }, seat, { type: 'endTurn' })

  it('GOOJF kept, traded, returned to the bottom when used', () => {
    const s = scenario({ players: [{}, { cards: [CHANCE.goojf] }, {}] })
    const offer = act(s, ann, {
      type: 'proposeTrade',
      to: bob,
      give: { ...none, cash: 40 },
      get: { ...none, cards: [CHANCE.goojf] },
    })
    expect(offer.state.decision).toEqual({ kind: 'trade', seat: bob })
    const done = act(offer.state, bob, { type: 'acceptTrade' })
    expect(done.state.players[ann]?.cards).toEqual([CHANCE.goojf])
    expect(done.state.players[bob]?.cards).toEqual([])
    expect([cash(done.state, ann), cash(done.state, bob)]).toEqual([1460, 1540])
    const jailed = {
      ...done.state,
      players: done.state.players.map((p, i) => (i === ann ? { ...p, position: SQ.jail, inJail: true } : p)),
    }
    const used = act(jailed, ann, { type: 'useJailCard' })
    expect(used.state.decks.chance.at(-1)).toBe(CHANCE.goojf)
    expect(used.state.players[ann]?.cards).toEqual([])
  })

  it('trades: lots, cash and cards both ways, once the other player accepts', () => {
    const s = scenario({
      players: [{ cards: [CHEST.goojf] }, {}, {}],
      lots: { [SQ.mediterranean]: ann, [SQ.reading]: ann, [SQ.baltic]: bob },
    })
    const r = play(
      s,
      {
        type: 'proposeTrade',
        to: bob,
        give: { squares: [SQ.reading], cash: 10, cards: [CHEST.goojf] },
        get: { ...none, squares: [SQ.baltic] },
      },
      { type: 'acceptTrade' },
    )
    expect(lotAt(r.state, SQ.reading).owner).toBe(bob)
    expect(lotAt(r.state, SQ.baltic).owner).toBe(ann)
    expect(r.state.players[bob]?.cards).toEqual([CHEST.goojf])
    expect([cash(r.state, ann), cash(r.state, bob)]).toEqual([1490, 1510])
    expect(eventTypes(r.events)).toEqual(['tradeProposed', 'tradeAccepted', 'moneyPaid'])
    expect(r.state.decision).toEqual({ kind: 'turn', seat: ann })
  })

  it('trades: a rejected offer changes nothing; a counter-offer goes back to the proposer', () => {
    const s = scenario({ players: 3, lots: { [SQ.mediterranean]: ann, [SQ.baltic]: bob } })
    const propose = {
      type: 'proposeTrade' as const,
      to: bob,
      give: { ...none, cash: 60 },
      get: { ...none, squares: [SQ.baltic] },
    }
    const rej = play(s, propose, { type: 'rejectTrade' })
    expect(lotAt(rej.state, SQ.baltic).owner).toBe(bob)
    expect(cash(rej.state, ann)).toBe(1500)
    const c = play(s, propose, {
      type: 'counterTrade',
      give: { ...none, squares: [SQ.baltic] },
      get: { ...none, cash: 100 },
    })
    expect(c.state.decision).toEqual({ kind: 'trade', seat: ann })
    expect(c.state.trade).toMatchObject({ from: bob, to: ann, counters: 1 })
    const done = act(c.state, ann, { type: 'acceptTrade' })
    expect(lotAt(done.state, SQ.baltic).owner).toBe(ann)
    expect(cash(done.state, ann)).toBe(1400)
  })

  it('trades: refused with buildings in the group (sell them to the bank first)', () => {
    const s = scenario({
      players: 3,
      lots: {
        [SQ.oriental]: { owner: bob, level: 1 },
        [SQ.vermont]: bob,
        [SQ.connecticut]: bob,
        [SQ.mediterranean]: ann,
      },
    })
    const ask = (squares: number[]) => ({
      type: 'proposeTrade' as const,
      to: bob,
      give: { ...none, cash: 100 },
      get: { ...none, squares },
    })
    expect(isLegal(s, ann, ask([SQ.vermont]))).toBe(false)
    expect(isLegal(s, ann, ask([SQ.oriental]))).toBe(false)
    expect(isLegal(s, ann, { ...ask([]), give: { ...none, squares: [SQ.mediterranean] }, get: none })).toBe(
      true,
    )
  })

  it('trades: mortgaged lots — the receiver pays 10% at once and can lift at principal this turn', () => {
    const s = scenario({
      players: 3,
      turn: { phase: 'postRoll' },
      lots: { [SQ.parkPlace]: { owner: bob, mortgaged: true } },
    })
    const r = play(
      s,
      {
        type: 'proposeTrade',
        to: bob,
        give: { ...none, cash: 100 },
        get: { ...none, squares: [SQ.parkPlace] },
      },
      { type: 'acceptTrade' },
    )
    expect(lotAt(r.state, SQ.parkPlace)).toMatchObject({ owner: ann, mortgaged: true, liftAtPrincipal: true })
    expect(cash(r.state, ann)).toBe(1500 - 100 - 18)
    expect(payments(r.events)).toEqual([
      [ann, bob, 100],
      [ann, 'bank', 18],
    ])
    const lift = act(r.state, ann, { type: 'unmortgage', square: SQ.parkPlace })
    expect(cash(lift.state, ann)).toBe(1500 - 100 - 18 - 175)
    // Kept mortgaged past this turn, lifting it costs the principal plus another 10%.
    const next = act(r.state, ann, { type: 'endTurn' })
    expect(lotAt(next.state, SQ.parkPlace).liftAtPrincipal).toBe(false)
  })

  it('trades: a trade partner receiving a mortgaged lot pays 10% at once and may lift it at principal on their next turn', () => {
    const r = sellsBobMortgagedParkPlace(ann, 50)
    expect(cash(r.state, bob)).toBe(1500 - 50 - 18)
    const bobsTurn = act(r.state, ann, { type: 'endTurn' })
    expect(bobsTurn.state.turn.seat).toBe(bob)
    const lift = act(bobsTurn.state, bob, { type: 'unmortgage', square: SQ.parkPlace })
    expect(cash(lift.state, bob)).toBe(1500 - 50 - 18 - 175)
    // Once Bob's turn is over, the principal-only price is gone.
    const after = endsTurnAfterRoll(bobsTurn.state, bob)
    expect(after.state.turn.seat).toBe(cid)
    expect(lotAt(after.state, SQ.parkPlace).liftAtPrincipal).toBe(false)
  })

  it('trades: the principal-only lift waits for the receiver’s own turn even when other turns come first', () => {
    // Cid, the active player, sells Bob a mortgaged Park Place; Ann's turn comes before Bob's.
    const r = sellsBobMortgagedParkPlace(cid, 1, { type: 'endTurn' })
    expect(r.state.turn.seat).toBe(ann)
    expect(lotAt(r.state, SQ.parkPlace).liftAtPrincipal).toBe(true)
    const annEnds = endsTurnAfterRoll(r.state, ann)
    expect(annEnds.state.turn.seat).toBe(bob)
    const lift = act(annEnds.state, bob, { type: 'unmortgage', square: SQ.parkPlace })
    expect(cash(lift.state, bob)).toBe(1500 - 1 - 18 - 175)
  })

  it('trades: accepting is refused when the receiver cannot pay the 10% on mortgaged lots', () => {
    const s = scenario({
      players: [{}, { cash: 17 }, {}],
      lots: { [SQ.parkPlace]: { owner: ann, mortgaged: true } },
    })
    const r = act(s, ann, {
      type: 'proposeTrade',
      to: bob,
      give: { ...none, squares: [SQ.parkPlace] },
      get: none,
    })
    expect(isLegal(r.state, bob, { type: 'acceptTrade' })).toBe(false)
    expect(isLegal(r.state, bob, { type: 'rejectTrade' })).toBe(true)
  })

  it('trades: an offer may be countered four times; then it can only be accepted or rejected', () => {
    const s = scenario({ players: 3, lots: { [SQ.baltic]: bob } })
    const ask = (cash: number) => ({ give: { ...none, cash }, get: { ...none, squares: [SQ.baltic] } })
    const bobAsks = (cash: number) => ({ give: { ...none, squares: [SQ.baltic] }, get: { ...none, cash } })
    const r = play(
      s,
      { type: 'proposeTrade', to: bob, ...ask(10) },
      { type: 'counterTrade', ...bobAsks(100) },
      { type: 'counterTrade', ...ask(20) },
      { type: 'counterTrade', ...bobAsks(90) },
      { type: 'counterTrade', ...ask(30) },
    )
    expect(r.state.trade).toMatchObject({ from: ann, to: bob, counters: 4 })
    expect(isLegal(r.state, bob, { type: 'counterTrade', ...bobAsks(80) })).toBe(false)
    const done = act(r.state, bob, { type: 'acceptTrade' })
    expect(lotAt(done.state, SQ.baltic).owner).toBe(ann)
    expect(cash(done.state, ann)).toBe(1470)
  })

  it('trades: only the player whose turn it is proposes, at most three offers a turn', () => {
    const s = scenario({ players: 3, lots: { [SQ.baltic]: bob } })
    const offer = {
      type: 'proposeTrade' as const,
      to: bob,
      give: { ...none, cash: 1 },
      get: { ...none, squares: [SQ.baltic] },
    }
    const r = play(s, offer, { type: 'rejectTrade' }, offer, { type: 'rejectTrade' }, offer, {
      type: 'rejectTrade',
    })
    expect(isLegal(r.state, ann, offer)).toBe(false)
  })
})

// -------------------------------------------------------------------------------------------------

describe('§3.5 Debts and bankruptcy', () => {
  it('debts: raising money by mortgaging, then paying the creditor', () => {
    const s = scenario({
      players: [{ cash: 20 }, {}, {}],
      lots: {
        [SQ.mediterranean]: { owner: bob, level: 2 },
        [SQ.baltic]: { owner: bob, level: 2 },
        [SQ.parkPlace]: ann,
      },
    })
    const r = roll(s, 1, 2)
    expect(r.state.decision).toEqual({ kind: 'debt', seat: ann })
    expect(r.state.debt).toMatchObject({ seat: ann, creditor: bob, amount: 60 })
    expect(isLegal(r.state, ann, { type: 'payDebt' })).toBe(false)
    expect(isLegal(r.state, ann, { type: 'declareBankruptcy' })).toBe(false)
    const m = act(r.state, ann, { type: 'mortgage', square: SQ.parkPlace })
    expect(m.state.decision).toEqual({ kind: 'debt', seat: ann })
    const p = act(m.state, ann, { type: 'payDebt' })
    expect([cash(p.state, ann), cash(p.state, bob)]).toEqual([20 + 175 - 60, 1560])
    expect(p.state.debt).toBeNull()
    expect(p.state.decision).toEqual({ kind: 'turn', seat: ann })
  })

  it('debts: raising money by selling buildings at half and mortgaging (building is not offered)', () => {
    const s = scenario({
      players: [{ cash: 0, position: 35 }, {}, {}],
      lots: { [SQ.mediterranean]: { owner: ann, level: 1 }, [SQ.baltic]: { owner: ann, level: 1 } },
    })
    const r = roll(s, 1, 2)
    expect(r.state.debt).toMatchObject({ seat: ann, amount: 100, creditor: 'bank' })
    expect(legalOfType(r.state, ann, 'build')).toEqual([])
    const p = play(
      r.state,
      { type: 'sellBuilding', square: SQ.mediterranean },
      { type: 'sellBuilding', square: SQ.baltic },
      { type: 'mortgage', square: SQ.baltic },
      { type: 'mortgage', square: SQ.mediterranean },
      { type: 'payDebt' },
    )
    expect(cash(p.state, ann)).toBe(25 + 25 + 30 + 30 - 100)
    expect(p.state.bankHouses).toBe(RULES.houses)
  })

  it('bankruptcy to a player: buildings sold to the bank at half, cash, lots and cards go to the creditor, who pays 10% on mortgaged lots', () => {
    const s = scenario({
      players: [{ cash: 10, position: 35, cards: [CHANCE.goojf] }, {}, {}],
      lots: {
        ...owned(ann, [SQ.oriental, SQ.vermont, SQ.connecticut], 1),
        [SQ.parkPlace]: { owner: ann, mortgaged: true },
        [SQ.boardwalk]: { owner: bob, level: 5 },
      },
    })
    const r = roll(s, 1, 3)
    expect(r.state.debt).toMatchObject({ seat: ann, creditor: bob, amount: 2000 })
    expect(isLegal(r.state, ann, { type: 'declareBankruptcy' })).toBe(true)
    const b = act(r.state, ann, { type: 'declareBankruptcy' })
    expect(eventsOf(b.events, 'bankrupt')[0]).toMatchObject({ seat: ann, creditor: bob })
    for (const i of [SQ.oriental, SQ.vermont, SQ.connecticut])
      expect(lotAt(b.state, i)).toMatchObject({ owner: bob, level: 0 })
    expect(lotAt(b.state, SQ.parkPlace)).toMatchObject({ owner: bob, mortgaged: true, liftAtPrincipal: true })
    expect(b.state.bankHouses).toBe(RULES.houses)
    expect(cash(b.state, bob)).toBe(1500 + 10 + 75 - 18)
    expect(cash(b.state, ann)).toBe(0)
    expect(b.state.players[bob]?.cards).toEqual([CHANCE.goojf])
    // M21 (default): the bankrupt player becomes a zombie.
    expect(isZombie(b.state, ann)).toBe(true)
    // The creditor may lift the mortgage at its principal on their turn, which comes next.
    expect(b.state.decision).toEqual({ kind: 'turn', seat: bob })
    const lift = act(b.state, bob, { type: 'unmortgage', square: SQ.parkPlace })
    expect(cash(lift.state, bob)).toBe(1567 - 175)
  })

  it('bankruptcy is refused while the debtor can still raise the money', () => {
    const s = scenario({
      players: [{ cash: 0, position: 35 }, {}, {}],
      lots: { [SQ.parkPlace]: ann, [SQ.boardwalk]: { owner: bob } },
    })
    const r = roll(s, 1, 3)
    expect(r.state.debt?.amount).toBe(50)
    expect(isLegal(r.state, ann, { type: 'declareBankruptcy' })).toBe(false)
  })

  it('bankruptcy to the bank: the bank takes everything and auctions the lots; GOOJF cards go back to their decks', () => {
    const s = scenario({
      players: [{ cash: 50, position: 35, cards: [CHEST.goojf] }, {}, {}],
      lots: { [SQ.mediterranean]: { owner: ann, mortgaged: true } },
    })
    const r = roll(s, 1, 2)
    expect(r.state.debt).toMatchObject({ creditor: 'bank', amount: 100 })
    const b = act(r.state, ann, { type: 'declareBankruptcy' })
    expect(cash(b.state, ann)).toBe(0)
    expect(b.state.decks.chest.at(-1)).toBe(CHEST.goojf)
    expect(eventsOf(b.events, 'auctionStarted')[0]).toMatchObject({
      lot: { kind: 'deed', square: SQ.mediterranean },
      bidders: [bob, cid],
    })
    expect(lotAt(b.state, SQ.mediterranean)).toMatchObject({ owner: null, mortgaged: false })
    const a = play(b.state, { type: 'bid', amount: 5 }, { type: 'pass' })
    expect(lotAt(a.state, SQ.mediterranean)).toMatchObject({ owner: bob, mortgaged: false })
    expect(isZombie(a.state, ann)).toBe(true)
    expect(a.state.turn.seat).toBe(bob)
  })
})

// -------------------------------------------------------------------------------------------------

describe('§3.2 Tax editions', () => {
  it('tax editions: current (default) Income Tax $200 and Luxury Tax $100', () => {
    const inc = roll(scenario({ players: [{ position: 1 }, {}, {}] }), 1, 2)
    expect(payments(inc.events)).toEqual([[ann, 'bank', 200]])
    const lux = roll(scenario({ players: [{ position: 35 }, {}, {}], lots: {} }), 1, 2)
    expect(payments(lux.events)).toEqual([[ann, 'bank', 100]])
  })

  it('tax editions: classic 10% choice — $200 or 10% of total worth (cash + printed prices + buildings)', () => {
    const s = scenario({
      players: [{ position: 1, cash: 1000 }, {}, {}],
      options: { taxEdition: 'classic' },
      lots: { [SQ.parkPlace]: { owner: ann, mortgaged: true }, [SQ.oriental]: { owner: ann } },
    })
    const r = roll(s, 1, 2)
    expect(r.state.decision).toEqual({ kind: 'incomeTax', seat: ann })
    const pct = act(r.state, ann, { type: 'payIncomeTax', how: 'percent' })
    // worth = 1000 + 350 + 100 = 1450 → $145
    expect(payments(pct.events)).toEqual([[ann, 'bank', 145]])
    const flat = act(r.state, ann, { type: 'payIncomeTax', how: 'flat' })
    expect(payments(flat.events)).toEqual([[ann, 'bank', 200]])
  })

  it('tax editions: classic luxury 75', () => {
    const s = scenario({ players: [{ position: 35 }, {}, {}], options: { taxEdition: 'classic' } })
    expect(payments(roll(s, 1, 2).events)).toEqual([[ann, 'bank', 75]])
  })
})

describe('dice forcing', () => {
  it('withDice forces the next draws of the state RNG in the order the engine draws them', () => {
    const s = withDice(
      scenario({ players: 3, lots: owned(ann, [SQ.oriental, SQ.stCharles]) }),
      d6(3, 3, 2, 3),
    )
    const r = play(s, { type: 'roll' }, { type: 'roll' })
    expect(eventsOf(r.events, 'diceRolled').map((e) => e.dice)).toEqual([
      [3, 3],
      [2, 3],
    ])
  })
})
