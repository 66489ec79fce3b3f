/**
 * Cross-cutting properties of Zombielife through the single door: determinism (replay equals live,
 * the state is plain JSON), invariants after every action at every player count, no hidden
 * information in views or events (other hands, the deck order, where an Infection card was slotted
 * back), hostile input refused without a trace, the simulator CLI, and the invariant checker itself.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { randomBot } from '../../../engine/bots/random'
import { IllegalAction } from '../../../engine/core/errors'
import { viewEvent } from '../../../engine/core/events'
import { seedRng } from '../../../engine/core/rng'
import { sameAction } from '../../../engine/core/sameAction'
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
} from './hiddenChanges'
import * as hostile from '../shared/hostileInput'
import { hiddenViewChecks, index, pick } from '../shared/hiddenViews'
import * as hiddenEvents from '../shared/hiddenEvents'
import { sim, untimed } from '../../shared/simCli'
import { deckCardCorruptions, itReportsEveryCorruption } from '../shared/invariantChecker'
import {
  deepFreeze,
  itPlaysTheSameGameForTheSameSeed,
  itReplaysRandomGamesAsLive,
} from '../shared/determinism'
import { collectStates, matchAt, PLAYER_COUNTS, playRandomGame } from './randomGames'
import { submitTo } from '../shared/scenarioSteps'

const { expectHiddenExceptFromSeers, expectFirstSeerSees, expectOtherHandsHidden, expectOwnerSeesOwnHand } =
  hiddenViewChecks<ZombielifeState>((s, viewer) => zombielife.view(s, viewer))
/** Half the seats heuristic, half random: reaches states random play rarely does (full ILPs, late zombies). */
const mixed = (n: number) =>
  Array.from({ length: n }, (_, i) => (i % 2 === 0 ? zombielifeHeuristicBot : randomBot))

// -------------------------------------------------------------------------------------------------

describe('determinism', () => {
  itReplaysRandomGamesAsLive(
    'replaying the log of %i-player games gives the live state exactly (JSON round-trip)',
    playRandomGame,
    {
      counts: PLAYER_COUNTS,
      games: 250,
      jsonEvery: 10,
      bots: (n, g) => (g % 3 === 0 ? mixed(n) : undefined),
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

  it('another seat’s hand is unknown (a hand card swapped with a deck card or another hand)', () => {
    expectOtherHandsHidden(pool, swapHandWithDeck, swapBetweenHands)
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
    expectOwnerSeesOwnHand(pool.slice(0, 200), swapHandWithDeck)
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
      expectFirstSeerSees(s, change)
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
  const PRIVATE_EVENTS: hiddenEvents.PrivateEventSeats = {
    cardDrawn: hiddenEvents.eventSeat,
    infectionSlotted: hiddenEvents.eventSeat,
    deckArranged: hiddenEvents.eventSeat,
    topCardPlaced: hiddenEvents.eventSeat,
  }
  const SECRET_KEYS = ['card', 'kind', 'kinds', 'position']

  const events = hiddenEvents.collectEvents(playRandomGame, 30, (n, g) =>
    g % 2 === 0 ? mixed(n) : undefined,
  )

  it('sees every kind of private event', () => {
    hiddenEvents.expectEveryPrivateType(events, PRIVATE_EVENTS)
  })

  // Each check is a plain test first, with expect() called only where it fails (for its message):
  // tens of thousands of events, each seen by every viewer.
  it('every event has plain-English text; private details go only to the seats they belong to', () => {
    const garbled = /undefined|NaN|\[object/
    for (const { event, players } of events) {
      if (event.text.length <= 5) expect(event.text.length).toBeGreaterThan(5)
      if (garbled.test(event.text)) expect(event.text).not.toMatch(garbled)
      const secret = event.private
      hiddenEvents.expectPrivateFor(event, PRIVATE_EVENTS[event.type])
      for (const viewer of hiddenEvents.eventViewers(players)) {
        const seen = viewEvent(event, viewer)
        if ('private' in seen) expect(seen).not.toHaveProperty('private')
        if (!secret) continue
        const insider = viewer !== 'spectator' && secret.seats.includes(viewer)
        if (insider) continue
        if (seen.text !== event.text) expect(seen.text).toBe(event.text)
        for (const key of SECRET_KEYS) if (key in secret && key in seen) expect(seen).not.toHaveProperty(key)
      }
      if (!PUBLIC_CARD_EVENTS.has(event.type)) {
        const publicPart = viewEvent(event, 'spectator')
        for (const key of SECRET_KEYS)
          if (key in publicPart) expect(publicPart, `${event.type}.${key} is public`).not.toHaveProperty(key)
      }
    }
  })
})

// -------------------------------------------------------------------------------------------------

describe('hostile input through Match', () => {
  const record = playRandomGame({ players: 3, seed: 'hostile', bots: mixed(3) }).match.record()
  const positions = hostile.hostilePositions(
    record,
    matchAt,
    9,
    (s) => (s as ZombielifeState).decision !== null,
  )

  const huge = hostile.hugeArray()
  const deep = hostile.deeplyNested([0])

  const malformed = hostile.malformedMoves(huge, { type: ['endTurn'] }, { kind: 'life' })
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

  hostile.itRefusesHostileInput({
    record,
    positions,
    matchAt,
    players: 3,
    malformed,
    illegal,
    gameOverMoves: [{ type: 'endTurn' }, { type: 'scavenge' }, { type: 'chooseOption', option: 'A' }, null],
    typed,
  })

  it('the engine’s one door refuses every illegal action with a stable code and a sentence', () => {
    for (const at of positions.slice(0, 15)) {
      const s = matchAt(record, at).state as ZombielifeState
      const seat = zombielife.toAct(s)[0] as number
      for (const action of illegal) {
        if (zombielife.legalActions(s, seat).some((l) => sameAction(l, action))) continue
        let caught: unknown
        try {
          submitTo(zombielife, s, seat, action)
        } catch (err) {
          caught = err
        }
        // Anything but an IllegalAction would be a crash on hostile input.
        expect(caught, hostile.moveLabel(action)).toBeInstanceOf(IllegalAction)
        expect((caught as IllegalAction).message.length, hostile.moveLabel(action)).toBeGreaterThan(5)
      }
    }
  })
})

// -------------------------------------------------------------------------------------------------

describe('the simulator CLI', () => {
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
  const human = base.players.findIndex((p) => !p.zombie && p.hand.length > 0 && p.assets.length > 0)
  const zombie = base.players.findIndex((p) => p.zombie)

  itReportsEveryCorruption<ZombielifeState, Loose>(base, zombielifeInvariants, [
    ...deckCardCorruptions<Loose>('Action', 'an Action card', human, 56),
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
  ])
})
