/**
 * Each game's match options travel to the renderer in app:info as plain data, and the options the
 * New Game screen builds from them pass the match:create schema and start a match with them.
 */
import { describe, expect, it } from 'vitest'
import { parseRequest } from '../../../electron/protocol'
import { defaultOptionValues, type OptionSpec } from '../../../engine/core/optionSpecs'
import { games } from '../../../engine/index'
import { offeredValues } from '../../engine/shared/optionSpecChecks'
import { makeRuntime, ok, recordingClient, refused } from './helpers'

const humans = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' }))

/** The options with each spec at its last offered value (not the default where there is a choice). */
function otherValues(specs: readonly OptionSpec[], players: number): Record<string, unknown> {
  return Object.fromEntries(specs.map((s) => [s.key, offeredValues(s, players).at(-1)]))
}

describe('game options over the contract', () => {
  it('app:info lists every game with its option specs, unchanged by a JSON round trip', async () => {
    const { service } = await makeRuntime()
    const info = await ok(service, 'app:info', {}, recordingClient('player', 'websocket'))
    for (const game of Object.values(games)) {
      const listed = info.games.find((g) => g.id === game.id)
      expect(listed?.options, game.id).toEqual(game.optionSpecs)
      expect(listed?.options.length, game.id).toBeGreaterThan(0)
    }
    expect(JSON.parse(JSON.stringify(info))).toEqual(info)
  })

  it('match:create takes the defaults and any offered values of every game, and the match uses them', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    for (const game of Object.values(games)) {
      const specs = game.optionSpecs ?? []
      const players = game.minPlayers
      for (const options of [defaultOptionValues(specs), otherValues(specs, players)]) {
        const payload = { game: game.id, seats: humans(players), seed: 1, options }
        expect(parseRequest('match:create', payload), game.id).toMatchObject({ ok: true })
        const { matchId } = await ok(runtime.service, 'match:create', payload, ann)
        expect(runtime.host.record(matchId).options, game.id).toEqual(game.resolveOptions(options, players))
        await ok(runtime.service, 'match:close', { matchId }, ann)
      }
    }
  })

  it('refuses a value the game does not allow, naming the option', async () => {
    const runtime = await makeRuntime()
    const error = await refused(
      runtime.service,
      'match:create',
      { game: 'monopozombie', seats: humans(2), options: { stallRounds: 0 } },
      recordingClient(),
    )
    expect(error.message).toMatch(/stallRounds/)
  })
})
