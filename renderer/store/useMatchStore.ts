/**
 * What the host sent: the current view for one viewer, its legal actions, version and the events
 * still to animate. The renderer never holds more than one viewer's view.
 *
 * The event clock: while a table animates the events, the HUD keeps showing the update before them
 * (`hud`, and the log) and gets each update when the table says its animations have landed. With no
 * table animating (or "skip animations"), the HUD gets each update at once.
 */
import { create } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import type { GameEvent, Outcome, Seat, Viewer } from '../../engine/core/types'
import type {
  AutosaveStatus,
  HostUpdate,
  LogLine,
  MatchOptions,
  SeatConfig,
  TakeBackStatus,
} from '../../electron/protocol/match'
import { readSkipAnimations, writeSkipAnimations } from './animationPreference'

/** The one stream of updates the renderer shows: a match seen by one viewer. */
export interface Following {
  readonly matchId: string
  readonly viewer: Viewer
}

const MAX_LOG = 200
/**
 * The HUD stops waiting for the table once the table has drawn no frame for this long (a stalled
 * canvas: a lost WebGL context, a hidden window). A slow table that keeps drawing is waited for.
 */
export const TABLE_STALL_MS = 10_000

/** What the HUD shows: one update, revealed when the table's animations for it have landed. */
export interface HudFrame {
  readonly version: number
  readonly view: unknown
  /** Empty while later updates wait for their animations: choices come with what led to them. */
  readonly legal: readonly unknown[]
  /** The seats asked to act in this update. */
  readonly toAct: readonly Seat[]
  readonly outcome: Outcome | null
  /** On a stream page that shows hands: each seat's own view at this update (the host's delay passed). */
  readonly seatViews?: readonly unknown[]
  /**
   * On a stream page: each seat's chance to win, from the newest estimate that came (for this
   * update, or for an earlier one of the same match while this one's is still coming).
   */
  readonly chances?: readonly number[]
}

/** How a notice reads: good news, plain news, or a problem (a refusal, a failed save). */
export type NoticeKind = 'success' | 'info' | 'error'

interface HeldFrame extends HudFrame {
  readonly log: readonly LogLine[]
  readonly events: readonly GameEvent[]
}

/**
 * The events of the update(s) the HUD revealed last, in order: what led to `hud` (the stream page's
 * call-outs read them). `seq` counts the reveals, so the same events are never taken twice.
 */
export interface HudEvents {
  readonly seq: number
  readonly events: readonly GameEvent[]
}

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
  /** How many moves that named save holds, when the host knows (null: no save, or not known). */
  readonly slotVersion: number | null
  /** The match's options as its game filled them in (a rematch starts from them); null before the first update. */
  readonly options: MatchOptions | null
  /** Whether the viewer's seat may take back its last move now, or why not (null: not a person's seat). */
  readonly takeBack: TakeBackStatus | null
  /** The game log as the HUD shows it, newest last. */
  readonly log: readonly LogLine[]
  /** What the HUD shows (null before the first update). */
  readonly hud: HudFrame | null
  /** The events revealed with `hud` (none for a snapshot or a new stream). */
  readonly hudEvents: HudEvents
  /** Updates received whose animations have not landed yet, oldest first. */
  readonly held: readonly HeldFrame[]
  /** Tables animating the event queue now (the HUD waits for them). */
  readonly tables: number
  /** Show every update at once, with no animation. */
  readonly skipAnimations: boolean
  /** Events not yet animated, oldest first; the animator drains it. */
  readonly eventQueue: readonly GameEvent[]
  /** A message for the player (a refusal, a save): shown until it times out or is dismissed. */
  readonly notice: string | null
  /** How the notice reads (its style, and whether it is announced as an alert). */
  readonly noticeKind: NoticeKind
  /**
   * The stream the renderer asked for. While set, updates for any other match or viewer (a late push
   * for the seat that just left the table) are dropped. Null: every update is taken.
   */
  readonly following: Following | null
  readonly actions: {
    receive(update: HostUpdate): void
    /** Takes the events waiting to be animated, and the version they bring the table up to. */
    takeEvents(): { events: GameEvent[]; upTo: number }
    /** The table's animations up to `version` have landed: the HUD shows that update. */
    landed(version: number): void
    /** A table animates the queue until the returned function is called. */
    attachTable(): () => void
    /** The animating table drew a frame: it is still working through what it took. */
    tableDrew(): void
    setSkipAnimations(on: boolean): void
    /** Shows a notice (an error unless said otherwise), or clears it with null. */
    setNotice(notice: string | null, kind?: NoticeKind): void
    /**
     * Starts following one viewer of one match. A different viewer forgets the view and the log shown
     * so far (a hot-seat switch must never show the previous seat's hand or private log lines).
     */
    follow(following: Following | null): void
    /**
     * The connection to the host was lost: the host may move on, or come back from an autosave's
     * backup, so the choices shown are withdrawn (a click would send a move for a moment that has
     * passed) until the next update brings the host's own.
     */
    withdrawChoices(): void
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
  slotVersion: null,
  options: null,
  takeBack: null,
  log: [],
  hud: null,
  held: [],
  eventQueue: [],
  notice: null,
  noticeKind: 'error',
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
  takeBack: null,
  hud: null,
  held: [],
  eventQueue: [],
} as const

/** The reveal of `events` after `before` (a new seq, so a reader takes them once). */
const revealed = (before: HudEvents, events: readonly GameEvent[]): HudEvents => ({
  seq: before.seq + 1,
  events,
})

