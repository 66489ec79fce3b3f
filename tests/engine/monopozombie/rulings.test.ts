/**
 * The MonopoZombie rules R1-R15 (seeds/001, as structured in rules/monopozombie.md §4.2) and the
 * rulings M1-M25 (§4.3), one describe block each, every test named after what it checks.
 */
import { describe, expect, it } from 'vitest'
import { IllegalAction } from '../../../engine/core/errors'
import { Match } from '../../../engine/core/match'
import { seedRng } from '../../../engine/core/rng'
import { games } from '../../../engine/index'
import {
  act,
  isLegal,
  legal,
  legalOfType,
  monopozombie,
  owned,
  play,
  refusal,
  submitTo,
  roll,
  scenario,
} from './scenario'
import type { PlayerSpec, ScenarioSpec } from './scenario'
import { ann, bob, cid, dee, eve, CHANCE, CHEST, RULES, SQ, d4, d6, withDice } from './board'
import { cash, eventTypes, eventsOf, isZombie, lotAt, payments, pos } from './reading'
import type { MonopoState } from '../../../engine/games/monopozombie/types'

/** A human who has been round the board once (no longer immune). */
const H: PlayerSpec = { lapped: true }
const Z: PlayerSpec = { zombie: true }
const at = (position: number, spec: PlayerSpec = H): PlayerSpec => ({ ...spec, position })

const none = { squares: [], cash: 0, cards: [] }

/** The zombie to act moves in direction `dir`. */
const zombieMoves = (s: MonopoState, dir: 1 | -1) => act(s, s.decision!.seat, { type: 'moveZombie', dir })

/**
 * Bob, a zombie on `from` between two humans on `humansAt`, rolls 1 and 2 and moves on, onto a
 * Community Chest square with `card` on top of the deck.
 */
const bobDrawsFromChest = (from: number, humansAt: number, card: number) =>
  zombieMoves(
    scenario({
      players: [at(humansAt), at(from, Z), at(humansAt)],
      seat: bob,
      zombieDice: [1, 2],
      chest: [card],
    }),
    1,
  )

/** The turn handed to `seat`, before its roll. */
const turnOf = (s: MonopoState, seat: number): MonopoState => ({
  ...s,
  turn: { ...s.turn, seat, phase: 'preRoll' },
  decision: { kind: 'turn', seat },
})

// -------------------------------------------------------------------------------------------------

describe('R1 snake eyes', () => {
  it('R1 snake eyes after the first lap converts on arrival two squares on, with no re-roll', () => {
    const s = scenario({ players: [at(9), {}, {}], lots: { [SQ.stCharles]: ann } })
    const r = roll(s, 1, 1)
    expect(pos(r.state, ann)).toBe(SQ.stCharles)
    expect(isZombie(r.state, ann)).toBe(true)
    expect(eventsOf(r.events, 'converted')).toMatchObject([{ seat: ann, cause: 'snakeEyes' }])
    expect(eventsOf(r.events, 'tokenMoved')[0]).toMatchObject({ path: [10, 11] })
    // The turn passes: a zombie never rolls again.
    expect(r.state.turn.seat).toBe(bob)
  })

  it('R1 the mover is human when the move starts and arrives as a zombie: a lone human there is overrun', () => {
    const s = scenario({ players: [at(9), {}, at(SQ.stCharles)], lots: { [SQ.stCharles]: ann } })
    const r = roll(s, 1, 1)
    expect(eventsOf(r.events, 'converted').map((e) => [e.seat, e.cause])).toEqual([
      [ann, 'snakeEyes'],
      [cid, 'encounter'],
    ])
  })
})

describe('R2 a Go to Jail card converts in place', () => {
  it('R2 Chance Go to Jail after the lap: stay where you are and become a zombie', () => {
    const s = scenario({ players: [at(4), {}, {}], chance: [CHANCE.jail] })
    const r = roll(s, 1, 2)
    expect(r.state.players[ann]).toMatchObject({ position: SQ.chance1, zombie: true, inJail: false })
    expect(eventsOf(r.events, 'converted')).toMatchObject([{ cause: 'goToJailCard' }])
    expect(r.state.decks.chance.at(-1)).toBe(CHANCE.jail)
  })

  it('R2 Community Chest Go to Jail after the lap: stay where you are and become a zombie', () => {
    const s = scenario({ players: [at(14), {}, {}], chest: [CHEST.jail] })
    const r = roll(s, 1, 2)
    expect(r.state.players[ann]).toMatchObject({ position: SQ.chest2, zombie: true, inJail: false })
  })
})

describe('R3 the Get Out of Jail Free card is one immunity', () => {
  it('R3 a GOOJF card is single-use immunity: spent on the first conversion, the second one converts', () => {
    const s = scenario({
      players: [at(9, { ...H, cards: [CHEST.goojf] }), {}, {}],
      lots: owned(ann, [SQ.stCharles, SQ.virginia]),
    })
    const r = roll(s, 1, 1)
    expect(r.state.decision).toEqual({ kind: 'immunity', seat: ann, cause: 'snakeEyes' })
    const u = act(r.state, ann, { type: 'useImmunity' })
    expect(u.state.players[ann]).toMatchObject({ zombie: false, cards: [], position: SQ.stCharles })
    expect(u.state.decks.chest.at(-1)).toBe(CHEST.goojf)
    expect(eventsOf(u.events, 'immunityUsed')).toMatchObject([{ seat: ann, card: CHEST.goojf }])
    // Still human, the double is a double: Ann rolls again; this time nothing protects her.
    expect(u.state.decision).toEqual({ kind: 'turn', seat: ann })
    expect(u.state.turn.phase).toBe('preRoll')
    const again = roll(u.state, 1, 1)
    expect(isZombie(again.state, ann)).toBe(true)
  })
})

describe('R4 immunity until the first lap', () => {
  it('R4 before the lap every conversion method is resisted (zombie ground, encounter)', () => {
    const s = scenario({
      players: [{ position: 8 }, Z, { position: 14 }, { position: 16, zombie: true }],
      lots: { [SQ.stCharles]: bob },
    })
    const ground = roll(s, 1, 2)
    expect(isZombie(ground.state, ann)).toBe(false)
    expect(eventsOf(ground.events, 'conversionResisted')).toMatchObject([
      { seat: ann, cause: 'infectionGround' },
    ])
    const enc = roll(
      scenario({ players: [{ position: 13 }, Z, {}, at(16, Z)], lots: { [SQ.stJames]: ann } }),
      1,
      2,
    )
    expect(isZombie(enc.state, ann)).toBe(false)
    expect(eventsOf(enc.events, 'conversionResisted')).toMatchObject([{ seat: ann, cause: 'encounter' }])
  })

  it('R4 immunity ends on first arrival at GO: converted on GO by a zombie already standing there', () => {
    const s = scenario({ players: [{ position: 36 }, at(SQ.go, Z), at(20, H)], chance: [] })
    const r = roll(s, 1, 3)
    expect(pos(r.state, ann)).toBe(SQ.go)
    expect(cash(r.state, ann)).toBe(1700)
    expect(r.state.players[ann]).toMatchObject({ lapped: true, zombie: true })
    expect(eventsOf(r.events, 'converted')).toMatchObject([{ seat: ann, cause: 'encounter' }])
  })
})

describe('R5 the first conversion starts the Outbreak', () => {
  it('R5 the first conversion starts Stage 2', () => {
    const s = scenario({ players: [at(4), {}, {}, {}], chance: [CHANCE.jail] })
    expect(s.stage).toBe(1)
    const r = roll(s, 1, 2)
    expect(r.state.stage).toBe(2)
    expect(eventsOf(r.events, 'stageChanged')).toMatchObject([{ stage: 2 }])
  })
})

describe('R6 bodyguards', () => {
  // Ann and Cid human, Bob and Dee zombies, Eve human: 2 zombies against 3 humans (Outbreak).
  const outbreak = (ann: PlayerSpec, bob: PlayerSpec = at(3, Z)) =>
    scenario({
      players: [ann, bob, at(20), at(SQ.vermont, Z), at(20)],
      lots: { [SQ.vermont]: cid },
    })

  it('R6 a bodyguard costs $100 a turn, paid in advance, and counts as an extra human in an encounter', () => {
    const s = outbreak(at(5))
    const h = act(s, ann, { type: 'hireBodyguards', count: 2 })
    expect(cash(h.state, ann)).toBe(1300)
    expect(h.state.players[ann]?.bodyguards).toBe(2)
    expect(eventsOf(h.events, 'bodyguardsHired')).toMatchObject([{ seat: ann, count: 2 }])
    const r = roll(h.state, 1, 2)
    expect(pos(r.state, ann)).toBe(SQ.vermont)
    expect(isZombie(r.state, ann)).toBe(false)
    // Without them, the same arrival converts.
    expect(isZombie(roll(outbreak(at(5)), 1, 2).state, ann)).toBe(true)
  })

  it('R6 the cover lasts until the player’s next turn (a zombie arriving meanwhile is held off); renewing keeps it unbroken', () => {
    const s = outbreak(at(5))
    const r = roll(act(s, ann, { type: 'hireBodyguards', count: 2 }).state, 1, 2)
    // Bob, a zombie, rolls 2+3 on his turn and walks onto Ann's square: 2 zombies against 1 + 2 guards.
    const bobsTurn = act(withDice(r.state, d4(2, 3)), ann, { type: 'endTurn' })
    expect(bobsTurn.state.decision).toEqual({ kind: 'zombieMove', seat: bob })
    const m = zombieMoves(bobsTurn.state, 1)
    expect(pos(m.state, bob)).toBe(SQ.vermont)
    expect(isZombie(m.state, ann)).toBe(false)
    expect(m.state.players[ann]?.bodyguards).toBe(2)
    // Ann's next turn begins: the guards go home, and she may hire again before rolling.
    const next: MonopoState = {
      ...m.state,
      turn: { ...m.state.turn, seat: eve, phase: 'postRoll' },
      decision: { kind: 'turn', seat: eve },
    }
    const annsTurn = act(next, eve, { type: 'endTurn' })
    expect(annsTurn.state.turn.seat).toBe(ann)
    expect(annsTurn.state.players[ann]?.bodyguards).toBe(0)
    expect(isLegal(annsTurn.state, ann, { type: 'hireBodyguards', count: 1 })).toBe(true)
  })
})

