/**
 * The ways to lose a game, end to end in headless Chromium against the served table (the same
 * host, saves and pages as `npm run serve`, run in this process so the test can fill the disk and
 * stop the server): two matches open at once, a full disk, the server stopped mid-game and started
 * again (the page reconnects and picks the match up), a damaged autosave with a good backup, and
 * 64 spectators connected while the player plays.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { createTableRuntime, type TableRuntime } from '../../electron/service/tableRuntime'
import { startTableServer, type TableServer } from '../../electron/stream/server'
import { newToken } from '../../electron/stream/tokens'
import { diskThatFills } from '../electron/saves/helpers'
import { CHROMIUM_PATH, launchChromium } from './harness/chromium'
import { startNewGame, watchedPage } from './servedTableFixture'
import { fitProblems } from './layout/fitCheck'
import { ROOT, ensureBuilt, playFirstChoice, tableAtRest } from './servedTableSession'

const hasChromium = existsSync(CHROMIUM_PATH)
type Browser = Awaited<ReturnType<typeof launchChromium>>

/** One served table on a fixed port and data folder, that can be stopped and started again. */
class Table {
  runtime: TableRuntime | null = null
  server: TableServer | null = null
  readonly disk = diskThatFills()
  readonly tokens = { player: newToken(), spectator: newToken() }
  port = 0

  constructor(readonly dataDir: string) {}

  async start(): Promise<void> {
    const runtime = await createTableRuntime({
      dataDir: this.dataDir,
      botDelayMs: 0,
      fs: this.disk.fs,
      autosaveRetryMs: [300],
      owner: 'the end-to-end test',
      log: () => undefined,
    })
    this.runtime = runtime
    this.server = await startTableServer({
      service: runtime.service,
      rendererDir: join(ROOT, 'out/renderer'),
      port: this.port,
      token: this.tokens.player,
      spectatorToken: this.tokens.spectator,
    })
    this.port = this.server.port
  }

  /** As a SIGTERM stops `npm run serve`: the server first, then the matches (autosaved), then the lock. */
  async stop(): Promise<void> {
    await this.server?.close()
    await this.runtime?.shutdown()
    this.server = null
    this.runtime = null
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/?token=${this.tokens.player}`
  }

  get spectatorUrl(): string {
    return `http://127.0.0.1:${this.port}/?token=${this.tokens.spectator}&viewer=spectator`
  }

  get host() {
    if (!this.runtime) throw new Error('the table is stopped')
    return this.runtime.host
  }
}

const turnBanner = (page: Page) => page.getByRole('region', { name: 'Turn' })
const gameLog = (page: Page) => page.getByRole('region', { name: 'Game log' })

/** Waits for the seat's turn, then plays the first move offered and waits for the log to show it. */
async function playOneMove(page: Page): Promise<void> {
  await turnBanner(page)
    .getByText(/your turn/i)
    .waitFor({ timeout: 30_000 })
  const before = (await gameLog(page).textContent()) ?? ''
  await playFirstChoice(page)
  await page.waitForFunction(
    (text) => document.querySelector('[aria-label="Game log"]')?.textContent !== text,
    before,
  )
}

