/**
 * The conformance suite: what every game must do, checked the same way for each registered game and
 * for Stones, the test game that proves the "Adding a game" guide. Bot games from several seeds:
 * the same seed gives the same game, a replay of the log gives the live state, invariants hold after
 * every action, private event details reach only their seats, hostile input is refused with a code
 * and a sentence and changes nothing, and every registered bot plays only what the rules allow.
 */
import { describe, expect, it } from 'vitest'
import { bots as registeredBots, games as registeredGames } from '../../engine'
import { searchBot } from '../../engine/bots/search/searchBot'
import type { Bot } from '../../engine/bots/types'
import { canonicalJson } from '../../engine/core/canonical'
import { IllegalAction } from '../../engine/core/errors'
import { viewEvents } from '../../engine/core/events'
import { Match, type GameRegistry } from '../../engine/core/match'
import type { AnyGame, GameEvent, Seat, Viewer } from '../../engine/core/types'
import { seedRng } from '../../engine/core/rng'
import { runGame } from '../../engine/sim/runGame'
import { stones, stonesBots } from '../fixtures/games/stones'
import { describeOptionSpecs } from './shared/optionSpecChecks'

const registry: GameRegistry = { ...registeredGames, stones }
const botsOf: Record<string, Record<string, Bot>> = { ...registeredBots, stones: stonesBots }
const SEEDS = ['c1', 'c2']

const digest = (state: unknown) => canonicalJson(state)
const names = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }))

/** A bot that searches plays whole games here on a budget of a few playouts a move, no clock. */
const QUICK_SEARCH = { iterations: 8, playoutSteps: 10, confidence: 0.5 }

function botGame(game: AnyGame, seed: string, level: string, onEvents?: (e: readonly GameEvent[]) => void) {
  const players = names(Math.min(game.maxPlayers, Math.max(game.minPlayers, 3)))
  const registered = botsOf[game.id]?.[level]
  if (!registered) throw new Error(`${game.id} has no ${level} bot`)
  const bot = registered.thinks
    ? searchBot(game, botsOf[game.id]?.heuristic as Bot, {
        id: registered.id,
        label: registered.label,
        ...QUICK_SEARCH,
      })
    : registered
  return runGame({
    registry,
    game: game.id,
    players,
    seed,
    bots: players.map(() => bot),
    onAction: (step) => onEvents?.(step.events),
  })
}

const HOSTILE: readonly unknown[] = [
  null,
  42,
  'rest',
  [],
  {},
  { type: 42 },
  { type: 'noSuchMove' },
  { type: 'play', card: -1 },
  { type: 'play', card: 'x'.repeat(10_000) },
  JSON.parse('{"__proto__": {"type": "rest"}}'),
  // Cards that cannot be turned into text (fast-check found one: explain crashed on it).
  { type: 'playCard', card: [{ toString: false }] },
  { type: 'respond', card: { toString: false } },
]

describe.each(Object.values(registry))('conformance: $name', (game: AnyGame) => {
  it('plays the same game from the same seed, and a replay of its log gives the live state', () => {
    for (const seed of SEEDS) {
      const first = botGame(game, seed, 'heuristic')
      const again = botGame(game, seed, 'heuristic')
      expect(first.error).toBeNull()
      expect(first.violations).toEqual([])
      expect(again.match.record()).toEqual(first.match.record())
      expect(digest(again.match.state)).toBe(digest(first.match.state))
      const replayed = Match.replay(registry, first.match.record())
      expect(digest(replayed.state)).toBe(digest(first.match.state))
    }
  })

  it('every registered bot finishes games with only legal moves, invariants holding after each', () => {
    for (const level of Object.keys(botsOf[game.id] ?? {})) {
      for (const seed of SEEDS) {
        const result = botGame(game, `${seed}-${level}`, level)
        expect(result.error, `${level} bot, seed ${seed}`).toBeNull()
        expect(result.violations, `${level} bot, seed ${seed}`).toEqual([])
        expect(result.outcome, `${level} bot, seed ${seed}`).not.toBeNull()
      }
    }
  })

  it('gives private event details only to their seats', () => {
    let privateEvents = 0
    botGame(game, 'leaks', 'random', (events) => {
      for (const event of events) {
        const secret = event.private
        if (!secret) continue
        privateEvents++
        const hidden = Object.keys(secret).filter((k) => k !== 'seats' && k !== 'text' && !(k in event))
        const outsiders: (Seat | 'spectator')[] = [
          'spectator',
          ...[0, 1, 2, 3].filter((s) => !secret.seats.includes(s)),
        ]
        for (const viewer of outsiders) {
          const [seen] = viewEvents([event], viewer)
          expect(seen?.private).toBeUndefined()
          for (const key of hidden) expect(seen, `${event.type}.${key} for ${viewer}`).not.toHaveProperty(key)
        }
      }
    })
    // MonopoZombie has no private details: its drawn cards are shown to everyone.
    if (game.id !== 'monopozombie') expect(privateEvents).toBeGreaterThan(0)
  })

  it('refuses hostile input with a code and a sentence, and changes nothing', () => {
    const { match } = botGame(game, 'hostile', 'random')
    const positions = Match.create(registry, { game: game.id, players: names(game.minPlayers), seed: 'h' })
    for (const m of [positions, match]) {
      const before = digest(m.state)
      const version = m.version
      for (const seat of [...m.toAct(), -1, 99, 0.5]) {
        for (const action of HOSTILE) {
          let refused: unknown = null
          try {
            m.submit(seat, action)
          } catch (err) {
            refused = err
          }
          expect(refused, JSON.stringify(action)).toBeInstanceOf(IllegalAction)
          expect((refused as IllegalAction).message.length).toBeGreaterThan(5)
        }
      }
      expect(m.version).toBe(version)
      expect(digest(m.state)).toBe(before)
    }
  })
})

