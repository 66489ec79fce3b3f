/**
 * Cross-cutting properties of MonopoZombie through the single door: determinism (replay equals live,
 * states and events alike), views that never show the deck order or the RNG, invariants after every
 * action of hundreds of random games at every player count and option value (each game ends within
 * its stall limit), hostile input refused without a trace, and the invariant checker itself.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { IllegalAction } from '../../../engine/core/errors'
import { Match } from '../../../engine/core/match'
import { seedRng, shuffleInPlace } from '../../../engine/core/rng'
import { sameAction } from '../../../engine/core/sameAction'
import type { GameEvent, Viewer } from '../../../engine/core/types'
import { monopozombie, type MonopoState } from '../../../engine/games/monopozombie'
import { monopoInvariants } from '../../../engine/games/monopozombie/invariants'
import { bots, games } from '../../../engine/index'
import { expectRefused, matchSnapshot, refusalOf } from '../shared/hostileInput'
import { deepFreeze, itPlaysTheSameGameForTheSameSeed } from '../shared/determinism'
import { matchAt, PLAYER_COUNTS, plainJsonProblem, playRandomGame } from './randomGames'
import { act, owned, roll, scenario, submitTo } from './scenario'
import { CHANCE, CHEST, SQ } from './board'

/** Every option value of resolveMonopoOptions, one at a time, then all the non-defaults together. */
const OPTION_SETS: readonly Record<string, unknown>[] = [
  {},
  { taxEdition: 'classic' },
  { apocalypseAt: 'halfThePlayers' },
  { bankruptcy: 'eliminate' },
  { stallRounds: 3 },
  { hopelessLastHuman: 'zombiesWin' },
  { firstSeat: null },
  {
    taxEdition: 'classic',
    apocalypseAt: 'halfThePlayers',
    bankruptcy: 'eliminate',
    stallRounds: 20,
    hopelessLastHuman: 'zombiesWin',
  },
]

const viewersOf = (s: MonopoState): Viewer[] => [...s.players.map((_, seat) => seat), 'spectator']

// -------------------------------------------------------------------------------------------------

describe('determinism', () => {
  it.each(PLAYER_COUNTS)(
    'same seed + actions → same states and events: replaying the record of %i-player games reproduces each exactly',
    (n) => {
      for (let g = 0; g < 12; g++) {
        const options = OPTION_SETS[g % OPTION_SETS.length]
        const live: GameEvent[][] = []
        let jsonProblems = 0
        const run = playRandomGame({
          players: n,
          seed: `det:${n}:${g}`,
          firstSeat: g % n,
          options,
          onAction: ({ match, events }) => {
            live.push(events.slice())
            if (g % 4 === 0 && plainJsonProblem(match.state) !== null) jsonProblems++
          },
        })
        expect(run.error).toBeNull()
        expect(run.outcome).not.toBeNull()
        expect(jsonProblems).toBe(0)
        const replayedEvents: GameEvent[][] = []
        const replayed = Match.replay(games, JSON.parse(JSON.stringify(run.match.record())), (step) =>
          replayedEvents.push(step.events.slice()),
        )
        expect(replayed.version).toBe(run.match.version)
        expect(JSON.stringify(replayed.state)).toBe(JSON.stringify(run.match.state))
        expect(JSON.stringify(replayedEvents)).toBe(JSON.stringify(live))
        expect(replayed.outcome()).toEqual(run.match.outcome())
        if (g % 4 === 0) expect(JSON.parse(JSON.stringify(run.match.state))).toStrictEqual(run.match.state)
      }
    },
  )

  itPlaysTheSameGameForTheSameSeed(playRandomGame)

  it('setup: the same seed deals the same decks and the same first roller (firstSeat null)', () => {
    const players = [{ name: 'A' }, { name: 'B' }, { name: 'C' }]
    const options = monopozombie.resolveOptions({ firstSeat: null }, 3)
    const firsts = new Set<number>()
    for (let k = 0; k < 40; k++) {
      const x = monopozombie.setup(players, `setup:${k}`, options)
      expect(JSON.stringify(monopozombie.setup(players, `setup:${k}`, options))).toBe(JSON.stringify(x))
      expect(monopoInvariants(x)).toEqual([])
      firsts.add(x.firstSeat)
    }
    expect([...firsts].sort()).toEqual([0, 1, 2])
  })

  it('apply never changes its input: every state is deep-frozen before the next action', () => {
    const bot = bots.monopozombie!.random!
    for (const n of [2, 5, 8]) {
      for (let g = 0; g < 6; g++) {
        const rng = seedRng(`frozen:${n}:${g}`)
        let s = monopozombie.setup(
          Array.from({ length: n }, (_, i) => ({ name: `P${i}` })),
          `frozen:${n}:${g}`,
          monopozombie.resolveOptions(OPTION_SETS[g] ?? {}, n),
        )
        while (s.winners === null) {
          deepFreeze(s)
          const seat = monopozombie.toAct(s)[0] as number
          const legal = monopozombie.legalActions(s, seat)
          const action = bot.choose({ seat, view: monopozombie.view(s, seat), legal, rng })
          s = monopozombie.apply(s, seat, action as never).state
        }
      }
    }
  })
})

