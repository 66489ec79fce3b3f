/**
 * The replay viewer end to end, per game, in headless Chromium against the served table: a
 * bots-only match is played to its end and saved; its replay opens from the saves screen, scrubs to
 * the middle, steps back and forward, shows the chances to win over the match under the timeline,
 * and plays on from there as a new match saved under its own name, the original save untouched.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { HostUpdate, SaveSummary } from '../../electron/protocol'
import { servedPlayerTable } from './servedPlayerTable'
import { CHROMIUM_PATH } from './harness/chromium'
import { ROOT, TEST_PIXEL_RATIO, exposeRenderInfo, tableAtRest } from './servedTableSession'

const hasChromium = existsSync(CHROMIUM_PATH)
const SCREENS = join(ROOT, '.tmp/screens/replay')
const GAMES = ['selfish', 'zombielife', 'monopozombie'] as const
const BOTS = ['Ann', 'Bob', 'Cid'].map((name) => ({ name, kind: 'bot', bot: 'random' }))

describe.skipIf(!hasChromium)('the replay viewer', () => {
  const table = servedPlayerTable({
    prefix: 'zt-replay-',
    botDelayMs: 0,
    width: 1280,
    height: 720,
    screens: SCREENS,
  })

  /** A bots-only match played to its end and saved as `slot`; its length. */
  async function finishedSave(game: string, slot: string): Promise<number> {
    const p = table().player
    const { matchId } = await p.ask<{ matchId: string }>('match:create', { game, seats: BOTS, seed: 5 })
    for (let i = 0; i < 600; i++) {
      const update = await p.ask<HostUpdate>('match:subscribe', { matchId, viewer: 'spectator' })
      await p.ask('match:unsubscribe', { matchId, viewer: 'spectator' })
      if (update.outcome !== null) {
        await p.ask('saves:save', { matchId, slot })
        await p.ask('match:close', { matchId })
        return update.version
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`${game}: the bots did not finish`)
  }

  it.each(GAMES)(
    '%s: open a finished match’s replay, scrub, step, and play on from the middle',
    async (game) => {
      const slot = `${game} replay`
      const length = await finishedSave(game, slot)
      const page = await table().browser.context.newPage()
      const errors: string[] = []
      page.on('pageerror', (err) => errors.push(err.message))
      await exposeRenderInfo(page, TEST_PIXEL_RATIO)
      await page.goto(table().served.url)
      await page.getByRole('button', { name: 'Load', exact: true }).click()
      await page
        .getByRole('listitem', { name: `Save ${slot}` })
        .getByRole('button', { name: 'Watch replay' })
        .click()

      // It opens at the end: the result.
      const position = page.locator('.replay-bar__position')
      await expect
        .poll(() => position.textContent(), { timeout: 30_000 })
        .toBe(`Action ${length} of ${length}`)
      await tableAtRest(page, 500)
      await page.screenshot({ path: join(SCREENS, `${game}-end.png`) })

      // Scrub to the middle, then one back and one on: each lands where it says.
      const middle = Math.floor(length / 2)
      await page.getByRole('slider', { name: 'Timeline' }).fill(String(middle))
      await expect.poll(() => position.textContent()).toBe(`Action ${middle} of ${length}`)
      await page.getByRole('button', { name: 'Step back' }).click()
      await expect.poll(() => position.textContent()).toBe(`Action ${middle - 1} of ${length}`)
      await page.getByRole('button', { name: 'Step forward' }).click()
      await expect.poll(() => position.textContent()).toBe(`Action ${middle} of ${length}`)
      // The log shown is the one of that moment: its newest line belongs to an action up to the middle.
      await tableAtRest(page, 500)
      await page.screenshot({ path: join(SCREENS, `${game}-middle.png`) })

      // Under the timeline, each player's chance to win over the match, and at this action.
      await page.getByRole('img', { name: 'Chances to win over the match' }).waitFor({ timeout: 90_000 })
      expect(await page.locator('.chance-graph__svg polyline').count()).toBe(BOTS.length)
      const legend = page.getByRole('list', { name: 'Chances to win over the match' })
      expect(await legend.getByRole('listitem').allTextContents()).toEqual(
        BOTS.map((b) => expect.stringMatching(new RegExp(`^${b.name} (<1|\\d{1,3})%$`))),
      )
      // A big swing's mark watches it from just before it.
      const swing = page.locator('.chance-graph__swing').first()
      if ((await swing.count()) > 0) {
        await swing.click()
        await expect.poll(() => position.textContent()).not.toBe(`Action ${middle} of ${length}`)
        await page.getByRole('slider', { name: 'Timeline' }).fill(String(middle))
        await expect.poll(() => position.textContent()).toBe(`Action ${middle} of ${length}`)
      }
      await tableAtRest(page, 500)
      await page.screenshot({ path: join(SCREENS, `${game}-chances.png`) })

      // Play on from here: a new match, saved under its own name; the original keeps every action.
      await page.getByRole('button', { name: 'Play on from here' }).click()
      const dialog = page.getByRole('dialog', { name: 'Play on from here' })
      await dialog.getByRole('combobox').first().selectOption('human')
      await dialog.getByRole('button', { name: 'Start' }).click()
      await page.getByRole('button', { name: 'Leave', exact: true }).waitFor({ timeout: 30_000 })
      const branch = `${slot} - from ${middle}`
      await page.getByText(`Saved as “${branch}”.`).waitFor({ timeout: 10_000 })
      const saves = await table().player.ask<SaveSummary[]>('saves:list', {})
      const original = saves.find((s) => s.slot === slot)
      const branched = saves.find((s) => s.slot === branch)
      expect(original?.actions).toBe(length)
      expect(original?.finished).toBe(true)
      expect(branched?.actions).toBeGreaterThanOrEqual(middle)
      expect(branched?.finished).toBe(false)
      // From the table, its replay so far, and back to the table, which follows the match again.
      await page.getByRole('button', { name: 'Replay', exact: true }).click()
      await expect
        .poll(() => position.textContent(), { timeout: 30_000 })
        .toMatch(new RegExp(`^Action (\\d+) of \\1$`))
      await page.getByRole('button', { name: 'Close replay' }).click()
      await page.getByRole('region', { name: 'Game log' }).waitFor({ timeout: 30_000 })
      await expect
        .poll(async () => ((await page.getByRole('region', { name: 'Game log' }).textContent()) ?? '').length)
        .toBeGreaterThan(0)
      expect(errors).toEqual([])
      await page.close()
    },
    240_000,
  )
})
