/**
 * End to end through `npm run server` (issue 43): two people, each in their own browser context
 * with their own invite link, play a whole Selfish game against a bot by clicking the table's HUD.
 * Each page shows its own hand and no other; every WebSocket frame either page receives is decoded
 * and checked for the other's hidden cards (replayed from the match's record). The server listens
 * on this machine's network address when it has one, as a table on the local network does, and the
 * pages fetch nothing from anywhere else.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { unpackMultiple } from 'msgpackr'
import type { Browser, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { bots, games } from '../../engine'
import { Match, type MatchRecord } from '../../engine/core/match'
import { SaveStore } from '../../electron/saves/saveStore'
import { cardsOnlySeenBy, leaked } from '../online/hiddenCards'
import { ANN_BOB_AND_A_BOT, freePort, postTable, startServer } from '../online/serverProcess'
import { CHROMIUM_PATH, launchBrowser } from './harness/chromium'
import {
  ROOT,
  TEST_PIXEL_RATIO,
  ensureBuilt,
  exposeRenderInfo,
  pickToConfirm,
  startServedTable,
  type ServedTable,
} from './servedTableSession'
import { existsSync } from 'node:fs'

const hasChromium = existsSync(CHROMIUM_PATH)
/** Colyseus' frame for a room message (@colyseus/shared-types Protocol.ROOM_DATA). */
const ROOM_DATA = 13

let browser: Browser | null = null
let server: ChildProcess | null = null
let dataDir = ''
let served: ServedTable | null = null

afterAll(async () => {
  await browser?.close()
  await served?.close()
  const running = server
  if (running !== null && running.exitCode === null) {
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGTERM')
    await exited
  }
  if (dataDir !== '') rmSync(dataDir, { recursive: true, force: true })
})

/** This machine's address on its network (a friend's computer would use it), else loopback. */
function lanAddress(): string {
  for (const addresses of Object.values(networkInterfaces())) {
    const found = addresses?.find((a) => a.family === 'IPv4' && !a.internal)
    if (found) return found.address
  }
  return '127.0.0.1'
}

interface Person {
  readonly page: Page
  readonly errors: string[]
  /** Every room message the page was sent, decoded. */
  readonly messages: unknown[]
}

async function openInvite(b: Browser, link: string, origin: string): Promise<Person> {
  const context = await b.newContext({ viewport: { width: 1280, height: 720 } })
  const page = await context.newPage()
  const errors: string[] = []
  const messages: unknown[] = []
  page.on('pageerror', (err) => errors.push(err.message))
  page.on('request', (req) => {
    const url = req.url()
    if (!url.startsWith(origin) && !/^(data|blob):/.test(url)) errors.push(`fetched ${url}`)
  })
  page.on('websocket', (socket) => {
    if (!socket.url().startsWith(origin.replace(/^http/, 'ws'))) errors.push(`socket to ${socket.url()}`)
    socket.on('framereceived', ({ payload }) => {
      const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload
      if (bytes[0] === ROOM_DATA) messages.push(unpackMultiple(bytes.subarray(1)))
    })
  })
  await exposeRenderInfo(page, TEST_PIXEL_RATIO)
  await page.addInitScript(() => localStorage.setItem('zombie-table.skipAnimations', 'on'))
  await page.goto(link)
  return { page, errors, messages }
}

/**
 * A choice can go between finding it and clicking it (the other person moved, a bot answered): the
 * click then gives up soon, and the next round looks again.
 */
const CLICK_MS = 2000

async function settle(step: Promise<void>): Promise<void> {
  await step.catch((err: unknown) => {
    if (!(err instanceof Error && err.name === 'TimeoutError')) throw err
  })
}

