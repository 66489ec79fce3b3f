/**
 * The stream page's camera director, as pure state: it frames whoever's turn it is, cuts to where
 * something happens (an attack, a conversion, an auction), and pulls back to the overview between
 * turns. Every shot is held a minimum time; a shot asked for sooner waits, and of those waiting the
 * most important wins. Hotkey presets override it until the director is called back. Time comes in
 * as `nowMs`, so the same steps run in the rig (on timers) and in the tests (on fake time).
 */
import type { GameEvent, Seat } from '../../engine/core/types'
import { MAX_GLIDE_MS, cameraAt, glideMs, moving, sameShot, type CameraMove } from './cameraGlide'
import type { CameraPreset } from './cameraPresets'

/** Every shot is held at least this long once the camera has arrived. */
export const MIN_HOLD_MS = 2500
/** The overview between two players' turns is held this long. */
export const TURN_OVERVIEW_HOLD_MS = 2500
/** The most hotkey presets a game declares (keys 1–5). */
export const MAX_PRESETS = 5

/** One game's director: its fixed presets and where its seats and events are on the table. */
export interface DirectorRules<V> {
  /** Up to 5 fixed presets for hotkeys 1–5 (1 is the overview), each with a label. */
  readonly presets: readonly { readonly label: string; readonly shot: CameraPreset }[]
  /** The shot framing a seat's place at the table in this view (column / mat / token). */
  seatShot(view: V, seat: Seat): CameraPreset | null
  /** Where an event happens, and how much it matters, or null: not worth a cut. */
  eventShot(event: GameEvent, view: V): { shot: CameraPreset; priority: number } | null
  /** Whose turn it is (left out: the first seat asked to act). Null: nobody's (the game is over). */
  activeSeat?(view: V, toAct: readonly Seat[]): Seat | null
}

export type ShotKind = 'overview' | 'seat' | 'event' | 'preset'

export interface DirectorShot {
  readonly kind: ShotKind
  /** For a test or a log: 'overview', 'seat 2', 'event bitten', 'preset 3 Board'. */
  readonly name: string
  readonly camera: CameraPreset
  readonly priority: number
}

export interface DirectorState<V> {
  readonly view: V | null
  /** Whose turn it is, as far as the director knows. */
  readonly seat: Seat | null
  /** The turn passed to another seat: the overview is due before the new seat's shot. */
  readonly turnBreak: boolean
  /** The hotkey preset shown (0–4), or null while the director decides. */
  readonly preset: number | null
  readonly reducedMotion: boolean
  /** The most important event shot waiting for the current one's hold to end. */
  readonly pending: DirectorShot | null
  /** The shot shown (or glided to) now. */
  readonly shot: DirectorShot | null
  readonly move: CameraMove | null
  /** No new director shot before this time. */
  readonly holdUntilMs: number
}

export type DirectorInput<V> =
  /** The table plays these events now. */
  | { readonly type: 'events'; readonly events: readonly GameEvent[] }
  /** A new view, and who is asked to act in it. */
  | { readonly type: 'view'; readonly view: V; readonly toAct: readonly Seat[] }
  /** A hotkey: preset 0–4 (keys 1–5), or null (key 0) for the director. */
  | { readonly type: 'preset'; readonly preset: number | null }
  | { readonly type: 'reducedMotion'; readonly reduced: boolean }
  /** Time passed (a hold may have ended). */
  | { readonly type: 'tick' }

export function initialDirector<V>(reducedMotion = false): DirectorState<V> {
  return {
    view: null,
    seat: null,
    // A page opened mid-game first shows the whole table.
    turnBreak: true,
    preset: null,
    reducedMotion,
    pending: null,
    shot: null,
    move: null,
    holdUntilMs: 0,
  }
}

function overviewShot<V>(rules: DirectorRules<V>): DirectorShot | null {
  const first = rules.presets[0]
  return first ? { kind: 'overview', name: 'overview', camera: first.shot, priority: 0 } : null
}

/** What the director shows when no event is waiting: the overview between turns, else the seat. */
function baseShot<V>(rules: DirectorRules<V>, s: DirectorState<V>): DirectorShot | null {
  if (!s.turnBreak && s.view !== null && s.seat !== null) {
    const camera = rules.seatShot(s.view, s.seat)
    if (camera) return { kind: 'seat', name: `seat ${s.seat}`, camera, priority: 0 }
  }
  return overviewShot(rules)
}

function wanted<V>(rules: DirectorRules<V>, s: DirectorState<V>): DirectorShot | null {
  return s.pending ?? baseShot(rules, s)
}

function holdFor(shot: DirectorShot, turnBreak: boolean): number {
  return shot.kind === 'overview' && turnBreak ? Math.max(MIN_HOLD_MS, TURN_OVERVIEW_HOLD_MS) : MIN_HOLD_MS
}

