/**
 * Cross-cutting properties of Selfish through the single door: determinism (replay equals live, the
 * state is plain JSON), invariants after every action, no hidden information in views or events,
 * hostile input refused without a trace, the simulator CLI, and the invariant checker itself.
 */
import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { randomBot } from '../../../engine/bots/random'
import { viewEvent } from '../../../engine/core/events'
import { Match } from '../../../engine/core/match'
import { selfish, type SelfishAction, type SelfishState } from '../../../engine/games/selfish'
import { selfishInvariants } from '../../../engine/games/selfish/invariants'
import { bots, games } from '../../../engine/index'
import { simulate } from '../../../engine/sim/simulate'
import { botNamed, parseSimArgs } from '../../../electron/cli/simArgs'
import {
  peekOf,
  permuteDeck,
  permuteWastelandPeeked,
  permuteWastelandUnseen,
  swapBetweenHands,
  swapFaceDownCards,
  swapFaceDownWithWasteland,
  swapHandWithDeck,
} from './hiddenChanges'
import { itPlaysTheSameGameForTheSameSeed, itReplaysRandomGamesAsLive } from '../shared/determinism'
import * as hiddenEvents from '../shared/hiddenEvents'
import { hiddenViewChecks, index, pick } from '../shared/hiddenViews'
import * as hostile from '../shared/hostileInput'
import { deckCardCorruptions, itReportsEveryCorruption } from '../shared/invariantChecker'
import { sim, untimed } from '../../shared/simCli'
import { collectStates, matchAt, PLAYER_COUNTS, plainJsonProblem, playRandomGame } from './randomGames'

const { expectHiddenExceptFromSeers, expectFirstSeerSees, expectOtherHandsHidden, expectOwnerSeesOwnHand } =
  hiddenViewChecks<SelfishState>((s, viewer) => selfish.view(s, viewer))

// -------------------------------------------------------------------------------------------------

describe('determinism', () => {
  itReplaysRandomGamesAsLive(
    'replaying the log of %i-player games gives the live state exactly',
    playRandomGame,
    { counts: PLAYER_COUNTS, games: 500 },
  )

  itPlaysTheSameGameForTheSameSeed(playRandomGame)

  it('plainJsonProblem notices what JSON would lose', () => {
    expect(plainJsonProblem({ a: [1, 'x', null, { b: true }] })).toBeNull()
    expect(plainJsonProblem({ a: undefined })).toMatch(/undefined/)
    expect(plainJsonProblem({ a: new Array<number>(2) })).toMatch(/hole/)
    expect(plainJsonProblem({ a: NaN })).toMatch(/NaN/)
    expect(plainJsonProblem({ a: new Map() })).toMatch(/plain object/)
  })
})

// -------------------------------------------------------------------------------------------------

describe('invariants after every action', () => {
  const heuristic = bots.selfish?.heuristic
  const lineups = [
    { name: 'random', bots: [randomBot] },
    ...(heuristic ? [{ name: 'heuristic and random', bots: [heuristic, randomBot] }] : []),
  ]

  it.each(PLAYER_COUNTS)('hold in every state of %i-player games, which all end within the cap', (n) => {
    for (const lineup of lineups) {
      const tally = simulate({
        registry: games,
        game: 'selfish',
        players: n,
        games: 500,
        seed: `inv:${lineup.name}`,
        bots: lineup.bots,
        maxActions: 5_000,
      })
      expect(tally.errors).toEqual([])
      expect(tally.invariantViolations).toBe(0)
      expect(tally.errorCount).toBe(0)
      expect(tally.finished).toBe(500)
    }
  })
})

