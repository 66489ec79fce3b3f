/**
 * The shared set-up of the served-table end-to-end tests: a built app, `npm run serve`'s entry on a
 * fresh data folder, headless Chromium, and pages that record page errors and any request leaving
 * 127.0.0.1 (nothing may be fetched from the internet).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchChromium } from './harness/captureTable'
import { ensureBuilt, startServedTable, type ServedTable } from './servedTableSession'

type Browser = Awaited<ReturnType<typeof launchChromium>>

/** Registers beforeAll/afterAll in the calling describe; the returned function gives the running table. */
export function servedTableFixture(botDelayMs: number): () => { served: ServedTable; browser: Browser } {
  let dataDir = ''
  let served: ServedTable | null = null
  let browser: Browser | null = null

  beforeAll(async () => {
    ensureBuilt()
    dataDir = mkdtempSync(join(tmpdir(), 'zt-e2e-'))
    served = await startServedTable(dataDir, botDelayMs)
    browser = await launchChromium(1280, 720)
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    await served?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  return () => {
    if (!served || !browser) throw new Error('the served table did not start')
    return { served, browser }
  }
}

/** A new page whose errors, and requests to anywhere but this machine, land in `errors`. */
export async function watchedPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.context.newPage()
  const errors: string[] = []
  page.on('pageerror', (err) => errors.push(err.message))
  page.on('request', (req) => {
    const url = req.url()
    if (!/^(http:\/\/127\.0\.0\.1|ws:\/\/127\.0\.0\.1|data:|blob:)/.test(url)) errors.push(`fetched ${url}`)
  })
  return { page, errors }
}
