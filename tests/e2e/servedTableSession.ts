/**
 * Helpers for driving the served table (npm run serve's entry) in headless Chromium: start the
 * server as a child process, read the URL it prints, and read the renderer's test handle.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from 'playwright-core'
import { waitForTableRest } from './harness/tableRest'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..')

/** Builds main, preload and renderer (as npm run serve does) unless a build is already there. */
export function ensureBuilt(): void {
  if (existsSync(join(ROOT, 'out/renderer/index.html'))) return
  const r = spawnSync('npx', ['electron-vite', 'build'], { cwd: ROOT, encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`electron-vite build failed:\n${r.stdout}\n${r.stderr}`)
}

export interface ServedTable {
  readonly url: string
  readonly spectatorUrl: string
  close(): Promise<void>
}

export async function startServedTable(dataDir: string, botDelayMs: number): Promise<ServedTable> {
  // Node itself (with tsx's loader), not npx: a SIGTERM then reaches the server, not a wrapper that
  // would leave the server running after the test.
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'electron/stream/serve.ts',
      '--port',
      '0',
      '--data',
      dataDir,
      '--bot-delay',
      String(botDelayMs),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  const urls = await new Promise<[string, string]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not print its URL:\n${output}`)), 30_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const page = /served at (\S+)/.exec(output)
      const watch = /Spectators \(watch only\): (\S+)/.exec(output)
      if (page && watch) {
        clearTimeout(timer)
        resolve([page[1] as string, watch[1] as string])
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}:\n${output}`)))
  })
  return {
    url: urls[0],
    spectatorUrl: urls[1],
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

export interface RenderInfo {
  readonly ready: boolean
  readonly frame: number
  readonly calls: number
}

/**
 * The pixel ratio the browser tests draw the table at: they read the page (controls, texts, the
 * log, where a thing projects to), not the table's pixels, and SwiftShader pays for every pixel
 * (a 1280×720 frame about 0.55 s of CPU, half of that at this ratio). The bench and screenshots for
 * people draw at the screen's own ratio.
 */
export const TEST_PIXEL_RATIO = 0.5

/**
 * Makes the page's renderer expose its WebGL counters (window.__table) for renderInfo, and draw at
 * `pixelRatio` if given (the quality's own otherwise); call before goto.
 */
export async function exposeRenderInfo(page: Page, pixelRatio: number | null = null): Promise<void> {
  await page.addInitScript((ratio) => {
    const w = globalThis as unknown as { __ZT_TEST__: boolean; __ZT_TEST_DPR__?: number }
    w.__ZT_TEST__ = true
    if (ratio !== null) w.__ZT_TEST_DPR__ = ratio
  }, pixelRatio)
}

/** The renderer's WebGL counters (window.__table is set when window.__ZT_TEST__ is). */
export function renderInfo(page: Page): Promise<RenderInfo> {
  return page.evaluate(() => {
    const w = globalThis as unknown as {
      __table?: { gl: { info: { render: { frame: number; calls: number } } } }
    }
    const info = w.__table?.gl.info.render
    return { ready: info !== undefined, frame: info?.frame ?? 0, calls: info?.calls ?? 0 }
  })
}

/**
 * Waits until the table has drawn no frame, and asked for none, for `quietMs` of the page's time
 * (every move animated to its end, a resize drawn), for at most 30 s; the page needs
 * exposeRenderInfo.
 */
export async function tableAtRest(page: Page, quietMs = 1000): Promise<void> {
  await waitForTableRest(page, quietMs, 30_000)
}

/**
 * Clicks a choice and measures, in the page, the time from the click to the screen answering it:
 * the chosen button leaving the HUD (the host took the move: the choices are withdrawn while the
 * table animates it) or the table starting to animate, whichever comes first. The HUD's figures and
 * log follow when the animation has landed (the event clock), so they are not what is timed.
 */
export async function clickAndTimeView(page: Page, button: string): Promise<number> {
  // tsx (npm run bench) keeps function names with an __name helper the page does not have.
  await page.evaluate('globalThis.__name = globalThis.__name || ((f) => f)')
  await page.evaluate((label) => {
    const w = globalThis as unknown as {
      __clickToView?: Promise<number>
      __table?: { tweens: { busy: boolean } }
      requestAnimationFrame(cb: () => void): number
    }
    const doc = (globalThis as unknown as { document: Document }).document
    const target = Array.from(doc.querySelectorAll('button')).find((b) => b.textContent?.trim() === label)
    if (!target) throw new Error(`no button "${label}"`)
    w.__clickToView = new Promise<number>((resolve) => {
      let clickedAt = 0
      let done = false
      const finish = () => {
        if (done || clickedAt === 0) return
        done = true
        observer.disconnect()
        resolve(performance.now() - clickedAt)
      }
      const observer = new MutationObserver(() => {
        if (!target.isConnected) finish()
      })
      observer.observe(doc.body, { childList: true, subtree: true })
      const watchTable = () => {
        if (done) return
        if (w.__table?.tweens.busy) finish()
        else w.requestAnimationFrame(watchTable)
      }
      target.addEventListener(
        'click',
        () => {
          clickedAt = performance.now()
          watchTable()
        },
        { capture: true, once: true },
      )
    })
  }, button)
  await page.getByRole('button', { name: button, exact: true }).click()
  return page.evaluate(() => (globalThis as unknown as { __clickToView: Promise<number> }).__clickToView)
}

/**
 * Waits until the log shows `logLine` and it is this seat's turn again, answering any decision the
 * bots force on the way (a Body Armor prompt, what to give to Steal Supplies…) with its first choice.
 */
export async function playUntilMyTurnAfter(page: Page, logLine: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  const log = page.getByRole('region', { name: 'Game log' })
  const banner = page.getByRole('region', { name: 'Turn' })
  while (Date.now() < deadline) {
    const logText = (await log.textContent()) ?? ''
    const bannerText = (await banner.textContent()) ?? ''
    if (logText.includes(logLine) && /your turn/i.test(bannerText)) return
    if (/game over/i.test(bannerText)) throw new Error(`the game ended before "${logLine}"`)
    const choices = page.getByRole('region', { name: 'Your choices' })
    const choice = choices.getByRole('button').first()
    if (!/your turn/i.test(bannerText) && (await choice.count()) > 0) {
      if ((await choices.locator('.hud-choice--confirm').count()) > 0)
        await (await pickToConfirm(page)).click()
      else await choice.click()
    }
    await page.waitForTimeout(250)
  }
  throw new Error(`timed out waiting for "${logLine}" and my turn`)
}

/**
 * While a payment or a discard is being picked: picks hand cards in order, dropping any that makes
 * the pick more than needed, until Confirm is enabled; returns Confirm.
 */
export async function pickToConfirm(page: Page): Promise<Locator> {
  const choices = page.getByRole('region', { name: 'Your choices' })
  const confirm = choices.locator('.hud-choice--confirm')
  const cards = page.getByRole('region', { name: 'Your hand' }).getByRole('button')
  const count = await cards.count()
  for (let i = 0; i < count && !(await confirm.isEnabled()); i++) {
    const card = cards.nth(i)
    if ((await card.getAttribute('aria-pressed')) === 'true') continue
    await card.click()
    if (/more than needed|drop/i.test((await choices.getByRole('status').textContent()) ?? ''))
      await card.click()
  }
  return confirm
}

/**
 * Plays the first move the choices offer: a choice ending in "…" opens more (a card's targets, a
 * payment to pick), which is followed until a move is sent.
 */
export async function playFirstChoice(page: Page): Promise<void> {
  const choices = page.getByRole('region', { name: 'Your choices' })
  for (let step = 0; step < 3; step++) {
    if ((await choices.locator('.hud-choice--confirm').count()) > 0) {
      await (await pickToConfirm(page)).click()
      return
    }
    // The first move, not the way back ("Show all moves" heads a card's plays once it is opened).
    const first = choices
      .getByRole('button')
      .filter({ hasNotText: /^(Show all moves|Back to all moves)$/ })
      .first()
    const label = ((await first.textContent()) ?? '').trim()
    await first.click()
    if (!label.endsWith('…')) return
  }
  throw new Error('the first choice led to no move')
}