describe('the simulator reports failures with the seed and log to replay them', () => {
  const settings = { game: 'selfish', players: 3, games: 4, seed: 'fail', bots: [randomBot] }

  it('stops a game at the first broken invariant', () => {
    let calls = 0
    const brokenAfter3 = { ...selfish, invariants: () => (++calls > 3 ? ['The table is on fire.'] : []) }
    const tally = simulate({ ...settings, registry: { selfish: brokenAfter3 }, games: 1 })
    expect(tally.invariantViolations).toBe(1)
    expect(tally.errors).toEqual([
      {
        seed: 'fail:0',
        message: 'Invariants broken after action 3: The table is on fire.',
        log: expect.any(Array) as unknown,
      },
    ])
    expect(tally.errors[0]?.log).toHaveLength(3)
    const off = simulate({ ...settings, registry: { selfish: brokenAfter3 }, checkInvariants: false })
    expect(off.invariantViolations).toBe(0)
  })

  it('stops a game at the action cap, and the reported log replays', () => {
    const tally = simulate({ ...settings, registry: games, maxActions: 5, reportLimit: 2 })
    expect(tally.errorCount).toBe(4)
    expect(tally.errors).toHaveLength(2)
    const first = tally.errors[0]
    expect(first?.message).toMatch(/did not end within 5 actions/)
    expect(first?.log).toHaveLength(5)
    const players = Array.from({ length: 3 }, () => ({ name: 'x' }))
    const replayed = Match.replay(games, {
      game: 'selfish',
      players,
      seed: first?.seed ?? '',
      options: {},
      log: first?.log ?? [],
    })
    expect(replayed.version).toBe(5)
  })

  it('reports a bot whose move is refused', () => {
    const cheat = { id: 'cheat', label: 'Cheat', choose: () => ({ type: 'travel', pay: [] }) }
    const tally = simulate({ ...settings, registry: games, bots: [cheat] })
    expect(tally.errorCount).toBe(4)
    expect(tally.errors[0]?.message).toMatch(/seat 0 \(cheat bot\) was refused \(ILLEGAL\)/)
  })
})

// -------------------------------------------------------------------------------------------------

describe('views hide what they must', () => {
  // States from random games: every decision (Scout, Zombie Trap, responses...) and every 4th state.
  const pool = collectStates(12, 'views', (s, actions) => s.decision !== null || actions % 4 === 0)
  const withZombies = pool.filter((s) => s.players.some((p) => p.trail.some((c) => c !== null && !c.faceUp)))
  const withPeek = pool.filter((s) => (peekOf(s)?.count ?? 0) >= 2)

  it('samples enough interesting states', () => {
    expect(pool.length).toBeGreaterThan(500)
    expect(withZombies.length).toBeGreaterThan(50)
    expect(withPeek.length).toBeGreaterThan(5)
    expect(pool.some((s) => s.decision?.kind === 'scout')).toBe(true)
    expect(pool.some((s) => s.decision?.kind === 'respond')).toBe(true)
  })

  it('another seat’s hand is unknown (hand card swapped with a deck card or another hand)', () => {
    expectOtherHandsHidden(pool, swapHandWithDeck, swapBetweenHands)
  })

  it('the owner does see a change to its own hand (the check is sensitive)', () => {
    expectOwnerSeesOwnHand(pool.slice(0, 100), swapHandWithDeck)
  })

  it('deck orders are unknown, except the Wasteland cards a seat is peeking at', () => {
    fc.assert(
      fc.property(index, fc.integer(), (si, seed) => {
        const s = pick(pool, si)
        const changes = [
          permuteDeck(s, seed),
          permuteWastelandUnseen(s, seed),
          permuteWastelandPeeked(s, seed),
        ]
        for (const change of changes) if (change) expectHiddenExceptFromSeers(s, change)
      }),
      { numRuns: 400 },
    )
    fc.assert(
      fc.property(index, fc.integer(), (si, seed) => {
        const s = pick(withPeek, si)
        const change = permuteWastelandPeeked(s, seed)
        if (!change) return
        expectHiddenExceptFromSeers(s, change)
        expectFirstSeerSees(s, change)
      }),
      { numRuns: 100 },
    )
  })

  it('face-down trail cards are unknown, even to the zombie that holds them', () => {
    fc.assert(
      fc.property(index, index, index, (si, a, b) => {
        const s = pick(withZombies, si)
        for (const change of [swapFaceDownWithWasteland(s, a, b), swapFaceDownCards(s, a, b)]) {
          if (change) expectHiddenExceptFromSeers(s, change)
        }
      }),
      { numRuns: 400 },
    )
  })

  it('the spectator sees no hand and no peek; a seat sees exactly its own hand', () => {
    for (const s of pool) {
      const spectator = selfish.view(s, 'spectator') as { hand: unknown; peek: unknown }
      expect(spectator.hand).toBeNull()
      expect(spectator.peek).toBeNull()
      s.players.forEach((p, seat) => {
        const v = selfish.view(s, seat) as { hand: { id: number }[] | null }
        expect(v.hand?.map((c) => c.id)).toEqual(p.hand)
      })
    }
  })
})

