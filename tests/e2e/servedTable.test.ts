/**
 * End to end, as a user of `npm run serve` would: a 3-seat Selfish match with two bots, a human turn
 * played by clicking, a save, a page reload, loading the save, and the table checked in real WebGL
 * (not blank, draw calls within budget). Writes .tmp/screens/e2e-served-table.png.
 */
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CHROMIUM_PATH } from './harness/chromium'
import { pngStats } from './harness/pngStats'
import { ROOT, clickAndTimeView, playUntilMyTurnAfter, renderInfo, tableAtRest } from './servedTableSession'
import { saveFromTable, servedTableFixture, startNewGame } from './servedTableFixture'

const hasChromium = existsSync(CHROMIUM_PATH)
const MAX_DRAW_CALLS = 60

describe.skipIf(!hasChromium)('the served table, end to end', () => {
  const table = servedTableFixture(60)

  it('plays a human turn against two bots, saves, reloads and loads the save', async () => {
    const { page, errors } = await table().openTable()

    // New game: 3 seats, the first human, two bots.
    await startNewGame(page, { players: 3, names: ['Ann'] })

    // A human turn, by clicking: select a Single in the hand, choose Rest (the Single is picked to
    // pay), then confirm.
    const turn = page.getByRole('region', { name: 'Turn' })
    await turn.getByText(/your turn/i).waitFor({ timeout: 30_000 })
    await page.getByRole('region', { name: 'Your hand' }).locator('[data-kind="single"]').first().click()
    await page.getByRole('button', { name: 'Rest: choose 1 Supply to pay…' }).click()
    const clickToViewMs = await clickAndTimeView(page, 'Rest: pay Single')
    console.log(JSON.stringify({ clickToViewMs: Math.round(clickToViewMs * 10) / 10 }))
    await page.getByRole('region', { name: 'Game log' }).getByText('You rest.').waitFor()

    // The bots take their turns (answering their attacks when asked) until it comes back to Ann.
    await playUntilMyTurnAfter(page, "Bot 3's turn ends.")

    // Save, reload the page, load the save.
    const slot = await saveFromTable(page)
    await page.reload()
    await page.getByRole('button', { name: 'Load' }).click()
    const row = page.getByRole('listitem', { name: `Save ${slot}` })
    await row.getByRole('button', { name: 'Load' }).click()
    await turn.getByText(/your turn/i).waitFor({ timeout: 30_000 })
    await page.getByRole('region', { name: 'Game log' }).waitFor()

    // The table in WebGL: drawn, not blank, within the draw-call budget, then idle.
    await page.waitForFunction(() => {
      const w = globalThis as unknown as { __table?: { gl: { info: { render: { frame: number } } } } }
      return (w.__table?.gl.info.render.frame ?? 0) > 0
    })
    await tableAtRest(page, 500)
    const info = await renderInfo(page)
    mkdirSync(join(ROOT, '.tmp/screens'), { recursive: true })
    const png = await page.screenshot({ path: join(ROOT, '.tmp/screens/e2e-served-table.png') })
    const idleStart = (await renderInfo(page)).frame
    await page.waitForTimeout(3000)
    const idleFrames = (await renderInfo(page)).frame - idleStart
    console.log(JSON.stringify({ drawCalls: info.calls, idleFrames }))

    expect(info.ready).toBe(true)
    expect(pngStats(png).variance, 'the screen is blank').toBeGreaterThan(100)
    expect(info.calls).toBeGreaterThan(5)
    expect(info.calls).toBeLessThanOrEqual(MAX_DRAW_CALLS)
    expect(errors).toEqual([])
  }, 240_000)
})