describe('R7 zombie movement', () => {
  /** Bob, a zombie, is to move. */
  const outbreak = (bobSpec: PlayerSpec, more: Partial<ScenarioSpec> = {}) =>
    scenario({ players: [at(20), bobSpec, at(20), at(20)], seat: bob, ...more })

  it('R7 a zombie rolls 2d4 and chooses the direction; doubles give no extra roll; no commerce', () => {
    const s = outbreak(at(20, Z), { zombieDice: [2, 2], lots: { [SQ.stJames]: ann } })
    expect(legal(s, bob)).toEqual([
      { type: 'moveZombie', dir: 1 },
      { type: 'moveZombie', dir: -1 },
    ])
    const r = zombieMoves(s, -1)
    expect(pos(r.state, bob)).toBe(SQ.stJames)
    expect(eventsOf(r.events, 'tokenMoved')[0]).toMatchObject({ path: [19, 18, 17, 16] })
    expect(payments(r.events)).toEqual([])
    expect(r.state.turn.seat).toBe(cid)
  })

  it('R7 zombies draw Chance/Community Chest but ignore them, teleport cards included', () => {
    const s = outbreak(at(3, Z), { zombieDice: [1, 3], chance: [CHANCE.go] })
    const r = zombieMoves(s, 1)
    expect(pos(r.state, bob)).toBe(SQ.chance1)
    expect(eventsOf(r.events, 'cardDrawn')).toMatchObject([{ seat: bob, card: CHANCE.go, ignored: true }])
    expect(r.state.decks.chance.at(-1)).toBe(CHANCE.go)
    expect(r.state.shownCard).toBe(CHANCE.go)
    expect(cash(r.state, bob)).toBe(1500)
  })
})

describe('R8 a zombie on an unowned lot', () => {
  it('R8 a zombie landing on an unowned property sends it to auction among the humans only', () => {
    const s = scenario({ players: [at(20), at(20, Z), at(20), at(20)], seat: bob, zombieDice: [1, 1] })
    const r = zombieMoves(s, -1)
    expect(pos(r.state, bob)).toBe(SQ.tennessee)
    expect(eventsOf(r.events, 'auctionStarted')).toMatchObject([
      { lot: { kind: 'deed', square: SQ.tennessee }, bidders: [cid, dee, ann] },
    ])
    const a = play(r.state, { type: 'bid', amount: 50 }, { type: 'pass' }, { type: 'pass' })
    expect(lotAt(a.state, SQ.tennessee).owner).toBe(cid)
    expect(cash(a.state, cid)).toBe(1450)
    expect(a.state.turn.seat).toBe(cid)
  })
})

describe('R9 humans on zombie ground', () => {
  it('R9 a human landing on an unimproved zombie lot is converted (no rent)', () => {
    const s = scenario({ players: [at(8), Z, {}, {}], lots: { [SQ.stCharles]: bob } })
    const r = roll(s, 1, 2)
    expect(isZombie(r.state, ann)).toBe(true)
    expect(eventsOf(r.events, 'converted')).toMatchObject([{ seat: ann, cause: 'infectionGround' }])
    expect(payments(r.events)).toEqual([])
  })

  it('R9 on an improved zombie lot the human survives; one level is demolished when the human leaves', () => {
    const s = scenario({
      players: [at(8), Z, {}, {}],
      lots: { [SQ.stCharles]: { owner: bob, level: 2 }, [SQ.states]: bob, [SQ.virginia]: ann },
    })
    const r = roll(s, 1, 2)
    expect(isZombie(r.state, ann)).toBe(false)
    expect(payments(r.events)).toEqual([])
    expect(r.state.occupied).toEqual([SQ.stCharles])
    expect(lotAt(r.state, SQ.stCharles).level).toBe(2)
    const next: MonopoState = { ...r.state, turn: { ...r.state.turn, phase: 'preRoll' } }
    const leave = roll(next, 1, 2)
    expect(pos(leave.state, ann)).toBe(SQ.virginia)
    expect(lotAt(leave.state, SQ.stCharles).level).toBe(1)
    expect(leave.state.bankHouses).toBe(RULES.houses - 1)
    expect(leave.state.occupied).toEqual([])
    expect(eventsOf(leave.events, 'demolished')).toMatchObject([{ square: SQ.stCharles, level: 1 }])
  })
})

describe('R10 encounters', () => {
  // Bob and Eve zombies; Cid and Dee human on Oriental (Ann's lot) with Bob.
  const crowd = (level: number) =>
    scenario({
      players: [at(20), at(SQ.oriental, Z), at(SQ.oriental), at(SQ.oriental), at(2, Z)],
      seat: eve,
      zombieDice: [2, 2],
      lots: { [SQ.oriental]: { owner: ann, level }, [SQ.vermont]: ann, [SQ.connecticut]: ann },
    })

  it('R10 when zombies on a square ≥ humans there + improvements, every human there converts', () => {
    const r = zombieMoves(crowd(0), 1)
    expect(pos(r.state, eve)).toBe(SQ.oriental)
    expect(eventsOf(r.events, 'converted').map((e) => [e.seat, e.cause])).toEqual([
      [cid, 'encounter'],
      [dee, 'encounter'],
    ])
  })

  it('R10 improvements count for the humans: 2 zombies against 2 humans and a house convert nobody', () => {
    const r = zombieMoves(crowd(1), 1)
    expect(eventsOf(r.events, 'converted')).toEqual([])
    expect(lotAt(r.state, SQ.oriental).level).toBe(1)
  })

  it('R10 Free Parking never converts anyone', () => {
    const s = scenario({
      players: [at(20), at(18, Z), at(20, Z), at(20)],
      seat: bob,
      zombieDice: [1, 1],
    })
    const r = zombieMoves(s, 1)
    expect(pos(r.state, bob)).toBe(SQ.freeParking)
    expect(eventsOf(r.events, 'converted')).toEqual([])
  })

  it('R10 humans in Jail are separate from Just Visiting: zombies on 10 convert only the visitor', () => {
    const s = scenario({
      players: [at(SQ.jail, { ...H, inJail: true }), at(8, Z), at(SQ.jail), at(20), at(20)],
      seat: bob,
      zombieDice: [1, 1],
    })
    const r = zombieMoves(s, 1)
    expect(eventsOf(r.events, 'converted').map((e) => e.seat)).toEqual([cid])
    expect(r.state.players[ann]).toMatchObject({ zombie: false, inJail: true })
  })
})

describe('R11 zombies demolish vacant improved lots', () => {
  it('R11 a zombie arriving at a player property with improvements and no humans demolishes one level, then arrives', () => {
    const s = scenario({
      players: [at(20), at(2, Z), at(20), at(20)],
      seat: bob,
      zombieDice: [2, 2],
      lots: owned(ann, [SQ.oriental, SQ.vermont, SQ.connecticut], 3),
    })
    const r = zombieMoves(s, 1)
    expect(lotAt(r.state, SQ.oriental).level).toBe(2)
    expect(r.state.bankHouses).toBe(RULES.houses - 8)
    expect(eventsOf(r.events, 'demolished')).toMatchObject([{ square: SQ.oriental, level: 2 }])
    expect(eventTypes(r.events).indexOf('demolished')).toBeGreaterThan(
      eventTypes(r.events).indexOf('tokenMoved'),
    )
  })
})

describe('R12 the Apocalypse stops all commerce', () => {
  // Ann and Dee human, Bob and Cid zombies: 2 against 2 is the Apocalypse.
  const apocalypse = (ann: PlayerSpec, dice: [number, number, number], more = {}) =>
    scenario({
      players: [ann, at(20, Z), at(20, Z), at(20)],
      stage: 3,
      survivorDice: dice,
      ...more,
    })

  it('R12 Apocalypse: no buying, no auction, no rent, no salary, no taxes', () => {
    const buy = act(apocalypse(at(0), [1, 2, 6]), ann, { type: 'moveSurvivor', dice: [0, 1], dir: 1 })
    expect(pos(buy.state, ann)).toBe(SQ.baltic)
    expect(lotAt(buy.state, SQ.baltic).owner).toBeNull()
    expect(eventTypes(buy.events)).not.toContain('auctionStarted')
    expect(buy.state.turn.seat).toBe(bob)
    const rent = act(
      apocalypse(at(0), [1, 2, 6], {
        lots: { [SQ.baltic]: { owner: dee, level: 2 }, [SQ.mediterranean]: dee },
      }),
      ann,
      {
        type: 'moveSurvivor',
        dice: [0, 1],
        dir: 1,
      },
    )
    expect(payments(rent.events)).toEqual([])
    const salary = act(apocalypse(at(38), [1, 5, 6], { lots: { [SQ.baltic]: ann } }), ann, {
      type: 'moveSurvivor',
      dice: [0, 1],
      dir: 1,
    })
    expect(pos(salary.state, ann)).toBe(4)
    expect(payments(salary.events)).toEqual([])
    const lux = act(apocalypse(at(35), [1, 2, 6]), ann, { type: 'moveSurvivor', dice: [0, 1], dir: 1 })
    expect(pos(lux.state, ann)).toBe(SQ.luxuryTax)
    expect(payments(lux.events)).toEqual([])
  })

  it('R12 Apocalypse: no building, mortgages, trades or bodyguards are ever offered or accepted', () => {
    const s = apocalypse(at(0), [1, 2, 6], {
      lots: { ...owned(ann, [SQ.mediterranean, SQ.baltic]), [SQ.parkPlace]: dee },
    })
    expect(new Set(legal(s, ann).map((a) => a.type))).toEqual(new Set(['moveSurvivor']))
    for (const action of [
      { type: 'build', square: SQ.baltic },
      { type: 'mortgage', square: SQ.baltic },
      { type: 'hireBodyguards', count: 1 },
      {
        type: 'proposeTrade',
        to: dee,
        give: { ...none, cash: 10 },
        get: { ...none, squares: [SQ.parkPlace] },
      },
    ]) {
      expect(isLegal(s, ann, action)).toBe(false)
      expect(() => submitTo(monopozombie, s, ann, action as never)).toThrow(IllegalAction)
    }
  })
})