let hudTimer: ReturnType<typeof setInterval> | null = null
/** When the animating table last drew a frame (kept out of the store's state: it changes per frame). */
let tableDrewAt = 0

function stopHudTimer(): void {
  if (hudTimer !== null) clearInterval(hudTimer)
  hudTimer = null
}

function startHudTimer(reveal: () => void): void {
  if (hudTimer !== null) return
  tableDrewAt = Date.now()
  hudTimer = setInterval(() => {
    if (Date.now() - tableDrewAt >= TABLE_STALL_MS) reveal()
  }, TABLE_STALL_MS / 5)
}

export const useMatchStore = create<MatchStore>()((set, get) => ({
  ...empty,
  hudEvents: { seq: 0, events: [] },
  tables: 0,
  skipAnimations: readSkipAnimations(),
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
      const continued = sameStream && !snapshot
      const lastLog = s.held[s.held.length - 1]?.log ?? s.log
      // A snapshot brings the log so far (as this viewer may see it); later updates add to it.
      const log = (update.history ?? (s.matchId === update.matchId ? [...lastLog, ...fresh] : fresh)).slice(
        -MAX_LOG,
      )
      const frame: HeldFrame = {
        version: update.version,
        view: update.view,
        legal: update.legal,
        toAct: update.toAct,
        outcome: update.outcome,
        log,
        ...(update.seatViews === undefined ? {} : { seatViews: update.seatViews }),
        ...chancesOf(update, continued ? (s.held[s.held.length - 1] ?? s.hud) : null),
        // A snapshot or a new stream brings no events to reveal: nothing just happened.
        events: continued ? update.events : [],
      }
      // Held until the table lands it: this update's events, or anything queued before it.
      const hold =
        continued && s.tables > 0 && !s.skipAnimations && (update.events.length > 0 || s.held.length > 0)
      if (hold) startHudTimer(() => get().actions.landed(Infinity))
      else stopHudTimer()
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
        slotVersion: update.slot === undefined ? null : (update.slotVersion ?? null),
        options: update.options ?? null,
        takeBack: update.takeBack ?? null,
        ...(hold
          ? { held: [...s.held, frame], hud: s.hud && { ...s.hud, legal: [] } }
          : {
              held: [],
              hud: frame,
              log,
              // Updates still held (the table went away) are revealed with this one.
              hudEvents: revealed(s.hudEvents, [
                ...(continued ? s.held.flatMap((f) => f.events) : []),
                ...frame.events,
              ]),
            }),
        eventQueue: continued ? [...s.eventQueue, ...update.events] : [],
      })
    },
    takeEvents() {
      const s = get()
      const events = s.eventQueue.slice()
      if (events.length > 0) set({ eventQueue: [] })
      return { events, upTo: s.version }
    },
    landed(version) {
      const { held } = get()
      const ready = held.filter((f) => f.version <= version)
      const last = ready[ready.length - 1]
      if (!last) return
      const rest = held.slice(ready.length)
      if (rest.length === 0) stopHudTimer()
      const { log, events: _events, ...hud } = last
      set({
        held: rest,
        hud: rest.length > 0 ? { ...hud, legal: [] } : hud,
        log,
        hudEvents: revealed(
          get().hudEvents,
          ready.flatMap((f) => f.events),
        ),
      })
    },
    attachTable() {
      set({ tables: get().tables + 1 })
      let attached = true
      return () => {
        if (!attached) return
        attached = false
        set({ tables: Math.max(0, get().tables - 1) })
        // Nothing animates what waits any more: show it.
        if (get().tables === 0) get().actions.landed(Infinity)
      }
    },
    tableDrew() {
      tableDrewAt = Date.now()
    },
    setSkipAnimations(skipAnimations) {
      writeSkipAnimations(skipAnimations)
      set({ skipAnimations })
      if (skipAnimations) get().actions.landed(Infinity)
    },
    setNotice: (notice, kind = 'error') => set({ notice, noticeKind: kind }),
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
      stopHudTimer()
      set({
        following,
        ...noView,
        log: [],
        hudEvents: revealed(s.hudEvents, []),
        ...(sameMatch ? {} : { matchId: null, game: null, seats: [], options: null }),
      })
    },
    withdrawChoices() {
      const s = get()
      set({
        legal: [],
        hud: s.hud && { ...s.hud, legal: [] },
        held: s.held.map((frame) => ({ ...frame, legal: [] })),
      })
    },
    clear: () => {
      stopHudTimer()
      set({ ...empty, hudEvents: revealed(get().hudEvents, []) })
    },
  },
}))

/** Some fields of the match store, re-rendering only when one of them changes. */
export function useMatchFields<K extends keyof MatchStore>(...keys: readonly K[]): Pick<MatchStore, K> {
  return useMatchStore(
    useShallow((s) => Object.fromEntries(keys.map((k) => [k, s[k]])) as Pick<MatchStore, K>),
  )
}

/** What a screen needs to put the match on its stage: the game, the views for table and HUD, seats. */
export function useStageFields() {
  return useMatchFields('game', 'view', 'toAct', 'outcome', 'seats', 'hud')
}

/** The update's chances, else the ones shown before it in the same stream (they hold until new ones come). */
function chancesOf(update: HostUpdate, before: HudFrame | null): Pick<HudFrame, 'chances'> {
  const chances = update.chances ?? before?.chances
  return chances === undefined ? {} : { chances }
}
