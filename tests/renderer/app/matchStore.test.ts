import { beforeEach, describe, expect, it } from 'vitest'
import type { HostUpdate } from '../../../electron/protocol'
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
  autosave: { problem: null, savedVersion: 1 },
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

  it('forgets the view, legal moves and log (private lines) at once when switching to another viewer', () => {
    store().actions.follow({ matchId: 'm1', viewer: 0 })
    store().actions.receive(update({ events: [{ type: 'cardDrawn', text: 'You pick up Scout.' }] }))
    store().actions.follow({ matchId: 'm1', viewer: 1 })
    expect(store().view).toBeNull()
    expect(store().legal).toEqual([])
    expect(store().viewer).toBeNull()
    expect(store().game).toBe('selfish')
    expect(store().log).toEqual([])
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

describe('useMatchStore: the game log', () => {
  beforeEach(() => store().actions.clear())

  it('starts from the snapshot’s history, then adds each update’s events', () => {
    store().actions.receive(
      update({ version: 4, history: [{ version: 3, type: 'rested', text: 'Ann rests.', seat: 0 }] }),
    )
    expect(store().log.map((l) => l.text)).toEqual(['Ann rests.'])
    store().actions.receive(
      update({ version: 5, events: [{ type: 'turnEnded', text: "Ann's turn ends.", seat: 0 }] }),
    )
    expect(store().log.map((l) => l.text)).toEqual(['Ann rests.', "Ann's turn ends."])
  })

  it('replaces the log with a new viewer’s history on a hot-seat switch', () => {
    store().actions.receive(
      update({ history: [{ version: 1, type: 'cardDrawn', text: 'You pick up Scout.' }] }),
    )
    store().actions.follow({ matchId: 'm1', viewer: 1 })
    store().actions.receive(
      update({ viewer: 1, history: [{ version: 1, type: 'cardDrawn', text: 'Ann picks up a Game card.' }] }),
    )
    expect(store().log.map((l) => l.text)).toEqual(['Ann picks up a Game card.'])
  })
})

describe('useMatchStore: a table started again', () => {
  beforeEach(() => store().actions.clear())

  it('takes a snapshot older than what is shown (a match resumed from its backup), with its log', () => {
    store().actions.receive(update({ version: 9, events: [{ type: 'rested', text: 'Ann rests.' }] }))
    store().actions.receive(
      update({ version: 7, history: [{ version: 7, type: 'turnEnded', text: "Bob's turn ends." }] }),
    )
    expect(store().version).toBe(7)
    expect(store().log.map((l) => l.text)).toEqual(["Bob's turn ends."])
    expect(store().eventQueue).toEqual([])
    // Pushes older than the snapshot are still refused.
    store().actions.receive(update({ version: 6, events: [{ type: 'rested', text: 'late' }] }))
    expect(store().version).toBe(7)
  })
})

describe('useMatchStore: the stream’s win chances', () => {
  beforeEach(() => store().actions.clear())
  const watched = (over: Partial<HostUpdate>) => update({ viewer: 'spectator', legal: [], ...over })

  it('shows an update’s chances, and holds them until newer ones come', () => {
    store().actions.receive(watched({ version: 1, history: [], chances: [0.4, 0.6] }))
    expect(store().hud?.chances).toEqual([0.4, 0.6])
    store().actions.receive(watched({ version: 2, events: [{ type: 'rested', text: 'Ann rests.' }] }))
    expect(store().hud?.chances).toEqual([0.4, 0.6])
    // The chances of version 2 follow it: same version, no events.
    store().actions.receive(watched({ version: 2, chances: [0.7, 0.3] }))
    expect(store().hud?.version).toBe(2)
    expect(store().hud?.chances).toEqual([0.7, 0.3])
  })

  it('shows a move’s chances only once the table has shown the move', () => {
    const detach = store().actions.attachTable()
    store().actions.receive(watched({ version: 1, history: [], chances: [0.5, 0.5] }))
    store().actions.receive(watched({ version: 2, events: [{ type: 'rested', text: 'Ann rests.' }] }))
    store().actions.receive(watched({ version: 2, chances: [0.9, 0.1] }))
    expect(store().hud?.chances).toEqual([0.5, 0.5])
    store().actions.landed(2)
    expect(store().hud?.chances).toEqual([0.9, 0.1])
    detach()
  })

  it('starts without chances in another match', () => {
    store().actions.receive(watched({ version: 1, history: [], chances: [0.4, 0.6] }))
    store().actions.receive(watched({ matchId: 'm2', version: 1, history: [] }))
    expect(store().hud?.chances).toBeUndefined()
  })
})