describe('R13 survivors in the Apocalypse', () => {
  const survivor = (ann: PlayerSpec, dice: [number, number, number], more = {}) =>
    scenario({ players: [ann, at(30, Z), at(30, Z), at(30)], stage: 3, survivorDice: dice, ...more })

  it('R13 roll three d6, choose two and a direction', () => {
    const s = survivor(at(20), [2, 5, 6])
    expect(legalOfType(s, ann, 'moveSurvivor')).toHaveLength(6)
    const back = act(s, ann, { type: 'moveSurvivor', dice: [1, 2], dir: -1 })
    expect(pos(back.state, ann)).toBe(20 - 11)
    expect(eventsOf(back.events, 'diceChosen')).toMatchObject([{ chosen: [1, 2] }])
    const fwd = act(s, ann, { type: 'moveSurvivor', dice: [0, 1], dir: 1 })
    expect(pos(fwd.state, ann)).toBe(27)
  })

  it('R13 doubles → roll again, with no limit and no three-doubles penalty', () => {
    let s = survivor(at(20), [3, 3, 5])
    const moves: [number, number, number][] = [
      [2, 2, 6],
      [4, 4, 1],
      [5, 5, 5],
      [1, 2, 6],
    ]
    const dirs: (1 | -1)[] = [-1, -1, 1, 1, -1]
    for (let k = 0; k < moves.length; k++) {
      const r = act(withDice(s, d6(...moves[k]!)), ann, { type: 'moveSurvivor', dice: [0, 1], dir: dirs[k]! })
      expect(r.state.decision).toEqual({ kind: 'survivorMove', seat: ann })
      expect(r.state.turn.dice).toEqual(moves[k])
      s = r.state
    }
    // 20 -6 -4 +8 +10 = 28; the fifth choice (1+2) is no double: the turn passes.
    expect(pos(s, ann)).toBe(28)
    const last = act(s, ann, { type: 'moveSurvivor', dice: [0, 1], dir: -1 })
    expect(pos(last.state, ann)).toBe(25)
    expect(isZombie(last.state, ann)).toBe(false)
    expect(last.state.turn.seat).toBe(bob)
  })

  it('R13 choosing 1+1 converts the survivor (R1), choosing another pair does not', () => {
    const s = survivor(at(5), [1, 1, 4])
    const snake = act(s, ann, { type: 'moveSurvivor', dice: [0, 1], dir: -1 })
    expect(pos(snake.state, ann)).toBe(SQ.baltic)
    expect(isZombie(snake.state, ann)).toBe(true)
    expect(eventsOf(snake.events, 'converted')).toMatchObject([{ cause: 'snakeEyes' }])
    const other = act(s, ann, { type: 'moveSurvivor', dice: [0, 2], dir: 1 })
    expect(isZombie(other.state, ann)).toBe(false)
  })
})

describe('R14 the human win', () => {
  const lastHuman = (
    ann: PlayerSpec,
    dice: [number, number, number],
    lots: ScenarioSpec['lots'],
    zombieAt = 30,
  ) => scenario({ players: [ann, at(zombieAt, Z), at(30, Z)], stage: 3, survivorDice: dice, lots })

  it('R14 the last human landing on their own improved street with no zombie there wins', () => {
    const s = lastHuman(at(2), [1, 3, 6], { [SQ.oriental]: { owner: ann, level: 1 } })
    const r = act(s, ann, { type: 'moveSurvivor', dice: [0, 1], dir: 1 })
    expect(r.state.winners).toEqual([ann])
    expect(monopozombie.outcome(r.state)?.winners).toEqual([ann])
    expect(monopozombie.toAct(r.state)).toEqual([])
    expect(eventsOf(r.events, 'gameWon')).toMatchObject([{ winners: [ann] }])
  })

  it('R14 no win: unimproved street, someone else’s street, a zombie on the square, or not the last human', () => {
    const move = (s: MonopoState) => act(s, ann, { type: 'moveSurvivor', dice: [0, 1], dir: 1 }).state.winners
    expect(move(lastHuman(at(2), [1, 3, 6], { [SQ.oriental]: ann }))).toBeNull()
    expect(move(lastHuman(at(2), [1, 3, 6], { [SQ.oriental]: { owner: bob, level: 1 } }))).toBeNull()
    expect(
      move(lastHuman(at(2), [1, 3, 6], { [SQ.oriental]: { owner: ann, level: 1 } }, SQ.oriental)),
    ).toBeNull()
    const two = scenario({
      players: [at(2), at(30, Z), at(30, Z), at(30)],
      stage: 3,
      survivorDice: [1, 3, 6],
      lots: { [SQ.oriental]: { owner: ann, level: 1 } },
    })
    expect(move(two)).toBeNull()
  })
})

describe('R15 the zombie win', () => {
  it('R15 once all players are zombies, the first zombie to land on the Jail square wins', () => {
    const s = scenario({ players: [at(20, Z), at(6, Z), at(30, Z)], stage: 3, seat: bob, zombieDice: [2, 2] })
    const r = zombieMoves(s, 1)
    expect(r.state.winners).toEqual([bob])
    // One winner, and the words agree: Bob wins, not "the zombies".
    expect(r.state.endReason).toBe('Bob breaks into Quarantine first and gets the last brains.')
    expect(games.monopozombie?.outcome(r.state)?.headline).toBe('Bob wins')
  })

  it('R15 not while a human is left', () => {
    const s = scenario({ players: [at(20), at(6, Z), at(30, Z)], stage: 3, seat: bob, zombieDice: [2, 2] })
    expect(zombieMoves(s, 1).state.winners).toBeNull()
  })
})

// -------------------------------------------------------------------------------------------------

describe('M1 lap tracking', () => {
  it('M1 the lap is set on reaching or passing GO moving forward, by dice or by the Advance to GO card', () => {
    const dice = roll(scenario({ players: [{ position: 38 }, {}, {}] }), 1, 3)
    expect(dice.state.players[ann]?.lapped).toBe(true)
    const card = roll(scenario({ players: [{ position: 4 }, {}, {}], chance: [CHANCE.go] }), 1, 2)
    expect(card.state.players[ann]).toMatchObject({ position: SQ.go, lapped: true })
    const short = roll(scenario({ players: [{ position: 30 }, {}, {}] }), 1, 3)
    expect(short.state.players[ann]?.lapped).toBe(false)
  })

  it('M1 moving backwards over GO is no lap (an Apocalypse survivor going counter-clockwise)', () => {
    const s = scenario({
      players: [{ position: 2 }, at(20, Z), at(20, Z)],
      stage: 3,
      survivorDice: [2, 3, 6],
    })
    const r = act(s, ann, { type: 'moveSurvivor', dice: [0, 1], dir: -1 })
    expect(r.state.players[ann]).toMatchObject({ position: 37, lapped: false })
  })

  it('M1 the lap counts before the arrival checks: snake eyes from 38 to GO converts', () => {
    const s = scenario({ players: [{ position: 38 }, {}, {}] })
    const r = roll(s, 1, 1)
    expect(r.state.players[ann]).toMatchObject({ position: SQ.go, lapped: true, zombie: true })
    expect(cash(r.state, ann)).toBe(1700)
    expect(eventsOf(r.events, 'converted')).toMatchObject([{ seat: ann, cause: 'snakeEyes' }])
  })
})

describe('M2 what conversion does to the turn', () => {
  it('M2 converted on arrival: the unowned lot is not offered for sale but auctioned among the humans', () => {
    const s = scenario({ players: [at(4), {}, {}, {}] })
    const r = roll(s, 1, 1)
    expect(pos(r.state, ann)).toBe(SQ.oriental)
    expect(r.state.decision).toEqual({ kind: 'auction', seat: bob })
    expect(r.state.auction?.bidders).toEqual([bob, cid, dee])
    // The stage changes as soon as the conversion happens, before the square is resolved.
    const types = eventTypes(r.events)
    expect(types.indexOf('stageChanged')).toBeLessThan(types.indexOf('auctionStarted'))
  })

  it('M2 converted on arrival: no rent is paid, and the doubles re-roll is cancelled', () => {
    const s = scenario({ players: [at(9), {}, {}, {}], lots: { [SQ.stCharles]: bob } })
    const r = roll(s, 1, 1)
    expect(payments(r.events)).toEqual([])
    expect(r.state.turn.seat).toBe(bob)
  })
})