/**
 * Starts the move to `shot` now: a glide within the speed limits, or a cut (the first shot, reduced
 * motion, or a way too long to glide).
 */
function go<V>(s: DirectorState<V>, shot: DirectorShot, nowMs: number): DirectorState<V> {
  const from = s.move ? cameraAt(s.move, nowMs) : null
  const glide = from === null || s.reducedMotion ? 0 : glideMs(from, shot.camera)
  const durationMs = glide > MAX_GLIDE_MS ? 0 : glide
  const move: CameraMove = { id: (s.move?.id ?? 0) + 1, from, to: shot.camera, startMs: nowMs, durationMs }
  return {
    ...s,
    shot,
    move,
    pending: s.pending === shot ? null : s.pending,
    turnBreak: shot.kind === 'overview' ? false : s.turnBreak,
    holdUntilMs: nowMs + durationMs + holdFor(shot, s.turnBreak),
  }
}

/** Moves on to the wanted shot if the current one has been held long enough. */
function settle<V>(rules: DirectorRules<V>, s: DirectorState<V>, nowMs: number): DirectorState<V> {
  if (s.preset !== null) return s
  const next = wanted(rules, s)
  if (next === null) return s
  if (s.shot !== null && sameShot(next.camera, s.shot.camera)) {
    // Already framed: an event there counts as shown, and so does the overview between turns.
    if (next === s.pending) return { ...s, pending: null }
    if (next.kind === 'overview' && s.turnBreak) return { ...s, turnBreak: false }
    return s
  }
  if (s.shot !== null && nowMs < s.holdUntilMs) return s
  return go(s, next, nowMs)
}

/** The most important of these events' shots (the later of equals: it is the newer news). */
function eventPick<V>(rules: DirectorRules<V>, events: readonly GameEvent[], view: V): DirectorShot | null {
  let best: DirectorShot | null = null
  for (const event of events) {
    const found = rules.eventShot(event, view)
    if (found && (best === null || found.priority >= best.priority))
      best = { kind: 'event', name: `event ${event.type}`, camera: found.shot, priority: found.priority }
  }
  return best
}

function seatOf<V>(rules: DirectorRules<V>, view: V, toAct: readonly Seat[]): Seat | null {
  return rules.activeSeat ? rules.activeSeat(view, toAct) : (toAct[0] ?? null)
}

/** The director after `input` at `nowMs`: the shot to show, and the move to it if it changed. */
export function nextShot<V>(
  rules: DirectorRules<V>,
  s: DirectorState<V>,
  input: DirectorInput<V>,
  nowMs: number,
): DirectorState<V> {
  switch (input.type) {
    case 'tick':
      return settle(rules, s, nowMs)
    case 'reducedMotion':
      return { ...s, reducedMotion: input.reduced }
    case 'view': {
      const seat = seatOf(rules, input.view, input.toAct)
      // Turns passing quickly while the overview is up do not keep it up: the next seat follows it.
      const passed = s.seat !== null && seat !== null && seat !== s.seat && s.shot?.kind !== 'overview'
      return settle(rules, { ...s, view: input.view, seat, turnBreak: s.turnBreak || passed }, nowMs)
    }
    case 'events': {
      if (s.preset !== null || s.view === null) return s
      const shot = eventPick(rules, input.events, s.view)
      if (shot === null || (s.pending !== null && shot.priority < s.pending.priority)) return s
      return settle(rules, { ...s, pending: shot }, nowMs)
    }
    case 'preset': {
      if (input.preset === null) {
        if (s.preset === null) return s
        // Back to the director: at once, to whoever's turn it is.
        return settle(rules, { ...s, preset: null, turnBreak: false, holdUntilMs: 0 }, nowMs)
      }
      const p = rules.presets[input.preset]
      if (!p || input.preset >= MAX_PRESETS) return s
      const shot: DirectorShot = {
        kind: 'preset',
        name: `preset ${input.preset + 1} ${p.label}`,
        camera: p.shot,
        priority: 0,
      }
      // What happened while an operator held a preset is old news by the time they let go.
      return go({ ...s, preset: input.preset, pending: null, turnBreak: false }, shot, nowMs)
    }
  }
}

/** When the director must look again (a hold ends with another shot wanted), or null: nothing to do. */
export function wakeAt<V>(rules: DirectorRules<V>, s: DirectorState<V>): number | null {
  if (s.preset !== null || s.shot === null) return null
  const next = wanted(rules, s)
  if (next === null || sameShot(next.camera, s.shot.camera)) return null
  return s.holdUntilMs
}

/** The camera is still and no shot is waiting: nothing will move until something happens. */
export function atRest<V>(rules: DirectorRules<V>, s: DirectorState<V>, nowMs: number): boolean {
  return wakeAt(rules, s) === null && !moving(s.move, nowMs)
}
