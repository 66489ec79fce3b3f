/**
 * The named scenarios of the MonopoZombie issue, each played through the engine's door from a
 * patched setup with forced dice, checked on the state, the views and the events.
 */
import { describe, expect, it } from 'vitest'
import { act, isLegal, legal, legalOfType, monopozombie, owned, play, roll, scenario } from './scenario'
import type { PlayerSpec, ScenarioSpec } from './scenario'
import { ann, bob, cid, dee, SQ, d4, d6, withDice } from './board'
import { cash, eventTypes, eventsOf, isZombie, lotAt, payments, pos, view } from './reading'
import { houseShortage, lastHotelShortage } from './shortages'

const H: PlayerSpec = { lapped: true }
const Z: PlayerSpec = { zombie: true, position: 30 }

describe('rent with and without a monopoly', () => {
  /** Ann rolls 1+2 from GO onto Baltic; what does she pay Bob? */
  const rentOnBaltic = (lots: ScenarioSpec['lots'], players: PlayerSpec[] = [{}, {}, {}]) =>
    payments(roll(scenario({ players, lots }), 1, 2).events)

  it('rent with and without a monopoly: $4 for Baltic alone, $8 with the whole brown group, $20 with a house (not doubled)', () => {
    expect(rentOnBaltic({ [SQ.baltic]: bob })).toEqual([[ann, bob, 4]])
    expect(rentOnBaltic(owned(bob, [SQ.mediterranean, SQ.baltic]))).toEqual([[ann, bob, 8]])
    expect(rentOnBaltic({ [SQ.mediterranean]: bob, [SQ.baltic]: { owner: bob, level: 1 } })).toEqual([
      [ann, bob, 20],
    ])
  })

  it('rent with and without a monopoly: a zombie owning Mediterranean breaks Bob’s monopoly (M11)', () => {
    expect(rentOnBaltic({ [SQ.mediterranean]: cid, [SQ.baltic]: bob }, [{}, {}, Z, {}])).toEqual([
      [ann, bob, 4],
    ])
    const v = view(
      scenario({ players: [{}, {}, Z, {}], lots: { [SQ.mediterranean]: cid, [SQ.baltic]: bob } }),
      ann,
    )
    expect(v.lots.filter((l) => l.owner !== null)).toEqual([
      { square: SQ.mediterranean, owner: cid, mortgaged: false, level: 0, liftAtPrincipal: false },
      { square: SQ.baltic, owner: bob, mortgaged: false, level: 0, liftAtPrincipal: false },
    ])
  })
})

describe('the housing shortage auction', () => {
  it('the housing shortage auction: 3 players able to build, 2 houses left → the house is auctioned among them from the house price; the winner places it', () => {
    const s = houseShortage(3)
    expect(s.bankHouses).toBe(2)
    const r = act(s, ann, { type: 'build', square: SQ.mediterranean })
    expect(eventsOf(r.events, 'auctionStarted')).toMatchObject([
      { lot: { kind: 'building', building: 'house' }, bidders: [ann, bob, cid] },
    ])
    expect(r.state.auction).toMatchObject({ opening: 50, high: 0, highBidder: null })
    expect(lotAt(r.state, SQ.mediterranean).level).toBe(0)
    expect(cash(r.state, ann)).toBe(1500)
    expect(isLegal(r.state, ann, { type: 'bid', amount: 49 })).toBe(false)
    const a = play(
      r.state,
      { type: 'bid', amount: 50 },
      { type: 'bid', amount: 80 },
      { type: 'pass' },
      { type: 'pass' },
    )
    expect(eventsOf(a.events, 'auctionWon')).toMatchObject([{ seat: bob, amount: 80 }])
    expect(a.state.decision).toMatchObject({ kind: 'placeBuilding', seat: bob, building: 'house' })
    expect(view(a.state, dee).decision).toEqual({ kind: 'placeBuilding', seat: bob, building: 'house' })
    expect(legalOfType(a.state, bob, 'placeBuilding').map((x) => x.square)).toEqual([
      SQ.stCharles,
      SQ.states,
      SQ.virginia,
    ])
    const p = act(a.state, bob, { type: 'placeBuilding', square: SQ.states })
    expect(lotAt(p.state, SQ.states).level).toBe(1)
    expect(p.state.bankHouses).toBe(1)
    expect(cash(p.state, bob)).toBe(1420)
    expect(p.state.decision).toEqual({ kind: 'turn', seat: ann })
    // One house left, three able: the next one is contested too.
    const again = act(p.state, ann, { type: 'build', square: SQ.baltic })
    expect(again.state.auction?.bidders).toEqual([ann, bob, cid])
    const won = play(again.state, { type: 'bid', amount: 50 }, { type: 'pass' }, { type: 'pass' })
    const placed = act(won.state, ann, { type: 'placeBuilding', square: SQ.baltic })
    expect(lotAt(placed.state, SQ.baltic).level).toBe(1)
    expect(placed.state.bankHouses).toBe(0)
    expect(legalOfType(placed.state, ann, 'build')).toEqual([])
  })

  it('the housing shortage auction is only for a shortage: with a house for each player able to build, building is direct', () => {
    const s = houseShortage(2)
    expect(s.bankHouses).toBe(4)
    const r = act(s, ann, { type: 'build', square: SQ.mediterranean })
    expect(eventTypes(r.events)).toEqual(['moneyPaid', 'built'])
    expect(lotAt(r.state, SQ.mediterranean).level).toBe(1)
  })

  it('the housing shortage auction: nobody bidding leaves the house in the bank', () => {
    const r = act(houseShortage(3), ann, { type: 'build', square: SQ.mediterranean })
    const none = play(r.state, { type: 'pass' }, { type: 'pass' }, { type: 'pass' })
    expect(none.state.bankHouses).toBe(2)
    expect(eventTypes(none.events)).toContain('auctionUnsold')
    expect(none.state.decision).toEqual({ kind: 'turn', seat: ann })
  })
})

