/**
 * Turns the engine's events into animations on the MonopoZombie table, in order: the dice tumbling
 * onto the roll the engine already made, then the token walking square by square along the path of
 * its move (a card's jump glides straight there in one hop); a token turning into a zombie flashes
 * green and shakes in a green burst; the stage plaque flares when the stage changes; houses and hotels pop up when built, crumble when zombies tear them down and
 * lift off when sold.
 */
import type { SeenEvent } from '../../../../engine/core/events'
import type { MonopoEvent, MonopoView } from '../../../../engine/games/monopozombie/types'
import { arc, ease, lerp } from '../../../table/animation'
import { playBurst } from '../../../table/burst'
import type { Choreography, EventTweens, Moment } from '../../../table/choreography'
import { rollDie } from '../../../table/rollDie'
import { ROLL_SECONDS } from '../../../table/useDieRoll'
import { tokenPlaces, tokenZone, type Vec3 } from './layout'
import { PLAQUE_PULSE_SECONDS } from './plaquePulse'
import type { BuildingMotion, MonopoRig } from './sceneRig'

/** An event as this viewer receives it. */
export type MonopoSeenEvent = SeenEvent<MonopoEvent>

/** One square of a walk. */
export const STEP_SECONDS = 0.17
/** A walk never takes longer than this (long moves step faster). */
export const MAX_WALK_SECONDS = 2.2
export const JUMP_SECONDS = 0.8
/** A token turning into a zombie. */
export const CONVERT_SECONDS = 0.9
/** A house or hotel going up, or lifted off when sold. */
export const BUILD_SECONDS = 0.5
/** Zombies tearing a building down. */
export const CRUMBLE_SECONDS = 0.8
export { MAX_BEHIND_SECONDS } from '../../../table/timeline'
/** Between one die and the next starting to tumble. */
const DICE_STAGGER_SECONDS = 0.06
const STEP_HOP = 0.2
/** A conversion's burst spreads over about a square. */
const BURST_SIZE = 0.6
const JUMP_HOP = 1.1

const isSquare = (v: number): boolean => Number.isInteger(v) && v >= 0 && v < 40

/** How long the walk along `steps` squares takes (before any catch-up speed). */
export function walkSeconds(steps: number, jump: boolean): number {
  if (jump) return JUMP_SECONDS
  return Math.min(MAX_WALK_SECONDS, Math.max(1, steps) * STEP_SECONDS)
}

/**
 * Where a walking token is at progress t (0..1) of a walk from `start` through `points` (one per
 * square entered, the last where it stops): it hops from square to square.
 */
export function walkPosition(start: Vec3, points: readonly Vec3[], t: number, jump: boolean): Vec3 {
  const end = points[points.length - 1] ?? start
  if (t >= 1) return end
  if (jump || points.length <= 1) {
    const hop = jump ? JUMP_HOP : STEP_HOP
    return [lerp(start[0], end[0], t), lerp(start[1], end[1], t) + arc(t, hop), lerp(start[2], end[2], t)]
  }
  const f = Math.min(1, Math.max(0, t)) * points.length
  const i = Math.min(points.length - 1, Math.floor(f))
  const u = f - i
  const a = i === 0 ? start : (points[i - 1] ?? start)
  const b = points[i] ?? end
  return [lerp(a[0], b[0], u), lerp(a[1], b[1], u) + arc(u, STEP_HOP), lerp(a[2], b[2], u)]
}

/**
 * What changing a lot from level `from` to `to` looks like: buildings the view now has pop up, and
 * those it lost crumble (`out` = 'crumble') or lift off ('lift'). A hotel replaces the four houses
 * (they lift off as it goes up) and gives back as many houses as the bank could spare.
 */
export function buildingMotions(
  square: number,
  from: number,
  to: number,
  out: 'crumble' | 'lift',
): BuildingMotion[] {
  const motion = (kind: 'house' | 'hotel', slot: number, style: BuildingMotion['style']): BuildingMotion => ({
    square,
    kind,
    slot,
    style,
    t: -1,
  })
  const houses = (a: number, b: number, style: BuildingMotion['style']) =>
    Array.from({ length: Math.max(0, b - a) }, (_, i) => motion('house', a + i, style))
  const a = Math.max(0, Math.min(5, from))
  const b = Math.max(0, Math.min(5, to))
  if (a === b) return []
  if (b === 5) return [...houses(0, a, 'lift'), motion('hotel', 0, 'pop')]
  if (a === 5) return [motion('hotel', 0, out), ...houses(0, b, 'pop')]
  return b > a ? houses(a, b, 'pop') : houses(b, a, out)
}

/** One batch on the MonopoZombie board: where tokens end, and each lot's level as the events go. */
function stageOf(m: Moment<MonopoView, MonopoRig>) {
  const lastMove = new Map<number, number>()
  return {
    ...m,
    finalPlaces: new Map(tokenPlaces(m.view.players).map((p) => [p.seat, p.position])),
    /** Each lot's level as the events go: from what the table showed before them. */
    levels: new Map(m.rig.levels),
    /** The index of each seat's last move in the batch (it ends in the token's place, not mid-square). */
    lastMove,
  }
}

