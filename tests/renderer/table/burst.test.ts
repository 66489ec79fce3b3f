/** The burst kit on its own: a pooled slot plays at a point, animates and frees itself. */
import { describe, expect, it } from 'vitest'
import { TweenSystem } from '../../../renderer/table/animation'
import type { BurstPool } from '../../../renderer/table/burst'
import {
  BURST_POOL_SIZE,
  BURST_SECONDS,
  STILL_BURST,
  burstLook,
  playBurst,
} from '../../../renderer/table/burst'
import { TableRig } from '../../../renderer/table/tableRig'
import { Timeline } from '../../../renderer/table/timeline'

const DT = 1 / 60

function setUp() {
  const rig = new TableRig()
  const tweens = new TweenSystem()
  return { rig, tweens, line: new Timeline(tweens, rig) }
}

const active = (pool: BurstPool) => pool.slots.filter((s) => s.active)

describe('burst kit', () => {
  it('shows a pooled slot at the point once it starts, animates it, and frees it at the end', () => {
    const { rig, tweens, line } = setUp()
    playBurst(line, rig, [1, 0.2, -3], 0.5, 0.8)
    expect(rig.bursts.slots).toHaveLength(BURST_POOL_SIZE)
    // Waiting its turn: nothing shows yet.
    tweens.step(0.25)
    expect(active(rig.bursts)).toHaveLength(0)
    tweens.step(0.25)
    const [slot] = active(rig.bursts)
    expect(slot).toMatchObject({ x: 1, y: 0.2, z: -3, size: 0.8, t: 0 })
    const seen: number[] = []
    const version = rig.version
    for (let i = 0; i < Math.round(BURST_SECONDS / DT / 2); i++) {
      tweens.step(DT)
      seen.push(slot?.t ?? -1)
    }
    expect(rig.version).toBeGreaterThan(version)
    expect(seen[seen.length - 1]).toBeGreaterThan(0.4)
    expect(seen[seen.length - 1]).toBeLessThan(0.6)
    expect([...seen].sort((a, b) => a - b)).toEqual(seen)
    for (let i = 0; i < 200 && tweens.busy; i++) tweens.step(DT)
    expect(tweens.busy).toBe(false)
    expect(active(rig.bursts)).toHaveLength(0)
  })

  it('reuses the oldest slot when more bursts play than the pool holds, and the old one stops writing it', () => {
    const { rig, tweens, line } = setUp()
    // Six bursts, one starting every tenth of a second (each lasts a whole second).
    for (let i = 0; i < BURST_POOL_SIZE + 2; i++) playBurst(line, rig, [i, 0, 0], 0.05 + i * 0.1)
    for (let i = 0; i < BURST_POOL_SIZE; i++) tweens.step(0.1)
    expect(active(rig.bursts).map((s) => s.x)).toEqual([0, 1, 2, 3])
    tweens.step(0.1)
    // The fifth burst took the first (oldest) slot; the others keep theirs.
    expect(rig.bursts.slots.map((s) => s.x)).toEqual([4, 1, 2, 3])
    expect(rig.bursts.slots[0]?.t).toBe(0)
    tweens.step(0.1)
    // The sixth takes the second slot, the oldest now, not the one the fifth has just taken.
    expect(rig.bursts.slots.map((s) => s.x)).toEqual([4, 5, 2, 3])
    // The first burst ends before the fifth: it must not hide the slot the fifth now owns.
    for (let i = 0; i < 40; i++) tweens.step(DT)
    expect(rig.bursts.slots[0]?.active).toBe(true)
    expect(rig.bursts.slots[0]?.x).toBe(4)
    for (let i = 0; i < 200 && tweens.busy; i++) tweens.step(DT)
    expect(active(rig.bursts)).toHaveLength(0)
  })

  it('a fresh table drops every burst', () => {
    const { rig, tweens, line } = setUp()
    playBurst(line, rig, [0, 0, 0], 0)
    tweens.step(DT)
    expect(active(rig.bursts)).toHaveLength(1)
    rig.reset()
    expect(active(rig.bursts)).toHaveLength(0)
  })

  it('grows and fades the ring and raises the glow over its duration', () => {
    const start = burstLook(0.05, false)
    const mid = burstLook(0.5, false)
    const end = burstLook(1, false)
    expect(mid.ringScale).toBeGreaterThan(start.ringScale)
    expect(end.ringScale).toBeGreaterThan(mid.ringScale)
    expect(mid.ringOpacity).toBeLessThan(start.ringOpacity)
    expect(end.ringOpacity).toBe(0)
    expect(mid.glowHeight).toBeGreaterThan(start.glowHeight)
    expect(end.glowOpacity).toBe(0)
  })

  it('under reduced motion nothing moves: the same still tint throughout', () => {
    for (const t of [0, 0.2, 0.5, 0.9, 1]) expect(burstLook(t, true)).toEqual(STILL_BURST)
    expect(STILL_BURST.glowOpacity).toBe(0)
    expect(STILL_BURST.ringOpacity).toBeGreaterThan(0)
  })
})
