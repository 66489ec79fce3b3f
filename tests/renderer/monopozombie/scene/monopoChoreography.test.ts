/**
 * The MonopoZombie choreography on its own: dice tumble, tokens walk square by square or jump, a
 * converted token flashes and bursts green, buildings pop up, crumble or lift off, the stage plaque
 * pulses on a stage change.
 */
import { describe, expect, it, vi } from 'vitest'
import type { GameEvent } from '../../../../engine/core/types'
import type { MonopoView } from '../../../../engine/games/monopozombie/types'
import {
  BUILD_SECONDS,
  CONVERT_SECONDS,
  CRUMBLE_SECONDS,
  MAX_BEHIND_SECONDS,
  MAX_WALK_SECONDS,
  STEP_SECONDS,
  buildingMotions,
  monopoChoreography,
  walkPosition,
  walkSeconds,
} from '../../../../renderer/games/monopozombie/scene/choreography'
import { tokenPlaces, tokenZone, type Vec3 } from '../../../../renderer/games/monopozombie/scene/layout'
import { PLAQUE_AT_REST, plaqueLook } from '../../../../renderer/games/monopozombie/scene/plaquePulse'
import { MonopoRig } from '../../../../renderer/games/monopozombie/scene/sceneRig'
import { TweenSystem } from '../../../../renderer/table/animation'
import { playBatch } from '../../../../renderer/table/choreography'
import type { DieHandle } from '../../../../renderer/table/Die'
import { monopoFixture } from '../../../e2e/harness/monopoFixture'

const DT = 1 / 120
const flat = (p: Vec3) => [p[0], p[2]] as const
const near = (a: readonly number[], b: readonly number[], eps = 1e-6) =>
  a.every((v, i) => Math.abs(v - (b[i] ?? NaN)) < eps)

/** A view where `seat` stands on `square` (what the engine sends after the move). */
function after(seat: number, square: number): MonopoView {
  const v = monopoFixture('start', 4)
  return { ...v, players: v.players.map((p) => (p.seat === seat ? { ...p, position: square } : p)) }
}

function moved(seat: number, from: number, path: number[], jump = false): GameEvent {
  return { type: 'tokenMoved', seat, from, path, jump, text: '' }
}

/** Runs the tweens to the end, recording where the walking token is drawn on every frame. */
function run(rig: MonopoRig, tweens: TweenSystem, seat: number): Vec3[] {
  const track: Vec3[] = []
  for (let i = 0; i < 2000 && tweens.busy; i++) {
    tweens.step(DT)
    const w = rig.walks.get(seat)
    if (w) track.push([w.x, w.y, w.z])
  }
  return track
}