describe('M3 every way to jail converts after the lap', () => {
  it('M3 third doubles after the lap: third move, then converted', () => {
    const s = scenario({
      players: [at(5), {}, {}, {}],
      turn: { doublesInRow: 2 },
      lots: { [SQ.connecticut]: ann },
    })
    const r = roll(s, 2, 2)
    expect(r.state.players[ann]).toMatchObject({ position: SQ.connecticut, zombie: true, inJail: false })
    expect(eventsOf(r.events, 'converted')).toMatchObject([{ cause: 'thirdDoubles' }])
    expect(r.state.turn.seat).toBe(bob)
  })

  it('M3 the Go To Jail square after the lap: stays on 30 and becomes a zombie', () => {
    const r = roll(scenario({ players: [at(25), {}, {}, {}] }), 2, 3)
    expect(r.state.players[ann]).toMatchObject({ position: SQ.goToJail, zombie: true, inJail: false })
    expect(eventsOf(r.events, 'converted')).toMatchObject([{ cause: 'goToJailSquare' }])
  })

  it('M3 before the lap pure Monopoly applies: third doubles and square 30 send the player to jail', () => {
    const third = roll(scenario({ players: [{ position: 5 }, {}, {}], turn: { doublesInRow: 2 } }), 2, 2)
    expect(third.state.players[ann]).toMatchObject({ position: SQ.jail, inJail: true, zombie: false })
    const sq = roll(scenario({ players: [{ position: 25 }, {}, {}] }), 2, 3)
    expect(sq.state.players[ann]).toMatchObject({ position: SQ.jail, inJail: true, zombie: false })
  })
})

describe('M4 snake eyes in special cases', () => {
  it('M4 snake eyes escaping jail: the player leaves, moves 2 to square 12 and arrives as a zombie', () => {
    const s = scenario({
      players: [at(SQ.jail, { ...H, inJail: true }), {}, {}],
      lots: { [SQ.electric]: bob },
    })
    const r = roll(s, 1, 1)
    expect(r.state.players[ann]).toMatchObject({ position: SQ.electric, zombie: true, inJail: false })
    expect(payments(r.events)).toEqual([])
  })

  it('M4 the nearest-utility card’s roll comes up 1+1: converted in place, no rent', () => {
    const s = scenario({
      players: [at(3), {}, {}],
      lots: { [SQ.electric]: bob },
      chance: [CHANCE.utility],
      dice: d6(1, 3, 1, 1),
    })
    const r = act(s, ann, { type: 'roll' })
    expect(r.state.players[ann]).toMatchObject({ position: SQ.electric, zombie: true })
    expect(eventsOf(r.events, 'converted')).toMatchObject([{ cause: 'snakeEyes' }])
    expect(payments(r.events)).toEqual([])
  })

  it('M4 the nearest-utility card’s 1+1 with the immunity card spent: still human, so the rent is paid', () => {
    const s = scenario({
      players: [at(3, { ...H, cards: [CHEST.goojf] }), {}, {}],
      lots: { [SQ.electric]: bob },
      chance: [CHANCE.utility],
      dice: d6(1, 3, 1, 1),
    })
    const r = act(s, ann, { type: 'roll' })
    expect(r.state.decision).toEqual({ kind: 'immunity', seat: ann, cause: 'snakeEyes' })
    const u = act(r.state, ann, { type: 'useImmunity' })
    expect(u.state.players[ann]).toMatchObject({ position: SQ.electric, zombie: false, cards: [] })
    expect(payments(u.events)).toEqual([[ann, bob, 2 * RULES.nearestUtilityMultiplier]])
  })

  it('M4 in the Apocalypse only a chosen 1+1 converts', () => {
    const s = scenario({ players: [at(20), at(30, Z), at(30, Z)], stage: 3, survivorDice: [1, 1, 2] })
    expect(isZombie(act(s, ann, { type: 'moveSurvivor', dice: [1, 2], dir: 1 }).state, ann)).toBe(false)
    expect(isZombie(act(s, ann, { type: 'moveSurvivor', dice: [0, 1], dir: 1 }).state, ann)).toBe(true)
  })

  it('M4 zombies rolling 1+1 on the d4s: nothing happens', () => {
    const s = scenario({ players: [at(30), at(0, Z), at(30)], seat: bob, zombieDice: [1, 1] })
    const r = zombieMoves(s, 1)
    expect(pos(r.state, bob)).toBe(SQ.chest1)
    expect(eventsOf(r.events, 'converted')).toEqual([])
    expect(r.state.turn.seat).toBe(cid)
  })
})

describe('M5 the GOOJF immunity card', () => {
  const holder = (position: number, card = CHANCE.goojf): PlayerSpec => ({ ...H, position, cards: [card] })

  it('M5 the holder is asked; declining, the player converts and the card goes back to its deck', () => {
    const r = roll(scenario({ players: [holder(9), {}, {}, {}], lots: { [SQ.stCharles]: ann } }), 1, 1)
    expect(legal(r.state, ann)).toEqual([{ type: 'useImmunity' }, { type: 'declineImmunity' }])
    const d = act(r.state, ann, { type: 'declineImmunity' })
    expect(isZombie(d.state, ann)).toBe(true)
    expect(d.state.decks.chance.at(-1)).toBe(CHANCE.goojf)
    expect(d.state.players[ann]?.cards).toEqual([])
  })

  it('M5 immunity covers every method: encounter, zombie ground, the Go To Jail square, the card, third doubles', () => {
    const cases: [MonopoState, number, number, string][] = [
      [
        scenario({ players: [holder(13), at(30, Z), {}, {}], lots: { [SQ.stJames]: bob } }),
        1,
        2,
        'infectionGround',
      ],
      [
        scenario({ players: [holder(13), at(16, Z), {}, {}, {}], lots: { [SQ.stJames]: cid } }),
        1,
        2,
        'encounter',
      ],
      [scenario({ players: [holder(25), {}, {}] }), 2, 3, 'goToJailSquare'],
      [scenario({ players: [holder(19), {}, {}], chance: [CHANCE.jail] }), 1, 2, 'goToJailCard'],
      [
        scenario({
          players: [holder(5), {}, {}],
          turn: { doublesInRow: 2 },
          lots: { [SQ.connecticut]: ann },
        }),
        2,
        2,
        'thirdDoubles',
      ],
    ]
    for (const [s, a, b, cause] of cases) {
      const r = roll(s, a, b)
      expect(r.state.decision, cause).toEqual({ kind: 'immunity', seat: ann, cause })
      const u = act(r.state, ann, { type: 'useImmunity' })
      expect(isZombie(u.state, ann), cause).toBe(false)
      expect(u.state.players[ann]?.inJail, cause).toBe(false)
    }
  })

  it('M5 a player who spends the card against a jail conversion stays where they are', () => {
    const r = roll(scenario({ players: [holder(25), {}, {}] }), 2, 3)
    const u = act(r.state, ann, { type: 'useImmunity' })
    expect(u.state.players[ann]).toMatchObject({ position: SQ.goToJail, inJail: false, zombie: false })
  })

  it('M5 before the lap the card still gets a player out of jail (and is spent)', () => {
    const s = scenario({ players: [{ position: SQ.jail, inJail: true, cards: [CHANCE.goojf] }, {}, {}] })
    const r = act(s, ann, { type: 'useJailCard' })
    expect(r.state.players[ann]).toMatchObject({ inJail: false, cards: [] })
    expect(r.state.decks.chance.at(-1)).toBe(CHANCE.goojf)
  })

  it('M5 the card can be traded in Stage 2 but not in Stage 3', () => {
    const offer = {
      type: 'proposeTrade',
      to: cid,
      give: { ...none, cards: [CHANCE.goojf] },
      get: { ...none, cash: 20 },
    }
    const s2 = scenario({ players: [holder(20), at(20, Z), at(20)], stage: 2 })
    expect(isLegal(s2, ann, offer)).toBe(true)
    const s3 = scenario({
      players: [holder(20), at(20, Z), at(20), at(20, Z)],
      stage: 3,
      survivorDice: [1, 2, 3],
    })
    expect(isLegal(s3, ann, offer)).toBe(false)
  })

  it('M5 a zombie drawing a GOOJF card ignores it and puts it back at the bottom', () => {
    const r = bobDrawsFromChest(14, 30, CHEST.goojf)
    expect(r.state.players[bob]?.cards).toEqual([])
    expect(r.state.decks.chest.at(-1)).toBe(CHEST.goojf)
    expect(eventsOf(r.events, 'cardDrawn')).toMatchObject([{ card: CHEST.goojf, ignored: true }])
  })
})

describe('M6 zombie dice and money', () => {
  it('M6 zombie dice are d4s (1..4 each, every face seen) and the whole total moves one chosen direction', () => {
    const seen = new Set<number>()
    for (let k = 0; k < 200; k++) {
      const s = scenario({
        players: [at(30), at(30, Z), at(30)],
        turn: { phase: 'postRoll' },
      })
      const r = act({ ...s, rng: seedRng(`m6:${k}`) }, ann, { type: 'endTurn' })
      expect(r.state.decision).toEqual({ kind: 'zombieMove', seat: bob })
      expect(r.state.turn.diceKind).toBe('d4')
      for (const d of r.state.turn.dice) {
        expect(d).toBeGreaterThanOrEqual(1)
        expect(d).toBeLessThanOrEqual(4)
        seen.add(d)
      }
      if (k < 20) {
        const total = r.state.turn.dice.reduce((a, b) => a + b, 0)
        expect(pos(zombieMoves(r.state, -1).state, bob)).toBe(30 - total)
      }
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4])
  })

  it('M6 zombies never collect the GO salary and never pay rent or tax', () => {
    const go = zombieMoves(
      scenario({ players: [at(20), at(37, Z), at(20)], seat: bob, zombieDice: [2, 3] }),
      1,
    )
    expect(pos(go.state, bob)).toBe(2)
    const tax = zombieMoves(
      scenario({ players: [at(20), at(35, Z), at(20)], seat: bob, zombieDice: [1, 2] }),
      1,
    )
    expect(pos(tax.state, bob)).toBe(SQ.luxuryTax)
    const rent = zombieMoves(
      scenario({
        players: [at(20), at(35, Z), at(20)],
        seat: bob,
        zombieDice: [2, 2],
        lots: { [SQ.boardwalk]: { owner: ann, level: 0 } },
      }),
      1,
    )
    expect(pos(rent.state, bob)).toBe(SQ.boardwalk)
    for (const r of [go, tax, rent]) {
      expect(payments(r.events)).toEqual([])
      expect(cash(r.state, bob)).toBe(1500)
    }
  })
})

