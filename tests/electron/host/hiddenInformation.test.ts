import { describe, expect, it } from 'vitest'
import { Match } from '../../../engine/core/match'
import type { CountdownState } from '../../fixtures/countdownGame'
import type { HostUpdate } from '../../../electron/host'
import { countdownView, human, makeHost, registry, watch, type DrawView } from './helpers'

/** Everything a viewer was shown about the game (ids left out, they are random hex). */
const seen = (updates: readonly HostUpdate[]) =>
  JSON.stringify(updates.map((u) => [u.view, u.events, u.legal]))

describe('MatchHost: hidden information', () => {
  it('sends each seat only its own secret and the spectator none', async () => {
    const { host } = makeHost()
    const seats = [human('Ann'), human('Bob')]
    const id = host.createMatch({ game: 'countdown', seats, seed: 'hidden' })
    const players = seats.map((s) => ({ name: s.name }))
    const { secrets } = Match.create(registry, { game: 'countdown', players, seed: 'hidden' })
      .state as CountdownState

    const ann = watch(host, id, 0)
    const bob = watch(host, id, 1)
    const tv = watch(host, id, 'spectator')
    await host.intent(id, 0, { type: 'take', amount: 1 })

    for (const update of ann) expect(countdownView(update).mySecret).toBe(secrets[0])
    for (const update of bob) expect(countdownView(update).mySecret).toBe(secrets[1])
    for (const update of tv) expect(countdownView(update).mySecret).toBeNull()
  })

  it('tells a private detail of an event only to the seats it belongs to', async () => {
    const { host } = makeHost()
    const id = host.createMatch({ game: 'draw', seats: [human('Ann'), human('Bob')] })
    const ann = watch(host, id, 0)
    const bob = watch(host, id, 1)
    const tv = watch(host, id, 'spectator')
    await host.intent(id, 0, { type: 'draw' })

    expect(ann[1]?.events).toEqual([{ type: 'cardDrawn', seat: 0, text: 'You draw 11', card: 11 }])
    for (const updates of [bob, tv]) {
      expect(updates[1]?.events).toEqual([{ type: 'cardDrawn', seat: 0, text: 'Seat 1 draws a card' }])
      expect(seen(updates)).not.toContain('11')
    }
    expect((ann[1]?.view as DrawView).myHand).toEqual([11])
    expect((bob[1]?.view as DrawView).myHand).toEqual([])
    expect((tv[1]?.view as DrawView).handSizes).toEqual([1, 0])

    await host.intent(id, 1, { type: 'draw' })
    expect(bob[2]?.events).toMatchObject([{ text: 'You draw 22', card: 22 }])
    expect(seen(ann.concat(tv))).not.toContain('22')
  })
})
