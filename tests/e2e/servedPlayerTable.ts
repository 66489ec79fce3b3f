/**
 * One served table for a test file: a data folder, `npm run serve`'s server, headless Chromium at
 * one size, and a player's WebSocket to drive matches, made before the tests and gone after them.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { launchChromium } from './harness/chromium'
import { connectPlayer, type PlayerSocket } from './playerSocket'
import { ensureBuilt, startServedTable, type ServedTable } from './servedTableSession'

export type Browser = Awaited<ReturnType<typeof launchChromium>>

export interface ServedPlayerTable {
  readonly served: ServedTable
  readonly browser: Browser
  readonly player: PlayerSocket
}

export interface ServedPlayerTableOptions {
  /** The temp data folder's prefix ("zt-stream-"). */
  readonly prefix: string
  readonly botDelayMs: number
  readonly width: number
  readonly height: number
  /** A folder for screenshots, made before the tests. */
  readonly screens?: string
  /** Fills the data folder before the server starts (saved matches to load, say). */
  readonly prepare?: (dataDir: string) => Promise<void>
}

/** Registers the set-up and tear-down; the returned function gives the table inside a test. */
export function servedPlayerTable(options: ServedPlayerTableOptions): () => ServedPlayerTable {
  let dataDir = ''
  let table: ServedPlayerTable | null = null
  let served: ServedTable | null = null
  let browser: Browser | null = null
  let player: PlayerSocket | null = null

  beforeAll(async () => {
    ensureBuilt()
    if (options.screens) mkdirSync(options.screens, { recursive: true })
    dataDir = mkdtempSync(join(tmpdir(), options.prefix))
    await options.prepare?.(dataDir)
    served = await startServedTable(dataDir, options.botDelayMs)
    browser = await launchChromium(options.width, options.height)
    player = await connectPlayer(served.url)
    table = { served, browser, player }
  }, 120_000)

  afterAll(async () => {
    player?.close()
    await browser?.close()
    await served?.close()
    if (dataDir !== '') rmSync(dataDir, { recursive: true, force: true })
  })

  return () => {
    if (table === null) throw new Error('the served table is not set up (beforeAll failed)')
    return table
  }
}
