/**
 * Headless Chromium for the browser tests, the bench and the screenshot scripts: where it is, and
 * how it is launched (SwiftShader WebGL). Kept apart from the harness driver so that a test which
 * only needs a browser does not load Vite.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * `antialias: false` (the default for tests) turns WebGL's multisampling off: SwiftShader does it
 * in software, and no test looks at edges. Screenshots for people (the README) keep it on.
 *
 * 2D canvases (the card and board textures) and the page's own raster are drawn on the CPU, as
 * Chromium does where it blocks GPU raster: through SwiftShader, Skia's GPU path cost each table
 * load 10 to 13 s of the GPU process's CPU (its shaders compiled anew in every page), against 3 to
 * 5 s this way (.tmp profile, issue 42). WebGL, which the tests are about, still runs on SwiftShader.
 */
export async function launchChromium(
  width: number,
  height: number,
  options: { readonly antialias?: boolean } = {},
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'zt-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width, height },
    args: chromiumArgs(options),
  })
  return {
    context,
    close: async () => {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

/**
 * A browser whose contexts share nothing (cookies, storage, connections): two people on two
 * computers, as far as a page can tell. Close it when done.
 */
export function launchBrowser(options: { readonly antialias?: boolean } = {}): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: chromiumArgs(options) })
}

function chromiumArgs(options: { readonly antialias?: boolean }): string[] {
  return [
    '--no-sandbox',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--enable-unsafe-swiftshader',
    '--use-angle=swiftshader',
    '--disable-accelerated-2d-canvas',
    '--disable-gpu-rasterization',
    ...(options.antialias === true ? [] : ['--webgl-antialiasing-mode=none']),
  ]
}