describe('MonopoZombie choreography', () => {
  it('walks a token through every square of its path, in order, and ends in its place', () => {
    const view = after(1, 8)
    const rig = new MonopoRig()
    const tweens = new TweenSystem()
    const path = [4, 5, 6, 7, 8]
    playBatch(monopoChoreography, [moved(1, 3, path)], { rig, tweens, view })
    // Until it sets off, the token is drawn where it stood.
    const start = rig.walks.get(1)
    expect(start && near([start.x, start.z], flat(tokenZone(3)))).toBe(true)
    const track = run(rig, tweens, 1)
    expect(tweens.busy).toBe(false)
    expect(rig.walks.has(1)).toBe(false)
    // It touched down on each square of the path in turn (hops between them).
    let from = 0
    for (const square of path.slice(0, -1)) {
      const zone = flat(tokenZone(square))
      const i = track.findIndex(
        (p, k) => k >= from && near(flat(p), zone, 0.06) && p[1] < tokenZone(square)[1] + 0.05,
      )
      expect(i, `square ${square}`).toBeGreaterThanOrEqual(from)
      from = i
    }
    // It hopped: some frames are well above the board.
    expect(Math.max(...track.map((p) => p[1]))).toBeGreaterThan(tokenZone(3)[1] + 0.1)
    const last = track[track.length - 1] ?? [0, 0, 0]
    const place = tokenPlaces(view.players).find((p) => p.seat === 1)?.position ?? [9, 9, 9]
    expect(near(last, place, 1e-6)).toBe(true)
  })

  it('glides a jump straight to its square in one hop', () => {
    const view = after(2, 39)
    const rig = new MonopoRig()
    const tweens = new TweenSystem()
    playBatch(monopoChoreography, [moved(2, 7, [39], true)], { rig, tweens, view })
    const track = run(rig, tweens, 2)
    const a = flat(tokenZone(7))
    const b = flat(tokenPlaces(view.players).find((p) => p.seat === 2)?.position ?? [0, 0, 0])
    // Every frame lies on the straight line from the card square to the target.
    for (const p of track) {
      const cross = (b[0] - a[0]) * (p[2] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])
      expect(Math.abs(cross)).toBeLessThan(1e-6)
    }
    const mid = track[Math.floor(track.length / 2)] ?? [0, 0, 0]
    expect(mid[1]).toBeGreaterThan(0.8)
    expect(rig.walks.size).toBe(0)
  })

  it('rolls the dice of the right kind onto the rolled values before the token sets off', () => {
    const view = after(0, 7)
    const rig = new MonopoRig()
    const tweens = new TweenSystem()
    const handle = (): DieHandle & { roll: ReturnType<typeof vi.fn> } => ({ roll: vi.fn(() => 0.95) })
    const d6 = [handle(), handle(), handle()]
    const d4 = [handle(), handle()]
    d6.forEach((h, i) => (rig.d6[i] = h))
    d4.forEach((h, i) => (rig.d4[i] = h))
    playBatch(
      monopoChoreography,
      [
        { type: 'diceRolled', seat: 0, dice: [3, 4], kind: 'd6', text: '' },
        moved(0, 0, [1, 2, 3, 4, 5, 6, 7]),
      ],
      { rig, tweens, view },
    )
    expect(d6[0]?.roll).toHaveBeenCalledWith(3, expect.any(Number))
    expect(d6[1]?.roll).toHaveBeenCalledWith(4, expect.any(Number))
    expect(d6[2]?.roll).not.toHaveBeenCalled()
    expect(d4[0]?.roll).not.toHaveBeenCalled()
    // During the roll the token waits on GO.
    for (let i = 0; i < 60; i++) tweens.step(DT)
    const w = rig.walks.get(0)
    expect(w && near([w.x, w.z], flat(tokenZone(0)))).toBe(true)
    run(rig, tweens, 0)
    expect(rig.walks.size).toBe(0)

    playBatch(monopoChoreography, [{ type: 'diceRolled', seat: 1, dice: [4, 1], kind: 'd4', text: '' }], {
      rig,
      tweens,
      view,
    })
    expect(d4[0]?.roll).toHaveBeenCalledWith(4, expect.any(Number))
    expect(d4[1]?.roll).toHaveBeenCalledWith(1, expect.any(Number))
  })

  it('never lags far behind a fast game: what is queued is skipped to its end', () => {
    const view = after(1, 20)
    const rig = new MonopoRig()
    const tweens = new TweenSystem()
    for (let i = 0; i < 12; i++) {
      playBatch(monopoChoreography, [moved(1, i, [i + 1, i + 2, i + 3, i + 4])], { rig, tweens, view })
      tweens.step(1 / 60)
      expect(rig.timelineEnd - tweens.now).toBeLessThanOrEqual(MAX_BEHIND_SECONDS + MAX_WALK_SECONDS)
    }
    run(rig, tweens, 1)
    expect(rig.walks.size).toBe(0)
  })

  it('times walks by their length, and ignores events it has nothing to show for', () => {
    expect(walkSeconds(4, false)).toBeCloseTo(4 * STEP_SECONDS)
    expect(walkSeconds(40, false)).toBeLessThanOrEqual(2.2)
    expect(walkPosition([0, 0, 0], [[1, 0, 0]], 1, false)).toEqual([1, 0, 0])
    const rig = new MonopoRig()
    const tweens = new TweenSystem()
    playBatch(
      monopoChoreography,
      [
        { type: 'turnStarted', seat: 0, text: '' },
        moved(0, 3, []),
        { type: 'tokenMoved', seat: 0, from: 1, path: 'nowhere', jump: false, text: '' },
      ],
      { rig, tweens, view: after(0, 3) },
    )
    expect(tweens.busy).toBe(false)
    expect(rig.walks.size).toBe(0)
  })

  it('flashes a converted token after its walk, then lets it go', () => {
    const view = after(1, 8)
    const zombie = { ...view, players: view.players.map((p) => (p.seat === 1 ? { ...p, zombie: true } : p)) }
    const rig = new MonopoRig()
    const tweens = new TweenSystem()
    const converted: GameEvent = { type: 'converted', seat: 1, cause: 'infectionGround', text: '' }
    playBatch(monopoChoreography, [moved(1, 3, [4, 5, 6, 7, 8]), converted], { rig, tweens, view: zombie })
    // Waiting while the token walks (still drawn human until the flash is halfway).
    expect(rig.flashes.get(1)?.t).toBe(-1)
    const seen: number[] = []
    for (let i = 0; i < 2000 && tweens.busy; i++) {
      tweens.step(DT)
      const f = rig.flashes.get(1)
      if (f && f.t >= 0) seen.push(f.t)
      // The flash starts once the walk is over (give or take the frame a tween takes to start).
      if (f && f.t > 0.05) expect(rig.walks.has(1)).toBe(false)
    }
    expect(seen.length).toBeGreaterThan(CONVERT_SECONDS * 100)
    expect(seen.some((t) => t > 0.3 && t < 0.7)).toBe(true)
    expect(rig.flashes.size).toBe(0)
    // An eliminated player has no token to flash.
    const gone = {
      ...zombie,
      players: zombie.players.map((p) => (p.seat === 2 ? { ...p, eliminated: true } : p)),
    }
    playBatch(monopoChoreography, [{ ...converted, seat: 2 }], { rig, tweens, view: gone })
    expect(rig.flashes.size).toBe(0)
  })

  it('knows which buildings go up and come down between two levels', () => {
    const slots = (ms: ReturnType<typeof buildingMotions>) => ms.map((m) => `${m.style} ${m.kind} ${m.slot}`)
    expect(slots(buildingMotions(1, 2, 3, 'crumble'))).toEqual(['pop house 2'])
    expect(slots(buildingMotions(1, 3, 2, 'crumble'))).toEqual(['crumble house 2'])
    expect(slots(buildingMotions(1, 1, 0, 'lift'))).toEqual(['lift house 0'])
    expect(slots(buildingMotions(1, 4, 5, 'lift'))).toEqual([
      'lift house 0',
      'lift house 1',
      'lift house 2',
      'lift house 3',
      'pop hotel 0',
    ])
    // A hotel torn down when the bank has only two houses to give back.
    expect(slots(buildingMotions(1, 5, 2, 'crumble'))).toEqual([
      'crumble hotel 0',
      'pop house 0',
      'pop house 1',
    ])
    expect(buildingMotions(1, 2, 2, 'crumble')).toEqual([])
    expect(buildingMotions(1, 2, 3, 'crumble').every((m) => m.square === 1 && m.t === -1)).toBe(true)
  })

  it('pops a built house up, crumbles a demolished one, each in its turn, from the levels shown before', () => {
    const base = monopoFixture('start', 4)
    const withLevel = (level: number): MonopoView => ({
      ...base,
      lots: base.lots.map((l) => (l.square === 3 ? { ...l, owner: 0, level } : l)),
    })
    const rig = new MonopoRig()
    rig.showLevels(withLevel(2).lots)
    const tweens = new TweenSystem()
    playBatch(monopoChoreography, [{ type: 'built', seat: 0, square: 3, level: 3, text: '' }], {
      rig,
      tweens,
      view: withLevel(3),
    })
    expect(rig.buildings.map((m) => [m.style, m.slot, m.t])).toEqual([['pop', 2, -1]])
    expect(rig.levels.get(3)).toBe(3)
    // Two demolitions in one batch: the second starts where the first left off, after it.
    playBatch(
      monopoChoreography,
      [
        { type: 'demolished', square: 3, level: 2, text: '' },
        { type: 'demolished', square: 3, level: 1, text: '' },
      ],
      { rig, tweens, view: withLevel(1) },
    )
    expect(rig.buildings.map((m) => [m.style, m.slot])).toEqual([
      ['pop', 2],
      ['crumble', 2],
      ['crumble', 1],
    ])
    const [pop, first, second] = rig.buildings
    let steps = 0
    for (; steps < 2000 && tweens.busy; steps++) {
      tweens.step(DT)
      // Each starts as the one before ends (give or take the frame a tween takes to start).
      if (first && first.t >= 0) expect(pop?.t).toBeGreaterThan(0.95)
      if (second && second.t >= 0) expect(first?.t).toBeGreaterThan(0.95)
    }
    expect(steps * DT).toBeGreaterThan(BUILD_SECONDS + 2 * CRUMBLE_SECONDS - 0.05)
    expect(rig.buildings).toEqual([])
    expect(rig.levels.get(3)).toBe(1)
  })
})

