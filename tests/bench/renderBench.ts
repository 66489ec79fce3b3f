/**
 * Render figures for `npm run bench`, measured in Debian's headless Chromium (WebGL through
 * SwiftShader, so frame times say little about a real GPU; draw calls and idle frames do):
 *   - the 5-player Selfish and Zombielife tables in mid-game, and the full 8-player MonopoZombie
 *     board (32 houses, 12 hotels): draw calls of a frame, frames drawn over 3 s idle;
 *   - the served table: time from a click on a move to the new view on screen (the game log
 *     updated), before any 3D animation, over a run of human turns against a bot, each click
 *     made on a table at rest.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { captureTable, fullMonopoBoard } from '../e2e/harness/captureTable'
import { CHROMIUM_PATH, launchChromium } from '../e2e/harness/chromium'
import {
  clickAndTimeView,
  ensureBuilt,
  exposeRenderInfo,
  pickToConfirm,
  playUntilMyTurnAfter,
  renderInfo,
  startServedTable,
} from '../e2e/servedTableSession'
import { connectPlayer } from '../e2e/playerSocket'

interface TableFigures {
  readonly drawCalls: number
  readonly idleFramesIn3s: number
}

export interface RenderFigures {
  readonly fivePlayerMidGame: TableFigures
  readonly zombielifeFivePlayerMidGame: TableFigures
  /** The hand-made full board: 8 players, all 32 houses and 12 hotels out. */
  readonly monopozombieFullBoard: TableFigures
  readonly clickToView: { readonly samples: number; readonly medianMs: number; readonly maxMs: number }
  /** A save's picture of the table (taken only when the player saves, never on a move). */
  readonly thumbnail: {
    readonly samples: number
    /** From the call to the picture in hand. */
    readonly medianMs: number
    readonly maxMs: number
    /** The longest the page's main thread was held up while a picture was taken. */
    readonly blockedMedianMs: number
    readonly blockedMaxMs: number
    readonly kilobytes: number
  }
}

