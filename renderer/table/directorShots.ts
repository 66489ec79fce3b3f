/**
 * Shots a game's director rules build from its table layout: a camera looking down at a point from
 * the viewer's side of the table, or at two points at once (an attacker and its target). The camera
 * always stands on the near side of what it frames and above it, so it never looks straight down
 * and never rolls (up stays +Y). directorFrom makes a game's director rules of its places and the
 * cut each event deserves.
 */
import type { GameEvent, Seat } from '../../engine/core/types'
import type { CameraPreset, Vec3 } from './cameraPresets'
import type { DirectorRules } from './director'

export interface Framing {
  /** From the camera to the point it looks at (table units). */
  readonly distance: number
  /** The angle above the table the camera looks down from (radians; π/2 would be straight down). */
  readonly elevation: number
  readonly fov: number
}

/** A medium close-up: one player's place at the table. */
export const CLOSE_FRAMING: Framing = { distance: 7.5, elevation: 0.95, fov: 40 }

/** The steepest a director shot looks down: short of straight down, so "up" stays well defined. */
const MAX_ELEVATION = 1.35

/** A shot looking at `point` from the viewer's side (+z), `framing.distance` away. */
export function shotAt(point: Vec3, framing: Framing = CLOSE_FRAMING): CameraPreset {
  const elevation = Math.min(MAX_ELEVATION, Math.max(0.2, framing.elevation))
  const [x, y, z] = point
  return {
    position: [x, y + Math.sin(elevation) * framing.distance, z + Math.cos(elevation) * framing.distance],
    target: [x, y, z],
    fov: framing.fov,
  }
}

/**
 * Where a shot of `point` looks so that its frame stays on a square board of half-size `half`
 * (centred on the origin), showing at most `overhang` of the table past the board's edge: a place
 * near an edge is then framed off-centre, with the board's inner rows filling the rest of the shot
 * instead of the bare table. The frame's reach round what it looks at is worked out from the
 * framing (the near half of the frame holds less ground than the far half).
 */
export function aimOnBoard(point: Vec3, half: number, framing: Framing, overhang = 1, aspect = 16 / 9): Vec3 {
  const e = Math.min(MAX_ELEVATION, Math.max(0.2, framing.elevation))
  const f = (framing.fov / 2) * (Math.PI / 180)
  const d = framing.distance
  const across = d * Math.tan(f) * aspect
  const near = d * (Math.cos(e) - Math.sin(e) / Math.tan(e + f))
  const far = e > f ? d * (Math.sin(e) / Math.tan(e - f) - Math.cos(e)) : half
  const clamp = (v: number, low: number, high: number) =>
    low > high ? (low + high) / 2 : Math.min(high, Math.max(low, v))
  return [
    clamp(point[0], -(half + overhang - across), half + overhang - across),
    point[1],
    // The viewer's side is +z: the frame's near half reaches that way.
    clamp(point[2], -(half + overhang - far), half + overhang - near),
  ]
}

/**
 * A shot holding two points (an attacker and its target): it looks at their midpoint and backs
 * off far enough to keep both in view.
 */
export function shotBetween(a: Vec3, b: Vec3, framing: Framing = CLOSE_FRAMING): CameraPreset {
  const mid: Vec3 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2]
  const span = Math.hypot(b[0] - a[0], b[2] - a[2])
  // Half the span must fit in half the field of view, with a margin around both.
  const fit = (span / 2 + 1.5) / Math.tan(((framing.fov / 2) * Math.PI) / 180)
  return shotAt(mid, { ...framing, distance: Math.max(framing.distance, fit) })
}

/** A cut the director may make to an event: where it happens, and how much it matters. */
export interface Cut {
  readonly shot: CameraPreset
  readonly priority: number
}

/** A cut to `shot` at `priority`, or none when there is no shot (the place is not on this table). */
export function cutTo(shot: CameraPreset | null, priority: number): Cut | null {
  return shot ? { shot, priority } : null
}

/** What a game's cut for one event is made with: the view, and its seats' places as shots. */
export interface DirectorMoment<V> {
  readonly view: V
  /** The shot of a seat's place, or null: no such seat. */
  seat(seat: Seat): CameraPreset | null
  /** The shot holding two seats' places (an attacker and its target), or null. */
  between(a: Seat, b: Seat): CameraPreset | null
}

/** Per event type, the cut it deserves, or null: not worth one (this time). */
export type EventCuts<E extends { readonly type: string }, V> = {
  readonly [T in E['type']]?: (event: Extract<E, { readonly type: T }>, at: DirectorMoment<V>) => Cut | null
}

/** A game's director as data: its presets, where its seats are, and the events worth a cut. */
export interface DirectorSpec<E extends { readonly type: string }, V> {
  readonly presets: DirectorRules<V>['presets']
  /** Where a seat's place is at the table in this view (its column, mat, token), or null: no such seat. */
  readonly seatPlace: (view: V, seat: Seat) => Vec3 | null
  /** How a seat's place is framed (left out: a medium close-up). */
  readonly seatFraming?: Framing
  /** Where a shot of a seat's place looks (left out: at the place itself), e.g. aimOnBoard. */
  readonly aim?: (place: Vec3, framing: Framing) => Vec3
  readonly events: EventCuts<E, V>
  /** Whose turn it is (as DirectorRules.activeSeat). */
  readonly activeSeat?: (view: V, toAct: readonly Seat[]) => Seat | null
}

/** A game's DirectorRules from its spec: the seat shots framed from its places, the cuts by event type. */
export function directorFrom<E extends { readonly type: string }, V>(
  spec: DirectorSpec<E, V>,
): DirectorRules<V> {
  const framing = spec.seatFraming ?? CLOSE_FRAMING
  const aim = spec.aim ?? ((place: Vec3) => place)
  const seatShot = (view: V, seat: Seat): CameraPreset | null => {
    const place = spec.seatPlace(view, seat)
    return place && shotAt(aim(place, framing), framing)
  }
  const between = (view: V, a: Seat, b: Seat): CameraPreset | null => {
    const from = spec.seatPlace(view, a)
    const to = spec.seatPlace(view, b)
    return from && to && shotBetween(from, to, framing)
  }
  const eventShot = (event: GameEvent, view: V): Cut | null => {
    if (!Object.prototype.hasOwnProperty.call(spec.events, event.type)) return null
    const cut = spec.events[event.type as E['type']] as
      ((event: E, at: DirectorMoment<V>) => Cut | null) | undefined
    if (!cut) return null
    return cut(event as unknown as E, {
      view,
      seat: (seat) => seatShot(view, seat),
      between: (a, b) => between(view, a, b),
    })
  }
  return {
    presets: spec.presets,
    seatShot,
    eventShot,
    ...(spec.activeSeat ? { activeSeat: spec.activeSeat } : {}),
  }
}

/** The cut to the place of the event's seat, at `priority` (a death, a conversion, a bite taken). */
export function cutToSeat<V>(priority: number) {
  return (event: { readonly seat: Seat }, at: DirectorMoment<V>): Cut | null =>
    cutTo(at.seat(event.seat), priority)
}
