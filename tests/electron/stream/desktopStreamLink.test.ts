/** The desktop app's spectator link: off until asked, a kept link on a steady port, a new one on request. */
import { createServer, type Server } from 'node:net'
import { describe, expect, it } from 'vitest'
import { desktopStreamLink } from '../../../electron/stream/desktopStreamLink'
import { loadTableTokens } from '../../../electron/stream/tokenFile'
import { makeRuntime } from '../service/helpers'
import { fakeRenderer, rawGet } from './helpers'

const tokenOf = (url: string | null): string | null =>
  url === null ? null : new URL(url).searchParams.get('token')
const portOf = (url: string | null): number => Number(new URL(url ?? 'http://x').port)

/** A port that was free a moment ago, or one held by `holder` while it listens. */
async function listening(): Promise<{ port: number; holder: Server }> {
  const holder = createServer()
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
  const address = holder.address()
  return { port: typeof address === 'object' && address !== null ? address.port : 0, holder }
}

async function setUp(port: number) {
  const runtime = await makeRuntime()
  const { rendererDir } = await fakeRenderer()
  let changes = 0
  let ready = true
  const link = desktopStreamLink({
    table: () => (ready ? runtime : null),
    rendererDir,
    port,
    onChange: () => void changes++,
  })
  return { link, runtime, changes: () => changes, setReady: (value: boolean) => (ready = value) }
}

describe('the desktop’s spectator link', () => {
  it('is off until started, then serves the stream page on the port asked for, with the kept token', async () => {
    const free = await listening()
    await new Promise((resolve) => free.holder.close(resolve))
    const { link, runtime, changes } = await setUp(free.port)
    expect(link.control.status()).toEqual({ available: true, running: false, url: null })
    expect(link.url()).toBeNull()

    const on = await link.control.start()
    expect(on.running).toBe(true)
    expect(portOf(on.url)).toBe(free.port)
    expect(tokenOf(on.url)).toBe((await loadTableTokens(runtime.dataDir)).spectator)
    expect(changes()).toBe(1)
    const page = new URL(on.url ?? '')
    expect((await rawGet(free.port, `${page.pathname}${page.search}`)).status).toBe(200)

    await link.open(false)
    expect(link.url()).toBe(on.url)
    expect(changes()).toBe(1)

    expect(await link.control.stop()).toEqual({ available: true, running: false, url: null })
    expect(changes()).toBe(2)
    await expect(rawGet(free.port, '/')).rejects.toThrow()
  })

  it('keeps its link across a stop and start, and gives a new one on renew, even while on', async () => {
    const { link } = await setUp(0)
    const first = (await link.control.start()).url
    await link.stop()
    const again = (await link.control.start()).url
    expect(tokenOf(again)).toBe(tokenOf(first))
    const renewed = await link.control.renew()
    expect(renewed.running).toBe(true)
    expect(tokenOf(renewed.url)).not.toBe(tokenOf(first))
    await link.stop()
  })

  it('plays on no kept token: the play token is new each time and never shown', async () => {
    const { link, runtime } = await setUp(0)
    await link.open(false)
    const kept = await loadTableTokens(runtime.dataDir)
    const port = portOf(link.url())
    expect((await rawGet(port, `/?token=${kept.spectator}&viewer=spectator`)).status).toBe(200)
    expect((await rawGet(port, `/?token=${kept.player}`)).status).toBe(403)
    await link.stop()
  })

  it('takes another port when its own is taken', async () => {
    const busy = await listening()
    try {
      const { link } = await setUp(busy.port)
      await link.open(false)
      expect(portOf(link.url())).not.toBe(busy.port)
      expect(portOf(link.url())).toBeGreaterThan(0)
      await link.stop()
    } finally {
      busy.holder.close()
    }
  })

  it('cannot start before the table is ready', async () => {
    const { link, setReady, changes } = await setUp(0)
    setReady(false)
    await expect(link.open(false)).rejects.toThrow('The table is not ready yet.')
    expect(link.url()).toBeNull()
    expect(changes()).toBe(0)
  })
})