/** One move from the HUD if this person has one: travel when they can, else rest, else the first. */
async function playOneMove(page: Page): Promise<void> {
  const tips = page.getByRole('button', { name: 'Got it' })
  if (await tips.isVisible()) await tips.click()
  const choices = page.getByRole('region', { name: 'Your choices' })
  if ((await choices.count()) === 0) return
  if ((await choices.locator('.hud-choice--confirm').count()) > 0) {
    const confirm = await pickToConfirm(page)
    if (await confirm.isEnabled()) await settle(confirm.click({ timeout: CLICK_MS }))
    return
  }
  const buttons = choices
    .locator('button:enabled')
    .filter({ hasNotText: /^(Show all moves|Back to all moves)$/ })
  if ((await buttons.count()) === 0) return
  for (const prefer of [/^Travel/, /^Rest/]) {
    const preferred = buttons.filter({ hasText: prefer }).first()
    if ((await preferred.count()) > 0) {
      await settle(preferred.click({ timeout: CLICK_MS }))
      return
    }
  }
  await settle(buttons.first().click({ timeout: CLICK_MS }))
}

function isOver(page: Page): Promise<boolean> {
  return page.getByRole('status', { name: 'Game over' }).isVisible()
}

async function finishedRecord(store: SaveStore, matchId: string): Promise<MatchRecord> {
  for (let tries = 0; tries < 50; tries++) {
    const { record } = (await store.loadAutosave(matchId)).save
    const match = Match.create(games, record)
    for (const entry of record.log) match.submit(entry.seat, entry.action)
    if (match.outcome() !== null) return record
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the finished match was never autosaved')
}

describe.skipIf(!hasChromium)('an online table, in two browsers', () => {
  it('two people, Ann with her link and Bob with his code, meet in the lobby, then play Selfish to the end against a bot, each seeing only their own hand', async () => {
    ensureBuilt()
    dataDir = mkdtempSync(join(tmpdir(), 'zt-online-e2e-'))
    const address = lanAddress()
    const started = await startServer(dataDir, await freePort(), [
      '--host',
      address,
      '--renderer',
      join(ROOT, 'out/renderer'),
    ])
    server = started.child
    const origin = started.url
    const { status, table } = await postTable(origin, {
      game: 'selfish',
      seed: 'online-e2e-3',
      seats: ANN_BOB_AND_A_BOT,
      lobby: true,
    })
    expect(status).toBe(200)
    const links = table.invites.map((invite) => invite.link)
    expect(links[0]).toMatch(new RegExp(`^${origin}/\\?table=${table.tableId}#seat=`))

    browser = await launchBrowser()
    const ann = await openInvite(browser, links[0]!, origin)
    // The lobby: Ann hosts; she starts the match once Bob is here.
    const start = ann.page.getByRole('button', { name: 'Start the match' })
    await start.waitFor()
    // Not before Bob is here.
    expect(await start.isDisabled()).toBe(true)
    // Bob types his short code on the server's own page instead of opening his link.
    const bob = await openInvite(browser, `${origin}/`, origin)
    await bob.page.getByLabel('Code').fill(table.invites[1]!.code.toLowerCase())
    await bob.page.getByRole('button', { name: 'Take my seat' }).click()
    await bob.page.getByText('The match begins when the host starts it.').waitFor()
    await ann.page.locator('.lobby__seat--here', { hasText: 'Bob' }).waitFor()
    if (process.env.ZT_SHOTS) await ann.page.screenshot({ path: '.tmp/online-lobby.png' })
    await start.click()
    for (const [person, name] of [
      [ann, 'Ann'],
      [bob, 'Bob'],
    ] as const) {
      await person.page.getByText(`You are ${name}`).waitFor()
      // Each page shows its own hand.
      await person.page.getByRole('region', { name: /^Your hand/ }).waitFor()
    }

    const deadline = Date.now() + 240_000
    let moves = 0
    // Any step of a move may find its control gone (the other person or the bot moved first): it
    // gives up after a moment, and the next round looks again.
    for (const person of [ann, bob]) person.page.setDefaultTimeout(CLICK_MS)
    while (!((await isOver(ann.page)) && (await isOver(bob.page)))) {
      if (Date.now() > deadline) throw new Error('the game did not end in 4 minutes')
      await settle(playOneMove(ann.page))
      await settle(playOneMove(bob.page))
      moves++
    }

    console.log(
      `online e2e: ${moves} rounds of the two pages, ${Math.round((Date.now() - deadline + 240_000) / 1000)} s`,
    )
    const store = new SaveStore({
      dir: join(dataDir, 'saves'),
      registry: games,
      bots,
      app: { name: 'test', version: '0' },
    })
    // The match was made at the start: its id came to the pages with the lobby.
    const matchId = ann.messages
      .map((m) => (m as [string, { push?: string; payload?: { matchId?: string | null } }])[1])
      .find((m) => m?.push === 'table:lobby' && typeof m.payload?.matchId === 'string')?.payload?.matchId
    expect(matchId).toBeDefined()
    const record = await finishedRecord(store, matchId!)
    const annOnly = cardsOnlySeenBy(record, 0, 1)
    const bobOnly = cardsOnlySeenBy(record, 1, 0)
    expect(annOnly.size).toBeGreaterThan(0)
    expect(bobOnly.size).toBeGreaterThan(0)
    // The audit can find cards in these frames: each page was sent its own hand.
    expect(leaked(annOnly, ann.messages).length).toBeGreaterThan(0)
    expect(leaked(bobOnly, bob.messages).length).toBeGreaterThan(0)
    expect(leaked(bobOnly, ann.messages)).toEqual([])
    expect(leaked(annOnly, bob.messages)).toEqual([])
    expect(ann.errors).toEqual([])
    expect(bob.errors).toEqual([])
  }, 300_000)

  it('“Play online” hosts a table on this computer’s network: the host’s lobby gives the friend’s link and the stream link, both people take their seats, and the stream page watches', async () => {
    ensureBuilt()
    const folder = mkdtempSync(join(tmpdir(), 'zt-online-host-'))
    served = await startServedTable(folder, 0)
    browser ??= await launchBrowser()
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
    const host = await context.newPage()
    const errors: string[] = []
    host.on('pageerror', (err) => errors.push(err.message))
    await exposeRenderInfo(host, TEST_PIXEL_RATIO)
    await host.goto(served.url)
    await host.getByRole('button', { name: 'Play online' }).click()
    await host.getByRole('button', { name: 'Choose the game and seats' }).click()
    const seat2 = host.getByRole('group', { name: 'Seat 2' })
    await seat2.getByLabel('Played by').selectOption({ label: 'Human' })
    await seat2.getByLabel('Name').fill('Bob')
    await host.getByRole('button', { name: 'Open the table' }).click()

    // The host's page is now their seat at the table server, in the lobby, with Bob's link to send.
    const bobsLink = host.getByRole('textbox', { name: 'Bob’s link' })
    await bobsLink.waitFor()
    const link = await bobsLink.inputValue()
    expect(new URL(link).hostname).toBe(lanAddress())
    // The friends' links left the address as soon as the page took them in.
    expect(host.url()).not.toContain('invites=')

    const watchLink = await host.getByRole('textbox', { name: 'The table’s stream link' }).inputValue()
    expect(watchLink).toMatch(/#watch=/)
    const friend = await openInvite(browser, link, new URL(link).origin)
    await host.locator('.lobby__seat--here', { hasText: 'Bob' }).waitFor()
    await host.getByRole('button', { name: 'Start the match' }).click()
    await host.getByText('You are Player 1').waitFor()
    await friend.page.getByText('You are Bob').waitFor()

    // The lobby gave the host the table's stream link too: a spectator's page (a streamer's OBS
    // source) shows the match through the table server, as the spectator sees it, with no hand.
    const stream = await openInvite(browser, watchLink, new URL(watchLink).origin)
    await stream.page.getByRole('heading', { name: 'Survivors' }).waitFor()
    expect(await stream.page.getByRole('region', { name: /^Your hand/ }).count()).toBe(0)
    expect(stream.errors).toEqual([])
    expect(errors).toEqual([])
    expect(friend.errors).toEqual([])
    await served.close()
    served = null
    rmSync(folder, { recursive: true, force: true })
  }, 120_000)
})
