import { describe, expect, it, vi } from 'vitest'
import { TweenSystem, ease } from '../../../renderer/table/animation'

describe('TweenSystem', () => {
  it('runs a tween from 0 to exactly 1, then stops asking for frames', () => {
    const tweens = new TweenSystem()
    const seen: number[] = []
    const done = vi.fn()
    tweens.add({ duration: 0.5, ease: ease.linear, onUpdate: (t) => seen.push(t), onComplete: done })
    expect(tweens.busy).toBe(true)
    let frames = 0
    while (tweens.step(0.1)) frames++
    expect(seen[0]).toBe(0)
    expect(seen.at(-1)).toBe(1)
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
    expect(done).toHaveBeenCalledOnce()
    expect(frames).toBe(5) // the start frame, then 0.1 s a frame until 0.5 s
    expect(tweens.busy).toBe(false)
  })

  it('waits out a delay, and wakes the frameloop when a tween is added', () => {
    const tweens = new TweenSystem()
    const wake = vi.fn()
    tweens.setWakeUp(wake)
    const start = vi.fn()
    tweens.add({ delay: 0.25, duration: 0.1, onStart: start, onUpdate: () => {} })
    expect(wake).toHaveBeenCalledOnce()
    tweens.step(0.1)
    tweens.step(0.1)
    expect(start).not.toHaveBeenCalled()
    tweens.step(0.1)
    expect(start).toHaveBeenCalledOnce()
  })

  it('cancels, finishes, and never jumps more than a quarter second in one frame', () => {
    const tweens = new TweenSystem()
    const a = vi.fn()
    const b = vi.fn()
    tweens.add({ duration: 1, onUpdate: a }).cancel()
    tweens.add({ duration: 1, onUpdate: b }).finish()
    expect(b).toHaveBeenLastCalledWith(1)
    expect(tweens.step(0.1)).toBe(false)
    expect(a).not.toHaveBeenCalled()

    const c = vi.fn()
    tweens.add({ duration: 1, ease: ease.linear, onUpdate: c })
    tweens.step(5) // starts
    tweens.step(5) // a stalled tab: clamped
    expect(c).toHaveBeenLastCalledWith(0.25)
    tweens.finishAll()
    expect(c).toHaveBeenLastCalledWith(1)
    expect(tweens.busy).toBe(false)
  })

  it('calls a waiter once every tween running when it was added has ended, not later ones', () => {
    const tweens = new TweenSystem()
    const done = vi.fn()
    const ended: string[] = []
    tweens.add({ duration: 0.2, onUpdate: () => {}, onComplete: () => ended.push('short') })
    tweens.add({ delay: 0.1, duration: 0.3, onUpdate: () => {}, onComplete: () => ended.push('long') })
    tweens.whenDone(() => done(ended.slice()))
    tweens.add({ duration: 5, onUpdate: () => {} })
    while (done.mock.calls.length === 0 && tweens.step(0.05));
    expect(done).toHaveBeenCalledExactlyOnceWith(['short', 'long'])
    expect(tweens.busy).toBe(true)

    const now = vi.fn()
    new TweenSystem().whenDone(now)
    expect(now).toHaveBeenCalledOnce()
    const skipped = vi.fn()
    tweens.whenDone(skipped)
    tweens.finishAll()
    expect(skipped).toHaveBeenCalledOnce()
  })
})