describe.skipIf(!hasChromium)('no lost game, end to end', () => {
  let dataDir = ''
  let table: Table
  let browser: Browser | null = null
  const spectatorSockets: WebSocket[] = []

  beforeAll(async () => {
    ensureBuilt()
    mkdirSync(join(ROOT, '.tmp/screens'), { recursive: true })
    dataDir = mkdtempSync(join(tmpdir(), 'zt-lost-'))
    table = new Table(dataDir)
    await table.start()
    browser = await launchChromium(1280, 720)
  }, 120_000)

  afterAll(async () => {
    for (const socket of spectatorSockets) socket.terminate()
    await browser?.close()
    await table.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('keeps two matches, says “Not saved” on a full disk, survives the server stopping, and recovers a damaged autosave', async () => {
    if (!browser) throw new Error('no browser')
    // 64 spectators (a stream's browser sources, or a reload loop) take every spectator seat first.
    for (let i = 0; i < 64; i++) {
      const socket = new WebSocket(`ws://127.0.0.1:${table.port}/ws?token=${table.tokens.spectator}`, {
        headers: { Origin: `http://127.0.0.1:${table.port}` },
      })
      spectatorSockets.push(socket)
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve())
        socket.once('error', reject)
      })
    }

    const { page, errors } = await watchedPage(browser)
    await page.goto(table.url)

    // 1. A first match, a move, then Menu and a second match: the first stays open and intact.
    await startNewGame(page, { players: 3, names: ['Ann'], seed: 'first' })
    await playOneMove(page)
    const [first] = table.host.list()
    if (!first) throw new Error('no first match')
    const firstMoves = table.host.record(first.matchId).log.length
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await startNewGame(page, { players: 3, names: ['Bea'], seed: 'second' })
    await playOneMove(page)
    await playOneMove(page)
    expect(table.host.list()).toHaveLength(2)
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const mine = page.getByRole('region', { name: 'Your matches' })
    await mine.getByRole('listitem').nth(1).waitFor()
    expect(await mine.getByText('Open now').count()).toBe(2)
    await page.screenshot({ path: join(ROOT, '.tmp/screens/e2e-home-matches.png') })
    const firstRow = mine.getByRole('listitem', { name: /Ann/ })
    expect(await firstRow.textContent()).toContain(`${firstMoves} move${firstMoves === 1 ? '' : 's'}`)
    await firstRow.getByRole('button', { name: 'Back to the table' }).click()
    await turnBanner(page).waitFor()
    expect(table.host.record(first.matchId).log.length).toBe(firstMoves)

    // 2. The disk fills: moves still count, and the player is told until a save succeeds.
    table.disk.fill(true)
    await playOneMove(page)
    const notSaved = page.getByRole('alert', { name: 'Not saved' })
    await notSaved.waitFor()
    expect(await notSaved.textContent()).toContain('Not saved: the disk is full.')
    await page.screenshot({ path: join(ROOT, '.tmp/screens/e2e-not-saved.png') })
    table.disk.fill(false)
    await notSaved.waitFor({ state: 'detached', timeout: 10_000 })
    await table.host.autosaved(first.matchId)
    const onDisk = JSON.parse(
      await readFile(join(dataDir, 'saves', 'autosave', `${first.matchId}.ztsave.json`), 'utf8'),
    ) as { match: { log: unknown[] } }
    expect(onDisk.match.log.length).toBe(table.host.record(first.matchId).log.length)

    // 3. The server stops mid-game (as on SIGTERM): the page says so, Save says why it cannot.
    // (The 64 spectator sockets leave first, to make room for a spectator page.)
    for (const socket of spectatorSockets) socket.terminate()
    const spectator = await browser.context.newPage()
    await spectator.goto(table.spectatorUrl)
    await spectator.getByRole('region', { name: 'Game log' }).waitFor({ timeout: 30_000 })
    const movesBeforeStop = table.host.record(first.matchId).log.length
    await table.stop()
    const lost = page.getByRole('status', { name: 'Connection' })
    await lost.waitFor({ timeout: 10_000 })
    expect(await lost.textContent()).toContain('Connection lost, reconnecting…')
    // It takes the title's room in the bar: every button of the bar stays in sight, at both sizes.
    await page.screenshot({ path: join(ROOT, '.tmp/screens/e2e-connection-lost.png') })
    expect(await fitProblems(page, [], 'header.topbar'), 'the bar at 1280×720').toEqual([])
    await page.setViewportSize({ width: 1920, height: 1080 })
    await tableAtRest(page, 300)
    await page.screenshot({ path: join(ROOT, '.tmp/screens/e2e-connection-lost-1080.png') })
    expect(await fitProblems(page, [], 'header.topbar'), 'the bar at 1920×1080').toEqual([])
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    expect(await page.getByRole('alert').filter({ hasText: 'Not saved' }).textContent()).toMatch(
      /connection to the table was lost/i,
    )

    // 4. ... its autosave is damaged meanwhile, but its backup is good; the server comes back.
    const autosave = join(dataDir, 'saves', 'autosave', `${first.matchId}.ztsave.json`)
    const text = await readFile(autosave, 'utf8')
    await writeFile(autosave, text.slice(0, Math.floor(text.length / 2)))
    await table.start()
    await lost.waitFor({ state: 'detached', timeout: 20_000 })
    await turnBanner(page).waitFor({ timeout: 20_000 })
    // The page asks for the match again once it is connected, so the host opens it a little later.
    await expect.poll(() => table.host.isOpen(first.matchId), { timeout: 20_000 }).toBe(true)
    const resumedMoves = table.host.record(first.matchId).log.length
    expect(resumedMoves).toBeGreaterThan(0)
    expect(resumedMoves).toBeLessThanOrEqual(movesBeforeStop)
    // The page plays on where it was, and the spectator page follows again.
    await playOneMove(page)
    await spectator.getByRole('region', { name: 'Game log' }).waitFor({ timeout: 20_000 })
    expect(await spectator.getByText('Waiting for a match to start…').count()).toBe(0)

    await page.screenshot({ path: join(ROOT, '.tmp/screens/e2e-no-lost-game.png') })
    expect(errors).toEqual([])
  }, 240_000)
})