describe('the housing shortage auction for the last hotel', () => {
  it('the housing shortage auction: the last hotel is contested the same way, and the winner places it', () => {
    // Cid's 11 hotels leave the bank one; Ann (brown) and Bob (dark blue) could each take it.
    const s = lastHotelShortage()
    expect(s.bankHotels).toBe(1)
    const r = act(s, ann, { type: 'build', square: SQ.baltic })
    expect(eventsOf(r.events, 'auctionStarted')).toMatchObject([
      { lot: { kind: 'building', building: 'hotel' }, bidders: [ann, bob] },
    ])
    const won = play(r.state, { type: 'bid', amount: 50 }, { type: 'bid', amount: 60 }, { type: 'pass' })
    expect(won.state.decision).toMatchObject({ kind: 'placeBuilding', seat: bob, building: 'hotel' })
    const placed = act(won.state, bob, { type: 'placeBuilding', square: SQ.boardwalk })
    expect(lotAt(placed.state, SQ.boardwalk).level).toBe(5)
    expect([placed.state.bankHotels, placed.state.bankHouses]).toEqual([0, s.bankHouses + 4])
    expect(cash(placed.state, bob)).toBe(1440)
    expect(placed.state.decision).toEqual({ kind: 'turn', seat: ann })
  })
})

describe('a hotel demolished by a zombie when the bank has no houses', () => {
  it('a hotel demolished by a zombie when the bank has no houses falls to no buildings; the hotel goes back to the bank', () => {
    // Cid's 28 houses and Ann's 4 on Mediterranean: the bank has none left.
    const s = scenario({
      players: [{ position: 20 }, { zombie: true, position: 0 }, {}, {}],
      seat: bob,
      zombieDice: [1, 2],
      lots: {
        [SQ.mediterranean]: { owner: ann, level: 4 },
        [SQ.baltic]: { owner: ann, level: 5 },
        ...owned(
          cid,
          [SQ.oriental, SQ.vermont, SQ.connecticut, SQ.stCharles, SQ.states, SQ.virginia, SQ.stJames],
          4,
        ),
      },
    })
    expect([s.bankHouses, s.bankHotels]).toEqual([0, 11])
    const r = act(s, bob, { type: 'moveZombie', dir: 1 })
    expect(pos(r.state, bob)).toBe(SQ.baltic)
    expect(lotAt(r.state, SQ.baltic)).toMatchObject({ owner: ann, level: 0 })
    expect([r.state.bankHouses, r.state.bankHotels]).toEqual([0, 12])
    expect(eventsOf(r.events, 'demolished')).toMatchObject([{ square: SQ.baltic, level: 0 }])
    const v = view(r.state, 'spectator')
    expect(v.lots.find((l) => l.square === SQ.baltic)?.level).toBe(0)
    expect([v.bankHouses, v.bankHotels]).toEqual([0, 12])
    // Mediterranean, not visited, keeps its houses: zombies ignore even building.
    expect(lotAt(r.state, SQ.mediterranean).level).toBe(4)
  })
})