describe('MonopoZombie big moments', () => {
  it('a converted token bursts green where it stands', () => {
    const view = after(2, 14)
    const rig = new MonopoRig()
    const tweens = new TweenSystem()
    playBatch(monopoChoreography, [{ type: 'converted', seat: 2, cause: 'snakeEyes', text: '' }], {
      rig,
      tweens,
      view,
    })
    tweens.step(DT)
    const live = rig.bursts.slots.filter((s) => s.active)
    expect(live).toHaveLength(1)
    const place = tokenPlaces(view.players).find((p) => p.seat === 2)?.position
    expect([live[0]?.x, live[0]?.y, live[0]?.z]).toEqual(place && [...place])
    for (let i = 0; i < 2000 && tweens.busy; i++) tweens.step(DT)
    expect(rig.bursts.slots.some((s) => s.active)).toBe(false)
  })

  it('a stage change pulses the plaque, brighter and bigger, and leaves it at rest', () => {
    const view = monopoFixture('start', 4)
    const rig = new MonopoRig()
    const tweens = new TweenSystem()
    expect(rig.plaquePulse).toBe(-1)
    playBatch(monopoChoreography, [{ type: 'stageChanged', stage: 2, text: '' }], { rig, tweens, view })
    let brightest = 1
    let biggest = 1
    for (let i = 0; i < 2000 && tweens.busy; i++) {
      tweens.step(DT)
      const look = plaqueLook(rig.plaquePulse, false)
      brightest = Math.max(brightest, look.brightness)
      biggest = Math.max(biggest, look.scale)
      expect(plaqueLook(rig.plaquePulse, true).scale).toBe(1)
    }
    expect(brightest).toBeGreaterThan(1.5)
    expect(biggest).toBeGreaterThan(1.05)
    expect(rig.plaquePulse).toBe(-1)
    expect(plaqueLook(rig.plaquePulse, false)).toEqual(PLAQUE_AT_REST)
    // No burst: the plaque is the effect.
    expect(rig.bursts.slots.some((s) => s.active)).toBe(false)
  })
})
