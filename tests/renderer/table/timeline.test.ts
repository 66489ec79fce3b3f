import { describe, expect, it } from 'vitest'
import { TweenSystem } from '../../../renderer/table/animation'
import { playEach, type EventTweens } from '../../../renderer/table/choreography'
import { MAX_BEHIND_SECONDS, Timeline } from '../../../renderer/table/timeline'

describe('Timeline', () => {
  it('lays slots one after another, overlapping when asked, and queues the next batch behind', () => {
    const tweens = new TweenSystem()
    const rig = { timelineEnd: 0 }
    const line = new Timeline(tweens, rig)
    expect(line.slot(1)).toBe(0)
    expect(line.slot(1, 0.5)).toBe(1)
    expect(line.slot(1)).toBe(1.5)
    line.close()
    expect(rig.timelineEnd).toBe(2.5)
    const next = new Timeline(tweens, rig)
    expect(next.slot(0.5)).toBe(2.5)
    expect(next.speed).toBe(2)
  })

  it('plays faster when behind, and skips what is queued to its end when far behind', () => {
    const tweens = new TweenSystem()
    let finished = 0
    tweens.add({ delay: 9, duration: 1, onUpdate: () => {}, onComplete: () => finished++ })
    const rig = { timelineEnd: 3 }
    expect(new Timeline(tweens, rig).speed).toBe(2)
    rig.timelineEnd = MAX_BEHIND_SECONDS + 1
    const line = new Timeline(tweens, rig)
    expect(finished).toBe(1)
    expect(line.speed).toBe(1)
    expect(line.slot(1)).toBe(0)
  })
})

describe('playEach', () => {
  type E = { type: 'a'; n: number } | { type: 'b'; s: string } | { type: 'c' }
  it('runs each event’s tweens in order, with its index, and skips types it has none for', () => {
    const seen: string[] = []
    const tweens: EventTweens<E, string> = {
      a: (e, m, i) => seen.push(`${m}:a${e.n}@${i}`),
      b: (e, m, i) => seen.push(`${m}:b${e.s}@${i}`),
    }
    playEach<E, string>([{ type: 'b', s: 'x' }, { type: 'c' }, { type: 'a', n: 2 }], tweens, 'm')
    expect(seen).toEqual(['m:bx@0', 'm:a2@2'])
  })
})
