import { beforeEach, describe, expect, it } from 'vitest'
import type { HostUpdate } from '../../../electron/host/types'
import { useMatchStore } from '../../../renderer/store/useMatchStore'

const update = (over: Partial<HostUpdate> = {}): HostUpdate => ({
  matchId: 'm1',
  game: 'selfish',
  version: 1,
  viewer: 0,
  view: { secret: 'seat 0 hand' },
  legal: [{ type: 'rest' }],
  toAct: [0],
  events: [],
  outcome: null,
  seats: [
    { name: 'Ann', kind: 'human' },
    { name: 'Bob', kind: 'human' },
  ],
  ...over,
})

const store = () => useMatchStore.getState()

describe('useMatchStore: following one viewer', () => {
  beforeEach(() => store().actions.clear())

  it('takes every update while following nobody (as before)', () => {
    store().actions.receive(update({ viewer: 1 }))
    expect(store().viewer).toBe(1)
  })

  it("drops other viewers' and other matches' updates while following one", () => {
    store().actions.follow({ matchId: 'm1', viewer: 0 })
    store().actions.receive(update({ viewer: 1, view: 'other' }))
    store().actions.receive(update({ matchId: 'm2', viewer: 0, view: 'other match' }))
    expect(store().view).toBeNull()
    store().actions.receive(update())
    expect(store().view).toEqual({ secret: 'seat 0 hand' })
  })

  it('forgets the view (and legal moves) at once when switching to another viewer, keeping the log', () => {
    store().actions.follow({ matchId: 'm1', viewer: 0 })
    store().actions.receive(update({ events: [{ type: 'rested', text: 'Ann rests.' }] }))
    store().actions.follow({ matchId: 'm1', viewer: 1 })
    expect(store().view).toBeNull()
    expect(store().legal).toEqual([])
    expect(store().viewer).toBeNull()
    expect(store().game).toBe('selfish')
    expect(store().log.map((l) => l.text)).toEqual(['Ann rests.'])
    store().actions.receive(update({ version: 1, viewer: 0, view: 'late push for seat 0' }))
    expect(store().view).toBeNull()
  })

  it('starts a fresh log for another match', () => {
    store().actions.follow({ matchId: 'm1', viewer: 0 })
    store().actions.receive(update({ events: [{ type: 'rested', text: 'Ann rests.' }] }))
    store().actions.follow({ matchId: 'm2', viewer: 'spectator' })
    expect(store().log).toEqual([])
    expect(store().seats).toEqual([])
  })

  it('ignores the same action delivered twice', () => {
    const events = [{ type: 'rested', text: 'Ann rests.' }]
    store().actions.receive(update({ version: 1 }))
    store().actions.receive(update({ version: 2, events }))
    store().actions.receive(update({ version: 2, events }))
    store().actions.receive(update({ version: 2 }))
    expect(store().log).toHaveLength(1)
    expect(store().eventQueue).toHaveLength(1)
  })
})