describe('M7 zombies on card squares, taxes and corners', () => {
  it('M7 a zombie on Go To Jail just stands there; on 10 it is Just Visiting, never in jail', () => {
    const thirty = zombieMoves(
      scenario({ players: [at(20), at(26, Z), at(20)], seat: bob, zombieDice: [2, 2] }),
      1,
    )
    expect(thirty.state.players[bob]).toMatchObject({ position: SQ.goToJail, inJail: false })
    const ten = zombieMoves(
      scenario({ players: [at(20), at(14, Z), at(20)], seat: bob, zombieDice: [2, 2] }),
      -1,
    )
    expect(ten.state.players[bob]).toMatchObject({ position: SQ.jail, inJail: false })
  })

  it('M7 a zombie on a card square draws, reveals and puts the card at the bottom with no effect', () => {
    const r = bobDrawsFromChest(30, 20, CHEST.bankError)
    expect(pos(r.state, bob)).toBe(SQ.chest3)
    expect(r.state.decks.chest.at(-1)).toBe(CHEST.bankError)
    expect(r.state.decks.chest).toHaveLength(16)
    expect(cash(r.state, bob)).toBe(1500)
  })
})

describe('M8 a new zombie’s assets', () => {
  it('M8 the new zombie keeps its lots (mortgages and buildings as they are); its cash is frozen; GOOJF cards return to the decks', () => {
    const s = scenario({
      players: [at(4, { ...H, cash: 900, cards: [CHANCE.goojf, CHEST.goojf] }), {}, {}, {}],
      lots: {
        [SQ.mediterranean]: { owner: ann, level: 2 },
        [SQ.baltic]: { owner: ann, level: 2 },
        [SQ.parkPlace]: { owner: ann, mortgaged: true },
      },
      chance: [CHANCE.jail],
    })
    const r = roll(s, 1, 2)
    expect(r.state.decision).toEqual({ kind: 'immunity', seat: ann, cause: 'goToJailCard' })
    const z = act(r.state, ann, { type: 'declineImmunity' })
    expect(z.state.players[ann]).toMatchObject({ zombie: true, cash: 900, cards: [] })
    expect(z.state.decks.chance.at(-1)).toBe(CHANCE.goojf)
    expect(z.state.decks.chest.at(-1)).toBe(CHEST.goojf)
    expect(lotAt(z.state, SQ.baltic)).toMatchObject({ owner: ann, level: 2 })
    expect(lotAt(z.state, SQ.parkPlace)).toMatchObject({ owner: ann, mortgaged: true })
  })

  it('M8 zombie lots cannot be traded, mortgaged or built on; a zombie does no commerce', () => {
    const s = scenario({
      players: [at(20), at(20, Z), at(20), at(20)],
      lots: { ...owned(bob, [SQ.mediterranean, SQ.baltic]), [SQ.parkPlace]: ann },
    })
    const ask = {
      type: 'proposeTrade',
      to: bob,
      give: { ...none, cash: 10 },
      get: { ...none, squares: [SQ.baltic] },
    }
    expect(isLegal(s, ann, ask)).toBe(false)
    const zombieTurn = scenario({
      players: [at(20), at(20, Z), at(20), at(20)],
      seat: bob,
      zombieDice: [1, 2],
      lots: owned(bob, [SQ.mediterranean, SQ.baltic]),
    })
    expect(new Set(legal(zombieTurn, bob).map((a) => a.type))).toEqual(new Set(['moveZombie']))
    for (const action of [
      { type: 'build', square: SQ.baltic },
      { type: 'mortgage', square: SQ.baltic },
      { type: 'proposeTrade', to: ann, give: { ...none, squares: [SQ.baltic] }, get: none },
    ]) {
      expect(isLegal(zombieTurn, bob, action)).toBe(false)
    }
  })

  it('M8 payments in progress are cancelled when the payer turns', () => {
    // Ann draws "pay each player $50" with $60: Bob is paid, Cid is owed, Ann goes bankrupt and turns.
    const s = scenario({ players: [{ position: 4, cash: 60 }, {}, {}, {}], chance: [CHANCE.chairman] })
    const r = roll(s, 1, 2)
    expect(r.state.debt).toMatchObject({ seat: ann, creditor: cid, amount: 50 })
    const b = act(r.state, ann, { type: 'declareBankruptcy' })
    expect(isZombie(b.state, ann)).toBe(true)
    expect(b.state.debt).toBeNull()
    expect([cash(b.state, bob), cash(b.state, cid), cash(b.state, dee)]).toEqual([1550, 1510, 1500])
    expect(b.state.steps.some((step) => step.do === 'pay')).toBe(false)
  })
})

describe('M9 zombie railroads and utilities', () => {
  it('M9 zombie railroads convert humans: never improved, they always convert, bodyguards or not', () => {
    const s = scenario({ players: [at(12), at(20, Z), at(20), at(20)], lots: { [SQ.pennsylvaniaRR]: bob } })
    const h = act(s, ann, { type: 'hireBodyguards', count: 3 })
    const r = roll(h.state, 1, 2)
    expect(isZombie(r.state, ann)).toBe(true)
    expect(eventsOf(r.events, 'converted')).toMatchObject([{ cause: 'infectionGround' }])
  })

  it('M9 a zombie utility converts too', () => {
    const s = scenario({ players: [at(25), at(20, Z), at(20), at(20)], lots: { [SQ.water]: bob } })
    expect(isZombie(roll(s, 1, 2).state, ann)).toBe(true)
  })
})

describe('M10 the auction when a zombie lands', () => {
  it('M10 humans only bid, a human in jail included; the zombie cannot bid', () => {
    const s = scenario({
      players: [at(SQ.jail, { ...H, inJail: true }), at(20, Z), at(20), at(20, Z), at(20)],
      seat: bob,
      zombieDice: [1, 1],
    })
    const r = zombieMoves(s, -1)
    expect(r.state.auction?.bidders).toEqual([cid, eve, ann])
  })

  it('M10 nobody bidding leaves the lot unowned', () => {
    const s = scenario({ players: [at(20), at(20, Z), at(20), at(20)], seat: bob, zombieDice: [1, 1] })
    const r = play(zombieMoves(s, -1).state, { type: 'pass' }, { type: 'pass' }, { type: 'pass' })
    expect(lotAt(r.state, SQ.tennessee).owner).toBeNull()
    expect(r.state.turn.seat).toBe(cid)
  })

  it('M10 in Stage 3 there is no auction', () => {
    const s = scenario({ players: [at(20), at(20, Z), at(20, Z)], stage: 3, seat: bob, zombieDice: [1, 1] })
    const r = zombieMoves(s, -1)
    expect(r.state.auction).toBeNull()
    expect(eventTypes(r.events)).not.toContain('auctionStarted')
  })
})

describe('M11 rent between humans in the Outbreak', () => {
  it('M11 a zombie lot in the group breaks the monopoly: no double rent', () => {
    const s = scenario({
      players: [at(3), at(20), at(20, Z), at(20)],
      lots: { [SQ.oriental]: bob, [SQ.vermont]: bob, [SQ.connecticut]: cid },
    })
    expect(payments(roll(s, 1, 2).events)).toEqual([[ann, bob, 6]])
  })
})

describe('M8 building next to a zombie lot', () => {
  it('M8 humans cannot complete a colour group that includes a zombie lot, so nobody builds there', () => {
    const s = scenario({
      players: [at(20), at(20), at(20, Z), at(20)],
      lots: { [SQ.oriental]: ann, [SQ.vermont]: ann, [SQ.connecticut]: cid },
    })
    expect(legalOfType(s, ann, 'build')).toEqual([])
  })
})

