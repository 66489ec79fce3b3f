/**
 * The review's cases: a card that shows its player the top of a deck in their view (Scout and Zombie
 * Trap in Selfish, Contact Tracing and Stock Tip in Zombielife) cannot be taken back, since what was
 * seen cannot be unseen.
 */
import { describe, expect, it } from 'vitest'
import { bots, games } from '../../../engine'
import { Match, type MatchRecord } from '../../../engine/core/match'
import { randomInt, seedRng } from '../../../engine/core/rng'
import { sameAction } from '../../../engine/core/sameAction'
import type { Seat } from '../../../engine/core/types'
import { MatchHost, type HostUpdate, type SeatConfig } from '../../../electron/host'

interface Moment {
  readonly record: MatchRecord
  readonly seat: Seat
  readonly action: unknown
}

/** A random game played up to a moment when a seat may play `card`. */
function momentToPlay(game: string, card: string): Moment {
  const players = ['Ann', 'Bob', 'Cid'].map((name) => ({ name }))
  for (let seed = 1; seed <= 200; seed++) {
    const match = Match.create(games, { game, players, seed })
    const rng = seedRng(`peek:${seed}`)
    for (let moves = 0; moves < 400 && match.outcome() === null; moves++) {
      const seat = match.toAct()[0] as Seat
      const legal = match.legalActions(seat)
      const wanted = legal.find((action) => {
        const play = action as { type: string; card?: string }
        return play.type === 'playCard' && play.card === card
      })
      if (wanted !== undefined) return { record: match.record(), seat, action: wanted }
      match.submit(seat, legal[randomInt(rng, legal.length)])
    }
  }
  throw new Error(`No random ${game} game reached a moment to play ${card}.`)
}

describe.each([
  ['selfish', 'scout'],
  ['selfish', 'zombieTrap'],
  ['zombielife', 'contactTracing'],
  ['zombielife', 'stockTip'],
])('take-back after a peek: %s, %s', (game, card) => {
  it('is refused once the card shows the top of the deck, and the match is left as it was', async () => {
    const { record, seat, action } = momentToPlay(game, card)
    const seats: SeatConfig[] = record.players.map((p, i) =>
      i === seat ? { name: p.name, kind: 'human' } : { name: p.name, kind: 'bot', bot: 'heuristic' },
    )
    const host = new MatchHost({ registry: games, bots, botDelayMs: 0 })
    const id = host.loadMatch(record, { seats, finished: false })
    let last: HostUpdate | undefined
    host.subscribe(id, seat, (u) => (last = u))
    expect(last?.view).toMatchObject({ peek: null })

    const played = await host.intent(id, seat, action, record.log.length)
    expect(played).toEqual({ ok: true, version: record.log.length + 1 })
    const peek = (last?.view as { peek: unknown[] | null }).peek
    expect(peek?.length).toBeGreaterThan(0)
    const reason = 'You cannot take back: something hidden was shown since.'
    expect(last?.takeBack).toEqual({ allowed: false, block: 'reveal', reason })

    const before = host.record(id)
    expect(await host.takeBack(id, seat, before.log.length)).toEqual({
      ok: false,
      code: 'ILLEGAL',
      message: reason,
    })
    expect(host.record(id)).toEqual(before)
    expect(sameAction(before.log[before.log.length - 1]?.action, action)).toBe(true)
    await host.close(id)
  })
})
