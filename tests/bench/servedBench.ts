/**
 * A served table with headless Chromium and a player's socket for a browser bench, made and taken
 * down around `run` (the build made first if it is missing).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchChromium } from '../e2e/harness/chromium'
import { connectPlayer } from '../e2e/playerSocket'
import { ensureBuilt, startServedTable } from '../e2e/servedTableSession'

export interface ServedBench {
  readonly served: Awaited<ReturnType<typeof startServedTable>>
  readonly browser: Awaited<ReturnType<typeof launchChromium>>
  readonly player: Awaited<ReturnType<typeof connectPlayer>>
}

export async function withServedBench<T>(
  name: string,
  viewport: { readonly width: number; readonly height: number },
  run: (bench: ServedBench) => Promise<T>,
): Promise<T> {
  ensureBuilt()
  const data = mkdtempSync(join(tmpdir(), `zt-bench-${name}-`))
  const served = await startServedTable(data, 5000)
  const browser = await launchChromium(viewport.width, viewport.height, { antialias: true })
  const player = await connectPlayer(served.url)
  try {
    return await run({ served, browser, player })
  } finally {
    player.close()
    await browser.close()
    await served.close()
    rmSync(data, { recursive: true, force: true })
  }
}
