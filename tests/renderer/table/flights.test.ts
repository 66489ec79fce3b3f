/** Something sent across the table (renderer/table/flights: tweenInAir), on the animation clock. */
import { describe, expect, it, vi } from 'vitest'
import { TweenSystem } from '../../../renderer/table/animation'
import { tweenInAir, type InAir } from '../../../renderer/table/flights'

function send(land?: () => void) {
  const tweens = new TweenSystem()
  const rig = { touch: vi.fn() }
  const thing: InAir & { from: string } = { t: 0, active: false, from: '' }
  const start = vi.fn(() => {
    thing.from = 'deck'
  })
  tweenInAir(tweens, rig, thing, { delay: 0.2, duration: 0.5, start, ...(land ? { land } : {}) })
  return { tweens, rig, thing, start }
}

describe('tweenInAir', () => {
  it('takes the thing at once and keeps it undrawn until its slot comes', () => {
    const { tweens, thing, start } = send()
    expect(thing).toMatchObject({ active: true, t: -1 })
    tweens.step(0.1)
    expect(start).not.toHaveBeenCalled()
    expect(thing.t).toBe(-1)
  })

  it('sets it off when its slot comes, eases it along, and lets it go where it lands', () => {
    const land = vi.fn()
    const { tweens, rig, thing, start } = send(land)
    tweens.step(0.25)
    expect(start).toHaveBeenCalledOnce()
    expect(thing.from).toBe('deck')
    expect(thing.t).toBeGreaterThanOrEqual(0)
    tweens.step(0.25)
    expect(thing.t).toBeGreaterThan(0)
    expect(thing.t).toBeLessThan(1)
    expect(thing.active).toBe(true)
    tweens.step(0.5)
    expect(thing.t).toBe(1)
    expect(thing.active).toBe(false)
    expect(land).toHaveBeenCalledOnce()
    expect(rig.touch.mock.calls.length).toBeGreaterThanOrEqual(4)
  })
})
