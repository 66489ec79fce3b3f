/**
 * A layout that fits (issue 11): for each game, at the start, at a prompt the player must answer,
 * at an auction, and at the end, at 1280×720 and 1920×1080, every enabled control is on screen and
 * not covered, and the prompt and result texts show whole. Each moment is loaded once, at one size,
 * then the window is resized to the other (moments alternate which size comes first), so both a
 * table opened at a size and one resized to it are checked at each size, for half the page loads.
 * Screenshots go to .tmp/screens/layout.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CHROMIUM_PATH } from './harness/chromium'
import { fitProblems } from './layout/fitCheck'
import { MOMENTS } from './layout/moments'
import { loadSave, servedMoments } from './layout/servedMoments'
import { ROOT, tableAtRest } from './servedTableSession'

const hasChromium = existsSync(CHROMIUM_PATH)

const SIZES = [
  [1280, 720],
  [1920, 1080],
] as const

/** Texts the player must read whole: the turn and prompt banners, the game-over result. */
const TEXTS = [
  '[aria-label="Turn"] *',
  '[aria-label="Your choices"] h2',
  '[aria-label="Your choices"] p',
  '[aria-label="Game over"] h2',
  '[aria-label="Game over"] p',
]

describe.skipIf(!hasChromium)('the table fits the screen', () => {
  const shots = join(ROOT, '.tmp/screens/layout')
  const table = servedMoments('zt-layout-', MOMENTS, shots)

  async function openSave(page: Page, slot: string): Promise<void> {
    // At the screen's own pixel ratio: these screenshots are the ones people look at.
    await loadSave(page, table().served.url, slot, null)
    // Let the table and the HUD settle (fonts, the first frames).
    await tableAtRest(page, 500)
  }

  it.each(MOMENTS.map((m, i) => [m.slot, i] as const))(
    '%s: every control and prompt is on screen, at 720p and 1080p',
    async (slot, i) => {
      const page = await table().browser.context.newPage()
      try {
        const sizes = i % 2 === 0 ? SIZES : [...SIZES].reverse()
        for (const [n, [w, h]] of sizes.entries()) {
          await page.setViewportSize({ width: w, height: h })
          if (n === 0) await openSave(page, slot)
          else await tableAtRest(page, 500)
          await page.screenshot({ path: join(shots, `${slot}-${h}p.png`) })
          const problems = await fitProblems(page, TEXTS)
          expect(problems, `${slot} at ${w}×${h}`).toEqual([])
          // Take back is always on the bar for the person playing, and a finished match offers its replay.
          expect(await page.getByRole('button', { name: 'Take back' }).isVisible(), 'Take back').toBe(true)
          if (slot.endsWith('-over')) {
            expect(await page.getByRole('button', { name: 'Watch replay' }).isVisible(), 'Watch replay').toBe(
              true,
            )
          }
        }
      } finally {
        await page.close()
      }
    },
    240_000,
  )
})
