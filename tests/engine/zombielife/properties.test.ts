/**
 * Cross-cutting properties of Zombielife through the single door: determinism (replay equals live,
 * the state is plain JSON), invariants after every action at every player count, no hidden
 * information in views or events (other hands, the deck order, where an Infection card was slotted
 * back), hostile input refused without a trace, the simulator CLI, and the invariant checker itself.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { randomBot } from '../../../engine/bots/random'
import { IllegalAction } from '../../../engine/core/errors'
import { viewEvent } from '../../../engine/core/events'
import type { Match } from '../../../engine/core/match'
import { seedRng } from '../../../engine/core/rng'
import { sameAction } from '../../../engine/core/sameAction'
import type { GameEvent, Viewer } from '../../../engine/core/types'
import { zombielife, type ZombielifeState } from '../../../engine/games/zombielife'
import { zombielifeHeuristicBot } from '../../../engine/games/zombielife/bots'
import { zombielifeInvariants } from '../../../engine/games/zombielife/invariants'
import { simulate } from '../../../engine/sim/simulate'
import {
  moveInfection,
  peekOf,
  permuteDeckPeeked,
  permuteDeckUnseen,
  swapBetweenHands,
  swapHandWithDeck,
  togglePpe,
  type HiddenChange,
} from './hiddenChanges'
import { expectRefused, matchSnapshot, moveLabel, refusalOf } from '../shared/hostileInput'
import { deepFreeze, expectReplayedAsLive, itPlaysTheSameGameForTheSameSeed } from '../shared/determinism'
import { collectStates, matchAt, PLAYER_COUNTS, plainJsonProblem, playRandomGame } from './randomGames'

const viewersOf = (s: ZombielifeState): Viewer[] => [...s.players.map((_, seat) => seat), 'spectator']
/** Half the seats heuristic, half random: reaches states random play rarely does (full ILPs, late zombies). */
const mixed = (n: number) =>
  Array.from({ length: n }, (_, i) => (i % 2 === 0 ? zombielifeHeuristicBot : randomBot))

// -------------------------------------------------------------------------------------------------

describe('determinism', () => {
  const GAMES_PER_COUNT = 250

  it.each(PLAYER_COUNTS)(
    'replaying the log of %i-player games gives the live state exactly (JSON round-trip)',
    (n) => {
      let jsonProblems = 0
      for (let g = 0; g < GAMES_PER_COUNT; g++) {
        const run = playRandomGame({
          players: n,
          seed: `det:${n}:${g}`,
          firstSeat: g % n,
          bots: g % 3 === 0 ? mixed(n) : undefined,
          onAction: ({ match }) => {
            if (g % 10 === 0 && plainJsonProblem(match.state) !== null) jsonProblems++
          },
        })
        expect(run.error).toBeNull()
        expect(run.outcome).not.toBeNull()
        expectReplayedAsLive(run.match, g % 25 === 0)
      }
      expect(jsonProblems).toBe(0)
    },
  )

  itPlaysTheSameGameForTheSameSeed(playRandomGame)

  it.each(PLAYER_COUNTS)(
    'apply never changes its input (copy-on-write draft): every state is deep-frozen before the next action (%i players)',
    (n) => {
      for (let g = 0; g < 40; g++) {
        const rng = seedRng(`frozen:${n}:${g}`)
        const bots = g % 2 === 0 ? mixed(n) : Array.from({ length: n }, () => randomBot)
        let s = zombielife.setup(
          Array.from({ length: n }, (_, i) => ({ name: `P${i}` })),
          `frozen:${n}:${g}`,
          zombielife.resolveOptions({ firstSeat: g % n }, n),
        )
        while (!s.over) {
          deepFreeze(s)
          const seat = zombielife.toAct(s)[0] as number
          const legal = zombielife.legalActions(s, seat)
          const action = (bots[seat] ?? randomBot).choose({
            seat,
            view: zombielife.view(s, seat),
            legal,
            rng,
          })
          s = zombielife.apply(s, seat, action as never).state
        }
      }
    },
  )
})

