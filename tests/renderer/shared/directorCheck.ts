/**
 * Checks for a game's director rules: where a point of the table lands in a shot (through a real
 * three.js camera, as the rig places it), whether a shot is one the rig can play without rolling,
 * and a whole bot game replayed through the director on fake time.
 */
import { PerspectiveCamera, Vector3 } from 'three'
import { expect } from 'vitest'
import type { GameEvent, Seat } from '../../../engine/core/types'
import type { CameraPreset, Vec3 } from '../../../renderer/table/cameraPresets'
import {
  MIN_HOLD_MS,
  initialDirector,
  nextShot,
  wakeAt,
  type DirectorRules,
  type DirectorState,
} from '../../../renderer/table/director'
import type { HarnessSession } from '../../e2e/harness/harnessSession'

/** Where `point` appears in `shot` on a 16:9 screen: x and y from -1 to 1 across it. */
export function onScreen(shot: CameraPreset, point: Vec3, aspect = 16 / 9): { x: number; y: number } {
  const camera = new PerspectiveCamera(shot.fov, aspect, 0.1, 120)
  camera.position.set(...shot.position)
  camera.up.set(0, 1, 0)
  camera.lookAt(...shot.target)
  camera.updateMatrixWorld()
  const p = new Vector3(...point).project(camera)
  return { x: p.x, y: p.y }
}

/** Where the ray through screen point (x, y) (each -1 to 1) meets the table's plane at height `y0`. */
export function groundAt(shot: CameraPreset, x: number, y: number, y0: number, aspect = 16 / 9): Vec3 {
  const camera = new PerspectiveCamera(shot.fov, aspect, 0.1, 120)
  camera.position.set(...shot.position)
  camera.up.set(0, 1, 0)
  camera.lookAt(...shot.target)
  camera.updateMatrixWorld()
  const through = new Vector3(x, y, 0.5).unproject(camera).sub(camera.position).normalize()
  const t = (y0 - camera.position.y) / through.y
  const hit = camera.position.clone().addScaledVector(through, t)
  return [hit.x, hit.y, hit.z]
}

/** The point is on screen, at least `margin` inside its edges. */
export function inFrame(shot: CameraPreset, point: Vec3, margin = 0.1): boolean {
  const { x, y } = onScreen(shot, point)
  return Math.abs(x) <= 1 - margin && Math.abs(y) <= 1 - margin
}

/**
 * A shot the rig plays with up = +Y: the camera above what it looks at, never straight down, on
 * the viewer's side of it, and looking at the table (not past its edge).
 */
export function wellPosed(shot: CameraPreset): boolean {
  const [px, py, pz] = shot.position
  const [tx, ty, tz] = shot.target
  const horizontal = Math.hypot(px - tx, pz - tz)
  return py - ty > 1 && horizontal > 0.5 && pz > tz && Math.abs(tx) < 9 && Math.abs(tz) < 9
}

export interface Replay {
  /** Each move the director made: when it started, how long it glided, what it showed. */
  readonly moves: { readonly startMs: number; readonly durationMs: number; readonly name: string }[]
  /** The event types that got a shot. */
  readonly shotTypes: Set<string>
  readonly final: DirectorState<unknown>
  readonly endMs: number
}

/**
 * Plays a bot game for up to `steps` decisions, one every `paceMs`, through the director as the
 * stream page would see it (the spectator's view, the events as they come), waking it on time.
 */
export function replay(
  rules: DirectorRules<unknown>,
  session: HarnessSession,
  steps: number,
  paceMs = 600,
): Replay {
  let s = initialDirector<unknown>()
  let now = 0
  const moves: Replay['moves'] = []
  const shotTypes = new Set<string>()
  let seen = 0
  const record = () => {
    if (s.move && s.move.id !== seen) {
      seen = s.move.id
      moves.push({ startMs: s.move.startMs, durationMs: s.move.durationMs, name: s.shot?.name ?? '' })
    }
  }
  const runUntil = (t: number) => {
    for (let w = wakeAt(rules, s); w !== null && w <= t; w = wakeAt(rules, s)) {
      s = nextShot(rules, s, { type: 'tick' }, Math.max(now, w))
      record()
    }
    now = t
  }
  const view = () => session.match.view('spectator')
  const toAct = (): readonly Seat[] => session.match.toAct()
  s = nextShot(rules, s, { type: 'view', view: view(), toAct: toAct() }, now)
  record()
  for (let i = 0; i < steps; i++) {
    const events: readonly GameEvent[] | null = session.step()
    if (events === null) break
    runUntil(now + paceMs)
    s = nextShot(rules, s, { type: 'view', view: view(), toAct: toAct() }, now)
    record()
    for (const e of events) if (rules.eventShot(e, s.view)) shotTypes.add(e.type)
    s = nextShot(rules, s, { type: 'events', events }, now)
    record()
    if (session.over) break
  }
  runUntil(now + 60_000)
  return { moves, shotTypes, final: s, endMs: now }
}

/** The earliest a director move may follow the one before it: after its glide and its hold. */
export function holdsRespected(moves: Replay['moves']): boolean {
  return moves.every((m, i) => {
    const before = moves[i - 1]
    return !before || m.startMs >= before.startMs + before.durationMs + MIN_HOLD_MS
  })
}

/** A game's hotkey presets: one to five, the first the overview, each a shot the rig can play. */
export function expectPresets(rules: Pick<DirectorRules<unknown>, 'presets'>): void {
  expect(rules.presets.length).toBeGreaterThanOrEqual(1)
  expect(rules.presets.length).toBeLessThanOrEqual(5)
  expect(rules.presets[0]?.label).toBe('Overview')
  for (const p of rules.presets) expect(wellPosed(p.shot), p.label).toBe(true)
}