describe('M12 bodyguard timing', () => {
  const outbreak = (ann: PlayerSpec, more = {}) =>
    scenario({ players: [ann, at(20, Z), at(20), at(20)], ...more })

  it('M12 bodyguards are hired only before the roll and only in Stage 2', () => {
    expect(isLegal(outbreak(at(5)), ann, { type: 'hireBodyguards', count: 1 })).toBe(true)
    expect(
      isLegal(outbreak(at(5), { turn: { phase: 'postRoll' } }), ann, { type: 'hireBodyguards', count: 1 }),
    ).toBe(false)
    const stage1 = scenario({ players: [at(5), at(20), at(20)] })
    expect(isLegal(stage1, ann, { type: 'hireBodyguards', count: 1 })).toBe(false)
    expect(isLegal(outbreak(at(5, { ...H, cash: 250 })), ann, { type: 'hireBodyguards', count: 3 })).toBe(
      false,
    )
    expect(isLegal(outbreak(at(5, { ...H, cash: 250 })), ann, { type: 'hireBodyguards', count: 2 })).toBe(
      true,
    )
  })

  it('M12 a player may mortgage to raise the money for bodyguards', () => {
    const s = outbreak(at(5, { ...H, cash: 50 }), { lots: { [SQ.parkPlace]: ann } })
    expect(isLegal(s, ann, { type: 'hireBodyguards', count: 1 })).toBe(false)
    const r = play(s, { type: 'mortgage', square: SQ.parkPlace }, { type: 'hireBodyguards', count: 2 })
    expect(r.state.players[ann]).toMatchObject({ bodyguards: 2, cash: 25 })
  })

  it('M12 bodyguards do not protect against R9 (unimproved zombie ground)', () => {
    const s = outbreak(at(8), { lots: { [SQ.stCharles]: bob } })
    const r = roll(act(s, ann, { type: 'hireBodyguards', count: 2 }).state, 1, 2)
    expect(isZombie(r.state, ann)).toBe(true)
  })

  it('M12 bodyguards expire when Stage 3 begins', () => {
    // Three humans (Cid guarded) and one zombie; Ann's conversion makes it 2 against 2.
    const s = scenario({
      players: [at(4), at(20, Z), at(20, { ...H, bodyguards: 2 }), at(20)],
      chance: [CHANCE.jail],
    })
    const r = roll(s, 1, 2)
    expect(r.state.stage).toBe(3)
    expect(r.state.players[cid]?.bodyguards).toBe(0)
  })
})

describe('M13 encounter evaluation order', () => {
  it('M13 a human arriving on an improved zombie lot with zombies: R10 first; surviving, the lot is marked occupied', () => {
    const s = scenario({
      players: [at(8), at(SQ.stCharles, Z), at(20), at(20)],
      lots: { [SQ.stCharles]: { owner: bob, level: 1 } },
    })
    const r = roll(s, 1, 2)
    expect(isZombie(r.state, ann)).toBe(false)
    expect(r.state.occupied).toEqual([SQ.stCharles])
  })

  it('M13 converted by R10 on arrival, the human never occupied the lot: no demolition is owed', () => {
    const s = scenario({
      players: [at(8), at(SQ.stCharles, Z), at(20), at(SQ.stCharles, Z), at(20), at(20)],
      lots: { [SQ.stCharles]: { owner: bob, level: 1 } },
    })
    const r = roll(s, 1, 2)
    expect(isZombie(r.state, ann)).toBe(true)
    expect(eventsOf(r.events, 'converted')).toMatchObject([{ cause: 'encounter' }])
    expect(lotAt(r.state, SQ.stCharles).level).toBe(1)
    expect(r.state.occupied).toEqual([])
  })

  it('M13 a conversion on arrival comes before R11: the snake-eyes zombie arriving on a vacant improved lot demolishes it', () => {
    const s = scenario({
      players: [at(4), {}, {}, {}],
      lots: owned(cid, [SQ.oriental, SQ.vermont, SQ.connecticut], 2),
    })
    const r = roll(s, 1, 1)
    expect(isZombie(r.state, ann)).toBe(true)
    expect(lotAt(r.state, SQ.oriental).level).toBe(1)
    const types = eventTypes(r.events)
    expect(types.indexOf('converted')).toBeLessThan(types.indexOf('demolished'))
  })

  it('M13 the Go To Jail square converts on arrival (M3), before R10: the new zombie counts against a human already there', () => {
    // Bob stands on 30 beside a zombie (say he spent a card there); nobody has arrived since.
    const s = scenario({ players: [at(25), at(SQ.goToJail), at(SQ.goToJail, Z), at(0), at(0)] })
    const r = roll(s, 2, 3)
    expect(eventsOf(r.events, 'converted')).toMatchObject([
      { seat: ann, cause: 'goToJailSquare' },
      { seat: bob, cause: 'encounter' },
    ])
    expect(isZombie(r.state, bob)).toBe(true)
  })

  it('M13 every human there converts at once, except the immune (not lapped) and those spending a GOOJF', () => {
    const s = scenario({
      players: [
        at(20),
        at(2, Z),
        at(SQ.oriental),
        { position: SQ.oriental },
        at(SQ.oriental, { ...H, cards: [CHEST.goojf] }),
        at(SQ.oriental, Z),
        at(SQ.oriental, Z),
        at(20),
      ],
      seat: bob,
      zombieDice: [2, 2],
    })
    // 3 zombies against 3 humans: all are overrun.
    const r = zombieMoves(s, 1)
    expect(isZombie(r.state, cid)).toBe(true)
    expect(eventsOf(r.events, 'conversionResisted')).toMatchObject([{ seat: dee }])
    expect(r.state.decision).toEqual({ kind: 'immunity', seat: eve, cause: 'encounter' })
    const u = act(r.state, eve, { type: 'useImmunity' })
    expect([isZombie(u.state, dee), isZombie(u.state, eve)]).toEqual([false, false])
  })
})

describe('M14 one level of demolition', () => {
  const vacantHotel = (extra: ScenarioSpec['lots'] = {}) =>
    scenario({
      players: [at(20), at(0, Z), at(20), at(20)],
      seat: bob,
      zombieDice: [1, 2],
      lots: { [SQ.mediterranean]: { owner: ann, level: 4 }, [SQ.baltic]: { owner: ann, level: 5 }, ...extra },
    })
  /** Cid's houses: 4 on each of six streets, and `onStJames` more on St. James. */
  const cidsHouses = (onStJames: number): ScenarioSpec['lots'] => ({
    ...owned(cid, [SQ.oriental, SQ.vermont, SQ.connecticut, SQ.stCharles, SQ.states, SQ.virginia], 4),
    [SQ.stJames]: { owner: cid, level: onStJames },
  })

  it('M14 a hotel becomes 4 houses when the bank has 4', () => {
    const r = zombieMoves(vacantHotel(), 1)
    expect(lotAt(r.state, SQ.baltic).level).toBe(4)
    expect(r.state.bankHotels).toBe(RULES.hotels)
    expect(r.state.bankHouses).toBe(RULES.houses - 8)
  })

  it('M14 hotel demolished when the bank has no houses drops to 0 houses', () => {
    const s = vacantHotel(cidsHouses(4))
    expect(s.bankHouses).toBe(0)
    const r = zombieMoves(s, 1)
    expect(lotAt(r.state, SQ.baltic).level).toBe(0)
    expect(r.state.bankHotels).toBe(RULES.hotels)
    expect(r.state.bankHouses).toBe(0)
    expect(eventsOf(r.events, 'demolished')).toMatchObject([{ square: SQ.baltic, level: 0 }])
  })

  it('M14 a hotel comes down to as many houses as the bank can supply (2)', () => {
    const s = vacantHotel(cidsHouses(2))
    expect(s.bankHouses).toBe(2)
    const r = zombieMoves(s, 1)
    expect(lotAt(r.state, SQ.baltic).level).toBe(2)
    expect(r.state.bankHouses).toBe(0)
  })

  it('M14 even building does not bind zombies; a zombie’s own lot is demolished too', () => {
    const s = scenario({
      players: [at(20), at(2, Z), at(20), at(20)],
      seat: bob,
      zombieDice: [2, 2],
      lots: { [SQ.oriental]: { owner: bob, level: 1 }, [SQ.vermont]: { owner: bob, level: 2 } },
    })
    const r = zombieMoves(s, 1)
    expect(lotAt(r.state, SQ.oriental).level).toBe(0)
    expect(lotAt(r.state, SQ.vermont).level).toBe(2)
    expect(r.state.bankHouses).toBe(RULES.houses - 2)
  })
})

describe('M15 demolition at the end of a human occupation', () => {
  it('M15 several humans on an improved zombie lot: one demolition, when the last one leaves', () => {
    const s = scenario({
      players: [at(8), at(20, Z), at(SQ.stCharles), at(20)],
      lots: { [SQ.stCharles]: { owner: bob, level: 3 }, [SQ.virginia]: ann, [SQ.tennessee]: cid },
      occupied: [SQ.stCharles],
    })
    const arrive = roll(s, 1, 2)
    expect(arrive.state.occupied).toEqual([SQ.stCharles])
    const annLeaves = roll({ ...arrive.state, turn: { ...arrive.state.turn, phase: 'preRoll' } }, 1, 2)
    expect(lotAt(annLeaves.state, SQ.stCharles).level).toBe(3)
    const cidLeaves = roll(turnOf(annLeaves.state, cid), 3, 4)
    expect(pos(cidLeaves.state, cid)).toBe(SQ.tennessee)
    expect(lotAt(cidLeaves.state, SQ.stCharles).level).toBe(2)
    expect(cidLeaves.state.occupied).toEqual([])
  })

  it('M15 the occupation also ends when the last human there is converted there', () => {
    const s = scenario({
      players: [at(20), at(9, Z), at(SQ.stCharles), at(20), at(SQ.stCharles, Z)],
      seat: bob,
      zombieDice: [1, 1],
      lots: { [SQ.stCharles]: { owner: eve, level: 1 } },
      occupied: [SQ.stCharles],
    })
    // Two zombies against Cid and one house: Cid turns, the occupation ends, one level goes.
    const r = zombieMoves(s, 1)
    expect(isZombie(r.state, cid)).toBe(true)
    expect(lotAt(r.state, SQ.stCharles).level).toBe(0)
    expect(r.state.occupied).toEqual([])
  })
})