// -------------------------------------------------------------------------------------------------

describe('invariants after every action', () => {
  /** Checks between two consecutive states that the invariants (one state at a time) cannot make. */
  function stepProblems(before: MonopoState, after: MonopoState): string[] {
    const out: string[] = []
    if (after.stage < before.stage)
      out.push(`M17: the stage went back from ${before.stage} to ${after.stage}`)
    before.players.forEach((p, seat) => {
      const q = after.players[seat]!
      if (p.zombie && !q.zombie) out.push(`seat ${seat} stopped being a zombie`)
      if (p.zombie && q.cash !== p.cash) out.push(`M8: zombie seat ${seat}'s cash moved`)
      if (p.lapped && !q.lapped) out.push(`M1: seat ${seat} lost its lap`)
      if (p.eliminated && !q.eliminated) out.push(`seat ${seat} came back into the game`)
    })
    if (before.stage === 3 && after.stage === 3) {
      // R12: in the Apocalypse no money moves, no lot changes hands, nothing is built.
      before.players.forEach((p, seat) => {
        if (after.players[seat]!.cash !== p.cash) out.push(`R12: seat ${seat}'s cash moved in the Apocalypse`)
      })
      before.lots.forEach((l, i) => {
        const m = after.lots[i]!
        if (m.owner !== l.owner || m.mortgaged !== l.mortgaged)
          out.push(`R12: lot ${i} changed hands in the Apocalypse`)
        if (m.level > l.level) out.push(`R12: lot ${i} was built on in the Apocalypse`)
      })
    }
    const dec = after.decision
    if (dec) {
      const p = after.players[dec.seat]!
      if (p.eliminated) out.push(`an eliminated seat ${dec.seat} is asked to act`)
      if (p.zombie !== (dec.kind === 'zombieMove'))
        out.push(`seat ${dec.seat} (zombie: ${p.zombie}) is asked ${dec.kind}`)
    }
    for (const seat of after.auction?.bidders ?? []) {
      if (after.players[seat]!.zombie) out.push(`R8/M10: zombie seat ${seat} bids in an auction`)
    }
    if (after.debt && after.players[after.debt.seat]!.zombie) out.push('M8: a zombie owes a debt')
    return out
  }

  it.each(OPTION_SETS.map((o) => [JSON.stringify(o), o] as const))(
    'hold in every state of 2- to 8-player random games with options %s; every game ends within its stall limit; stages never go back, zombies stay zombies with frozen cash, nothing moves in the Apocalypse',
    (_name, options) => {
      const stall = monopozombie.resolveOptions(options, 4).stallRounds
      const problems: string[] = []
      const endings = new Set<string>()
      for (const n of PLAYER_COUNTS) {
        for (let g = 0; g < 6; g++) {
          let before: MonopoState | null = null
          const run = playRandomGame({
            players: n,
            seed: `inv:${JSON.stringify(options)}:${n}:${g}`,
            firstSeat: g % n,
            options,
            checkInvariants: true,
            onAction: ({ match }) => {
              const after = match.state as MonopoState
              if (before && problems.length < 10) problems.push(...stepProblems(before, after))
              before = after
            },
          })
          expect(run.violations).toEqual([])
          expect(run.error).toBeNull()
          expect(run.outcome).not.toBeNull()
          const end = run.match.state as MonopoState
          expect(end.turn.round).toBeLessThanOrEqual(stall + 1)
          expect(end.turn.phase).toBe('over')
          endings.add(end.endReason?.replace(/^\S+ /, '').slice(0, 30) ?? '')
        }
      }
      expect(problems).toEqual([])
      expect(endings.size).toBeGreaterThan(0)
    },
  )

  it('random games reach every stage, every decision kind and both kinds of win', () => {
    const kinds = new Set<string>()
    const stages = new Set<number>()
    const wins = new Set<string>()
    for (const n of PLAYER_COUNTS) {
      for (let g = 0; g < 12; g++) {
        const run = playRandomGame({
          players: n,
          seed: `reach:${n}:${g}`,
          options: OPTION_SETS[g % OPTION_SETS.length],
          onAction: ({ match }) => {
            const s = match.state as MonopoState
            if (s.decision) kinds.add(s.decision.kind)
            stages.add(s.stage)
          },
        })
        const s = run.match.state as MonopoState
        wins.add(
          /human wins/.test(s.endReason ?? '')
            ? 'human'
            : /zombies win/.test(s.endReason ?? '')
              ? 'zombie'
              : 'other',
        )
      }
    }
    expect([...stages].sort()).toEqual([1, 2, 3])
    for (const kind of [
      'turn',
      'buy',
      'auction',
      'debt',
      'immunity',
      'incomeTax',
      'zombieMove',
      'survivorMove',
      'trade',
    ]) {
      expect(kinds, kind).toContain(kind)
    }
    expect(wins).toContain('zombie')
  })
})

