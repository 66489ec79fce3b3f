/**
 * The shared set-up of the served-table end-to-end tests: a built app, `npm run serve`'s entry on a
 * fresh data folder, headless Chromium, and pages that record page errors and any request leaving
 * 127.0.0.1 (nothing may be fetched from the internet).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { launchChromium } from './harness/chromium'
import {
  TEST_PIXEL_RATIO,
  ensureBuilt,
  exposeRenderInfo,
  startServedTable,
  type ServedTable,
} from './servedTableSession'

type Browser = Awaited<ReturnType<typeof launchChromium>>

/** Registers beforeAll/afterAll in the calling describe; the returned function gives the running table. */
export interface ServedSession {
  readonly served: ServedTable
  readonly browser: Browser
  /**
   * A new watched page (see watchedPage), whose frame counter the test can read (renderInfo), on the
   * served table; with `skipAnimations`, the page's Settings skip the table's animations.
   */
  openTable(options?: { readonly skipAnimations?: boolean }): Promise<{ page: Page; errors: string[] }>
}

export function servedTableFixture(botDelayMs: number): () => ServedSession {
  let dataDir = ''
  let served: ServedTable | null = null
  let browser: Browser | null = null

  beforeAll(async () => {
    ensureBuilt()
    dataDir = mkdtempSync(join(tmpdir(), 'zt-e2e-'))
    served = await startServedTable(dataDir, botDelayMs)
    browser = await launchChromium(1280, 720)
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    await served?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  return () => {
    if (!served || !browser) throw new Error('the served table did not start')
    const b = browser
    const url = served.url
    const openTable = async (options: { readonly skipAnimations?: boolean } = {}) => {
      const watched = await watchedPage(b)
      await exposeRenderInfo(watched.page, TEST_PIXEL_RATIO)
      if (options.skipAnimations) {
        await watched.page.addInitScript(() => localStorage.setItem('zombie-table.skipAnimations', 'on'))
      }
      await watched.page.goto(url)
      return watched
    }
    return { served, browser, openTable }
  }
}

/** A new page whose errors, and requests to anywhere but this machine, land in `errors`. */
export async function watchedPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.context.newPage()
  const errors: string[] = []
  page.on('pageerror', (err) => errors.push(err.message))
  page.on('request', (req) => {
    const url = req.url()
    if (!/^(http:\/\/127\.0\.0\.1|ws:\/\/127\.0\.0\.1|data:|blob:)/.test(url)) errors.push(`fetched ${url}`)
  })
  return { page, errors }
}

export interface NewGame {
  /** The game's id and its name in the Game list; the default game when left out. */
  readonly game?: { readonly id: string; readonly name: string }
  readonly players: number
  /** The people, from Seat 1 on; every other seat must be a bot by default. */
  readonly names: readonly string[]
  readonly seed?: string
}

/** The select of a New Game field, by its label. */
function fieldSelect(page: Page, label: string) {
  return page
    .locator('label')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('select')
}

/** From the home screen: New game, the game, its seats (people named, bots elsewhere), the seed, Start. */
export async function startNewGame(page: Page, { game, players, names, seed }: NewGame): Promise<void> {
  await page.getByRole('button', { name: 'New game' }).click()
  if (game) {
    const gameSelect = fieldSelect(page, 'Game')
    await gameSelect.waitFor()
    expect(await gameSelect.locator('option').allTextContents()).toContain(game.name)
    await gameSelect.selectOption(game.id)
  }
  await fieldSelect(page, 'Players').selectOption(String(players))
  for (const [i, name] of names.entries()) {
    await page
      .getByRole('group', { name: `Seat ${i + 1}` })
      .getByLabel('Name')
      .fill(name)
  }
  for (let seat = names.length + 1; seat <= players; seat++) {
    expect(
      await page
        .getByRole('group', { name: `Seat ${seat}` })
        .getByLabel('Played by')
        .inputValue(),
    ).toBe('bot')
  }
  if (seed !== undefined) await page.getByLabel('Seed (optional)').fill(seed)
  await page.getByRole('button', { name: 'Start' }).click()
}

/** Saves the match from the table (the Save button) and returns the slot the notice names. */
export async function saveFromTable(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const notice = page.getByText(/Saved as “/)
  await notice.waitFor()
  const slot = (/Saved as “(.+)”/.exec((await notice.textContent()) ?? '') ?? [])[1]
  expect(slot).toBeTruthy()
  return slot ?? ''
}

/** Saves the match, then finds the save in the saves list (Menu, then Load). */
export async function saveAndFindInList(page: Page): Promise<void> {
  const slot = await saveFromTable(page)
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  await page.getByRole('button', { name: 'Load', exact: true }).click()
  await page.getByRole('listitem', { name: `Save ${slot}` }).waitFor({ timeout: 10_000 })
}