// -------------------------------------------------------------------------------------------------

describe('events hide what they must', () => {
  /** Event types whose public part may name a Game or Wasteland card: it is shown face up to all. */
  const PUBLIC_CARD_EVENTS = new Set([
    'cardPlayed',
    'cardBitten',
    'cardsDiscarded',
    'survivorMoved',
    'attackBlocked',
    'attackReflected',
  ])
  /** Event types that must carry their card details privately. */
  const PRIVATE_CARD_EVENTS: hiddenEvents.PrivateEventSeats = {
    cardDrawn: hiddenEvents.eventSeat,
    cardStolen: (e) => [e.attacker as number, e.seat as number],
    suppliesStolen: (e) => [e.attacker as number, e.seat as number],
    wastelandScouted: hiddenEvents.eventSeat,
  }
  const CARD_KEYS = ['card', 'kind', 'kinds', 'cards']

  const events = hiddenEvents.collectEvents(playRandomGame, 40)

  it('sees every kind of private event', () => {
    hiddenEvents.expectEveryPrivateType(events, PRIVATE_CARD_EVENTS)
  })

  // 30,000 events seen by every viewer: each check is a plain test first, and expect() is called
  // only where it fails (for its message), which keeps this test from taking a minute on a busy machine.
  it('viewEvents gives private details only to the seats they belong to', () => {
    for (const { event, players } of events) {
      const secret = event.private
      hiddenEvents.expectPrivateFor(event, PRIVATE_CARD_EVENTS[event.type])
      for (const viewer of hiddenEvents.eventViewers(players)) {
        const seen = viewEvent(event, viewer)
        if ('private' in seen) expect(seen).not.toHaveProperty('private')
        // Each viewer gets one wording: a seat the event speaks of reads it in the second person.
        if ('you' in seen) expect(seen).not.toHaveProperty('you')
        const ownWording = viewer === 'spectator' ? undefined : event.you?.[viewer]
        if (!secret) {
          const { you: _you, ...publicPart } = event
          const expected = { ...publicPart, text: ownWording ?? event.text }
          if (!isDeepStrictEqual(seen, expected)) expect(seen).toEqual(expected)
          continue
        }
        const insider = viewer !== 'spectator' && secret.seats.includes(viewer)
        if (insider) {
          for (const [key, value] of Object.entries(secret))
            if (key !== 'seats' && key !== 'text' && key !== 'you' && !isDeepStrictEqual(seen[key], value))
              expect(seen[key]).toEqual(value)
          const wording = secret.you?.[viewer] ?? secret.text
          if (seen.text !== wording) expect(seen.text).toBe(wording)
          continue
        }
        if (seen.text !== (ownWording ?? event.text)) expect(seen.text).toBe(ownWording ?? event.text)
        for (const key of Object.keys(secret)) {
          if (key === 'text' || key === 'seats' || key === 'you') continue
          if (key in event) {
            if (!isDeepStrictEqual(seen[key], event[key])) expect(seen[key]).toEqual(event[key])
          } else if (key in seen)
            expect(seen, `${event.type} shows ${key} to ${String(viewer)}`).not.toHaveProperty(key)
        }
        const secretWordings = [secret.text, ...Object.values(secret.you ?? {})]
        const shown = JSON.stringify(seen)
        for (const wording of secretWordings)
          if (wording !== seen.text && shown.includes(wording)) expect(shown).not.toContain(wording)
      }
      // What everyone sees of an event names a card only if the card is face up for all.
      if (!PUBLIC_CARD_EVENTS.has(event.type)) {
        const publicPart = viewEvent(event, 'spectator')
        for (const key of CARD_KEYS)
          if (key in publicPart) expect(publicPart, `${event.type}.${key} is public`).not.toHaveProperty(key)
      }
    }
  })
})

