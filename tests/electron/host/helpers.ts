/** Shared set-up for the MatchHost tests: the countdown fixture, a host, and update recorders. */
import { randomBot } from '../../../engine/bots/random'
import type { Bot, BotRegistry } from '../../../engine/bots/types'
import { IllegalAction } from '../../../engine/core/errors'
import type { GameRegistry } from '../../../engine/core/match'
import type { GameDefinition, Outcome, Seat } from '../../../engine/core/types'
import {
  MatchHost,
  type HostError,
  type HostUpdate,
  type MatchHostOptions,
  type SeatConfig,
} from '../../../electron/host'
import { countdownGame, type CountdownView } from '../../fixtures/countdownGame'

export const registry: GameRegistry = { countdown: countdownGame, draw: drawGame() }
export const bots: BotRegistry = { countdown: { random: randomBot } }

export const human = (name: string): SeatConfig => ({ name, kind: 'human' })
export const bot = (name: string, level = 'random'): SeatConfig => ({ name, kind: 'bot', bot: level })

export function makeHost(options: Partial<MatchHostOptions> = {}): { host: MatchHost; errors: HostError[] } {
  const errors: HostError[] = []
  const host = new MatchHost({
    registry,
    bots,
    seedSource: () => 'seed',
    onError: (err) => errors.push(err),
    ...options,
  })
  return { host, errors }
}

/** Subscribes and keeps every update received. */
export function watch(host: MatchHost, matchId: string, viewer: Seat | 'spectator'): HostUpdate[] {
  const updates: HostUpdate[] = []
  host.subscribe(matchId, viewer, (update) => updates.push(update))
  return updates
}

export function countdownView(update: HostUpdate | undefined): CountdownView {
  if (update === undefined) throw new Error('no update')
  return update.view as CountdownView
}

/** Wraps a bot so a test can count its calls (or make it fail). */
export function spyBot(inner: Bot, behaviour: (call: number) => 'play' | 'throw' = () => 'play') {
  let calls = 0
  const spy: Bot = {
    id: inner.id,
    label: inner.label,
    choose(ctx) {
      calls++
      if (behaviour(calls) === 'throw') throw new Error(`bot broke on call ${calls}`)
      return inner.choose(ctx)
    },
  }
  return { bot: spy, calls: () => calls }
}

interface DrawState {
  readonly deck: readonly number[]
  readonly hands: readonly (readonly number[])[]
  readonly turn: Seat
}

export interface DrawView {
  readonly myHand: readonly number[] | null
  readonly handSizes: readonly number[]
  readonly deckSize: number
}

/**
 * A tiny game with private events: two seats take turns drawing from a known deck; the drawn card
 * is told only to the seat that drew it. The game ends when the deck is empty.
 */
function drawGame(): GameDefinition<DrawState, { readonly type: 'draw' }, DrawView> {
  return {
    id: 'draw',
    name: 'Draw',
    minPlayers: 2,
    maxPlayers: 2,
    resolveOptions: () => ({}),
    setup: () => ({ deck: [11, 22, 33, 44], hands: [[], []], turn: 0 }),
    toAct: (s) => (s.deck.length > 0 ? [s.turn] : []),
    legalActions: () => [{ type: 'draw' }],
    apply(s, seat) {
      const [card, ...deck] = s.deck
      if (card === undefined) throw new IllegalAction('GAME_OVER', 'The deck is empty.')
      const hands = s.hands.map((hand, i) => (i === seat ? [...hand, card] : hand))
      return {
        state: { deck, hands, turn: (seat + 1) % 2 },
        events: [
          {
            type: 'cardDrawn',
            seat,
            text: `Seat ${seat + 1} draws a card`,
            private: { seats: [seat], text: `You draw ${card}`, card },
          },
        ],
      }
    },
    view: (s, viewer) => ({
      myHand: viewer === 'spectator' ? null : (s.hands[viewer] ?? null),
      handSizes: s.hands.map((h) => h.length),
      deckSize: s.deck.length,
    }),
    outcome: (s): Outcome | null =>
      s.deck.length > 0
        ? null
        : { winners: [1], scores: [0, 1], headline: 'Seat 2 wins', summary: 'Seat 2 wins' },
  }
}
