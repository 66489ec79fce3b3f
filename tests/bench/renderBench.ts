/**
 * Render figures for `npm run bench`, measured in Debian's headless Chromium (WebGL through
 * SwiftShader, so frame times say little about a real GPU; draw calls and idle frames do):
 *   - the 5-player Selfish table in mid-game: draw calls of a frame, frames drawn over 3 s idle;
 *   - the served table: time from a click on a move to the new view on screen (the game log
 *     updated), before any 3D animation, over a run of human turns against a bot.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM_PATH, captureTable, launchChromium } from '../e2e/harness/captureTable'
import {
  clickAndTimeView,
  ensureBuilt,
  playUntilMyTurnAfter,
  startServedTable,
} from '../e2e/servedTableSession'

export interface RenderFigures {
  readonly fivePlayerMidGame: { readonly drawCalls: number; readonly idleFramesIn3s: number }
  readonly clickToView: { readonly samples: number; readonly medianMs: number; readonly maxMs: number }
}

async function tableBudget(): Promise<RenderFigures['fivePlayerMidGame']> {
  const outDir = mkdtempSync(join(tmpdir(), 'zt-bench-shots-'))
  try {
    const [shot] = await captureTable([{ name: 'bench-5p', players: 5, actions: 36, seed: 10, viewer: 0 }], {
      outDir,
      idleMs: 3000,
    })
    if (!shot) throw new Error('no shot')
    return { drawCalls: shot.drawCalls, idleFramesIn3s: shot.idleFrames }
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

async function clickLatency(turns: number): Promise<RenderFigures['clickToView']> {
  ensureBuilt()
  const data = mkdtempSync(join(tmpdir(), 'zt-bench-data-'))
  const served = await startServedTable(data, 0)
  const browser = await launchChromium(1280, 720)
  const samples: number[] = []
  try {
    const page = await browser.context.newPage()
    await page.goto(served.url)
    await page.getByRole('button', { name: 'New game' }).click()
    await page.getByLabel('Players').selectOption('2')
    await page.getByRole('group', { name: 'Seat 1' }).getByLabel('Name').fill('Ann')
    await page.getByRole('button', { name: 'Start' }).click()
    await page
      .getByRole('region', { name: 'Turn' })
      .getByText(/your turn/i)
      .waitFor({ timeout: 30_000 })
    for (let turn = 0; turn < turns; turn++) {
      const rest = page.getByRole('button', { name: 'Rest — pay Single', exact: true })
      if ((await rest.count()) === 0) break
      samples.push(await clickAndTimeView(page, 'Rest — pay Single'))
      try {
        await playUntilMyTurnAfter(page, "Bot 2's turn ends.", 30_000)
      } catch {
        break // the game ended (or Ann died): enough samples
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

export async function renderBench(): Promise<RenderFigures | { readonly skipped: string }> {
  if (!existsSync(CHROMIUM_PATH)) return { skipped: `no Chromium at ${CHROMIUM_PATH}` }
  return { fivePlayerMidGame: await tableBudget(), clickToView: await clickLatency(8) }
}