async function tableBudgets(): Promise<[TableFigures, TableFigures, TableFigures]> {
  const outDir = mkdtempSync(join(tmpdir(), 'zt-bench-shots-'))
  try {
    const shots = await captureTable(
      [
        { name: 'bench-selfish-5p', players: 5, actions: 36, seed: 10, viewer: 0 },
        { name: 'bench-zombielife-5p', game: 'zombielife', players: 5, actions: 80, seed: 3, viewer: 0 },
        fullMonopoBoard('bench-monopozombie-8p-full'),
      ],
      { outDir, idleMs: 3000 },
    )
    const figures = shots.map((shot) => ({ drawCalls: shot.drawCalls, idleFramesIn3s: shot.idleFrames }))
    if (figures.length !== 3) throw new Error('missing shots')
    return figures as [TableFigures, TableFigures, TableFigures]
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

async function startGame(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.getByRole('button', { name: 'New game' }).click()
  await page.getByLabel('Players').selectOption('2')
  await page.getByRole('group', { name: 'Seat 1' }).getByLabel('Name').fill('Ann')
  await page.getByRole('button', { name: 'Start' }).click()
  await page
    .getByRole('region', { name: 'Turn' })
    .getByText(/your turn/i)
    .waitFor({ timeout: 30_000 })
}

/** Waits for a full second without a frame drawn (animations can pause between steps). */
async function waitForIdleTable(page: Page): Promise<void> {
  // The 3D table may mount a moment after the HUD shows the turn.
  for (let tries = 0; !(await renderInfo(page)).ready; tries++) {
    if (tries >= 50) throw new Error('the table exposes no render counters (window.__ZT_TEST__ unset)')
    await page.waitForTimeout(200)
  }
  for (let tries = 0; tries < 40; tries++) {
    const before = await renderInfo(page)
    await page.waitForTimeout(1000)
    if ((await renderInfo(page)).frame === before.frame) return
  }
}

/** The label of a Rest button on screen (any payment), or null. */
async function restLabel(page: Page): Promise<string | null> {
  const labels = await page
    .getByRole('region', { name: 'Your choices' })
    .getByRole('button')
    .allTextContents()
  return labels.map((l) => l.trim()).find((l) => l.startsWith('Rest: choose')) ?? null
}

async function clickLatency(wanted: number): Promise<RenderFigures['clickToView']> {
  ensureBuilt()
  const data = mkdtempSync(join(tmpdir(), 'zt-bench-data-'))
  const served = await startServedTable(data, 0)
  const browser = await launchChromium(1280, 720)
  const samples: number[] = []
  try {
    const page = await browser.context.newPage()
    // Exposes the renderer's frame counter, without which "a table at rest" cannot be waited for.
    await exposeRenderInfo(page)
    for (let game = 0; game < 6 && samples.length < wanted; game++) {
      await startGame(page, served.url)
      while (samples.length < wanted) {
        const label = await restLabel(page)
        if (label === null) break
        // Measure from a table at rest: SwiftShader draws a frame in ~60 ms on the CPU, so a click
        // during the last move's animation would time the software renderer, not the app.
        await waitForIdleTable(page)
        // The payment is picked in the hand; the timed click is Confirm.
        await page.getByRole('button', { name: label, exact: true }).click()
        const confirm = (await (await pickToConfirm(page)).textContent())?.trim() ?? ''
        samples.push(await clickAndTimeView(page, confirm))
        try {
          await playUntilMyTurnAfter(page, "Bot 2's turn ends.", 30_000)
        } catch {
          break // Ann died or the game ended: start another game
        }
      }
    }
  } finally {
    await browser.close()
    await served.close()
    rmSync(data, { recursive: true, force: true })
  }
  samples.sort((a, b) => a - b)
  const median = samples[Math.floor(samples.length / 2)] ?? NaN
  return {
    samples: samples.length,
    medianMs: Math.round(median * 10) / 10,
    maxMs: Math.round((samples[samples.length - 1] ?? NaN) * 10) / 10,
  }
}

/** The thumbnail a save takes, on the MonopoZombie table at 1280×720, timed in the page. */
async function thumbnailCost(samples: number): Promise<RenderFigures['thumbnail']> {
  ensureBuilt()
  const data = mkdtempSync(join(tmpdir(), 'zt-bench-data-'))
  const served = await startServedTable(data, 0)
  const browser = await launchChromium(1280, 720)
  try {
    const page = await browser.context.newPage()
    await exposeRenderInfo(page)
    await page.goto(served.url)
    await page.getByRole('button', { name: 'New game' }).waitFor()
    const player = await connectPlayer(served.url)
    await player.ask('match:create', {
      game: 'monopozombie',
      seats: ['Ann', 'Bob', 'Cid', 'Dee'].map((name, i) =>
        i === 0 ? { name, kind: 'human' } : { name, kind: 'bot', bot: 'random' },
      ),
      seed: 1,
    })
    player.close()
    await waitForIdleTable(page)
    // The picture is drawn in the call and read back without waiting for the GPU: `ms` is the time
    // until it is ready, `blockedMs` the longest the page was held up meanwhile (the longest gap
    // between timer ticks). A string, so that the bundler's helpers (tsx names inner functions)
    // stay out of the page.
    const times = (await page.evaluate(`(async (n) => {
      const table = globalThis.__table
      const out = []
      for (let i = 0; i < n; i++) {
        let last = performance.now()
        let blocked = 0
        let ticking = true
        const tick = () => {
          const now = performance.now()
          blocked = Math.max(blocked, now - last)
          last = now
          if (ticking) setTimeout(tick, 0)
        }
        setTimeout(tick, 0)
        const t0 = performance.now()
        const picture = (await table?.thumbnail?.()) ?? ''
        const ms = performance.now() - t0
        ticking = false
        blocked = Math.max(blocked, performance.now() - last)
        out.push({ ms, blockedMs: blocked, bytes: picture.length })
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      return out
    })(${samples})`)) as { ms: number; blockedMs: number; bytes: number }[]
    const ms = times.map((t) => t.ms).sort((a, b) => a - b)
    const blocked = times.map((t) => t.blockedMs).sort((a, b) => a - b)
    if (times.some((t) => t.bytes === 0)) throw new Error('the table took no picture')
    return {
      samples: ms.length,
      medianMs: Math.round((ms[Math.floor(ms.length / 2)] ?? NaN) * 10) / 10,
      maxMs: Math.round((ms[ms.length - 1] ?? NaN) * 10) / 10,
      blockedMedianMs: Math.round((blocked[Math.floor(blocked.length / 2)] ?? NaN) * 10) / 10,
      blockedMaxMs: Math.round((blocked[blocked.length - 1] ?? NaN) * 10) / 10,
      kilobytes: Math.round((times[0]?.bytes ?? 0) / 102.4) / 10,
    }
  } finally {
    await browser.close()
    await served.close()
    rmSync(data, { recursive: true, force: true })
  }
}

export async function renderBench(): Promise<RenderFigures | { readonly skipped: string }> {
  if (!existsSync(CHROMIUM_PATH)) return { skipped: `no Chromium at ${CHROMIUM_PATH}` }
  const [selfish, zombielife, monopozombie] = await tableBudgets()
  return {
    fivePlayerMidGame: selfish,
    zombielifeFivePlayerMidGame: zombielife,
    monopozombieFullBoard: monopozombie,
    clickToView: await clickLatency(8),
    thumbnail: await thumbnailCost(20),
  }
}
