/**
 * What the host sent: the current view for one viewer, its legal actions, version and the events
 * still to animate. The renderer never holds more than one viewer's view.
 */
import { create } from 'zustand'
import type { GameEvent, Outcome, Seat, Viewer } from '../../engine/core/types'
import type { HostUpdate, SeatConfig } from '../../electron/host/types'

export interface LogLine {
  readonly version: number
  readonly text: string
  readonly type: string
  readonly seat?: Seat
}

const MAX_LOG = 200

export interface MatchStore {
  readonly matchId: string | null
  readonly game: string | null
  readonly viewer: Viewer | null
  readonly version: number
  readonly view: unknown
  readonly legal: readonly unknown[]
  readonly toAct: readonly Seat[]
  readonly seats: readonly SeatConfig[]
  readonly outcome: Outcome | null
  /** The game log, newest last. */
  readonly log: readonly LogLine[]
  /** Events not yet animated, oldest first; the animator drains it. */
  readonly eventQueue: readonly GameEvent[]
  /** A refusal from the host to show the player (cleared by the next update). */
  readonly notice: string | null
  readonly actions: {
    receive(update: HostUpdate): void
    takeEvents(): GameEvent[]
    setNotice(notice: string | null): void
    clear(): void
  }
}

const empty = {
  matchId: null,
  game: null,
  viewer: null,
  version: -1,
  view: null,
  legal: [],
  toAct: [],
  seats: [],
  outcome: null,
  log: [],
  eventQueue: [],
  notice: null,
} as const

export const useMatchStore = create<MatchStore>()((set, get) => ({
  ...empty,
  actions: {
    receive(update) {
      const s = get()
      const sameStream = s.matchId === update.matchId && s.viewer === update.viewer
      if (sameStream && update.version < s.version) return
      const fresh = update.events.map((e) => ({
        version: update.version,
        text: e.text,
        type: e.type,
        seat: e.seat,
      }))
      set({
        matchId: update.matchId,
        game: update.game,
        viewer: update.viewer,
        version: update.version,
        view: update.view,
        legal: update.legal,
        toAct: update.toAct,
        seats: update.seats,
        outcome: update.outcome,
        log: (s.matchId === update.matchId ? [...s.log, ...fresh] : fresh).slice(-MAX_LOG),
        eventQueue: sameStream ? [...s.eventQueue, ...update.events] : [],
        notice: null,
      })
    },
    takeEvents() {
      const events = get().eventQueue.slice()
      if (events.length > 0) set({ eventQueue: [] })
      return events
    },
    setNotice: (notice) => set({ notice }),
    clear: () => set({ ...empty }),
  },
}))
