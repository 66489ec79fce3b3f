/**
 * A match has no length limit, so the save of the longest one must load: five Selfish players who
 * only ever rest never reach the chopper, and runGame stops them at 20,000 actions (about 140,000
 * keys and list items, 2.9 MB). The save limits once refused it as damaged, a game lost to its own
 * save.
 */
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Bot } from '../../../engine/bots/types'
import { games } from '../../../engine/index'
import { DEFAULT_MAX_ACTIONS, runGame } from '../../../engine/sim/runGame'
import { SaveStore } from '../../../electron/saves/saveStore'
import { dawdler } from '../../fixtures/dawdler'
import { app, useTempDir } from './helpers'

describe('the longest match', () => {
  const tempDir = useTempDir()

  it('saves and loads whole, however long it went on', async () => {
    const played = runGame({
      registry: games,
      game: 'selfish',
      players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'].map((name) => ({ name })),
      seed: 'long:0',
      bots: Array.from({ length: 5 }, () => dawdler as Bot),
      checkInvariants: false,
    })
    expect(played.actions).toBe(DEFAULT_MAX_ACTIONS)
    const store = new SaveStore({ dir: join(tempDir(), 'saves'), registry: games, app })
    const record = played.match.record()
    await store.save('Endless', record, {
      seats: record.players.map((p) => ({ name: p.name, kind: 'bot' as const, bot: 'random' })),
      finished: false,
    })
    const loaded = await store.load('Endless')
    expect(loaded.record.log.length).toBe(DEFAULT_MAX_ACTIONS)
    expect(loaded.match.version).toBe(DEFAULT_MAX_ACTIONS)
  })
})
