/**
 * Inference (engine/bots/search/inference.ts, GameDefinition.recall): Expert weighs its drawn states
 * by how likely the other seats' moves were in them. Belief moves the right way on a real history (a
 * seat that passed up a card it would have played is less likely to hold it), recall gives back the
 * hands as they were when the world is the real one, and nothing the seat could not see changes it.
 */
import { describe, expect, it } from 'vitest'
import { botContext } from '../../../engine/bots/context'
import { EXPERT } from '../../../engine/bots/levels'
import { believe, type InferenceOptions } from '../../../engine/bots/search/inference'
import { searchBot } from '../../../engine/bots/search/searchBot'
import type { BotContext } from '../../../engine/bots/types'
import { Match, type PastMove } from '../../../engine/core/match'
import { seedRng } from '../../../engine/core/rng'
import type { AnyGame, Seat } from '../../../engine/core/types'
import { selfish, type SelfishState } from '../../../engine/games/selfish'
import { selfishHeuristicBot } from '../../../engine/games/selfish/bots'
import { kindOf } from '../../../engine/games/selfish/draft'
import type { CardId, SelfishAction } from '../../../engine/games/selfish/types'
import { runGame } from '../../../engine/sim/runGame'
import type { Bot } from '../../../engine/bots/types'

const game = selfish as unknown as AnyGame
const medium = selfishHeuristicBot
const OPTIONS: InferenceOptions = { worlds: 200, moves: 24, softness: 0.5 }

interface Moment {
  readonly state: SelfishState
  readonly history: readonly PastMove[]
  readonly seat: Seat
}

/** Seat 0's first moment that `until` takes, in two-player games that Medium plays at both seats (the first such game of a few). */
function momentsOf(prefix: string, until: (m: Moment) => boolean): Moment {
  for (let g = 0; g < 50; g++) {
    const found = momentIn(`${prefix}:${g}`, until)
    if (found !== undefined) return found
  }
  throw new Error(`No such moment in the games "${prefix}:…".`)
}

function momentIn(seed: string, until: (m: Moment) => boolean): Moment | undefined {
  const match = Match.create(
    { selfish: game },
    { game: 'selfish', players: [{ name: 'A' }, { name: 'B' }], seed },
  )
  const rng = seedRng(`${seed}:bots`)
  for (let step = 0; step < 2_000 && match.outcome() === null; step++) {
    const seat = match.toAct()[0] as Seat
    if (seat === 0) {
      const moment = { state: match.state as SelfishState, history: match.recent.slice(), seat }
      if (until(moment)) return moment
    }
    match.submit(seat, medium.choose(botContext(game, match.state, seat, rng) as never))
  }
  return undefined
}

const ctxAt = (m: Moment, state: SelfishState = m.state, history = m.history): BotContext =>
  botContext(game, state, m.seat, seedRng('belief'), { history })

const handOf = (s: SelfishState, seat: Seat) => s.players[seat]?.hand ?? []
const sorted = (cards: readonly CardId[]) => [...cards].sort((a, b) => a - b)

/** The other seat's last move in its actions phase, when it was not an Abandoned Vehicle and it was below the chopper. */
function passedUpVehicle(m: Moment): PastMove | undefined {
  const last = [...m.history].reverse().find((move) => move.seat === 1)
  if (last === undefined) return undefined
  const before = last.before as SelfishState
  const action = last.action as SelfishAction
  const inActions = before.decision === null && before.turn.phase === 'actions' && before.turn.seat === 1
  const below = (before.players[1]?.level ?? 0) < 6
  return inActions && below && !(action.type === 'playCard' && action.card === 'abandonedVehicle')
    ? last
    : undefined
}

/** The share of the belief (or of the plain draws, weighed alike) in which seat 1 held a Vehicle before its last move. */
function heldVehicle(
  weights: readonly number[],
  worlds: readonly unknown[],
  m: Moment,
  move: PastMove,
): number {
  const at = m.history.indexOf(move)
  const recall = game.recall!(m.history.slice(at), m.state, m.seat) as (w: unknown) => SelfishState
  return worlds.reduce<number>((share, world, i) => {
    const then = recall(world)
    return (
      share + (handOf(then, 1).some((id) => kindOf(id) === 'abandonedVehicle') ? (weights[i] as number) : 0)
    )
  }, 0)
}

