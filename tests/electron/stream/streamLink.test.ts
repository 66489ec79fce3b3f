/** The Stream panel's link on a served table: stop, start, and a new link that is kept. */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { TableServer } from '../../../electron/stream/server'
import { servedStreamLink } from '../../../electron/stream/servedStreamLink'
import { TOKEN_FILE } from '../../../electron/service/dataFiles'
import { loadTableTokens } from '../../../electron/stream/tokenFile'
import { tempDir } from '../service/helpers'
import { rawGet, startTestTable } from './helpers'

const pathOf = (url: string): string => {
  const u = new URL(url)
  return `${u.pathname}${u.search}`
}

describe('the stream link of a served table', () => {
  it('stops and starts the stream page, and a new link drops the old one but keeps the player’s', async () => {
    const dataDir = await tempDir()
    const tokens = await loadTableTokens(dataDir)
    let server: TableServer | null = null
    const link = servedStreamLink(dataDir, () => server)
    expect(link.status()).toEqual({ available: false, running: false, url: null })
    const table = await startTestTable({ token: tokens.player, spectatorToken: tokens.spectator })
    server = table.server
    const first = link.status()
    expect(first).toMatchObject({ available: true, running: true })
    expect(first.url).toContain(tokens.spectator)
    expect((await rawGet(server.port, pathOf(first.url ?? ''))).status).toBe(200)

    expect(await link.stop()).toEqual({ available: true, running: false, url: null })
    expect((await rawGet(server.port, pathOf(first.url ?? ''))).status).toBe(403)
    expect((await rawGet(server.port, pathOf(server.url))).status).toBe(200) // the player keeps playing

    expect((await link.start()).url).toBe(first.url)
    expect((await rawGet(server.port, pathOf(first.url ?? ''))).status).toBe(200)

    const renewed = await link.renew()
    expect(renewed.running).toBe(true)
    expect(renewed.url).not.toBe(first.url)
    expect((await rawGet(server.port, pathOf(first.url ?? ''))).status).toBe(403)
    expect((await rawGet(server.port, pathOf(renewed.url ?? ''))).status).toBe(200)
    expect((await rawGet(server.port, pathOf(server.url))).status).toBe(200)
    // Kept for the next start: the new stream token, the same player token.
    const kept = JSON.parse(await readFile(join(dataDir, TOKEN_FILE), 'utf8')) as Record<string, string>
    expect(kept.player).toBe(tokens.player)
    expect(renewed.url).toContain(kept.spectator)
  })
})
