/**
 * What the host sent: the current view for one viewer, its legal actions, version and the events
 * still to animate. The renderer never holds more than one viewer's view.
 */
import { create } from 'zustand'
import type { GameEvent, Outcome, Seat, Viewer } from '../../engine/core/types'
import type { AutosaveStatus, HostUpdate, LogLine, SeatConfig } from '../../electron/contract'

/** The one stream of updates the renderer shows: a match seen by one viewer. */
export interface Following {
  readonly matchId: string
  readonly viewer: Viewer
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
  /** Whether the match's moves are safely on disk (null before the first update). */
  readonly autosave: AutosaveStatus | null
  /** The named save the match belongs to, if any. */
  readonly slot: string | null
  /** The game log, newest last. */
  readonly log: readonly LogLine[]
  /** Events not yet animated, oldest first; the animator drains it. */
  readonly eventQueue: readonly GameEvent[]
  /** A message for the player (a refusal, a save): shown until it times out or is dismissed. */
  readonly notice: string | null
  /**
   * The stream the renderer asked for. While set, updates for any other match or viewer (a late push
   * for the seat that just left the table) are dropped. Null: every update is taken.
   */
  readonly following: Following | null
  readonly actions: {
    receive(update: HostUpdate): void
    takeEvents(): GameEvent[]
    setNotice(notice: string | null): void
    /**
     * Starts following one viewer of one match. A different viewer forgets the view and the log shown
     * so far (a hot-seat switch must never show the previous seat's hand or private log lines).
     */
    follow(following: Following | null): void
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
  autosave: null,
  slot: null,
  log: [],
  eventQueue: [],
  notice: null,
  following: null,
} as const

const noView = {
  viewer: null,
  version: -1,
  view: null,
  legal: [],
  toAct: [],
  outcome: null,
  autosave: null,
  eventQueue: [],
} as const

export const useMatchStore = create<MatchStore>()((set, get) => ({
  ...empty,
  actions: {
    receive(update) {
      const s = get()
      const f = s.following
      if (f && (f.matchId !== update.matchId || f.viewer !== update.viewer)) return
      const sameStream = s.matchId === update.matchId && s.viewer === update.viewer
      // A snapshot (the reply to subscribing: it brings the history) is the host's picture now,
      // even when it is older than what is shown: a table restarted from an autosave's backup.
      const snapshot = update.history !== undefined
      // Older than what is shown, or the same action delivered twice: nothing new.
      if (
        !snapshot &&
        sameStream &&
        (update.version < s.version || (update.version === s.version && update.events.length > 0))
      )
        return
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
        autosave: update.autosave ?? null,
        slot: update.slot ?? null,
        // A snapshot brings the log so far (as this viewer may see it); later updates add to it.
        log: (update.history ?? (s.matchId === update.matchId ? [...s.log, ...fresh] : fresh)).slice(
          -MAX_LOG,
        ),
        eventQueue: sameStream && !snapshot ? [...s.eventQueue, ...update.events] : [],
      })
    },
    takeEvents() {
      const events = get().eventQueue.slice()
      if (events.length > 0) set({ eventQueue: [] })
      return events
    },
    setNotice: (notice) => set({ notice }),
    follow(following) {
      const s = get()
      if (following === null) {
        set({ following })
        return
      }
      const sameMatch = s.matchId === following.matchId
      if (sameMatch && s.viewer === following.viewer) {
        set({ following })
        return
      }
      // The log goes too: it holds the previous seat's private lines ("You pick up Scout."); the new
      // viewer's snapshot brings the log as that viewer may see it.
      set({
        following,
        ...noView,
        log: [],
        ...(sameMatch ? {} : { matchId: null, game: null, seats: [] }),
      })
    },
    clear: () => set({ ...empty }),
  },
}))