// -------------------------------------------------------------------------------------------------

describe('views hide the deck order and the RNG', () => {
  const pool: MonopoState[] = []
  for (const n of PLAYER_COUNTS) {
    for (let g = 0; g < 3; g++) {
      playRandomGame({
        players: n,
        seed: `views:${n}:${g}`,
        options: OPTION_SETS[(n + g) % OPTION_SETS.length],
        onAction: ({ match }) => {
          const s = match.state as MonopoState
          if (s.decision?.kind !== 'turn' || pool.length % 5 === 0) pool.push(s)
        },
      })
    }
  }

  /** The same state with both decks reordered and another RNG: nothing a player may know differs. */
  function hiddenVariant(s: MonopoState, seed: number): MonopoState {
    const rng = seedRng(seed)
    return {
      ...s,
      rng: seedRng(`other:${seed}`),
      decks: {
        chance: shuffleInPlace(rng, s.decks.chance.slice()),
        chest: shuffleInPlace(rng, s.decks.chest.slice()),
      },
    }
  }

  it('samples enough states, of every stage', () => {
    expect(pool.length).toBeGreaterThan(1000)
    expect(new Set(pool.map((s) => s.stage))).toEqual(new Set([1, 2, 3]))
  })

  it('no view for any viewer changes when only the deck order or the rng differ (legal moves neither)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.integer(), (i, seed) => {
        const s = pool[i % pool.length]!
        const t = hiddenVariant(s, seed)
        expect(JSON.stringify(t.decks)).not.toBe(JSON.stringify(s.decks))
        for (const viewer of viewersOf(s)) {
          expect(JSON.stringify(monopozombie.view(t, viewer))).toBe(
            JSON.stringify(monopozombie.view(s, viewer)),
          )
        }
        for (const seat of monopozombie.toAct(s)) {
          expect(monopozombie.legalActions(t, seat)).toEqual(monopozombie.legalActions(s, seat))
        }
      }),
      { numRuns: 500 },
    )
  })

  it('no view holds a deck, a card id list or the rng; only the deck sizes and the face-up card', () => {
    const forbidden = ['rng', 'decks', 'steps', 'chance', 'chest']
    const keysOf = (value: unknown, out: Set<string>): Set<string> => {
      if (typeof value !== 'object' || value === null) return out
      for (const [k, v] of Object.entries(value)) {
        out.add(k)
        keysOf(v, out)
      }
      return out
    }
    for (const s of pool.filter((_, i) => i % 7 === 0)) {
      for (const viewer of viewersOf(s)) {
        const v = monopozombie.view(s, viewer)
        const keys = keysOf({ ...v, deckSizes: null }, new Set())
        for (const key of forbidden) expect(keys, key).not.toContain(key)
        expect(
          v.deckSizes.chance + v.deckSizes.chest + v.players.reduce((n, p) => n + p.cards.length, 0),
        ).toBe(32)
      }
    }
  })

  it('the comparison is sensitive: a public change (a player’s cash) does change every view', () => {
    for (const s of pool.slice(0, 50)) {
      const t = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, cash: p.cash + 1 } : p)) }
      for (const viewer of viewersOf(s)) {
        expect(JSON.stringify(monopozombie.view(t, viewer))).not.toBe(
          JSON.stringify(monopozombie.view(s, viewer)),
        )
      }
    }
  })

  it('events carry no deck order or rng either: every event has plain-English text', () => {
    for (let g = 0; g < 10; g++) {
      playRandomGame({
        players: 2 + (g % 7),
        seed: `events:${g}`,
        onAction: ({ events }) => {
          for (const e of events) {
            expect(e.text.length).toBeGreaterThan(5)
            expect(e.text).not.toMatch(/undefined|NaN|\[object/)
            for (const key of ['rng', 'decks', 'steps', 'private']) expect(e).not.toHaveProperty(key)
          }
        },
      })
    }
  })
})

