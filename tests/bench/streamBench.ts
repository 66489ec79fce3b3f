/**
 * Stream page figures for `npm run bench`, in headless Chromium at 1920×1080 with antialiasing on
 * (as a streamer's browser source draws), for each table quality:
 *   - frames drawn in 3 s by an idle stream page with the director at rest;
 *   - draw calls of a frame;
 *   - frame times (the gaps between animation frames) during a director camera move (the close
 *     preset and back) and during a call-out (a bot game played out at once: its last moments);
 *     median and worst, in SwiftShader, so only their ratios say much.
 */
import { existsSync } from 'node:fs'
import type { Page } from 'playwright-core'
import type { SeatConfig, TableQuality } from '../../electron/protocol'
import { CHROMIUM_PATH } from '../e2e/harness/chromium'
import { exposeRenderInfo, renderInfo } from '../e2e/servedTableSession'
import { withServedBench } from './servedBench'

export interface FrameTimes {
  readonly frames: number
  readonly medianMs: number
  readonly worstMs: number
}

export interface StreamQualityFigures {
  readonly idleFramesIn3s: number
  readonly drawCalls: number
  readonly directorMove: FrameTimes
  readonly callOut: FrameTimes
}

export type StreamFigures = Readonly<Record<TableQuality, StreamQualityFigures>>

const QUALITIES: readonly TableQuality[] = ['low', 'medium', 'high']
const BOTS: SeatConfig[] = ['Bob', 'Cid', 'Dee'].map((name) => ({ name, kind: 'bot', bot: 'heuristic' }))

function summary(gaps: readonly number[]): FrameTimes {
  const sorted = [...gaps].sort((a, b) => a - b)
  return {
    frames: gaps.length,
    medianMs: Math.round((sorted[sorted.length >> 1] ?? NaN) * 10) / 10,
    worstMs: Math.round((sorted[sorted.length - 1] ?? NaN) * 10) / 10,
  }
}

/**
 * The time each table frame drawn in the next `ms` took: the gap from the animation frame before it
 * to the one after (the table draws on demand, so frames it did not draw are left out). A script
 * text, not a function: tsx would name the function's inner arrows with a helper the page lacks.
 */
function frameGaps(page: Page, ms: number, drawnOnly = true): Promise<number[]> {
  return page.evaluate(`new Promise((resolve) => {
    const info = window.__table.gl.info.render
    const gaps = []
    const start = performance.now()
    let last = start
    let drawn = info.frame
    requestAnimationFrame(function step(t) {
      if (info.frame !== drawn || !${drawnOnly}) gaps.push(t - last)
      drawn = info.frame
      last = t
      if (t - start < ${ms}) requestAnimationFrame(step)
      else resolve(gaps)
    })
  })`)
}

async function directorAtRest(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (
        window as unknown as { __table?: { director?: () => { atRest: boolean } | null } }
      ).__table?.director?.()?.atRest === true,
    undefined,
    { timeout: 60_000, polling: 100 },
  )
}

export async function streamBench(): Promise<StreamFigures | { readonly skipped: string }> {
  if (!existsSync(CHROMIUM_PATH)) return { skipped: `no Chromium at ${CHROMIUM_PATH}` }
  return withServedBench('stream', { width: 1920, height: 1080 }, async ({ served, browser, player }) => {
    const figures: Partial<Record<TableQuality, StreamQualityFigures>> = {}
    for (const quality of QUALITIES) {
      // Ann (a person) is to act first and never does: the table rests until the call-out part.
      await player.ask('settings:set', { botDelayMs: 5000, streamDelaySeconds: 0 })
      await player.ask('match:create', {
        game: 'selfish',
        seats: [{ name: 'Ann', kind: 'human' }, ...BOTS],
        seed: 3,
        options: { firstSeat: 0 },
      })
      const page = await browser.context.newPage()
      await exposeRenderInfo(page)
      await page.addInitScript(() => localStorage.setItem('zombie-table.skipAnimations', 'on'))
      await page.goto(`${served.spectatorUrl}&layout=broadcast&background=transparent&quality=${quality}`)
      await page.getByRole('region', { name: 'Stream overlay' }).waitFor({ timeout: 60_000 })
      await directorAtRest(page)
      await page.waitForTimeout(1000)
      const before = await renderInfo(page)
      await page.waitForTimeout(3000)
      const after = await renderInfo(page)

      // A director move: the close preset, then back to the overview.
      const moves: number[] = []
      for (let round = 0; round < 3; round++) {
        await page.keyboard.press('2')
        moves.push(...(await frameGaps(page, 3500)))
        await page.keyboard.press('1')
        moves.push(...(await frameGaps(page, 3500)))
      }

      // A call-out: bots play a game out at once; the frames while its last call-outs show.
      await player.ask('match:create', {
        game: 'selfish',
        seats: [...BOTS, { ...BOTS[0]!, name: 'Eve' }],
        seed: 8,
      })
      await page.keyboard.press('0')
      await player.ask('settings:set', { botDelayMs: 0 })
      await page.locator('.callout').first().waitFor({ timeout: 120_000 })
      const callOut = await frameGaps(page, 2000)
      figures[quality] = {
        idleFramesIn3s: after.frame - before.frame,
        drawCalls: after.calls,
        directorMove: summary(moves),
        callOut: summary(callOut),
      }
      await page.close()
    }
    return figures as StreamFigures
  })
}
