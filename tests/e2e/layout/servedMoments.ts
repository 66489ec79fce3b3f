/**
 * Saved moments on a served table, for a test file: the moments played and saved into the table's
 * data folder before its server starts (each moment waits for the human, seat 0, or is over: the
 * bots have nothing to do), Chromium at 1280×720; and the page's way to a moment, as a player loads
 * a save.
 */
import type { Page } from 'playwright-core'
import { servedPlayerTable, type ServedPlayerTable } from '../servedPlayerTable'
import { TEST_PIXEL_RATIO, exposeRenderInfo } from '../servedTableSession'
import { saveMoments, type Moment } from './moments'

/** Registers the set-up and tear-down; the returned function gives the table inside a test. */
export function servedMoments(
  prefix: string,
  moments: readonly Moment[],
  shots: string,
): () => ServedPlayerTable {
  return servedPlayerTable({
    prefix,
    botDelayMs: 5000,
    width: 1280,
    height: 720,
    screens: shots,
    prepare: (dataDir) => saveMoments(dataDir, moments),
  })
}

/**
 * Opens the served page and loads the save `slot` from its saves screen, until the table's log
 * shows; the table draws at `pixelRatio` (null: the quality's own, for screenshots people look at).
 */
export async function loadSave(
  page: Page,
  url: string,
  slot: string,
  pixelRatio: number | null = TEST_PIXEL_RATIO,
): Promise<void> {
  await exposeRenderInfo(page, pixelRatio)
  await page.goto(url)
  await page.evaluate('globalThis.__name = globalThis.__name || ((f) => f)')
  await page.getByRole('button', { name: 'Load' }).first().click()
  await page
    .getByRole('listitem', { name: `Save ${slot}` })
    .getByRole('button', { name: 'Load' })
    .click()
  await page.getByRole('region', { name: 'Game log' }).waitFor({ timeout: 30_000 })
}
