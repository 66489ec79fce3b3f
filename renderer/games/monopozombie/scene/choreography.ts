/**
 * Turns the engine's events into animations on the MonopoZombie table, in order: the dice tumbling
 * onto the roll the engine already made, then the token walking square by square along the path of
 * its move (a card's jump glides straight there in one hop); a token turning into a zombie flashes
 * green and shakes; houses and hotels pop up when built, crumble when zombies tear them down and
 * lift off when sold.
 */
import type { GameEvent } from '../../../../engine/core/types'
import type { MonopoView } from '../../../../engine/games/monopozombie/types'
import { arc, ease, lerp, type TweenSystem } from '../../../table/animation'
import { ROLL_SECONDS } from '../../../table/useDieRoll'
import { tokenPlaces, tokenZone, type Vec3 } from './layout'
import type { BuildingMotion, MonopoRig } from './sceneRig'

export interface ChoreographyContext {
  readonly rig: MonopoRig
  readonly tweens: TweenSystem
  readonly view: MonopoView
}

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
/** How far the animations may lag behind the game before what is queued is skipped to its end. */
export const MAX_BEHIND_SECONDS = 6
const STEP_HOP = 0.2
const JUMP_HOP = 1.1

const isSquare = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 40
const squares = (v: unknown): number[] => (Array.isArray(v) ? v.filter(isSquare) : [])
const numbers = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number' && Number.isFinite(x)) : []

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

export function playEvents(events: readonly GameEvent[], ctx: ChoreographyContext): void {
  const { rig, tweens, view } = ctx
  if (rig.timelineEnd - tweens.now > MAX_BEHIND_SECONDS) {
    // Far behind a fast game: jump what is still queued to its end, then show these events.
    tweens.finishAll()
    rig.timelineEnd = tweens.now
  }
  const now = tweens.now
  let cursor = Math.max(now, rig.timelineEnd)
  // When play runs ahead of the animations (fast bots), catch up by playing faster.
  const behind = cursor - now
  const speed = behind > 4 ? 4 : behind > 2 ? 2 : 1
  let end = cursor

  const slot = (seconds: number): number => {
    const start = cursor
    cursor += seconds / speed
    end = Math.max(end, cursor)
    return start - now
  }

  const finalPlaces = new Map(tokenPlaces(view.players).map((p) => [p.seat, p.position]))
  // Each lot's level as the events go: from what the table showed before them.
  const levels = new Map(rig.levels)
  const lastMove = new Map<number, number>()
  events.forEach((e, i) => {
    if (e.type === 'tokenMoved' && typeof e.seat === 'number') lastMove.set(e.seat, i)
  })

  events.forEach((e, index) => {
    switch (e.type) {
      case 'diceRolled': {
        const values = numbers(e.dice)
        const handles = e.kind === 'd4' ? rig.d4 : rig.d6
        if (values.length === 0) break
        const delay = slot(ROLL_SECONDS)
        values.forEach((v, i) => handles[i]?.roll(v, delay + i * 0.06))
        break
      }
      case 'tokenMoved': {
        const seat = e.seat
        const path = squares(e.path)
        if (typeof seat !== 'number' || path.length === 0) break
        const jump = e.jump === true
        const last = lastMove.get(seat) === index
        const points: Vec3[] = path.map((sq, i) =>
          i === path.length - 1 && last ? (finalPlaces.get(seat) ?? tokenZone(sq)) : tokenZone(sq),
        )
        const from = isSquare(e.from) ? e.from : (path[0] ?? 0)
        const walk = rig.walk(seat, tokenZone(from))
        walk.pending++
        let start: Vec3 = [walk.x, walk.y, walk.z]
        const duration = walkSeconds(path.length, jump) / speed
        tweens.add({
          delay: slot(walkSeconds(path.length, jump)),
          duration,
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
          onComplete: () => {
            walk.pending--
            if (walk.pending <= 0 && rig.walks.get(seat) === walk) rig.walks.delete(seat)
            rig.touch()
          },
        })
        break
      }
      case 'converted': {
        const seat = e.seat
        const player = typeof seat === 'number' ? view.players[seat] : undefined
        if (typeof seat !== 'number' || !player || player.eliminated) break
        let flash = rig.flashes.get(seat)
        if (!flash) {
          flash = { t: -1, pending: 0 }
          rig.flashes.set(seat, flash)
        }
        const f = flash
        f.pending++
        tweens.add({
          delay: slot(CONVERT_SECONDS),
          duration: CONVERT_SECONDS / speed,
          ease: ease.linear,
          onUpdate: (t) => {
            f.t = t
            rig.touch()
          },
          onComplete: () => {
            f.pending--
            if (f.pending <= 0 && rig.flashes.get(seat) === f) rig.flashes.delete(seat)
            rig.touch()
          },
        })
        break
      }
      case 'built':
      case 'buildingSold':
      case 'demolished': {
        const square = e.square
        const to = e.level
        if (!isSquare(square) || typeof to !== 'number') break
        const from = levels.get(square) ?? guessFrom(e.type, to)
        levels.set(square, to)
        const motions = buildingMotions(square, from, to, e.type === 'demolished' ? 'crumble' : 'lift')
        if (motions.length === 0) break
        const seconds = e.type === 'demolished' ? CRUMBLE_SECONDS : BUILD_SECONDS
        rig.buildings.push(...motions)
        tweens.add({
          delay: slot(seconds),
          duration: seconds / speed,
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
        break
      }
      default:
        break
    }
  })
  rig.timelineEnd = Math.max(rig.timelineEnd, end, cursor)
  rig.showLevels(view.lots)
  rig.touch()
}

/** The level before an event, when the table did not see it (built: one less; a hotel came from 4). */
function guessFrom(type: string, to: number): number {
  if (type === 'built') return to === 5 ? 4 : to - 1
  return to === 4 ? 5 : to + 1
}
