/**
 * The events the HUD reveals (`hudEvents`), for the stream page's call-outs: each update's events
 * come out once, when the HUD shows that update (after the table's animations have landed), in
 * order; a snapshot or a new stream brings none.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { GameEvent } from '../../../engine/core/types'
import type { HostUpdate } from '../../../electron/protocol'
import { useMatchStore } from '../../../renderer/store/useMatchStore'
import { hostUpdate, rested as event } from '../shared/hostUpdates'

/** As the stream page sees it: a spectator, who has no moves. */
const update = (version: number, events: GameEvent[], over: Partial<HostUpdate> = {}): HostUpdate =>
  hostUpdate(version, events, { viewer: 'spectator', legal: [], ...over })

const store = () => useMatchStore.getState()
const revealedTexts = () => store().hudEvents.events.map((e) => e.text)

describe('hudEvents: the events of each update the HUD reveals', () => {
  let detach: (() => void) | null = null
  beforeEach(() => {
    store().actions.clear()
    store().actions.setSkipAnimations(false)
    store().actions.receive(update(1, [event('Before.')], { history: [] }))
  })
  afterEach(() => {
    detach?.()
    detach = null
  })

  it('a snapshot reveals no events: nothing just happened', () => {
    expect(store().hud?.version).toBe(1)
    expect(revealedTexts()).toEqual([])
  })

  it('with no table animating, each update reveals its events at once, with a new seq', () => {
    const before = store().hudEvents.seq
    store().actions.receive(update(2, [event('Ann rests.'), event('Bob rests.')]))
    expect(revealedTexts()).toEqual(['Ann rests.', 'Bob rests.'])
    expect(store().hudEvents.seq).toBe(before + 1)
    store().actions.receive(update(3, []))
    expect(revealedTexts()).toEqual([])
    expect(store().hudEvents.seq).toBe(before + 2)
  })

  it('while a table animates, the events wait with their update and come out when it lands', () => {
    detach = store().actions.attachTable()
    const before = store().hudEvents
    store().actions.receive(update(2, [event('Ann rests.')]))
    store().actions.receive(update(3, [event('Bob rests.')]))
    expect(store().hudEvents).toBe(before)

    store().actions.landed(2)
    expect(store().hud?.version).toBe(2)
    expect(revealedTexts()).toEqual(['Ann rests.'])
    store().actions.landed(3)
    expect(revealedTexts()).toEqual(['Bob rests.'])
  })

  it('several updates landing at once reveal all their events, oldest first', () => {
    detach = store().actions.attachTable()
    store().actions.receive(update(2, [event('Ann rests.')]))
    store().actions.receive(update(3, [event('Bob rests.'), event('Cid rests.')]))
    store().actions.landed(3)
    expect(revealedTexts()).toEqual(['Ann rests.', 'Bob rests.', 'Cid rests.'])
  })

  it('when the table goes away, what it held is revealed with the next update', () => {
    detach = store().actions.attachTable()
    store().actions.receive(update(2, [event('Ann rests.')]))
    store().actions.setSkipAnimations(true)
    expect(revealedTexts()).toEqual(['Ann rests.'])
    store().actions.receive(update(3, [event('Bob rests.')]))
    expect(revealedTexts()).toEqual(['Bob rests.'])
  })

  it('a new stream (another viewer) and a clear reveal no events, and seq only grows', () => {
    store().actions.receive(update(2, [event('Ann rests.')]))
    const seq = store().hudEvents.seq
    store().actions.follow({ matchId: 'm1', viewer: 0 })
    expect(revealedTexts()).toEqual([])
    store().actions.receive(update(2, [event('Ann rests.')], { viewer: 0 }))
    expect(revealedTexts()).toEqual([])
    store().actions.clear()
    expect(revealedTexts()).toEqual([])
    expect(store().hudEvents.seq).toBeGreaterThan(seq + 2)
  })
})
