/**
 * The harness driver: builds the harness with Vite into a temporary folder, serves it on
 * 127.0.0.1, opens it in headless Chromium (SwiftShader WebGL) and, per shot, waits for the table
 * to settle, reads the draw calls of the last frame, counts the frames drawn while idle and saves a
 * screenshot. Used by screenshot.ts (by hand) and by the budget test.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BrowserContext, Page } from 'playwright-core'
import { launchChromium } from './chromium'
import { pngStats } from './pngStats'
import { waitForTableRest } from './tableRest'

export const HARNESS_DIR = dirname(fileURLToPath(import.meta.url))

export interface Shot {
  readonly name: string
  /** The game to play (default selfish). */
  readonly game?: 'selfish' | 'zombielife' | 'monopozombie'
  /** A hand-made view instead of a played match (MonopoZombie: 'full', 'mid', 'start'). */
  readonly fixture?: string
  readonly players: number
  readonly actions: number
  readonly seed: string | number
  readonly viewer?: number | 'spectator'
  readonly camera?: 'overview' | 'close'
}

/** The heaviest MonopoZombie board: 8 players, every house and hotel built (the 'full' fixture). */
export function fullMonopoBoard(name: string, extra: Partial<Shot> = {}): Shot {
  return { name, game: 'monopozombie', fixture: 'full', players: 8, actions: 0, seed: 1, viewer: 0, ...extra }
}

export interface ShotResult {
  readonly name: string
  readonly file: string
  /** Draw calls of the last frame (gl.info.render.calls, shadow pass included). */
  readonly drawCalls: number
  readonly triangles: number
  /** Frames drawn during the idle wait (0 for a demand frameloop at rest). */
  readonly idleFrames: number
  /** Frames drawn since the page loaded. */
  readonly frame: number
  readonly idleMs: number
  /** Luminance variance of the screenshot (a blank canvas is ~0). */
  readonly variance: number
  readonly actionsPlayed: number
  readonly zombies: number
}

export interface CaptureOptions {
  readonly outDir: string
  readonly idleMs?: number
  readonly width?: number
  readonly height?: number
  /** Print each result as a JSON line. */
  readonly log?: boolean
  /** A harness built already (buildHarness); without one, captureTable builds its own. */
  readonly harnessDir?: string
}

const MIME: Readonly<Record<string, string>> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff': 'font/woff',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
}

/** Builds the harness page into a fresh temporary folder and returns the folder. */
export async function buildHarness(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'zt-harness-'))
  const { build } = await import('vite')
  await build({
    configFile: join(HARNESS_DIR, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  })
  return outDir
}

/** Serves a folder on 127.0.0.1 at a free port. */
export async function serveDir(dir: string): Promise<{ readonly url: string; close(): Promise<void> }> {
  const root = resolve(dir)
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname)
    const file = normalize(join(root, path === '/' ? 'index.html' : path))
    if (!file.startsWith(root + sep) || !existsSync(file)) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' })
    res.end(readFileSync(file))
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  }
}

interface PageState {
  readonly ready: boolean
  readonly frame: number
  readonly calls: number
  readonly triangles: number
  readonly actions: number
  readonly zombies: number
}

/** Reads the harness and renderer state from the page (no DOM types needed here). */
function readState(page: Page, game: string): Promise<PageState> {
  return page.evaluate((sceneName) => {
    interface Node3D {
      readonly name: string
      /** troika-three-text meshes (drei Text): null until their glyphs are laid out. */
      readonly textRenderInfo?: unknown
      readonly sync?: unknown
      traverse(visit: (o: Node3D) => void): void
    }
    const w = globalThis as unknown as {
      __harness?: { ready: boolean; actions: number; zombies: number }
      __table?: {
        gl: { info: { render: { frame: number; calls: number; triangles: number } } }
        scene: Node3D
      }
    }
    const render = w.__table?.gl.info.render
    // Ready: the game's scene has mounted, its labels' font has loaded and every text is laid out.
    let scene = false
    let texts = 0
    let pendingText = 0
    w.__table?.scene.traverse((o) => {
      if (o.name === sceneName) scene = true
      if (typeof o.sync !== 'function' || !('textRenderInfo' in o)) return
      texts++
      if (!o.textRenderInfo) pendingText++
    })
    return {
      ready: Boolean(w.__harness?.ready) && scene && texts > 0 && pendingText === 0,
      frame: render?.frame ?? 0,
      calls: render?.calls ?? 0,
      triangles: render?.triangles ?? 0,
      actions: w.__harness?.actions ?? 0,
      zombies: w.__harness?.zombies ?? 0,
    }
  }, game)
}

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms))

/**
 * Waits until the harness is ready (the game's scene mounted, its labels laid out), then until the
 * table has drawn and then drawn nothing for `quietMs` (fonts and text settled).
 */
async function waitForSettled(
  page: Page,
  game: string,
  quietMs: number,
  timeoutMs: number,
): Promise<PageState> {
  const start = Date.now()
  let state = await readState(page, game)
  while (!state.ready || state.frame === 0) {
    if (Date.now() - start >= timeoutMs)
      throw new Error(`The table was not ready within ${timeoutMs} ms (frame ${state.frame}).`)
    await sleep(100)
    state = await readState(page, game)
  }
  const rest = await waitForTableRest(page, quietMs, Math.max(1, timeoutMs - (Date.now() - start)))
  if (!rest.rested) throw new Error(`The table did not settle within ${timeoutMs} ms (frame ${rest.frame}).`)
  return readState(page, game)
}

export async function captureShot(
  context: BrowserContext,
  baseUrl: string,
  shot: Shot,
  o: CaptureOptions,
): Promise<ShotResult> {
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  try {
    const game = shot.game ?? 'selfish'
    const q = new URLSearchParams({
      game,
      players: String(shot.players),
      actions: String(shot.actions),
      seed: String(shot.seed),
      viewer: String(shot.viewer ?? 0),
      camera: shot.camera ?? 'overview',
    })
    if (shot.fixture) q.set('fixture', shot.fixture)
    await page.goto(`${baseUrl}?${q.toString()}`)
    const settled = await waitForSettled(page, game, 1200, 60_000)
    if (errors.length > 0) throw new Error(`The harness page failed: ${errors.join('; ')}`)
    const idleMs = o.idleMs ?? 3000
    await sleep(idleMs)
    const after = await readState(page, game)
    mkdirSync(o.outDir, { recursive: true })
    const file = join(o.outDir, `${shot.name}.png`)
    const png = await page.screenshot({ type: 'png' })
    writeFileSync(file, png)
    const result: ShotResult = {
      name: shot.name,
      file,
      drawCalls: settled.calls,
      triangles: settled.triangles,
      idleFrames: after.frame - settled.frame,
      frame: after.frame,
      idleMs,
      variance: Math.round(pngStats(png).variance),
      actionsPlayed: settled.actions,
      zombies: settled.zombies,
    }
    if (o.log) console.log(JSON.stringify(result))
    return result
  } finally {
    await page.close()
  }
}

/** Builds, serves and captures every shot, cleaning up after itself. */
export async function captureTable(shots: readonly Shot[], o: CaptureOptions): Promise<ShotResult[]> {
  const dir = o.harnessDir ?? (await buildHarness())
  const server = await serveDir(dir)
  const browser = await launchChromium(o.width ?? 1280, o.height ?? 720)
  try {
    const results: ShotResult[] = []
    for (const shot of shots) results.push(await captureShot(browser.context, server.url, shot, o))
    return results
  } finally {
    await browser.close()
    await server.close()
    if (o.harnessDir === undefined) rmSync(dir, { recursive: true, force: true })
  }
}