// -------------------------------------------------------------------------------------------------

describe('hostile input through Match.submit', () => {
  /** A Match standing on a scenario state (the Match door is what is under test, not how it got there). */
  function matchOn(state: MonopoState): Match {
    const m = Match.create(games, {
      game: 'monopozombie',
      players: state.players.map((p) => ({ name: p.name })),
      seed: 'hostile',
      options: state.options,
    })
    ;(m as unknown as { stateValue: unknown }).stateValue = state
    return m
  }

  const none = { squares: [], cash: 0, cards: [] }
  const ann = 0
  const bob = 1
  const cid = 2
  const dee = 3

  // Stage 2: Ann (to act) owns Mediterranean, the light blues with houses and a mortgaged Reading and
  // holds a Scavenge GOOJF; Bob owns Baltic; Cid is a zombie owning Park Place; Dee holds the Cache GOOJF.
  const table = scenario({
    players: [
      { lapped: true, cash: 1000, cards: [CHANCE.goojf] },
      { lapped: true, cash: 300 },
      { zombie: true },
      { lapped: true, cards: [CHEST.goojf] },
    ],
    lots: {
      [SQ.mediterranean]: ann,
      ...owned(ann, [SQ.oriental, SQ.vermont, SQ.connecticut], 1),
      [SQ.reading]: { owner: ann, mortgaged: true },
      [SQ.baltic]: bob,
      [SQ.parkPlace]: cid,
    },
  })

  const propose = (to: unknown, give: unknown, get: unknown) => ({ type: 'proposeTrade', to, give, get })

  it('a well-formed offer on this table is accepted (the refusals below are for cause)', () => {
    const m = matchOn(table)
    m.submit(
      ann,
      propose(bob, { ...none, cash: 10, squares: [SQ.reading] }, { ...none, squares: [SQ.baltic] }),
    )
    expect(m.version).toBe(1)
    expect((m.state as MonopoState).decision).toEqual({ kind: 'trade', seat: bob })
  })

  it('trade offers refused: lots not owned, buildings in the group, duplicates, negative or unaffordable cash, cards not held, to a zombie or to oneself, extra keys, __proto__', () => {
    const m = matchOn(table)
    const bad: unknown[] = [
      propose(bob, { ...none, squares: [SQ.baltic] }, none),
      propose(bob, { ...none, squares: [SQ.boardwalk] }, none),
      propose(bob, { ...none, squares: [SQ.parkPlace] }, none),
      propose(bob, none, { ...none, squares: [SQ.mediterranean] }),
      propose(bob, none, { ...none, squares: [SQ.boardwalk] }),
      propose(bob, { ...none, squares: [SQ.vermont] }, { ...none, cash: 10 }),
      propose(bob, { ...none, squares: [SQ.oriental, SQ.mediterranean] }, { ...none, cash: 10 }),
      propose(bob, { ...none, squares: [SQ.mediterranean, SQ.mediterranean] }, { ...none, cash: 10 }),
      propose(bob, { ...none, cash: -10 }, { ...none, squares: [SQ.baltic] }),
      propose(bob, { ...none, cash: 10 }, { ...none, cash: -1, squares: [SQ.baltic] }),
      propose(bob, { ...none, cash: 0.5 }, { ...none, squares: [SQ.baltic] }),
      propose(bob, { ...none, cash: 1001 }, { ...none, squares: [SQ.baltic] }),
      propose(bob, { ...none, cash: 1e308 }, { ...none, squares: [SQ.baltic] }),
      propose(bob, { ...none, cash: '10' }, { ...none, squares: [SQ.baltic] }),
      propose(bob, { ...none, squares: [SQ.mediterranean] }, { ...none, cash: 301 }),
      propose(bob, { ...none, cards: [CHEST.goojf] }, { ...none, cash: 10 }),
      propose(bob, { ...none, cards: [CHANCE.goojf, CHANCE.goojf] }, { ...none, cash: 10 }),
      propose(bob, { ...none, cash: 10 }, { ...none, cards: [CHANCE.goojf] }),
      propose(dee, { ...none, cash: 10 }, { ...none, cards: [CHANCE.goojf] }),
      propose(cid, { ...none, cash: 10 }, { ...none, squares: [SQ.parkPlace] }),
      propose(cid, { ...none, cash: 10 }, none),
      propose(ann, { ...none, cash: 10 }, { ...none, squares: [SQ.mediterranean] }),
      propose(4, { ...none, cash: 10 }, none),
      propose(99, { ...none, cash: 10 }, none),
      propose(-1, { ...none, cash: 10 }, none),
      propose('1', { ...none, cash: 10 }, { ...none, squares: [SQ.baltic] }),
      propose(1.5, { ...none, cash: 10 }, none),
      propose(null, { ...none, cash: 10 }, none),
      propose(bob, none, none),
      propose(bob, { ...none, squares: [0] }, none),
      propose(bob, { ...none, squares: [SQ.chest1] }, none),
      propose(bob, { ...none, squares: [40] }, none),
      propose(bob, { ...none, squares: [-1] }, none),
      propose(bob, { ...none, squares: ['1'] }, none),
      propose(bob, { ...none, squares: '1' }, none),
      propose(bob, { ...none, squares: Array.from({ length: 100_000 }, () => 1) }, none),
      propose(bob, { ...none, cards: { 0: 8 } }, none),
      propose(bob, null, { ...none, squares: [SQ.baltic] }),
      propose(bob, [], { ...none, squares: [SQ.baltic] }),
      propose(bob, 'everything', { ...none, squares: [SQ.baltic] }),
      { ...propose(bob, { ...none, cash: 10 }, { ...none, squares: [SQ.baltic] }), extra: 1 },
      propose(bob, { ...none, cash: 10, loan: 500 }, { ...none, squares: [SQ.baltic] }),
      JSON.parse(
        `{"type":"proposeTrade","to":1,"give":{"squares":[],"cash":10,"cards":[]},"get":{"squares":[3],"cash":0,"cards":[]},"__proto__":{"polluted":true}}`,
      ),
      JSON.parse(
        `{"type":"proposeTrade","to":1,"give":{"squares":[],"cash":10,"cards":[],"__proto__":{"polluted":true}},"get":{"squares":[3],"cash":0,"cards":[]}}`,
      ),
      JSON.parse(
        `{"type":"proposeTrade","to":1,"give":{"squares":[],"cash":10,"cards":[],"constructor":{"prototype":{"polluted":true}}},"get":{"squares":[3]}}`,
      ),
    ]
    for (const action of bad) expectRefused(m, ann, action, 'ILLEGAL')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.prototype).not.toHaveProperty('polluted')
  })

  it('counter-offers refused for the same causes', () => {
    const m = matchOn(table)
    m.submit(ann, propose(bob, { ...none, cash: 10 }, { ...none, squares: [SQ.baltic] }))
    const counter = (give: unknown, get: unknown, more = {}) => ({ type: 'counterTrade', give, get, ...more })
    for (const action of [
      counter({ ...none, squares: [SQ.mediterranean] }, none),
      counter(none, { ...none, squares: [SQ.vermont] }),
      counter({ ...none, cash: 301 }, none),
      counter({ ...none, cash: -1 }, { ...none, cash: 1 }),
      counter(none, { ...none, cards: [CHEST.goojf] }),
      counter({ ...none, squares: [SQ.baltic, SQ.baltic] }, none),
      counter(none, none),
      counter({ ...none, squares: [SQ.baltic] }, { ...none, cash: 5 }, { to: dee }),
      { type: 'proposeTrade', to: ann, give: none, get: { ...none, cash: 5 } },
    ]) {
      expectRefused(m, bob, action, 'ILLEGAL')
    }
  })

  it('malformed bids are refused: negative, zero, fractional, above cash, strings, huge, missing, extra keys', () => {
    const s = scenario({ players: [{ cash: 200 }, {}, {}] })
    const auction = act(roll(s, 1, 2).state, ann, { type: 'decline' }).state
    expect(auction.decision).toEqual({ kind: 'auction', seat: ann })
    const m = matchOn(auction)
    const bid = (amount: unknown) => ({ type: 'bid', amount })
    for (const action of [
      bid(-5),
      bid(0),
      bid(0.5),
      bid(1.5),
      bid(201),
      bid('10'),
      bid(1e308),
      bid(2 ** 53),
      bid(Infinity),
      bid(-Infinity),
      bid(NaN),
      bid(null),
      bid([10]),
      bid({ amount: 10 }),
      bid(true),
      { type: 'bid' },
      { type: 'bid', amount: 10, seat: 1 },
      JSON.parse('{"type":"bid","amount":10,"__proto__":{"polluted":true}}'),
    ]) {
      expectRefused(m, ann, action, 'ILLEGAL')
    }
    m.submit(ann, bid(200))
    expect((m.state as MonopoState).auction?.high).toBe(200)
    expectRefused(m, bob, bid(200), 'ILLEGAL')
    expectRefused(m, bob, bid(150), 'ILLEGAL')
    expect(Object.prototype).not.toHaveProperty('polluted')
  })

  it('malformed bodyguard hires are refused', () => {
    const m = matchOn(table)
    const hire = (count: unknown) => ({ type: 'hireBodyguards', count })
    for (const action of [
      hire(0),
      hire(-1),
      hire(1.5),
      hire('1'),
      hire(11),
      hire(1e9),
      hire(NaN),
      hire(null),
      { type: 'hireBodyguards' },
      { ...hire(1), extra: true },
    ]) {
      expectRefused(m, ann, action, 'ILLEGAL')
    }
    m.submit(ann, hire(10))
    expect((m.state as MonopoState).players[ann]?.bodyguards).toBe(10)
  })

  it('actions for someone else’s decision, another seat, a stale version, or a game that is over are refused', () => {
    const m = matchOn(table)
    expectRefused(m, bob, { type: 'roll' }, 'NOT_YOUR_TURN')
    expectRefused(m, cid, { type: 'moveZombie', dir: 1 }, 'NOT_YOUR_TURN')
    for (const seat of [4, 99, -1, 1.5, NaN, '0' as unknown as number])
      expectRefused(m, seat, { type: 'roll' }, 'MALFORMED')
    expectRefused(m, ann, { type: 'roll' }, 'STALE', 3)
    for (const action of [
      { type: 'buy' },
      { type: 'bid', amount: 5 },
      { type: 'moveZombie', dir: 1 },
      { type: 'payDebt' },
      { type: 'useImmunity' },
      { type: 'build', square: SQ.baltic },
      { type: 'build', square: '6' },
      { type: 'mortgage', square: SQ.parkPlace },
      { type: 'unmortgage', square: 99 },
      { type: 'moveSurvivor', dice: [0, 1], dir: 1 },
      { type: 'placeBuilding', square: SQ.oriental },
    ]) {
      expectRefused(m, ann, action, 'ILLEGAL')
    }
    const over = playRandomGame({ players: 3, seed: 'over' }).match
    expect(over.outcome()).not.toBeNull()
    for (let seat = 0; seat < 3; seat++) expectRefused(over, seat, { type: 'roll' }, 'GAME_OVER')
  })

  it('refuses any JSON value that is not a legal move, at positions of real games (fast-check)', () => {
    const record = playRandomGame({ players: 4, seed: 'hostile-fc' }).match.record()
    const matches = Array.from({ length: 12 }, (_, k) =>
      matchAt(record, Math.floor((k * record.log.length) / 12)),
    )
    /** A trade's give or get: lots, cash and cards, any of them out of range; or any JSON. */
    const tradeSide = fc.oneof(
      fc.record({
        squares: fc.array(fc.integer({ min: -1, max: 40 })),
        cash: fc.integer({ min: -10, max: 2000 }),
        cards: fc.array(fc.nat(33)),
      }),
      fc.jsonValue(),
    )
    const typed = fc.record(
      {
        type: fc.constantFrom(
          'roll',
          'endTurn',
          'payJailFine',
          'useJailCard',
          'hireBodyguards',
          'build',
          'sellBuilding',
          'mortgage',
          'unmortgage',
          'proposeTrade',
          'buy',
          'decline',
          'bid',
          'pass',
          'payDebt',
          'declareBankruptcy',
          'useImmunity',
          'declineImmunity',
          'payIncomeTax',
          'moveZombie',
          'moveSurvivor',
          'acceptTrade',
          'rejectTrade',
          'counterTrade',
          'placeBuilding',
        ),
        amount: fc.oneof(fc.integer({ min: -5, max: 3000 }), fc.double(), fc.jsonValue()),
        count: fc.oneof(fc.integer({ min: -2, max: 20 }), fc.jsonValue()),
        square: fc.oneof(fc.integer({ min: -2, max: 41 }), fc.jsonValue()),
        dir: fc.oneof(fc.constantFrom(1, -1, 0, 2), fc.jsonValue()),
        dice: fc.oneof(
          fc.tuple(fc.integer({ min: -1, max: 3 }), fc.integer({ min: -1, max: 3 })),
          fc.jsonValue(),
        ),
        how: fc.oneof(fc.constantFrom('flat', 'percent', 'none'), fc.jsonValue()),
        to: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.jsonValue()),
        give: tradeSide,
        get: tradeSide,
      },
      { requiredKeys: ['type'] },
    )
    fc.assert(
      fc.property(fc.nat(), fc.oneof(fc.jsonValue(), typed, fc.anything()), (mi, action) => {
        const m = matches[mi % matches.length]!
        const seat = m.toAct()[0]
        if (seat === undefined) return
        if (m.legalActions(seat).some((l) => sameAction(l, action))) return
        if (monopozombie.validate!(m.state as MonopoState, seat, action) !== null) return
        const before = matchSnapshot(m)
        const code = refusalOf(() => m.submit(seat, action)).code
        expect(['MALFORMED', 'ILLEGAL']).toContain(code)
        expect(matchSnapshot(m)).toBe(before)
      }),
      { numRuns: 1_500 },
    )
    expect(Object.prototype).not.toHaveProperty('polluted')
  })

  it('refusals are sentences, even for action types named like Object.prototype members', () => {
    const m = matchOn(table)
    for (const type of ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf', 'nonsense']) {
      const refusal = refusalOf(() => m.submit(ann, { type }))
      expect(refusal.code).toBe('ILLEGAL')
      expect(refusal.message, type).toMatch(/^[A-Z"“].*[.!]$/)
      expect(refusal.message, type).not.toMatch(/\[object|function|native code/)
    }
  })

  it('the engine’s own refusals (apply called directly) are IllegalActions, never crashes', () => {
    const record = playRandomGame({ players: 5, seed: 'hostile-apply' }).match.record()
    for (let k = 0; k < 20; k++) {
      const s = matchAt(record, Math.floor((k * record.log.length) / 20)).state as MonopoState
      const seat = monopozombie.toAct(s)[0]
      if (seat === undefined) continue
      for (const action of [
        { type: 'build', square: 99 },
        { type: 'bid', amount: -1 },
        { type: 'moveSurvivor', dice: [5, 9], dir: 1 },
        { type: 'placeBuilding', square: 0 },
        { type: 'acceptTrade' },
        { type: 'counterTrade', give: null, get: null },
        { type: 'nonsense' },
        { type: 'toString' },
        { type: '__proto__' },
      ]) {
        if (monopozombie.legalActions(s, seat).some((l) => sameAction(l, action))) continue
        expect(() => submitTo(monopozombie, s, seat, action as never)).toThrow(IllegalAction)
      }
    }
  })
})

// -------------------------------------------------------------------------------------------------

describe('the invariant checker can fail', () => {
  const base = scenario({
    players: [{ cards: [CHANCE.goojf] }, {}, { zombie: true }],
    lots: owned(0, [SQ.mediterranean, SQ.baltic], 2),
  })
  type Loose = {
    players: { cash: number; zombie: boolean; cards: number[]; position: number; bodyguards: number }[]
    lots: { owner: number | null; level: number; mortgaged: boolean }[]
    bank: number
    bankHouses: number
    bankHotels: number
    decks: { chance: number[]; chest: number[] }
    turn: { round: number }
    decision: unknown
  }
  const corrupt = (change: (s: Loose) => void): string => {
    const s = structuredClone(base) as unknown as Loose
    change(s)
    return monopoInvariants(s as unknown as MonopoState).join('\n')
  }

  it('passes a state the scenario builder made', () => {
    expect(monopoInvariants(base)).toEqual([])
  })

  it.each([
    ['cash created', (s: Loose) => void (s.players[0]!.cash += 1), /not conserved/],
    [
      'negative cash',
      (s: Loose) => {
        s.players[1]!.cash = -5
        s.bank += 1505
      },
      /seat 1 has cash -5/,
    ],
    ['a lost house', (s: Loose) => void (s.bankHouses -= 1), /houses in play/],
    ['a hotel too many', (s: Loose) => void (s.bankHotels += 1), /hotels in play/],
    [
      'a building on a railroad',
      (s: Loose) => void (s.lots[5] = { owner: 0, level: 1, mortgaged: false }),
      /railroad|not an owned street|houses in play/,
    ],
    ['a duplicated card', (s: Loose) => void s.decks.chance.push(CHANCE.goojf), /cards/],
    [
      'a zombie with a card',
      (s: Loose) => void s.players[2]!.cards.push(s.decks.chest.shift()!),
      /zombie seat 2/,
    ],
    [
      'an owned Chance square',
      (s: Loose) => void (s.lots[7] = { owner: 1, level: 0, mortgaged: false }),
      /not a lot/,
    ],
    ['a mortgaged lot with houses', (s: Loose) => void (s.lots[1]!.mortgaged = true), /mortgaged wrongly/],
    ['a token off the board', (s: Loose) => void (s.players[1]!.position = 40), /off the board/],
    ['a round past the stall limit', (s: Loose) => void (s.turn.round = 500), /stall limit/],
    ['nobody asked to act', (s: Loose) => void (s.decision = null), /decision/],
  ])('reports %s', (_name, change, message) => {
    expect(corrupt(change)).toMatch(message)
  })
})