describe('M16 a zombie arriving among humans', () => {
  it('M16 a zombie arriving while humans are present never demolishes, nor when they later leave', () => {
    const s = scenario({
      players: [at(SQ.oriental), at(2, Z), at(20), at(20), at(20)],
      seat: bob,
      zombieDice: [2, 2],
      lots: { ...owned(cid, [SQ.oriental, SQ.vermont, SQ.connecticut], 2), [SQ.states]: ann },
    })
    const r = zombieMoves(s, 1)
    expect(isZombie(r.state, ann)).toBe(false)
    expect(lotAt(r.state, SQ.oriental).level).toBe(2)
    expect(eventTypes(r.events)).not.toContain('demolished')
    const leave = roll(turnOf(r.state, ann), 3, 4)
    expect(pos(leave.state, ann)).toBe(SQ.states)
    expect(lotAt(leave.state, SQ.oriental).level).toBe(2)
  })
})

describe('M17 the Apocalypse threshold', () => {
  const jailCard = (players: PlayerSpec[], options = {}) =>
    roll(scenario({ players, chance: [CHANCE.jail], options }), 1, 2)

  it('M17 with 2 players the first conversion goes straight to the Apocalypse', () => {
    const r = jailCard([at(4), at(20)])
    expect(r.state.stage).toBe(3)
    expect(eventsOf(r.events, 'stageChanged').map((e) => e.stage)).toEqual([2, 3])
  })

  it('M17 with 3 players it takes 2 zombies', () => {
    expect(jailCard([at(4), at(20), at(20)]).state.stage).toBe(2)
    expect(jailCard([at(4), at(20, Z), at(20)]).state.stage).toBe(3)
  })

  it('M17 halfThePlayers: zombies ≥ floor(players / 2) — 2 zombies of 5 players', () => {
    const five = [at(4), at(20, Z), at(20), at(20), at(20)]
    expect(jailCard(five).state.stage).toBe(2)
    expect(jailCard(five, { apocalypseAt: 'halfThePlayers' }).state.stage).toBe(3)
  })

  it('M17 with elimination, an elimination that leaves zombies ≥ humans starts the Apocalypse', () => {
    // Bob a zombie, Ann and Cid human: Ann goes bankrupt and leaves; 1 zombie against 1 human.
    const s = scenario({
      players: [{ position: 35, cash: 10 }, at(20, Z), at(20)],
      options: { bankruptcy: 'eliminate' },
    })
    const r = roll(s, 1, 2)
    const b = act(r.state, ann, { type: 'declareBankruptcy' })
    expect(b.state.players[ann]?.eliminated).toBe(true)
    expect(b.state.stage).toBe(3)
  })
})

describe('M18 entering the Apocalypse', () => {
  it('M18 jailed humans walk out to Just Visiting, bodyguards expire, mortgages stay', () => {
    const s = scenario({
      players: [
        at(4),
        at(20, Z),
        at(SQ.jail, { inJail: true, jailRolls: 1 }),
        at(20, { ...H, bodyguards: 1 }),
      ],
      lots: { [SQ.parkPlace]: { owner: dee, mortgaged: true } },
      chance: [CHANCE.jail],
    })
    const r = roll(s, 1, 2)
    expect(r.state.stage).toBe(3)
    expect(r.state.players[cid]).toMatchObject({ position: SQ.jail, inJail: false, jailRolls: 0 })
    expect(eventsOf(r.events, 'leftJail')).toMatchObject([{ seat: cid, how: 'apocalypse' }])
    expect(r.state.players[dee]?.bodyguards).toBe(0)
    expect(lotAt(r.state, SQ.parkPlace)).toMatchObject({ owner: dee, mortgaged: true })
  })

  const survivor = (position: number, dice: [number, number, number], more: Partial<ScenarioSpec> = {}) =>
    scenario({ players: [at(position), at(30, Z), at(30, Z), at(20)], stage: 3, survivorDice: dice, ...more })

  it('M18 in the Apocalypse a Go to Jail card still converts; a GOOJF card is kept', () => {
    const jail = act(survivor(4, [1, 2, 6], { chance: [CHANCE.jail] }), ann, {
      type: 'moveSurvivor',
      dice: [0, 1],
      dir: 1,
    })
    expect(jail.state.players[ann]).toMatchObject({ position: SQ.chance1, zombie: true })
    const keep = act(survivor(4, [1, 2, 6], { chance: [CHANCE.goojf] }), ann, {
      type: 'moveSurvivor',
      dice: [0, 1],
      dir: 1,
    })
    expect(keep.state.players[ann]?.cards).toEqual([CHANCE.goojf])
  })

  it('M18 in the Apocalypse money and movement cards are ignored', () => {
    for (const card of [CHANCE.go, CHANCE.loan, CHANCE.speeding, CHANCE.back3, CHANCE.railroad]) {
      const r = act(survivor(4, [1, 2, 6], { chance: [card] }), ann, {
        type: 'moveSurvivor',
        dice: [0, 1],
        dir: 1,
      })
      expect(pos(r.state, ann)).toBe(SQ.chance1)
      expect(cash(r.state, ann)).toBe(1500)
      expect(eventsOf(r.events, 'cardDrawn')).toMatchObject([{ card, ignored: true }])
    }
  })

  it('M18 the Go To Jail square still converts a lapped human in the Apocalypse', () => {
    const r = act(survivor(25, [2, 3, 6]), ann, { type: 'moveSurvivor', dice: [0, 1], dir: 1 })
    expect(r.state.players[ann]).toMatchObject({ position: SQ.goToJail, zombie: true, inJail: false })
  })
})

describe('M19 the human win and the anti-stall rules', () => {
  it('M19 already standing on the improved lot when becoming the last human does not count: they must land there', () => {
    // Ann stands on her improved Oriental; Cid, the other human, is converted by Go To Jail.
    const s = scenario({
      players: [at(SQ.oriental), at(20, Z), at(25), at(20, Z)],
      stage: 3,
      seat: cid,
      survivorDice: [2, 3, 6],
      lots: { [SQ.oriental]: { owner: ann, level: 1 } },
    })
    const r = act(s, cid, { type: 'moveSurvivor', dice: [0, 1], dir: 1 })
    expect(isZombie(r.state, cid)).toBe(true)
    expect(r.state.winners).toBeNull()
  })

  it('M19 hopelessLastHuman zombiesWin: the last human owning no improved street loses at once', () => {
    const players = [at(4), at(20, Z), at(20, Z), at(20)]
    const off = roll(scenario({ players, chance: [CHANCE.jail], stage: 2 }), 1, 2)
    expect(off.state.winners).toBeNull()
    const on = roll(
      scenario({ players, chance: [CHANCE.jail], stage: 2, options: { hopelessLastHuman: 'zombiesWin' } }),
      1,
      2,
    )
    expect(on.state.winners).toEqual([ann, bob, cid])
    const hopeful = roll(
      scenario({
        players,
        chance: [CHANCE.jail],
        stage: 2,
        options: { hopelessLastHuman: 'zombiesWin' },
        lots: { [SQ.boardwalk]: { owner: dee, level: 1 } },
      }),
      1,
      2,
    )
    expect(hopeful.state.winners).toBeNull()
  })

  it('M19 hopelessLastHuman zombiesWin: the zombies win as soon as a demolition leaves the last human no improved street', () => {
    const s = scenario({
      players: [at(20), at(2, Z), at(30, Z)],
      stage: 3,
      seat: bob,
      zombieDice: [2, 2],
      options: { hopelessLastHuman: 'zombiesWin' },
      lots: { [SQ.oriental]: { owner: ann, level: 1 } },
    })
    const r = zombieMoves(s, 1)
    expect(lotAt(r.state, SQ.oriental).level).toBe(0)
    expect(r.state.winners).toEqual([bob, cid])
    expect(r.state.steps).toEqual([])
    const playOn = zombieMoves({ ...s, options: { ...s.options, hopelessLastHuman: 'playOn' } }, 1)
    expect(playOn.state.winners).toBeNull()
  })

  it('M19 hopelessLastHuman zombiesWin: also when an elimination leaves one hopeless human', () => {
    const s = scenario({
      players: [{ position: 35, cash: 10 }, at(20, Z), at(20)],
      options: { bankruptcy: 'eliminate', hopelessLastHuman: 'zombiesWin' },
    })
    const b = act(roll(s, 1, 2).state, ann, { type: 'declareBankruptcy' })
    expect(b.state.stage).toBe(3)
    expect(b.state.winners).toEqual([bob])
  })

  it('M19 the stall limit: after stallRounds rounds the zombies are declared the winners', () => {
    const s = scenario({
      players: [at(20), at(20, Z), at(20)],
      seat: cid,
      turn: { phase: 'postRoll', round: 3 },
      options: { stallRounds: 3 },
    })
    const r = act(s, cid, { type: 'endTurn' })
    expect(r.state.winners).toEqual([bob])
    expect(r.state.endReason).toMatch(/3 rounds/)
  })

  it('M19 the stall limit with no zombie yet: the richest survivor wins', () => {
    const s = scenario({
      players: [{ cash: 1000 }, { cash: 1200 }, { cash: 900 }],
      seat: cid,
      turn: { phase: 'postRoll', round: 2 },
      options: { stallRounds: 2 },
      lots: { [SQ.boardwalk]: ann },
    })
    const r = act(s, cid, { type: 'endTurn' })
    expect(r.state.winners).toEqual([ann])
  })

  it('M19 a round ends when play comes back to the first seat', () => {
    const s = scenario({ players: 3, seat: cid, firstSeat: 1, turn: { phase: 'postRoll', round: 1 } })
    expect(act(s, cid, { type: 'endTurn' }).state.turn.round).toBe(1)
    const back = scenario({ players: 3, seat: ann, firstSeat: 1, turn: { phase: 'postRoll', round: 1 } })
    expect(act(back, ann, { type: 'endTurn' }).state.turn.round).toBe(2)
  })
})