// -------------------------------------------------------------------------------------------------

/**
 * The legal list holds one sampled payment for Rest, Travel or a Sewer, and one discard; the rules
 * take any other pick of held cards that pays (in any order). Those picks are the game's
 * alternatives to the listed move, compared as the same cards with no other field.
 */
function otherPaymentOrDiscard(m: Match, seat: number, action: unknown): boolean {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return false
  const asked = action as Record<string, unknown>
  const field = asked.type === 'discardCards' ? 'cards' : 'pay'
  const picked = asked[field]
  if (Object.keys(asked).some((key) => key !== 'type' && key !== field)) return false
  if (!Array.isArray(picked) || !picked.every((kind) => typeof kind === 'string')) return false
  const cards = [...(picked as string[])].sort().join()
  const forms = m
    .legalActions(seat)
    .flatMap(
      (move) =>
        selfish.alternatives?.(m.state as SelfishState, seat, move as SelfishAction) ?? [
          move as SelfishAction,
        ],
    )
  return forms.some((form) => {
    const f = form as Record<string, unknown>
    const listed = f[field]
    return f.type === asked.type && Array.isArray(listed) && [...(listed as string[])].sort().join() === cards
  })
}

describe('hostile input through Match', () => {
  const record = playRandomGame({ players: 3, seed: 'hostile' }).match.record()
  const positions = hostile.hostilePositions(record, matchAt, 7, (s) => (s as SelfishState).decision !== null)

  const huge = hostile.hugeArray()
  const deep = hostile.deeplyNested(['single'])

  const malformed = hostile.malformedMoves(
    huge,
    42,
    NaN,
    '',
    { type: ['rest'] },
    { type: { toString: 'rest' } },
    { card: 'horde', target: 1 },
  )
  const illegal: unknown[] = [
    { type: 'playCard' },
    { type: 'playCard', card: 5 },
    { type: 'playCard', card: 'horde', target: '1' },
    { type: 'playCard', card: 'horde', target: 99 },
    { type: 'playCard', card: 'rampage', targets: huge },
    { type: 'playCard', card: 'bodyArmor' },
    { type: 'rest', pay: 'single' },
    { type: 'rest', pay: null },
    { type: 'rest', pay: deep },
    { type: 'travel', pay: huge },
    { type: 'arrangeWasteland', order: huge },
    { type: 'arrangeWasteland', order: [0, 0, 0] },
    { type: 'zombieAttack', target: -1 },
    { type: 'respond', card: 'toString' },
    { type: 'giveSupplies', cards: { length: 2 } },
    { type: 'nonsense' },
    { type: 'toString' },
    { type: '__proto__' },
    { type: 'constructor' },
    JSON.parse('{"type": "rollDie", "__proto__": {"polluted": true}}'),
    JSON.parse('{"type": "endTurn", "constructor": {"prototype": {"polluted": true}}}'),
  ]

  const types = ['playCard', 'swapDouble', 'rest', 'travel', 'respond', 'giveSupplies', 'discardCards']
  const typed = fc.record(
    {
      type: fc.constantFrom(
        ...types,
        'paySewer',
        'placeScouted',
        'arrangeWasteland',
        'rollDie',
        'zombieMove',
      ),
      card: fc.oneof(fc.constantFrom('horde', 'scout', 'alliance', 'rampage', 'none'), fc.jsonValue()),
      target: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.jsonValue()),
      pay: fc.oneof(fc.array(fc.constantFrom('single', 'double', 'scout')), fc.jsonValue()),
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
    gameOverMoves: [{ type: 'endTurn' }, { type: 'rollDie' }, { type: 'rest', pay: ['single'] }, null],
    typed,
    // A legal move with a field JSON would keep is not that move either.
    alsoAt: (m, seat, first) =>
      hostile.expectRefused(m, seat, JSON.parse(JSON.stringify({ ...first, __proto__x: 1 })), 'ILLEGAL'),
    alsoLegal: otherPaymentOrDiscard,
  })
})

