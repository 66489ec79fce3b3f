/** The event checks of every game's "events hide what they must" tests. */
import { expect } from 'vitest'
import type { Bot } from '../../../engine/bots/types'
import type { GameEvent, Viewer } from '../../../engine/core/types'
import type { RunGameResult } from '../../../engine/sim/runGame'
import { PLAYER_COUNTS, type RandomGameSetup } from './randomGames'

export interface SeenEvent {
  readonly event: GameEvent
  readonly players: number
}

/** For each event type that must be private, the seats its details belong to. */
export type PrivateEventSeats = Record<string, (e: GameEvent) => readonly number[]>

/** The seat the event names: its details are for that seat alone. */
export const eventSeat = (e: GameEvent): readonly number[] => [e.seat as number]

/** Every event of `perCount` random games at each player count (bots as `bots` gives, per game). */
export function collectEvents(
  playRandomGame: (setup: RandomGameSetup) => RunGameResult,
  perCount: number,
  bots?: (n: number, g: number) => readonly Bot[] | undefined,
): SeenEvent[] {
  const events: SeenEvent[] = []
  for (const n of PLAYER_COUNTS) {
    for (let g = 0; g < perCount; g++) {
      playRandomGame({
        players: n,
        seed: `events:${n}:${g}`,
        bots: bots?.(n, g),
        onAction: ({ events: list }) => list.forEach((event) => events.push({ event, players: n })),
      })
    }
  }
  return events
}

/** The random games showed every event type that must be private. */
export function expectEveryPrivateType(events: readonly SeenEvent[], privateTypes: PrivateEventSeats): void {
  const types = new Set(events.map((e) => e.event.type))
  for (const type of Object.keys(privateTypes)) expect(types).toContain(type)
}

/** An event of a type that must be private carries its details privately, for exactly these seats. */
export function expectPrivateFor(event: GameEvent, required?: (e: GameEvent) => readonly number[]): void {
  if (!required) return
  const secret = event.private
  expect(secret, `${event.type} carries its details privately`).toBeDefined()
  expect([...(secret?.seats ?? [])].sort()).toEqual([...new Set(required(event))].sort())
}

/** Every seat of a game of `players`, then the spectator. */
export const eventViewers = (players: number): Viewer[] => [
  ...Array.from({ length: players }, (_, s) => s),
  'spectator',
]
