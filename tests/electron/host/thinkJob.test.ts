/**
 * A think job carries the match's latest moves to a bot that reads them (Bot.recalls): the bot's
 * context on the thinking thread holds the other seats' moves, as a bot asked in place would.
 */
import { describe, expect, it } from 'vitest'
import { botContext } from '../../../engine/bots/context'
import type { Bot } from '../../../engine/bots/types'
import { Match } from '../../../engine/core/match'
import { seedRng } from '../../../engine/core/rng'
import type { AnyGame, Seat } from '../../../engine/core/types'
import { selfish } from '../../../engine/games/selfish'
import { selfishHeuristicBot } from '../../../engine/games/selfish/bots'
import { runThinkJob } from '../../../electron/host/thinking/thinkJob'

const game = selfish as unknown as AnyGame

describe('a think job', () => {
  it("hands a bot that reads moves the other seats' latest moves, and their states stay out of its reach", () => {
    const match = Match.create(
      { selfish: game },
      { game: 'selfish', players: [{ name: 'A' }, { name: 'B' }], seed: 'job' },
    )
    const rng = seedRng('moves')
    while (match.recent.length < 10 || match.toAct()[0] !== 0) {
      const seat = match.toAct()[0] as Seat
      match.submit(seat, selfishHeuristicBot.choose(botContext(game, match.state, seat, rng) as never))
    }
    const seen: unknown[][] = []
    const reader: Bot = {
      id: 'reader',
      label: 'Reader',
      thinks: true,
      recalls: true,
      choose(ctx) {
        seen.push((ctx.history ?? []).map((move) => [move.seat, move.action, Object.keys(move)]))
        return ctx.legal[0]
      },
    }
    const job = { game: 'selfish', level: 'reader', state: match.state, seat: 0, rng: seedRng(1) }
    const bots = { selfish: { reader } }
    const signal = { aborted: false }
    runThinkJob({ selfish: game }, bots, { ...job, history: match.recent }, signal, () => 0)
    runThinkJob({ selfish: game }, bots, job, signal, () => 0)
    const others = match.recent.filter((move) => move.seat !== 0)
    expect(others.length).toBeGreaterThan(0)
    expect(seen[0]).toEqual(others.map((move) => [move.seat, move.action, ['seat', 'action', 'inWorld']]))
    expect(seen[1]).toEqual([])
  })
})
