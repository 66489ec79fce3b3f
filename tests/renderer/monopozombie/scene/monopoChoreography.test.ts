/** The MonopoZombie choreography on its own: dice tumble, tokens walk square by square or jump. */
import { describe, expect, it, vi } from 'vitest'
import type { GameEvent } from '../../../../engine/core/types'
import type { MonopoView } from '../../../../engine/games/monopozombie/types'
import {
  MAX_BEHIND_SECONDS,
  MAX_WALK_SECONDS,
  STEP_SECONDS,
  playEvents,
  walkPosition,
  walkSeconds,
} from '../../../../renderer/games/monopozombie/scene/choreography'
import { tokenPlaces, tokenZone, type Vec3 } from '../../../../renderer/games/monopozombie/scene/layout'
import { MonopoRig } from '../../../../renderer/games/monopozombie/scene/sceneRig'
import { TweenSystem } from '../../../../renderer/table/animation'
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
    playEvents([moved(1, 3, path)], { rig, tweens, view })
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
    playEvents([moved(2, 7, [39], true)], { rig, tweens, view })
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
    playEvents(
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

    playEvents([{ type: 'diceRolled', seat: 1, dice: [4, 1], kind: 'd4', text: '' }], { rig, tweens, view })
    expect(d4[0]?.roll).toHaveBeenCalledWith(4, expect.any(Number))
    expect(d4[1]?.roll).toHaveBeenCalledWith(1, expect.any(Number))
  })

  it('never lags far behind a fast game: what is queued is skipped to its end', () => {
    const view = after(1, 20)
    const rig = new MonopoRig()
    const tweens = new TweenSystem()
    for (let i = 0; i < 12; i++) {
      playEvents([moved(1, i, [i + 1, i + 2, i + 3, i + 4])], { rig, tweens, view })
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
    playEvents(
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
})
