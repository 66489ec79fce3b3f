/**
 * "Play online" on this computer (issue 43, item 2), through the table service as the desktop app
 * and npm run serve use it, under plain Node: nothing listens for friends until a table is hosted;
 * then the table server is open to the network, the host gets their own way in and a link for each
 * friend, friends join by those links, and stopping ends the tables with their matches kept in this
 * computer's autosaves. A table that cannot host says so.
 *
 * In the isolated lane (not `host`): Colyseus' matchmaker is one per process.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { OnlineHosting } from '../../electron/online/onlineHosting'
import { parseInviteLink, type HostedTable, type TableLobby } from '../../electron/protocol'
import type { TableRuntime } from '../../electron/service/tableRuntime'
import { APP, makeRuntime, ok, recordingClient, refused } from '../electron/service/helpers'
import { freePort, startServer } from './serverProcess'
import { joinTable } from './seatClient'

const MATCH = {
  game: 'selfish',
  seed: 'hosted',
  seats: [
    { name: 'Ann', kind: 'human' as const },
    { name: 'Bob', kind: 'human' as const },
    { name: 'Rob', kind: 'bot' as const, bot: 'random' },
  ],
}

function occupy(port: number): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(port, '0.0.0.0', () => resolve(server))
  })
}

describe('hosting a table for friends from this computer', () => {
  it('opens to the network only once a table is hosted, gives a link per friend, and ends cleanly', async () => {
    const taken = await freePort()
    const blocker = await occupy(taken)
    let runtime: TableRuntime | null = null
    const hosting = new OnlineHosting({
      host: () => runtime!.host,
      app: { ...APP, games: [] },
      port: taken,
      pageFor: (link) => `app://table/?join=${encodeURIComponent(link)}`,
    })
    runtime = await makeRuntime({ online: hosting })
    const me = recordingClient()
    try {
      expect(await ok(runtime.service, 'online:status', {}, me)).toEqual({
        available: true,
        running: false,
        address: null,
      })

      await ok(runtime.service, 'settings:set', { streamDelaySeconds: 15 }, me)
      const hosted: HostedTable = await ok(runtime.service, 'online:host', { match: MATCH }, me)
      expect(hosted.status.running).toBe(true)
      // Its usual port was taken: it found another, and says where friends reach it.
      const address = new URL(hosted.status.address!)
      expect(Number(address.port)).not.toBe(taken)
      expect(hosted.invites.map((i) => i.name)).toEqual(['Bob'])
      const own = parseInviteLink(hosted.hostLink)!
      const bobs = parseInviteLink(hosted.invites[0]!.link)!
      expect(new URL(own.server).hostname).toBe('127.0.0.1')
      expect(bobs.server).toBe(address.origin)
      expect([own.watch, bobs.watch]).toEqual([false, false])
      // The stream link watches the same table from the network, behind this app's caster delay.
      const watch = parseInviteLink(hosted.streamLink)!
      expect(watch).toMatchObject({ server: address.origin, tableId: own.tableId, watch: true })

      // The host and a friend take their seats by their links; the host starts the match.
      const ann = await joinTable(own.server, own.tableId, own.token, 0)
      const bob = await joinTable(bobs.server, bobs.tableId, bobs.token, 0)
      const lobby = await ann.lobby((l) => l.seats.filter((s) => s.here).length === 2)
      expect(lobby.streamDelaySeconds).toBe(15)
      const started = (await ann.request('table:start', {})) as { ok: true; result: TableLobby }
      const matchId = started.result.matchId!
      expect(runtime.host.isOpen(matchId)).toBe(true)

      // A link someone sent is where the page goes; anything else is refused in words.
      expect((await refused(runtime.service, 'online:join', { link: 'hello' }, me)).message).toMatch(
        /^That is not an invite link/,
      )
      const joined = await ok(runtime.service, 'online:join', { link: hosted.invites[0]!.link }, me)
      expect(joined.href).toBe(`app://table/?join=${encodeURIComponent(hosted.invites[0]!.link)}`)
      expect(hosting.servers()).toContain(bobs.server)

      await Promise.all([ann.leave(), bob.leave()])
      const stopped = await ok(runtime.service, 'online:stop', {}, me)
      expect(stopped).toEqual({ available: true, running: false, address: null })
      expect(runtime.host.isOpen(matchId)).toBe(false)
      // The match is kept here: it resumes as any unfinished match does.
      expect((await runtime.saves.loadAutosave(matchId)).save.record.game).toBe('selfish')
    } finally {
      await hosting.stop()
      blocker.close()
    }
  }, 30_000)

  it('opens its tables on the table server the Settings name, and says so when that server cannot be reached', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'zt-remote-'))
    const remote = await startServer(dataDir, await freePort())
    const hosting = new OnlineHosting({
      host: () => runtime.host,
      app: { ...APP, games: [] },
      pageFor: (link) => `app://table/?join=${encodeURIComponent(link)}`,
    })
    const runtime: TableRuntime = await makeRuntime({ online: hosting })
    const me = recordingClient()
    try {
      await ok(runtime.service, 'settings:set', { onlineServer: remote.url, streamDelaySeconds: 20 }, me)
      const hosted: HostedTable = await ok(runtime.service, 'online:host', { match: MATCH }, me)
      // Nothing opened on this computer: the server holds the table, and the links lead there.
      expect(hosted.status.running).toBe(false)
      expect(runtime.host.list()).toEqual([])
      const own = parseInviteLink(hosted.hostLink)!
      const bobs = parseInviteLink(hosted.invites[0]!.link)!
      expect([own.server, bobs.server, parseInviteLink(hosted.streamLink)!.server]).toEqual([
        remote.url,
        remote.url,
        remote.url,
      ])
      // This app's page may reach that server now (the desktop window's CSP names it).
      expect(hosting.servers()).toEqual([remote.url])

      // The host takes the first seat there; the table runs as the app asked.
      const ann = await joinTable(own.server, own.tableId, own.token, 0)
      const lobby = await ann.lobby((l) => l.seats[0]!.here)
      expect(lobby).toMatchObject({ hostSeat: 0, matchId: null, streamDelaySeconds: 20 })
      await ann.leave()

      const nowhere = `http://127.0.0.1:${await freePort()}`
      await ok(runtime.service, 'settings:set', { onlineServer: nowhere }, me)
      const refusal = await refused(runtime.service, 'online:host', { match: MATCH }, me)
      expect(refusal).toMatchObject({ code: 'UNREACHABLE' })
      expect(refusal.message).toMatch(
        new RegExp(`^Cannot reach the table server at ${nowhere} \\(ECONNREFUSED\\)`),
      )
    } finally {
      remote.child.kill('SIGTERM')
      await runtime.shutdown()
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 60_000)

  it('is refused, in words, where the table cannot host', async () => {
    const runtime = await makeRuntime()
    const me = recordingClient()
    expect(await ok(runtime.service, 'online:status', {}, me)).toEqual({
      available: false,
      running: false,
      address: null,
    })
    expect((await refused(runtime.service, 'online:host', { match: MATCH }, me)).message).toBe(
      'This table cannot host online tables.',
    )
    expect((await refused(runtime.service, 'table:start', {}, me)).message).toBe(
      'That is only for a seat at an online table.',
    )
  })
})