type Stage = ReturnType<typeof stageOf>

function buildingTweens(
  e: Extract<MonopoSeenEvent, { type: 'built' | 'buildingSold' | 'demolished' }>,
  s: Stage,
): void {
  const { rig, line } = s
  const from = s.levels.get(e.square) ?? guessFrom(e.type, e.level)
  s.levels.set(e.square, e.level)
  const motions = buildingMotions(e.square, from, e.level, e.type === 'demolished' ? 'crumble' : 'lift')
  if (motions.length === 0) return
  const seconds = e.type === 'demolished' ? CRUMBLE_SECONDS : BUILD_SECONDS
  rig.buildings.push(...motions)
  line.tweens.add({
    delay: line.slot(seconds),
    duration: line.seconds(seconds),
    ease: ease.linear,
    onUpdate: (t) => {
      for (const m of motions) m.t = t
      rig.touch()
    },
    onComplete: () => {
      for (const m of motions) {
        const i = rig.buildings.indexOf(m)
        if (i >= 0) rig.buildings.splice(i, 1)
      }
      rig.touch()
    },
  })
}

const TWEENS: EventTweens<MonopoSeenEvent, Stage> = {
  diceRolled(e, s) {
    const handles = e.kind === 'd4' ? s.rig.d4 : s.rig.d6
    if (e.dice.length === 0) return
    // The dice land one after another: the slot lasts until the last has stopped.
    const delay = s.line.slot(ROLL_SECONDS + DICE_STAGGER_SECONDS * (e.dice.length - 1))
    e.dice.forEach((v, i) => rollDie(handles[i], v, delay + s.line.seconds(i * DICE_STAGGER_SECONDS), s.line))
  },
  tokenMoved(e, s, index) {
    const { rig, line } = s
    const seat = e.seat
    // Whatever the wire brought: only real squares are walked.
    const path = Array.isArray(e.path) ? e.path.filter(isSquare) : []
    if (path.length === 0) return
    const jump = e.jump
    const last = s.lastMove.get(seat) === index
    const points: Vec3[] = path.map((sq, i) =>
      i === path.length - 1 && last ? (s.finalPlaces.get(seat) ?? tokenZone(sq)) : tokenZone(sq),
    )
    const from = isSquare(e.from) ? e.from : (path[0] ?? 0)
    const walk = rig.walk(seat, tokenZone(from))
    walk.pending++
    let start: Vec3 = [walk.x, walk.y, walk.z]
    line.tweens.add({
      delay: line.slot(walkSeconds(path.length, jump)),
      duration: line.seconds(walkSeconds(path.length, jump)),
      ease: jump ? ease.inOutCubic : ease.linear,
      onStart: () => {
        start = [walk.x, walk.y, walk.z]
      },
      onUpdate: (t) => {
        const [x, y, z] = walkPosition(start, points, t, jump)
        walk.x = x
        walk.y = y
        walk.z = z
        rig.touch()
      },
      onComplete: () => rig.ended(rig.walks, seat, walk),
    })
  },
  converted(e, s) {
    const { rig, line } = s
    const seat = e.seat
    const player = s.view.players[seat]
    if (!player || player.eliminated) return
    const f = rig.flash(seat)
    f.pending++
    const delay = line.slot(CONVERT_SECONDS)
    playBurst(line, rig, s.finalPlaces.get(seat) ?? tokenZone(player.position), delay, BURST_SIZE)
    line.tweens.add({
      delay,
      duration: line.seconds(CONVERT_SECONDS),
      ease: ease.linear,
      onUpdate: (t) => {
        f.t = t
        rig.touch()
      },
      onComplete: () => rig.ended(rig.flashes, seat, f),
    })
  },
  stageChanged(_e, { rig, line }) {
    line.tweens.add({
      delay: line.slot(PLAQUE_PULSE_SECONDS, 0.5),
      duration: line.seconds(PLAQUE_PULSE_SECONDS),
      ease: ease.linear,
      onUpdate: (t) => {
        rig.plaquePulse = t < 1 ? t : -1
        rig.touch()
      },
    })
  },
  built: buildingTweens,
  buildingSold: buildingTweens,
  demolished: buildingTweens,
}

export const monopoChoreography: Choreography<MonopoView, MonopoSeenEvent, MonopoRig, Stage> = {
  show(view, rig) {
    rig.showLevels(view.lots)
  },
  stage: stageOf,
  before(events, stage) {
    events.forEach((e, i) => {
      if (e.type === 'tokenMoved') stage.lastMove.set(e.seat, i)
    })
  },
  tweens: TWEENS,
  after({ rig, view }) {
    rig.showLevels(view.lots)
  },
}

/** The level before an event, when the table did not see it (built: one less; a hotel came from 4). */
function guessFrom(type: MonopoSeenEvent['type'], to: number): number {
  if (type === 'built') return to === 5 ? 4 : to - 1
  return to === 4 ? 5 : to + 1
}
