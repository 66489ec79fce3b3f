/**
 * The event clock in a real browser: the HUD's log line for a move appears when the table has
 * finished animating it, never before; with "skip animations" it appears at once. A MonopoZombie
 * roll is the move (the dice tumble, then the token walks). The bot waits 4 s before each move, so
 * nothing else animates meanwhile. Tables share the page's one tween clock (window.__table).
 */
import { existsSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ROLL_SECONDS } from '../../renderer/table/useDieRoll'
import { CHROMIUM_PATH } from './harness/chromium'
import { servedTableFixture, startNewGame } from './servedTableFixture'

const hasChromium = existsSync(CHROMIUM_PATH)

interface Appearance {
  /** Seconds of table animation (the tween clock) from the click to the log line showing. */
  readonly animatedSeconds: number
  /** Whether any animation was still running on the table when it showed. */
  readonly tableBusy: boolean
}

interface TableClock {
  readonly tweens: { readonly busy: boolean; readonly now: number }
}

/**
 * Clicks Ann's Roll button and reports how much table animation ran between the click and
 * "You roll …" entering Ann's log, and whether any was still running then. Animation time, not wall
 * time: SwiftShader on a busy machine draws a frame in up to 300 ms.
 */
async function rollAndWatchLog(page: Page): Promise<Appearance> {
  const roll = page.getByRole('button', { name: /^Roll/ }).first()
  await roll.waitFor({ timeout: 30_000 })
  await page.waitForFunction(() => (window as unknown as { __table?: TableClock }).__table !== undefined)
  await page.evaluate(() => {
    const w = window as unknown as { __seen?: Promise<Appearance>; __table?: TableClock }
    const log = document.querySelector('[aria-label="Game log"]')
    const table = w.__table
    if (!log || !table) throw new Error('no game log or no table on screen')
    let clickedAt = -1
    document.addEventListener('click', () => (clickedAt = table.tweens.now), { capture: true, once: true })
    w.__seen = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (clickedAt < 0 || !/You roll/.test(log.textContent ?? '')) return
        observer.disconnect()
        resolve({ animatedSeconds: table.tweens.now - clickedAt, tableBusy: table.tweens.busy })
      })
      observer.observe(log, { childList: true, subtree: true, characterData: true })
    })
  })
  await roll.click()
  return page.evaluate(() => (window as unknown as { __seen: Promise<Appearance> }).__seen)
}

async function newMonopoGame(page: Page): Promise<void> {
  await startNewGame(page, {
    game: { id: 'monopozombie', name: 'MonopoZombie' },
    players: 2,
    names: ['Ann'],
    seed: 'event-clock',
  })
}

describe.skipIf(!hasChromium)('the event clock, in Chromium', () => {
  const table = servedTableFixture(4000)

  it('shows a move’s log line only once its animation has ended, and at once with "skip animations"', async () => {
    const { page, errors } = await table().openTable()

    await newMonopoGame(page)
    const animated = await rollAndWatchLog(page)
    console.log(JSON.stringify({ animated }))
    expect(animated.tableBusy, 'the log line showed while the table was still animating').toBe(false)
    expect(animated.animatedSeconds).toBeGreaterThanOrEqual(ROLL_SECONDS)

    // Settings: skip animations; then the same first roll in a new match.
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('checkbox', { name: /Skip animations/ }).check()
    await page
      .getByRole('button', { name: /Back|Home/ })
      .first()
      .click()
    await newMonopoGame(page)
    const skipped = await rollAndWatchLog(page)
    console.log(JSON.stringify({ skipped }))
    // A frame or two at most (each advances the clock by 0.25 s at the very most).
    expect(skipped.animatedSeconds).toBeLessThan(ROLL_SECONDS)
    expect(skipped.tableBusy).toBe(false)
    expect(errors).toEqual([])
  }, 180_000)
})
