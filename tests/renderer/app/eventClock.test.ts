import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TABLE_STALL_MS, useMatchStore } from '../../../renderer/store/useMatchStore'
import { hostUpdate as update, rested as event } from '../shared/hostUpdates'

const store = () => useMatchStore.getState()
const logTexts = () => store().log.map((l) => l.text)

describe('the event clock: the HUD shows an update when its animations have landed', () => {
  let detach: (() => void) | null = null
  beforeEach(() => {
    store().actions.clear()
    store().actions.setSkipAnimations(false)
    store().actions.receive(update(1, [], { history: [] }))
  })
  afterEach(() => {
    detach?.()
    detach = null
    vi.useRealTimers()
  })

  it('with no table animating, shows every update at once', () => {
    store().actions.receive(update(2, [event('Ann rests.')]))
    expect(logTexts()).toEqual(['Ann rests.'])
    expect(store().hud?.view).toEqual({ at: 2 })
  })

  it('while a table animates, keeps the previous figures, log and no choices until the table lands', () => {
    detach = store().actions.attachTable()
    store().actions.receive(update(2, [event('Ann rests.')]))
    expect(store().view).toEqual({ at: 2 })
    expect(store().hud?.view).toEqual({ at: 1 })
    expect(store().hud?.legal).toEqual([])
    expect(logTexts()).toEqual([])

    const { events, upTo } = store().actions.takeEvents()
    expect(events.map((e) => e.text)).toEqual(['Ann rests.'])
    store().actions.landed(upTo)
    expect(store().hud?.view).toEqual({ at: 2 })
    expect(store().hud?.legal).toEqual([{ type: 'rest', at: 2 }])
    expect(logTexts()).toEqual(['Ann rests.'])
  })

  it('reveals updates in order, one landing at a time, and an update without events waits its turn', () => {
    detach = store().actions.attachTable()
    store().actions.receive(update(2, [event('First.')]))
    store().actions.receive(update(3, [event('Second.')]))
    store().actions.receive(update(4, []))
    store().actions.landed(2)
    expect(logTexts()).toEqual(['First.'])
    expect(store().hud?.legal).toEqual([])
    store().actions.landed(4)
    expect(logTexts()).toEqual(['First.', 'Second.'])
    expect(store().hud?.view).toEqual({ at: 4 })
  })

  it('shows everything at once with "skip animations", and when the table goes away', () => {
    detach = store().actions.attachTable()
    store().actions.receive(update(2, [event('Held.')]))
    store().actions.setSkipAnimations(true)
    expect(logTexts()).toEqual(['Held.'])
    store().actions.receive(update(3, [event('At once.')]))
    expect(logTexts()).toEqual(['Held.', 'At once.'])

    store().actions.setSkipAnimations(false)
    store().actions.receive(update(4, [event('Waiting.')]))
    expect(logTexts()).toEqual(['Held.', 'At once.'])
    detach()
    detach = null
    expect(logTexts()).toEqual(['Held.', 'At once.', 'Waiting.'])
  })

  it('waits for a slow table that keeps drawing, but not for a stalled one', () => {
    vi.useFakeTimers()
    detach = store().actions.attachTable()
    store().actions.receive(update(2, [event('Slow.')]))
    // A slow table: a frame every half second for far longer than the stall limit.
    for (let t = 0; t < 4 * TABLE_STALL_MS; t += 500) {
      vi.advanceTimersByTime(500)
      store().actions.tableDrew()
    }
    expect(logTexts()).toEqual([])
    // Then it stops drawing (a lost WebGL context): the HUD shows what it held.
    vi.advanceTimersByTime(TABLE_STALL_MS + TABLE_STALL_MS / 5)
    expect(logTexts()).toEqual(['Slow.'])
  })

  it('shows a snapshot (a seat switch, a reconnect) at once, dropping what was held', () => {
    detach = store().actions.attachTable()
    store().actions.receive(update(2, [event('Held.')]))
    store().actions.receive(
      update(2, [], { history: [{ version: 2, type: 'rested', text: 'From history.' }] }),
    )
    expect(logTexts()).toEqual(['From history.'])
    expect(store().held).toEqual([])
  })
})