// -------------------------------------------------------------------------------------------------

describe('the simulator CLI', () => {
  it('prints the same JSON line for the same seed (timing aside), with no violations', async () => {
    const args = ['--game', 'selfish', '--players', '3', '--games', '50', '--seed', '7']
    const [a, b, bad] = await Promise.all([sim(args), sim(args), sim([...args, '--bogus'])])
    expect(a.code).toBe(0)
    expect(b.code).toBe(0)
    const lines = [a.stdout.trim(), b.stdout.trim()]
    for (const line of lines) expect(line.split('\n')).toHaveLength(1)
    const report = untimed(lines[0] as string)
    expect(untimed(lines[1] as string)).toEqual(report)
    expect(report).toMatchObject({ game: 'selfish', players: 3, games: 50, seed: 7, invariantViolations: 0 })
    expect(report.errors).toEqual([])
    const wins = report.wins as Record<string, number>
    expect(Object.values(wins).reduce((x, y) => x + y, 0)).toBe(50)
    expect(bad.code).toBe(2)
    expect(bad.stdout).toBe('')
    expect(bad.stderr).toMatch(/Unknown flag "--bogus"/)
  })

  it.each([
    [['--players', '3'], /--game is required/],
    [['--game', 'chess', '--players', '3'], /no game "chess"/],
    [['--game', 'toString', '--players', '3'], /no game "toString"/],
    [['--game', 'selfish'], /--players is required/],
    [['--game', 'selfish', '--players', '6'], /--players must be from 2 to 5/],
    [['--game', 'selfish', '--players', '1'], /--players must be from 2 to 5/],
    [['--game', 'selfish', '--players', 'three'], /whole number/],
    [['--game', 'selfish', '--players', '3', '--games', '0'], /--games must be from 1/],
    [['--game', 'selfish', '--players', '3', '--games', '2.5'], /whole number/],
    [['--game', 'selfish', '--players', '3', '--games'], /--games needs a value/],
    [
      ['--game', 'selfish', '--players', '3', '--max-actions', '-4'],
      /--max-actions needs a value|whole number/,
    ],
    [['--game', 'selfish', '--players', '3', '--bots', 'random,genius'], /no "genius" bot/],
    [['--game', 'selfish', '--players', '3', '--players', '4'], /given twice/],
    [['--game', 'selfish', '--players', '3', '--check-invariants', '--no-invariants'], /not both/],
    [['--game', 'selfish', '--players', '3', 'extra'], /Unexpected argument "extra"/],
  ])('refuses %j with a clear sentence', (argv, message) => {
    const parsed = parseSimArgs(argv, games, bots)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.error).toMatch(message)
  })

  it('accepts both flag forms and fills in defaults', () => {
    const parsed = parseSimArgs(
      ['--game=selfish', '--players', '4', '--seed', 'abc', '--bots', 'random,random', '--no-invariants'],
      games,
      bots,
    )
    expect(parsed).toEqual({
      ok: true,
      args: {
        game: 'selfish',
        players: 4,
        games: 100,
        seed: 'abc',
        bots: ['random', 'random'],
        checkInvariants: false,
        maxActions: 20_000,
      },
    })
  })

  it('takes the bot levels by the names the app shows (medium) and by their ids (heuristic)', () => {
    for (const game of ['selfish', 'zombielife', 'monopozombie']) {
      const parsed = parseSimArgs(
        ['--game', game, '--players', '5', '--bots', 'medium,heuristic,random,easy,expert'],
        games,
        bots,
      )
      expect(parsed.ok && parsed.args.bots).toEqual(['medium', 'heuristic', 'random', 'easy', 'expert'])
      expect(botNamed(bots[game], 'medium')).toBe(bots[game]?.heuristic)
      // Medium's earlier name still works in scripts.
      expect(botNamed(bots[game], 'cunning')).toBe(bots[game]?.heuristic)
      expect(botNamed(bots[game], 'hard')?.label).toBe('Hard')
    }
    const unknown = parseSimArgs(['--game', 'selfish', '--players', '3', '--bots', 'genius'], games, bots)
    expect(unknown.ok ? '' : unknown.error).toContain('its bots are: random, easy, medium, hard, expert.')
  })
})

