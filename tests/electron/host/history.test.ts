/**
 * A new subscriber gets the game log so far: after a load (events derived again by replay), after a
 * hot-seat switch, or joining as a spectator mid-game; and only as that viewer may see it.
 */
import { describe, expect, it } from 'vitest'
import { bots as allBots, games } from '../../../engine/index'
import { MatchHost, type HostUpdate } from '../../../electron/host'

function playSelfish(host: MatchHost, actions: number): string {
  const id = host.createMatch({
    game: 'selfish',
    seats: [
      { name: 'Ann', kind: 'human' },
      { name: 'Bob', kind: 'human' },
    ],
    seed: 'history',
  })
  for (let i = 0; i < actions; i++) {
    let next: HostUpdate | undefined
    const stop = host.subscribe(id, 'spectator', (u) => (next = u))
    stop()
    const seat = next?.toAct[0]
    if (seat === undefined) break
    let legal: readonly unknown[] = []
    host.subscribe(id, seat, (u) => (legal = u.legal))()
    void host.intent(id, seat, legal[legal.length - 1])
  }
  return id
}

function snapshot(host: MatchHost, id: string, viewer: number | 'spectator'): HostUpdate {
  let first: HostUpdate | undefined
  host.subscribe(id, viewer, (u) => (first ??= u))()
  if (!first) throw new Error('no snapshot')
  return first
}

describe('the log so far in a new subscriber’s snapshot', () => {
  const host = new MatchHost({ registry: games, bots: allBots, botDelayMs: 0 })

  it('lists what happened, in order, with the versions it led to', () => {
    const id = playSelfish(host, 6)
    const history = snapshot(host, id, 'spectator').history ?? []
    expect(history.length).toBeGreaterThan(6)
    expect(history.map((l) => l.version)).toEqual([...history.map((l) => l.version)].sort((a, b) => a - b))
    expect(history.some((l) => l.text === "Ann's turn ends.")).toBe(true)
  })

  it('keeps drawn cards private: the drawer reads the card, others and the spectator do not', () => {
    const id = playSelfish(host, 6)
    const bobDraw = (viewer: number | 'spectator') =>
      (snapshot(host, id, viewer).history ?? []).filter((l) => l.type === 'cardDrawn' && l.seat === 1)
    expect(bobDraw(1).length).toBeGreaterThan(0)
    expect(bobDraw(1).every((l) => l.text.startsWith('You pick up '))).toBe(true)
    expect(bobDraw(0).every((l) => l.text === 'Bob picks up a Game card.')).toBe(true)
    expect(bobDraw('spectator').every((l) => l.text === 'Bob picks up a Game card.')).toBe(true)
  })

  it('is derived again by replay when a match is loaded', () => {
    const id = playSelfish(host, 8)
    const before = snapshot(host, id, 0).history
    const loaded = host.loadMatch(host.record(id), host.meta(id))
    expect(snapshot(host, loaded, 0).history).toEqual(before)
  })
})