// -------------------------------------------------------------------------------------------------

describe('invariants after every action', () => {
  const lineups = [
    { name: 'random', bots: [randomBot] },
    { name: 'heuristic and random', bots: [zombielifeHeuristicBot, randomBot] },
    { name: 'heuristic', bots: [zombielifeHeuristicBot] },
  ]

  it.each(PLAYER_COUNTS)('hold in every state of %i-player games, which all finish', (n) => {
    for (const lineup of lineups) {
      for (const options of [{}, { biteOncePerTargetPerRound: true, cardMoneyOnZombification: 'paid' }]) {
        const tally = simulate({
          registry: {
            zombielife: {
              ...zombielife,
              resolveOptions: (o, k) => zombielife.resolveOptions({ ...options, ...(o as object) }, k),
            },
          },
          game: 'zombielife',
          players: n,
          games: 100,
          seed: `inv:${lineup.name}:${JSON.stringify(options)}`,
          bots: lineup.bots,
          maxActions: 5_000,
        })
        expect(tally.errors).toEqual([])
        expect(tally.invariantViolations).toBe(0)
        expect(tally.finished).toBe(100)
      }
    }
  })
})

// -------------------------------------------------------------------------------------------------

describe('views hide what they must', () => {
  // States from random and mixed games: every decision and every 3rd state.
  const pool = [
    ...collectStates(10, 'views', (s, actions) => s.decision !== null || actions % 3 === 0),
    ...collectStates(5, 'views-mixed', (s) => s.decision !== null, mixed),
  ]
  const withPeek = pool.filter((s) => (peekOf(s)?.count ?? 0) >= 2)
  const withPpeQuestion = pool.filter((s) => s.decision?.kind === 'ppe' || s.decision?.kind === 'cancel')
  // States right after an Infection card was slotted back into the deck.
  const afterSlot: ZombielifeState[] = []
  for (const n of PLAYER_COUNTS) {
    for (let g = 0; g < 8; g++) {
      playRandomGame({
        players: n,
        seed: `slots:${n}:${g}`,
        bots: g % 2 === 0 ? mixed(n) : undefined,
        onAction: ({ match, action }) => {
          if ((action as { type: string }).type === 'slotInfection')
            afterSlot.push(match.state as ZombielifeState)
        },
      })
    }
  }

  it('samples enough interesting states', () => {
    expect(pool.length).toBeGreaterThan(1000)
    expect(withPeek.length).toBeGreaterThan(20)
    expect(withPpeQuestion.length).toBeGreaterThan(100)
    for (const kind of ['maintenance', 'ppe', 'slot', 'arrange', 'stockTip', 'cancel'] as const) {
      expect(
        pool.some((s) => s.decision?.kind === kind),
        kind,
      ).toBe(true)
    }
  })

  function expectHiddenExceptFromSeers(before: ZombielifeState, change: HiddenChange): void {
    for (const viewer of viewersOf(before)) {
      if (viewer !== 'spectator' && change.seenBy.includes(viewer)) continue
      const mine = JSON.stringify(zombielife.view(before, viewer))
      const after = JSON.stringify(zombielife.view(change.state, viewer))
      if (after !== mine)
        expect.fail(`${change.name} changed the view of ${String(viewer)}: ${mine} -> ${after}`)
    }
  }

  const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T
  const index = fc.nat({ max: 1_000_000 })

  it('another seat’s hand is unknown (a hand card swapped with a deck card or another hand)', () => {
    fc.assert(
      fc.property(index, fc.nat(4), fc.nat(4), index, index, (si, a, b, i, j) => {
        const s = pick(pool, si)
        for (const change of [swapHandWithDeck(s, a, i, j), swapBetweenHands(s, a, b, i, j)]) {
          if (change) expectHiddenExceptFromSeers(s, change)
        }
      }),
      { numRuns: 400 },
    )
  })

  it('whether a seat holds PPE is unknown, even while it is asked whether to play one', () => {
    fc.assert(
      fc.property(index, fc.nat(4), index, (si, owner, j) => {
        const s = pick(withPpeQuestion, si)
        const asked = s.decision?.seat ?? 0
        for (const change of [togglePpe(s, asked, j), togglePpe(s, owner, j)]) {
          if (change) expectHiddenExceptFromSeers(s, change)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('the owner does see a change to its own hand (the check is sensitive)', () => {
    let seen = 0
    for (const s of pool.slice(0, 200)) {
      const change = swapHandWithDeck(s, s.turn.seat, 0, 0)
      if (!change) continue
      const owner = change.seenBy[0] as number
      expect(JSON.stringify(zombielife.view(change.state, owner))).not.toBe(
        JSON.stringify(zombielife.view(s, owner)),
      )
      seen++
    }
    expect(seen).toBeGreaterThan(10)
  })

  it('the deck order is unknown to all, except the cards a seat is peeking at', () => {
    fc.assert(
      fc.property(index, fc.integer(), index, index, (si, seed, which, to) => {
        const s = pick(pool, si)
        for (const change of [
          permuteDeckUnseen(s, seed),
          permuteDeckPeeked(s, seed),
          moveInfection(s, which, to),
        ]) {
          if (change) expectHiddenExceptFromSeers(s, change)
        }
      }),
      { numRuns: 500 },
    )
  })

  it('where an Infection card was slotted back is unknown to all, the slotter included, once it is in the deck', () => {
    expect(afterSlot.length).toBeGreaterThan(50)
    fc.assert(
      fc.property(index, index, index, fc.integer(), (si, which, to, seed) => {
        const s = pick(afterSlot, si)
        for (const change of [moveInfection(s, which, to), permuteDeckUnseen(s, seed)]) {
          if (!change) continue
          expect(change.seenBy).toEqual([])
          expectHiddenExceptFromSeers(s, change)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('the seat peeking at the top of the deck does see those cards (the check is sensitive)', () => {
    let checked = 0
    for (let i = 0; i < withPeek.length && checked < 30; i++) {
      const s = withPeek[i] as ZombielifeState
      const change = permuteDeckPeeked(s, i)
      if (!change) continue
      expectHiddenExceptFromSeers(s, change)
      const seer = change.seenBy[0] as number
      expect(JSON.stringify(zombielife.view(change.state, seer))).not.toBe(
        JSON.stringify(zombielife.view(s, seer)),
      )
      checked++
    }
    expect(checked).toBeGreaterThan(10)
  })

  it('right after a slot, the slotter’s view is the same wherever below the next draws the card went', () => {
    let checked = 0
    for (const s of pool) {
      if (s.decision?.kind !== 'slot' || s.deck.length < 6 || checked >= 60) continue
      const seat = s.decision.seat
      // Positions 0-2 may be drawn at once (a second Super-Spreader draw, the round card): not compared.
      const views = new Set(
        [3, Math.floor(s.deck.length / 2), s.deck.length].map((position) =>
          JSON.stringify(
            zombielife.view(zombielife.apply(s, seat, { type: 'slotInfection', position }).state, seat),
          ),
        ),
      )
      expect(views.size).toBe(1)
      checked++
    }
    expect(checked).toBeGreaterThan(20)
  })

  it('the spectator sees no hand and no peek; a seat sees exactly its own hand', () => {
    for (const s of pool) {
      const spectator = zombielife.view(s, 'spectator')
      expect(spectator.hand).toBeNull()
      expect(spectator.peek).toBeNull()
      expect(spectator.piles.every((p) => p.price === null)).toBe(true)
      s.players.forEach((p, seat) => {
        expect(zombielife.view(s, seat).hand?.map((c) => c.id)).toEqual(p.hand)
      })
    }
  })

  it('the heuristic bot decides from its view alone: hidden changes it cannot see never change its choice', () => {
    let checked = 0
    fc.assert(
      fc.property(index, fc.nat(4), index, index, fc.integer(), (si, other, i, j, seed) => {
        const s = pick(pool, si)
        const seat = zombielife.toAct(s)[0]
        if (seat === undefined) return
        const choose = (state: ZombielifeState) =>
          zombielifeHeuristicBot.choose({
            seat,
            view: zombielife.view(state, seat),
            legal: zombielife.legalActions(state, seat),
            rng: seedRng(1),
          })
        const mine = choose(s)
        for (const change of [
          swapHandWithDeck(s, other, i, j),
          permuteDeckUnseen(s, seed),
          moveInfection(s, i, j),
        ]) {
          if (!change || change.seenBy.includes(seat)) continue
          expect(choose(change.state)).toEqual(mine)
          checked++
        }
      }),
      { numRuns: 300 },
    )
    expect(checked).toBeGreaterThan(100)
  })
})

// -------------------------------------------------------------------------------------------------

describe('events hide what they must', () => {
  /** Event types whose public part may name a card: the card is face up for all. */
  const PUBLIC_CARD_EVENTS = new Set([
    'cardPlayed',
    'infectionDrawn',
    'roundCardRevealed',
    'assetBought',
    'assetDiscarded',
    'insuranceClaimed',
    'assetReturned',
    'maintenancePaid',
  ])
  const PRIVATE_EVENTS: Record<string, (e: GameEvent) => readonly number[]> = {
    cardDrawn: (e) => [e.seat as number],
    infectionSlotted: (e) => [e.seat as number],
    deckArranged: (e) => [e.seat as number],
    topCardPlaced: (e) => [e.seat as number],
  }
  const SECRET_KEYS = ['card', 'kind', 'kinds', 'position']

  const events: { event: GameEvent; players: number }[] = []
  for (const n of PLAYER_COUNTS) {
    for (let g = 0; g < 30; g++) {
      playRandomGame({
        players: n,
        seed: `events:${n}:${g}`,
        bots: g % 2 === 0 ? mixed(n) : undefined,
        onAction: ({ events: list }) => list.forEach((event) => events.push({ event, players: n })),
      })
    }
  }

  it('sees every kind of private event', () => {
    const types = new Set(events.map((e) => e.event.type))
    for (const type of Object.keys(PRIVATE_EVENTS)) expect(types).toContain(type)
  })

  it('every event has plain-English text; private details go only to the seats they belong to', () => {
    for (const { event, players } of events) {
      expect(event.text.length).toBeGreaterThan(5)
      expect(event.text).not.toMatch(/undefined|NaN|\[object/)
      const secret = event.private
      const required = PRIVATE_EVENTS[event.type]
      if (required) {
        expect(secret, `${event.type} carries its details privately`).toBeDefined()
        expect([...(secret?.seats ?? [])].sort()).toEqual([...new Set(required(event))].sort())
      }
      const viewers: Viewer[] = [...Array.from({ length: players }, (_, s) => s), 'spectator']
      for (const viewer of viewers) {
        const seen = viewEvent(event, viewer)
        expect(seen).not.toHaveProperty('private')
        if (!secret) continue
        const insider = viewer !== 'spectator' && secret.seats.includes(viewer)
        if (insider) continue
        expect(seen.text).toBe(event.text)
        for (const key of SECRET_KEYS) if (key in secret) expect(seen).not.toHaveProperty(key)
      }
      if (!PUBLIC_CARD_EVENTS.has(event.type)) {
        const publicPart = viewEvent(event, 'spectator')
        for (const key of SECRET_KEYS)
          expect(publicPart, `${event.type}.${key} is public`).not.toHaveProperty(key)
      }
    }
  })
})

// -------------------------------------------------------------------------------------------------

describe('hostile input through Match', () => {
  const record = playRandomGame({ players: 3, seed: 'hostile', bots: mixed(3) }).match.record()
  const decisionPoints = record.log
    .map((_, i) => i)
    .filter((i) => i % 9 === 0 || (matchAt(record, i).state as ZombielifeState).decision !== null)
    .slice(0, 40)
  const positions = [0, ...decisionPoints]

  const huge = Array.from({ length: 200_000 }, (_, i) => i)
  let deep: unknown = [0]
  for (let i = 0; i < 5_000; i++) deep = [deep]

  const malformed: unknown[] = [
    null,
    undefined,
    0,
    'endTurn',
    true,
    [],
    [{ type: 'endTurn' }],
    huge,
    {},
    { type: 5 },
    { type: null },
    { type: ['endTurn'] },
    { kind: 'life' },
    JSON.parse('{"__proto__": {"type": "endTurn"}}'),
  ]
  const illegal: unknown[] = [
    { type: 'playCard' },
    { type: 'playCard', card: 5 },
    { type: 'playCard', card: 'ppe' },
    { type: 'playCard', card: 'infection' },
    { type: 'playCard', card: 'superSpreader', target: '1' },
    { type: 'playCard', card: 'superSpreader', target: 99 },
    { type: 'playCard', card: 'policyLapse', target: 1, asset: -1 },
    { type: 'playCard', card: 'freeLookPeriod', asset: huge },
    { type: 'playCard', card: 'insuranceAgent', kind: 'toString' },
    { type: 'buyAsset', kind: '__proto__' },
    { type: 'buyAsset', kind: 'constructor' },
    { type: 'buyAsset', kind: null },
    { type: 'chooseOption', option: 'C' },
    { type: 'chooseOption', option: deep },
    { type: 'slotInfection', position: -1 },
    { type: 'slotInfection', position: 1.5 },
    { type: 'slotInfection', position: 1e9 },
    { type: 'slotInfection', position: '0' },
    { type: 'arrangeTop', order: huge },
    { type: 'arrangeTop', order: [0, 0, 0] },
    { type: 'arrangeTop', order: deep },
    { type: 'placeTopCard', where: 'middle' },
    { type: 'payMaintenance', asset: 999 },
    { type: 'discardAsset', asset: -5 },
    { type: 'bite', target: -1 },
    { type: 'nonsense' },
    { type: 'toString' },
    { type: '__proto__' },
    JSON.parse('{"type": "scavenge", "__proto__": {"polluted": true}}'),
    JSON.parse('{"type": "endTurn", "constructor": {"prototype": {"polluted": true}}}'),
  ]

  it('refuses malformed and illegal moves and leaves the match unchanged', () => {
    for (const at of positions) {
      const m = matchAt(record, at)
      const seat = m.toAct()[0] as number
      const legal = m.legalActions(seat)
      for (const action of malformed) expectRefused(m, seat, action, 'MALFORMED')
      for (const action of illegal) {
        if (legal.some((l) => sameAction(l, action))) continue
        expectRefused(m, seat, action, 'ILLEGAL')
      }
      const first = legal[0] as Record<string, unknown>
      expectRefused(m, seat, { ...first, extra: 1 }, 'ILLEGAL')
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.prototype).not.toHaveProperty('polluted')
  })

  it('refuses the wrong seat, a seat that does not exist, and a stale version', () => {
    for (const at of positions) {
      const m = matchAt(record, at)
      const seat = m.toAct()[0] as number
      const legal = m.legalActions(seat)[0]
      for (let other = 0; other < 3; other++) {
        if (!m.toAct().includes(other)) expectRefused(m, other, legal, 'NOT_YOUR_TURN')
      }
      for (const bad of [3, 99, -1, 1.5, NaN, Infinity, '0' as unknown as number]) {
        expectRefused(m, bad, legal, 'MALFORMED')
      }
      expectRefused(m, seat, legal, 'STALE', m.version - 1)
      expectRefused(m, seat, legal, 'STALE', m.version + 1)
      expect(() => m.submit(seat, legal, m.version)).not.toThrow()
    }
  })

  it('refuses every move once the game is over', () => {
    const m = matchAt(record, record.log.length)
    expect(m.outcome()).not.toBeNull()
    expect(m.toAct()).toEqual([])
    for (let seat = 0; seat < 3; seat++) {
      expect(m.legalActions(seat)).toEqual([])
      for (const action of [
        { type: 'endTurn' },
        { type: 'scavenge' },
        { type: 'chooseOption', option: 'A' },
        null,
      ]) {
        expectRefused(m, seat, action, 'GAME_OVER')
      }
    }
  })

  it('the engine’s own refusals (apply called directly) carry a stable code and a sentence', () => {
    for (const at of positions.slice(0, 15)) {
      const s = matchAt(record, at).state as ZombielifeState
      const seat = zombielife.toAct(s)[0] as number
      for (const action of illegal) {
        if (zombielife.legalActions(s, seat).some((l) => sameAction(l, action))) continue
        let caught: unknown
        try {
          zombielife.apply(s, seat, action as never)
        } catch (err) {
          caught = err
        }
        // Anything but an IllegalAction would be a crash on hostile input.
        if (caught !== undefined) expect(caught, moveLabel(action)).toBeInstanceOf(IllegalAction)
      }
    }
  })

  it('refuses any JSON value that is not a legal move (fast-check)', () => {
    const matches = positions.slice(0, 12).map((at) => matchAt(record, at))
    const typed = fc.record(
      {
        type: fc.constantFrom(
          'chooseOption',
          'payMaintenance',
          'discardAsset',
          'buyAsset',
          'playCard',
          'endTurn',
          'playPpe',
          'declinePpe',
          'slotInfection',
          'arrangeTop',
          'placeTopCard',
          'bite',
          'scavenge',
          'lurk',
        ),
        card: fc.oneof(fc.constantFrom('overtime', 'lockdown', 'policyLapse', 'ppe'), fc.jsonValue()),
        target: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.jsonValue()),
        kind: fc.oneof(fc.constantFrom('life', 'ilp', 'investment'), fc.jsonValue()),
        position: fc.oneof(fc.integer({ min: -2, max: 60 }), fc.jsonValue()),
        option: fc.oneof(fc.constantFrom('A', 'B'), fc.jsonValue()),
      },
      { requiredKeys: ['type'] },
    )
    fc.assert(
      fc.property(fc.nat(), fc.oneof(fc.jsonValue(), typed, fc.anything()), (mi, action) => {
        const m = matches[mi % matches.length] as Match
        const seat = m.toAct()[0] as number
        if (m.legalActions(seat).some((l) => sameAction(l, action))) return
        const before = matchSnapshot(m)
        const code = refusalOf(() => m.submit(seat, action)).code
        expect(['MALFORMED', 'ILLEGAL']).toContain(code)
        expect(matchSnapshot(m)).toBe(before)
      }),
      { numRuns: 1_000 },
    )
  })
})

// -------------------------------------------------------------------------------------------------

describe('the simulator CLI', () => {
  const run = promisify(execFile)
  const sim = (args: string[]) =>
    run('npx', ['tsx', 'electron/cli/sim.ts', ...args], { cwd: process.cwd(), timeout: 60_000 }).then(
      (r) => ({ code: 0, stdout: r.stdout }),
      (err: { code?: number; stdout?: string }) => ({ code: err.code ?? -1, stdout: err.stdout ?? '' }),
    )
  const untimed = (line: string) => {
    const {
      seconds: _s,
      gamesPerSecond: _g,
      actionsPerSecond: _a,
      ...rest
    } = JSON.parse(line) as Record<string, unknown>
    return rest
  }

  it('a 5-player run prints the same JSON line twice (timing aside), with no violations', async () => {
    const args = ['--game', 'zombielife', '--players', '5', '--games', '150', '--seed', '1']
    const [a, b] = await Promise.all([sim(args), sim(args)])
    expect(a.code).toBe(0)
    expect(b.code).toBe(0)
    const report = untimed(a.stdout.trim())
    expect(untimed(b.stdout.trim())).toEqual(report)
    expect(report).toMatchObject({
      game: 'zombielife',
      players: 5,
      games: 150,
      invariantViolations: 0,
      errorCount: 0,
    })
    const wins = report.wins as Record<string, number>
    expect(Object.values(wins).reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(150)
  })
})

// -------------------------------------------------------------------------------------------------

describe('the invariant checker can fail', () => {
  const base = collectStates(
    2,
    'checker',
    (s) =>
      s.decision === null &&
      s.players.some((p) => p.zombie) &&
      s.players.some((p) => !p.zombie && p.hand.length > 0 && p.assets.length > 0),
  )[0]
  if (!base) throw new Error('no state with a zombie and a human with cards and assets')
  type Loose = {
    players: {
      wonga: number
      infected: number
      zombie: boolean
      hand: number[]
      assets: number[]
      lockedDown: boolean
    }[]
    deck: number[]
    discard: number[]
    box: number[]
    piles: number[][]
    removed: number[]
    onCard: number[]
    round: number
    turn: { seat: number; actionsLeft: number }
    decision: unknown
    over: boolean
  }
  const corrupt = (change: (s: Loose) => void): string[] => {
    const s = structuredClone(base) as unknown as Loose
    change(s)
    return zombielifeInvariants(s as unknown as ZombielifeState)
  }
  const human = base.players.findIndex((p) => !p.zombie && p.hand.length > 0 && p.assets.length > 0)
  const zombie = base.players.findIndex((p) => p.zombie)

  it('passes a state from a real game', () => {
    expect(zombielifeInvariants(base)).toEqual([])
  })

  it.each([
    [
      'a duplicated Action card',
      (s: Loose) => s.deck.push(s.players[human]!.hand[0]!),
      /Action card \d+ is both in/,
    ],
    ['a lost Action card', (s: Loose) => void s.players[human]!.hand.pop(), /Action cards \d+.* nowhere/],
    ['an Action card that does not exist', (s: Loose) => s.discard.push(56), /card 56, which does not exist/],
    ['a lost asset', (s: Loose) => void s.players[human]!.assets.pop(), /Asset cards \d+.* nowhere/],
    [
      'a duplicated asset',
      (s: Loose) => s.removed.push(s.players[human]!.assets[0]!),
      /Asset card \d+ is both/,
    ],
    ['negative Wonga', (s: Loose) => void (s.players[human]!.wonga = -1), /-1 Wonga/],
    [
      '4 infected tokens',
      (s: Loose) => void (s.players[zombie]!.infected = 4),
      /4 infected tokens, outside 0\.\.3/,
    ],
    [
      'a zombie with a hand',
      (s: Loose) => void s.players[zombie]!.hand.push(s.deck.pop()!),
      /zombie but holds 1 Action/,
    ],
    [
      'a human at 3 infected',
      (s: Loose) => void (s.players[human]!.infected = 3),
      /3 infected tokens but is not a zombie/,
    ],
    ['round 7', (s: Loose) => void (s.round = 7), /round 7, outside 1\.\.6/],
    [
      'money on an Investment',
      (s: Loose) => void (s.onCard[s.piles[5]![0]!] = 2),
      /holds 2 Wonga but cannot/,
    ],
    ['an unsorted Life pile', (s: Loose) => void s.piles[0]!.reverse(), /life pile is not sorted/],
    [
      'a boxed card in play',
      (s: Loose) => void (s.box.length > 0 ? s.deck.push(s.box.pop()!) : s.box.push(s.deck.pop()!)),
      /in the box at/,
    ],
    ['a decision for a missing seat', (s: Loose) => void (s.decision = { kind: 'slot', seat: 7 }), /seat 7/],
    [
      'a finished game with seats asked',
      (s: Loose) => void (s.over = true),
      /game ended in round|over but seats/,
    ],
  ])('reports %s', (_name, change, message) => {
    expect(corrupt(change).join('\n')).toMatch(message)
  })
})
