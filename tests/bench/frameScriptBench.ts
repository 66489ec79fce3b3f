/**
 * JavaScript time inside each animation frame while bots play, for `npm run bench`: the spectator
 * page at 1280×720 and high quality over the table's own scene, four Medium bots (700 ms apart),
 * 20 s per game after the table has loaded; every requestAnimationFrame callback is timed in the
 * page. p50 / p95 / worst (ms). Software WebGL draws few frames (about two a second here), so the
 * counts are small; what a frame's script costs does not depend on the GPU, except where it waits
 * for one (a shader compiled in play shows as a worst of seconds).
 */
import { existsSync } from 'node:fs'
import type { SeatConfig } from '../../electron/protocol'
import { CHROMIUM_PATH } from '../e2e/harness/chromium'
import { exposeRenderInfo } from '../e2e/servedTableSession'
import { withServedBench } from './servedBench'

export interface FrameScriptFigures {
  readonly frames: number
  readonly p50Ms: number
  readonly p95Ms: number
  readonly worstMs: number
}

const GAMES = ['selfish', 'zombielife', 'monopozombie'] as const
const SECONDS = 20
const BOTS: SeatConfig[] = ['Ann', 'Bob', 'Cid', 'Dee'].map((name) => ({
  name,
  kind: 'bot',
  bot: 'heuristic',
}))

/** Times every animation-frame callback into window.__frameScript (a script text: see streamBench). */
const TIME_FRAMES = `(() => {
  const times = (window.__frameScript = [])
  const raf = window.requestAnimationFrame.bind(window)
  window.requestAnimationFrame = (callback) =>
    raf((t) => {
      const start = performance.now()
      callback(t)
      times.push(performance.now() - start)
    })
})()`

function figures(times: readonly number[]): FrameScriptFigures {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN) * 10) / 10
  return { frames: sorted.length, p50Ms: at(0.5), p95Ms: at(0.95), worstMs: at(1) }
}

export async function frameScriptBench(): Promise<
  Readonly<Record<string, FrameScriptFigures>> | { readonly skipped: string }
> {
  if (!existsSync(CHROMIUM_PATH)) return { skipped: `no Chromium at ${CHROMIUM_PATH}` }
  return withServedBench('frames', { width: 1280, height: 720 }, async ({ served, browser, player }) => {
    const result: Record<string, FrameScriptFigures> = {}
    for (const game of GAMES) {
      await player.ask('settings:set', { botDelayMs: 700, streamDelaySeconds: 0 })
      await player.ask('match:create', { game, seats: BOTS, seed: 7 })
      const page = await browser.context.newPage()
      await exposeRenderInfo(page)
      await page.addInitScript(TIME_FRAMES)
      await page.goto(`${served.spectatorUrl}&layout=full&background=scene&quality=high`)
      await page.waitForFunction(() => (window as { __table?: unknown }).__table !== undefined, null, {
        timeout: 60_000,
      })
      await page.waitForTimeout(8000) // loaded, warmed up, the tabletop's maps in
      await page.evaluate('window.__frameScript.length = 0')
      await page.waitForTimeout(SECONDS * 1000)
      // Callbacks that did nothing (no frame asked for) are left out.
      const times = (await page.evaluate('window.__frameScript')) as number[]
      result[game] = figures(times.filter((ms) => ms > 0.05))
      await page.close()
    }
    return result
  })
}
