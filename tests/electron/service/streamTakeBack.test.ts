/**
 * A take-back while the table is streamed: the stream page is sent the table as it is after the
 * take-back, with its log, so that it snaps back as the players' table does.
 */
import { describe, expect, it } from 'vitest'
import type { HostUpdate } from '../../../electron/protocol'
import { makeRuntime, ok, recordingClient } from './helpers'

describe('the stream after a take-back', () => {
  it('goes back with the table, with the log of that moment', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const stream = recordingClient('spectator', 'websocket')
    runtime.service.connect(stream)
    const { matchId } = await ok(
      runtime.service,
      'match:create',
      {
        game: 'zombielife',
        seats: [
          { name: 'Ann', kind: 'human' },
          { name: 'Bob', kind: 'human' },
        ],
        seed: 4,
      },
      ann,
    )
    await ok(runtime.service, 'match:subscribe', { matchId, viewer: 'spectator' }, stream)
    // Whoever is to act plays the first thing offered, until someone may take back.
    let status: HostUpdate | undefined
    for (let i = 0; i < 40; i++) {
      const version = runtime.host.list()[0]!.version
      let update: HostUpdate | undefined
      for (const seat of [0, 1]) {
        runtime.host.subscribe(matchId, seat, (u) => (update = u.legal.length > 0 ? u : update))()
      }
      const mover = update!
      if (mover.takeBack?.allowed === true) {
        status = mover
        break
      }
      const result = await runtime.host.intent(matchId, mover.viewer as number, mover.legal[0], version)
      expect(result.ok).toBe(true)
    }
    expect(status, 'nobody could take back in 40 moves').toBeDefined()
    const before = stream.updates().length
    const seat = status!.viewer as number
    const result = await ok(
      runtime.service,
      'match:takeBack',
      { matchId, seat, version: status!.version },
      ann,
    )
    expect(result).toMatchObject({ ok: true })
    const after = stream.updates().slice(before)
    const rewound = after.find((u) => u.history !== undefined)
    expect(rewound?.version).toBe(result.ok ? result.version : -1)
    expect(rewound!.version).toBeLessThan(status!.version)
    expect(rewound?.history?.every((line) => line.version <= rewound.version)).toBe(true)
    expect(rewound?.takeBack).toBeUndefined()
  })
})