// -------------------------------------------------------------------------------------------------

describe('the invariant checker can fail', () => {
  // A mid-game state with a zombie, so that dead-player checks have something to look at.
  const base = collectStates(3, 'checker', (s) => s.decision === null && s.players.some((p) => !p.alive))[0]
  if (!base) throw new Error('no state with a zombie')
  type Loose = {
    players: {
      alive: boolean
      level: number
      hand: number[]
      trail: ({ id: number; faceUp: boolean } | null)[]
    }[]
    deck: number[]
    discard: number[]
    wasteland: number[]
    wastelandDiscard: number[]
    turn: { seat: number; ap: number }
    decision: unknown
    winner: number | null
    zombiesWin: boolean
  }
  const living = base.players.findIndex((p) => p.alive && p.hand.length > 0)
  const dead = base.players.findIndex((p) => !p.alive)

  itReportsEveryCorruption<SelfishState, Loose>(base, selfishInvariants, [
    ...deckCardCorruptions<Loose>('Game', 'a Game card', living, 81),
    [
      'a duplicated Wasteland card',
      (s: Loose) => s.wastelandDiscard.push(s.wasteland[0] ?? 0),
      /Wasteland card \d+ is both/,
    ],
    [
      'a lost Wasteland card',
      (s: Loose) => void (s.wasteland.length > 0 ? s.wasteland : s.wastelandDiscard).pop(),
      /Wasteland cards .* nowhere/,
    ],
    ['level 7', (s: Loose) => void (s.players[living]!.level = 7), /level 7, outside 0\.\.6/],
    ['a negative level', (s: Loose) => void (s.players[dead]!.level = -1), /level -1/],
    ['a living trail longer than the level', (s: Loose) => s.players[living]!.trail.push(null), /trail has/],
    [
      'a dead player with a hand',
      (s: Loose) => void (s.players[dead]!.hand = s.deck.splice(0, 2)),
      /dead but holds 2/,
    ],
    [
      'a dead player with a face-up trail',
      (s: Loose) => s.players[dead]!.trail.push({ id: s.wasteland.pop() ?? 0, faceUp: true }),
      /face-up/,
    ],
    ['a turn for a missing seat', (s: Loose) => void (s.turn.seat = 9), /seat 9/],
    ['negative action points', (s: Loose) => void (s.turn.ap = -1), /-1 action points/],
    ['a decision for a missing seat', (s: Loose) => void (s.decision = { kind: 'sewer', seat: 7 }), /seat 7/],
    [
      'zombies winning with survivors alive',
      (s: Loose) => void (s.zombiesWin = true),
      /zombies have won while/,
    ],
  ])
})