/** States a heuristic bot game passes through, every few actions, not over. */
function statesOf(game: AnyGame, seed: string): unknown[] {
  const states: unknown[] = []
  const result = runGame({
    registry,
    game: game.id,
    players: names(Math.min(game.maxPlayers, Math.max(game.minPlayers, 3))),
    seed,
    bots: names(3).map(() => botsOf[game.id]?.heuristic as Bot),
    checkInvariants: false,
    onAction: ({ match }) => {
      if (match.version % 5 === 0 && match.outcome() === null) states.push(match.state)
    },
  })
  expect(result.error).toBeNull()
  return states.slice(0, 40)
}

describe.each(Object.values(registry))('conformance of the search hooks: $name', (game: AnyGame) => {
  const seats = Math.min(game.maxPlayers, Math.max(game.minPlayers, 3))
  const json = (value: unknown) => JSON.stringify(value)

  it.skipIf(game.sample === undefined)(
    'samples a state its seat (or the spectator) cannot tell apart, from what it sees alone',
    () => {
      const sample = game.sample as NonNullable<AnyGame['sample']>
      const viewers: Viewer[] = [...Array.from({ length: seats }, (_, seat) => seat), 'spectator']
      for (const state of statesOf(game, 'sample')) {
        for (const viewer of viewers) {
          const drawn = sample(state, viewer, seedRng(`s:${viewer}`))
          expect(json(game.view(drawn, viewer))).toBe(json(game.view(state, viewer)))
          if (viewer !== 'spectator')
            expect(json(game.legalActions(drawn, viewer))).toBe(json(game.legalActions(state, viewer)))
          expect(game.invariants?.(drawn) ?? []).toEqual([])
          // A state that looks the same to the viewer gives the same sample for the same stream.
          expect(digest(sample(drawn, viewer, seedRng(`s:${viewer}`)))).toBe(
            digest(sample(state, viewer, seedRng(`s:${viewer}`))),
          )
        }
      }
    },
  )

  it.skipIf(game.estimate === undefined)('estimates every seat from 0 to 1', () => {
    const estimate = game.estimate as NonNullable<AnyGame['estimate']>
    for (const state of statesOf(game, 'estimate')) {
      const standings = estimate(state)
      expect(standings).toHaveLength(seats)
      for (const value of standings) expect(value >= 0 && value <= 1, `${value}`).toBe(true)
    }
  })
})

describeOptionSpecs(stones)

describe('bot levels', () => {
  it('have the same names in every game: Random, Easy, Medium, Hard, Expert (ids stay as saves know them)', () => {
    for (const [game, levels] of Object.entries(registeredBots)) {
      expect(
        Object.entries(levels).map(([id, bot]) => [id, bot.id, bot.label]),
        game,
      ).toEqual([
        ['random', 'random', 'Random'],
        ['easy', 'easy', 'Easy'],
        ['heuristic', 'heuristic', 'Medium'],
        ['hard', 'hard', 'Hard'],
        ['expert', 'expert', 'Expert'],
      ])
    }
  })
})
