/** An online table server in this process for the room tests: a host whose bots move at once. */
import { bots, games } from '../../engine'
import { MatchHost } from '../../electron/host'
import {
  startOnlineServer,
  type OnlineServer,
  type OnlineServerOptions,
} from '../../electron/online/onlineServer'
import type { SeatClient } from './seatClient'

/** The scripted people play at machine speed, far past a person's requests a second. */
export async function startTestTables(
  more: Partial<OnlineServerOptions> = {},
): Promise<{ host: MatchHost; server: OnlineServer }> {
  const host = new MatchHost({ registry: games, bots, botDelayMs: 0 })
  return { host, server: await startOnlineServer({ host, port: 0, maxRequestsPerSecond: 10_000, ...more }) }
}

/** Everyone still at a table leaves, then the server stops. */
export async function stopTestTables(server: OnlineServer, joined: SeatClient[]): Promise<void> {
  for (const client of joined.splice(0)) await client.leave().catch(() => undefined)
  await server.close()
}
