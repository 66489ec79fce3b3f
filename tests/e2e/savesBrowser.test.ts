/**
 * The saves browser end to end, in headless Chromium against the served table: a save made at the
 * table gets a thumbnail of it, which looks like the table on screen; exporting a save and importing the file gives the identical match;
 * a damaged file is refused with its reason and adds nothing.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { SaveSummary } from '../../electron/protocol'
import { servedPlayerTable } from './servedPlayerTable'
import { CHROMIUM_PATH } from './harness/chromium'
import { exposeRenderInfo, ROOT } from './servedTableSession'
import { thumbnailLikeness } from './harness/thumbnailLikeness'

const hasChromium = existsSync(CHROMIUM_PATH)
const SCREENS = join(ROOT, '.tmp/screens/saves')

describe.skipIf(!hasChromium)('the saves browser', () => {
  const table = servedPlayerTable({
    prefix: 'zt-saves-',
    botDelayMs: 300,
    width: 1280,
    height: 720,
    screens: SCREENS,
  })

  it('shows thumbnails, exports and imports a save unchanged, and refuses a damaged file', async () => {
    const p = table().player
    const page = await table().browser.context.newPage()
    await exposeRenderInfo(page)
    const errors: string[] = []
    page.on('pageerror', (err) => errors.push(err.message))
    await page.goto(table().served.url)
    await page.getByRole('button', { name: 'New game' }).waitFor()

    // A match at the table, saved from its bar: the save takes a picture of the table.
    await p.ask('match:create', {
      game: 'monopozombie',
      seats: [
        { name: 'Ann', kind: 'human' },
        { name: 'Bob', kind: 'bot', bot: 'random' },
        { name: 'Cid', kind: 'bot', bot: 'random' },
      ],
      seed: 12,
    })
    await page.getByRole('button', { name: 'Leave', exact: true }).waitFor({ timeout: 30_000 })
    await page.waitForTimeout(2000)
    // The thumbnail is the table as it shows, in its colours and its middle (it is drawn apart from
    // the screen's frame, small and offscreen).
    const likeness = await thumbnailLikeness(page)
    expect(likeness.meanDiff, JSON.stringify(likeness)).toBeLessThan(14)
    expect(likeness.brightnessDiff, JSON.stringify(likeness)).toBeLessThan(6)
    expect(likeness.upsideDownDiff, JSON.stringify(likeness)).toBeGreaterThan(2 * likeness.meanDiff)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const saved = page.getByText(/^Saved as “(.+)”\.$/)
    await saved.waitFor({ timeout: 15_000 })
    const slot = /“(.+)”/.exec((await saved.textContent()) ?? '')?.[1] ?? ''
    expect(slot).not.toBe('')

    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByRole('button', { name: 'Load', exact: true }).first().click()
    const row = page.getByRole('listitem', { name: `Save ${slot}` })
    const picture = row.getByRole('img', { name: `Table of ${slot}` })
    await picture.waitFor({ timeout: 15_000 })
    await expect
      .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 10_000 })
      .toBeGreaterThan(0)
    await page.screenshot({ path: join(SCREENS, 'browser-1280.png') })

    // Export: the download is the save file, byte for byte.
    const exported = await p.ask<{ fileName: string; text: string }>('saves:export', { slot })
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Export' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(exported.fileName)
    const path = await download.path()
    const text = readFileSync(path, 'utf8')
    expect(text).toBe(exported.text)

    // Import the same file: a new save holding the identical match.
    await page.getByLabel('Import a save file').setInputFiles({
      name: 'Shared game.ztsave.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    })
    await page.getByText('Imported as “Shared game”.').waitFor({ timeout: 15_000 })
    const copy = await p.ask<{ text: string }>('saves:export', { slot: 'Shared game' })
    const original = JSON.parse(text) as { match: unknown; meta: Record<string, unknown> }
    const imported = JSON.parse(copy.text) as { match: unknown; meta: Record<string, unknown> }
    expect(imported.match).toEqual(original.match)
    const { slot: _a, slotVersion: _b, ...originalMeta } = original.meta
    const { slot: _c, slotVersion: _d, ...importedMeta } = imported.meta
    expect(importedMeta).toEqual(originalMeta)
    await page.getByRole('listitem', { name: 'Save Shared game' }).waitFor()

    // A damaged file: refused with its reason, nothing added.
    const before = (await p.ask<SaveSummary[]>('saves:list', {})).length
    await page.getByLabel('Import a save file').setInputFiles({
      name: 'Broken.ztsave.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text.slice(0, Math.floor(text.length / 2))),
    })
    const alert = page.getByRole('alert').filter({ hasText: 'Not imported' })
    await alert.waitFor({ timeout: 15_000 })
    expect(await alert.textContent()).toContain('incomplete')
    expect((await p.ask<SaveSummary[]>('saves:list', {})).length).toBe(before)
    await page.screenshot({ path: join(SCREENS, 'refused-1280.png') })
    await page.setViewportSize({ width: 1920, height: 1080 })
    await page.waitForTimeout(500)
    await page.screenshot({ path: join(SCREENS, 'browser-1920.png') })
    expect(errors).toEqual([])
    await page.close()
  }, 180_000)
})