describe('an encounter where bodyguards save a human', () => {
  const outbreak = () =>
    scenario({
      players: [
        { ...H, position: 5 },
        { zombie: true, position: SQ.vermont },
        { ...H, position: 20 },
        { ...H, position: 20 },
      ],
      lots: { [SQ.vermont]: cid },
    })

  it('an encounter where bodyguards save a human: one zombie against Ann and her bodyguard converts nobody', () => {
    const h = act(outbreak(), ann, { type: 'hireBodyguards', count: 1 })
    expect(view(h.state, bob).players[ann]?.bodyguards).toBe(1)
    const r = roll(h.state, 1, 2)
    expect(pos(r.state, ann)).toBe(SQ.vermont)
    expect(isZombie(r.state, ann)).toBe(false)
    expect(eventTypes(r.events)).not.toContain('converted')
    // Rent to Cid is still due: bodyguards do not stop commerce.
    expect(payments(r.events)).toEqual([[ann, cid, 6]])
  })

  it('an encounter where bodyguards save a human: without the bodyguard the same arrival converts her', () => {
    const r = roll(outbreak(), 1, 2)
    expect(isZombie(r.state, ann)).toBe(true)
    expect(eventsOf(r.events, 'converted')).toMatchObject([{ seat: ann, cause: 'encounter' }])
    expect(payments(r.events)).toEqual([])
  })
})

describe('snake eyes on the first lap', () => {
  it('snake eyes on the first lap: pure Monopoly — just doubles, no conversion, roll again', () => {
    const s = scenario({ players: [{ position: 4 }, {}, {}], lots: { [SQ.oriental]: ann } })
    const r = roll(s, 1, 1)
    expect(pos(r.state, ann)).toBe(SQ.oriental)
    expect(r.state.players[ann]).toMatchObject({ zombie: false, lapped: false })
    expect(r.state.stage).toBe(1)
    expect(eventTypes(r.events)).not.toContain('converted')
    expect(r.state.turn).toMatchObject({ phase: 'preRoll', doublesInRow: 1 })
    expect(legal(r.state, ann)).toContainEqual({ type: 'roll' })
  })
})

describe('the last human winning on an improved lot', () => {
  it('the last human winning on an improved lot: Cid turns on Go To Jail, the Apocalypse starts, Ann lands on her improved Oriental and wins', () => {
    const s = scenario({
      players: [
        { ...H, position: 0 },
        { zombie: true, position: 30 },
        { ...H, position: 25 },
      ],
      seat: cid,
      lots: { ...owned(ann, [SQ.oriental, SQ.vermont, SQ.connecticut], 2) },
    })
    // Cid rolls 2+3; then Ann, a survivor, rolls 2, 4 and 5.
    const cidRolls = act(withDice(s, d6(2, 3, 2, 4, 5)), cid, { type: 'roll' })
    expect(isZombie(cidRolls.state, cid)).toBe(true)
    expect(cidRolls.state.stage).toBe(3)
    expect(cidRolls.state.decision).toEqual({ kind: 'survivorMove', seat: ann })
    expect(cidRolls.state.turn.dice).toEqual([2, 4, 5])
    const win = act(cidRolls.state, ann, { type: 'moveSurvivor', dice: [0, 1], dir: 1 })
    expect(pos(win.state, ann)).toBe(SQ.oriental)
    expect(win.state.winners).toEqual([ann])
    expect(monopozombie.outcome(win.state)).toMatchObject({ winners: [ann] })
    expect(monopozombie.toAct(win.state)).toEqual([])
    expect(view(win.state, bob)).toMatchObject({ winners: [ann], decision: null })
    expect(eventsOf(win.events, 'gameWon')).toMatchObject([{ winners: [ann] }])
    expect(win.state.endReason).toMatch(/last human/)
  })

  it('the last human winning on an improved lot needs no zombie there: with one on the lot she survives but does not win', () => {
    const s = scenario({
      players: [
        { ...H, position: 0 },
        { zombie: true, position: SQ.oriental },
        { zombie: true, position: 30 },
      ],
      stage: 3,
      survivorDice: [2, 4, 5],
      lots: { ...owned(ann, [SQ.oriental, SQ.vermont, SQ.connecticut], 2) },
    })
    const r = act(s, ann, { type: 'moveSurvivor', dice: [0, 1], dir: 1 })
    expect(isZombie(r.state, ann)).toBe(false)
    expect(r.state.winners).toBeNull()
  })
})

describe('a whole Outbreak turn cycle through the door', () => {
  it('a human turn, a zombie turn and the next human turn, in seat order, with forced dice', () => {
    const s = scenario({
      players: [
        { ...H, position: 0 },
        { zombie: true, position: 20 },
        { ...H, position: 20 },
        { ...H, position: 20 },
      ],
      lots: { [SQ.baltic]: dee, [SQ.kentucky]: ann },
    })
    const a = roll(s, 1, 2)
    expect(payments(a.events)).toEqual([[ann, dee, 4]])
    const b = act(withDice(a.state, d4(1, 1)), ann, { type: 'endTurn' })
    expect(b.state.decision).toEqual({ kind: 'zombieMove', seat: bob })
    const c = act(b.state, bob, { type: 'moveZombie', dir: 1 })
    expect(pos(c.state, bob)).toBe(SQ.chance2)
    expect(c.state.decision).toEqual({ kind: 'turn', seat: cid })
    expect(isLegal(c.state, cid, { type: 'hireBodyguards', count: 1 })).toBe(true)
  })
})