describe('inference', () => {
  it('holds it less likely that a seat holds a card it would have played and did not', () => {
    const m = momentsOf(
      'inference:vehicle',
      (moment) => passedUpVehicle(moment) !== undefined && moment.history.length >= 8,
    )
    const move = passedUpVehicle(m) as PastMove
    const belief = believe(game, ctxAt(m), medium, OPTIONS)
    expect(belief).toBeDefined()
    const { worlds, weights } = belief!
    const even = worlds.map(() => 1 / worlds.length)
    const before = heldVehicle(even, worlds, m, move)
    const after = heldVehicle(weights, worlds, m, move)
    // Among states drawn alike, some give the mover a Vehicle then; weighed, far fewer do.
    expect(before).toBeGreaterThan(0.05)
    expect(after).toBeLessThan(before / 2)
    expect(belief!.evidence).toBeGreaterThan(0)
  })

  it('recalls the hands a seat held before each of its moves when the world is the real one', () => {
    const m = momentsOf('inference:recall', (moment) => moment.history.length >= 24)
    let recalled = 0
    m.history.forEach((move, at) => {
      if (move.seat === m.seat) return
      const recall = game.recall!(m.history.slice(at), m.state, m.seat)
      if (recall === null) return
      const then = recall(m.state) as SelfishState
      expect(sorted(handOf(then, move.seat))).toEqual(sorted(handOf(move.before as SelfishState, move.seat)))
      // The viewer's own hand is the one it held.
      expect(handOf(then, m.seat)).toEqual(handOf(move.before as SelfishState, m.seat))
      recalled++
    })
    expect(recalled).toBeGreaterThan(5)
  })

  it('reads nothing the seat could not see: a held card swapped with one deep in the deck, then and now, changes nothing', () => {
    const m = momentsOf('inference:swap', (moment) => moment.history.length >= 16)
    const states = [...m.history.map((move) => move.before as SelfishState), m.state]
    const held = handOf(m.state, 1).find((id) => states.every((s) => handOf(s, 1).includes(id)))
    const deep = m.state.deck.find(
      (id) => kindOf(id) !== kindOf(held as CardId) && states.every((s) => s.deck.includes(id)),
    )
    expect(held).toBeDefined()
    expect(deep).toBeDefined()
    const swap = (s: SelfishState): SelfishState => {
      const swapped = (id: CardId) => (id === held ? (deep as CardId) : id === deep ? (held as CardId) : id)
      return {
        ...s,
        deck: s.deck.map(swapped),
        players: s.players.map((p) => ({ ...p, hand: p.hand.map(swapped) })),
      }
    }
    const other = m.history.map((move) => ({ ...move, before: swap(move.before as SelfishState) }))
    for (const [s, t] of states.map((s) => [s, swap(s)] as const)) {
      expect(game.view(t, m.seat)).toEqual(game.view(s, m.seat))
    }
    const real = believe(game, ctxAt(m), medium, OPTIONS)!
    const swapped = believe(game, ctxAt(m, swap(m.state), other), medium, OPTIONS)!
    expect(swapped.weights).toEqual(real.weights)
    expect(swapped.worlds).toEqual(real.worlds)
    const expert = searchBot(game, medium, { ...EXPERT, timeMs: undefined, iterations: 300 })
    expect(expert.recalls).toBe(true)
    expect(expert.choose(ctxAt(m, swap(m.state), other))).toEqual(expert.choose(ctxAt(m)))
  })

  it('gives no belief without a history, and the search then draws as it did', () => {
    const m = momentsOf('inference:none', (moment) => moment.history.length >= 4)
    expect(
      believe(game, botContext(game, m.state, m.seat, seedRng('belief')), medium, OPTIONS),
    ).toBeUndefined()
  })

  it("is handed the other seats' latest moves in a simulated game only where its bot reads them", () => {
    const seen: { reader: number[]; plain: number } = { reader: [], plain: 0 }
    const reader: Bot = {
      ...medium,
      id: 'reader',
      recalls: true,
      choose(ctx) {
        seen.reader.push(...(ctx.history ?? []).map((move) => move.seat))
        return medium.choose(ctx as never)
      },
    }
    const plain: Bot = {
      ...medium,
      choose(ctx) {
        if (ctx.history !== undefined) seen.plain++
        return medium.choose(ctx as never)
      },
    }
    const players = [{ name: 'A' }, { name: 'B' }]
    runGame({ registry: { selfish: game }, game: 'selfish', players, seed: 'handed', bots: [reader, plain] })
    expect(seen.reader.length).toBeGreaterThan(0)
    expect(new Set(seen.reader)).toEqual(new Set([1]))
    expect(seen.plain).toBe(0)
  })
})
