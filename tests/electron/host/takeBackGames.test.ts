/**
 * Take-back in the three games: one person against random bots, taking back whenever the host
 * allows it. Every allowed take-back restores the exact state live play had, and none ever spans
 * an action that rolled, drew or shuffled (the match's random stream moved) or showed anyone
 * something only they may see.
 */
import { describe, expect, it } from 'vitest'
import { bots, games } from '../../../engine'
import { Match, type MatchRecord } from '../../../engine/core/match'
import { pick, seedRng } from '../../../engine/core/rng'
import { MatchHost, type HostUpdate } from '../../../electron/host'

const GAMES = ['selfish', 'zombielife', 'monopozombie'] as const

/** Every state of a record, and which actions moved the random stream or told someone a secret. */
function history(record: MatchRecord) {
  const match = Match.create(games, record)
  const states: unknown[] = [match.state]
  const letOut: boolean[] = []
  for (const entry of record.log) {
    const rngBefore = JSON.stringify((match.state as { rng: unknown }).rng)
    const { events } = match.submit(entry.seat, entry.action)
    states.push(match.state)
    const rngAfter = JSON.stringify((match.state as { rng: unknown }).rng)
    letOut.push(rngBefore !== rngAfter || events.some((e) => e.private !== undefined))
  }
  return { states, letOut }
}

describe('take-back in every game', () => {
  for (const game of GAMES) {
    it(`${game}: allowed take-backs restore live play’s state and never cross a roll, a draw or a secret`, async () => {
      const rng = seedRng(`tb:${game}`)
      let allowed = 0
      let refused = 0
      for (const seed of ['a', 'b', 'c']) {
        const host = new MatchHost({
          registry: games,
          bots,
          botDelayMs: 0,
          seedSource: () => `${game}:${seed}`,
        })
        const id = host.createMatch({
          game,
          seats: [
            { name: 'Ann', kind: 'human' },
            { name: 'Bob', kind: 'bot', bot: 'random' },
            { name: 'Cid', kind: 'bot', bot: 'random' },
          ],
        })
        let last: HostUpdate | undefined
        host.subscribe(id, 0, (u) => (last = u))
        for (let turn = 0; turn < 120 && last?.outcome === null; turn++) {
          await host.idle(id)
          const update = last!
          const status = update.takeBack
          expect(status).toBeDefined()
          // Now and then, take back when allowed; check against the match as it was.
          if (status?.allowed === true && turn % 2 === 0) {
            const before = host.record(id)
            const { states, letOut } = history(before)
            const to = before.log.length - status.actions
            expect(before.log[to]?.seat).toBe(0)
            expect(letOut.slice(to)).not.toContain(true)
            const result = await host.takeBack(id, 0, update.version)
            expect(result).toEqual({ ok: true, version: to })
            expect(Match.replay(games, host.record(id)).state).toEqual(states[to])
            allowed++
            continue
          }
          if (status?.allowed === false) refused++
          if (update.legal.length === 0) continue
          const result = await host.intent(id, 0, pick(rng, update.legal), update.version)
          expect(result.ok).toBe(true)
        }
        await host.close(id)
      }
      // Both kinds happened, so the checks above were exercised.
      expect(allowed).toBeGreaterThan(0)
      expect(refused).toBeGreaterThan(0)
    })
  }
})