describe('M20 the zombie win', () => {
  it('M20 the arrival that converts the last human counts: snake eyes from 8 onto Jail wins for the new zombie', () => {
    const s = scenario({ players: [at(8), at(30, Z), at(30, Z)], stage: 3, survivorDice: [1, 1, 5] })
    const r = act(s, ann, { type: 'moveSurvivor', dice: [0, 1], dir: 1 })
    expect(isZombie(r.state, ann)).toBe(true)
    expect(r.state.winners).toEqual([ann])
  })

  it('M20 passing through Jail is no win: the arrival must be exact', () => {
    const s = scenario({ players: [at(30, Z), at(8, Z), at(30, Z)], stage: 3, seat: bob, zombieDice: [2, 2] })
    const r = zombieMoves(s, 1)
    expect(pos(r.state, bob)).toBe(SQ.electric)
    expect(r.state.winners).toBeNull()
  })

  it('M20 a human overrun on arrival at Jail arrived as a human: no win for the new zombie, and play goes on', () => {
    const s = scenario({
      players: [at(7), at(SQ.jail, Z), at(SQ.jail, Z)],
      stage: 3,
      survivorDice: [1, 2, 5],
    })
    const r = act(s, ann, { type: 'moveSurvivor', dice: [0, 1], dir: 1 })
    expect(eventsOf(r.events, 'converted')).toMatchObject([{ seat: ann, cause: 'encounter' }])
    expect(r.state.winners).toBeNull()
    expect(r.state.decision).toEqual({ kind: 'zombieMove', seat: bob })
  })

  it('M20 a zombie arriving on Jail and overrunning the last human there wins', () => {
    const s = scenario({
      players: [at(30, Z), at(6, Z), at(SQ.jail)],
      stage: 3,
      seat: bob,
      zombieDice: [2, 2],
    })
    const r = zombieMoves(s, 1)
    expect(isZombie(r.state, cid)).toBe(true)
    expect(r.state.winners).toEqual([bob])
  })

  it('M20 a zombie standing on Jail must leave and come back', () => {
    const s = scenario({
      players: [at(30, Z), at(SQ.jail, Z), at(30, Z)],
      stage: 3,
      seat: bob,
      zombieDice: [1, 1],
    })
    expect(zombieMoves(s, 1).state.winners).toBeNull()
  })
})

describe('M21 bankruptcy in Stages 1 and 2', () => {
  it('M21 zombify (default): the debt is settled by Monopoly rules, then the bankrupt becomes a zombie, even before the lap', () => {
    const s = scenario({ players: [{ position: 35, cash: 10 }, {}, {}, {}] })
    const r = roll(s, 1, 2)
    const b = act(r.state, ann, { type: 'declareBankruptcy' })
    expect(b.state.players[ann]).toMatchObject({ zombie: true, eliminated: false, lapped: false })
    expect(eventsOf(b.events, 'converted')).toMatchObject([{ cause: 'bankruptcy' }])
    expect(b.state.stage).toBe(2)
  })

  it('M21 a bankrupt player turns even when the creditor’s own bankruptcy (on the 10% interest) starts the Apocalypse first', () => {
    // Ann owes Bob rent she cannot pay; Bob cannot pay the 10% on the mortgaged lots he inherits.
    const s = scenario({
      players: [{ cash: 3 }, { cash: 0 }, at(20, Z)],
      lots: {
        [SQ.baltic]: bob,
        [SQ.parkPlace]: { owner: ann, mortgaged: true },
        [SQ.boardwalk]: { owner: ann, mortgaged: true },
      },
    })
    const r = roll(s, 1, 2)
    const a = act(r.state, ann, { type: 'declareBankruptcy' })
    expect(a.state.debt).toMatchObject({ seat: bob, creditor: 'bank', amount: 38 })
    const b = act(a.state, bob, { type: 'declareBankruptcy' })
    expect(b.state.players.map((p) => p.zombie)).toEqual([true, true, true])
    expect(b.state.stage).toBe(3)
  })

  it('M21 eliminate: the bankrupt leaves the game, counted as neither human nor zombie, and is skipped in turn order', () => {
    const s = scenario({
      players: [{ position: 35, cash: 10 }, {}, {}],
      options: { bankruptcy: 'eliminate' },
    })
    const r = roll(s, 1, 2)
    const b = act(r.state, ann, { type: 'declareBankruptcy' })
    expect(b.state.players[ann]).toMatchObject({ eliminated: true, zombie: false })
    expect(b.state.stage).toBe(1)
    expect(b.state.turn.seat).toBe(bob)
    const end = scenario({
      players: 3,
      seat: cid,
      turn: { phase: 'postRoll' },
      options: { bankruptcy: 'eliminate' },
    })
    const gone: MonopoState = {
      ...end,
      players: end.players.map((p, i) => (i === ann ? { ...p, eliminated: true } : p)),
    }
    expect(act(gone, cid, { type: 'endTurn' }).state.turn.seat).toBe(bob)
  })

  it('M21 bankrupt on the fine after a third failed jail roll: the new zombie does not move by the human’s dice (R7)', () => {
    const s = scenario({
      players: [{ position: SQ.jail, inJail: true, jailRolls: 2, cash: 30 }, {}, {}, {}],
    })
    const r = roll(s, 1, 2)
    expect(r.state.debt).toMatchObject({ seat: ann, creditor: 'bank', amount: RULES.jailFine })
    const b = act(r.state, ann, { type: 'declareBankruptcy' })
    expect(b.state.players[ann]).toMatchObject({ zombie: true, position: SQ.jail, inJail: false })
    expect(eventsOf(b.events, 'tokenMoved')).toEqual([])
    expect(b.state.turn.seat).toBe(bob)
  })

  it('M21 eliminate: a player bankrupt on the third failed jail roll’s fine leaves the game without moving', () => {
    const s = scenario({
      players: [{ position: SQ.jail, inJail: true, jailRolls: 2, cash: 30 }, {}, {}],
      options: { bankruptcy: 'eliminate' },
    })
    const b = act(roll(s, 1, 2).state, ann, { type: 'declareBankruptcy' })
    expect(b.state.players[ann]).toMatchObject({ eliminated: true, position: SQ.jail })
    expect(eventsOf(b.events, 'tokenMoved')).toEqual([])
  })

  it('M21 eliminate: with 2 players the other is the last player standing and wins', () => {
    const s = scenario({ players: [{ position: 35, cash: 10 }, {}], options: { bankruptcy: 'eliminate' } })
    const b = act(roll(s, 1, 2).state, ann, { type: 'declareBankruptcy' })
    expect(b.state.winners).toEqual([bob])
  })
})

describe('M22 turn order', () => {
  it('M22 zombies keep their seats: a zombie’s turn is 2d4, a direction, one move, then the next seat', () => {
    const s = scenario({
      players: [at(20), at(20, Z), at(20), at(20)],
      turn: { phase: 'postRoll' },
      lots: { [SQ.ventnor]: ann },
    })
    const r = act(withDice(s, d4(3, 4)), ann, { type: 'endTurn' })
    expect(r.state.turn).toMatchObject({ seat: bob, dice: [3, 4], diceKind: 'd4' })
    expect(eventsOf(r.events, 'diceRolled')).toMatchObject([{ seat: bob, dice: [3, 4], kind: 'd4' }])
    const m = zombieMoves(r.state, 1)
    expect(pos(m.state, bob)).toBe(27)
    expect(m.state.turn.seat).toBe(cid)
  })
})

describe('M23 commerce only on the active human’s turn', () => {
  it('M23 only the active human builds, mortgages and trades; others cannot act out of turn', () => {
    const m = Match.create(games, {
      game: 'monopozombie',
      players: [{ name: 'A' }, { name: 'B' }],
      seed: 'm23',
      options: { firstSeat: 0 },
    })
    const e = refusal(() => m.submit(1, { type: 'mortgage', square: 1 }))
    expect(e.code).toBe('NOT_YOUR_TURN')
    const s = scenario({ players: [at(20), at(20)], lots: { ...owned(bob, [SQ.mediterranean, SQ.baltic]) } })
    expect(legal(s, bob)).toEqual([])
    expect(() => submitTo(monopozombie, s, bob, { type: 'build', square: SQ.baltic })).toThrow(IllegalAction)
  })
})

describe('M24 the housing supply', () => {
  it('M24 the bank starts with 32 houses and 12 hotels; demolished buildings return to it', () => {
    const fresh = monopozombie.setup([{ name: 'A' }, { name: 'B' }], 1, monopozombie.resolveOptions({}, 2))
    expect([fresh.bankHouses, fresh.bankHotels]).toEqual([32, 12])
    const s = scenario({
      players: [at(20), at(2, Z), at(20), at(20)],
      seat: bob,
      zombieDice: [2, 2],
      lots: owned(ann, [SQ.oriental, SQ.vermont, SQ.connecticut], 4),
    })
    expect(s.bankHouses).toBe(20)
    expect(zombieMoves(s, 1).state.bankHouses).toBe(21)
  })
})

describe('M25 human teams', () => {
  it('M25 human teams is off: there is no team option, and asking for one is refused by name', () => {
    expect(Object.keys(monopozombie.resolveOptions({}, 4))).not.toContain('humanTeams')
    expect(() => monopozombie.resolveOptions({ humanTeams: true }, 4)).toThrow(/no option "humanTeams"/)
    const e = refusal(() =>
      Match.create(games, {
        game: 'monopozombie',
        players: [{ name: 'A' }, { name: 'B' }],
        seed: 1,
        options: { teams: true },
      }),
    )
    expect(e.code).toBe('MALFORMED')
  })
})
