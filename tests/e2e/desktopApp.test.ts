/**
 * The real desktop app, driven through Playwright's Electron support: start, play a move, save,
 * quit, start again and resume. It needs the Electron binary (downloaded by `npm install` or on
 * the first `npm start` with a normal network); where the binary is missing, as on machines
 * installed with ELECTRON_SKIP_BINARY_DOWNLOAD=1, it skips itself and says so in one line.
 * Anywhere else it must pass: an app that does not start fails it.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { _electron, type ElectronApplication, type Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { startNewGame } from './servedTableFixture'
import { ROOT, ensureBuilt } from './servedTableSession'

/** The installed Electron binary, found without requiring 'electron' (which would try to download it). */
function electronBinary(): string | null {
  const dir = join(ROOT, 'node_modules', 'electron')
  const pathFile = join(dir, 'path.txt')
  if (!existsSync(pathFile)) return null
  const binary = join(dir, 'dist', readFileSync(pathFile, 'utf8').trim())
  return existsSync(binary) ? binary : null
}

function reasonToSkip(binary: string | null): string | null {
  if (binary === null) {
    return 'the Electron binary is not installed (installed with ELECTRON_SKIP_BINARY_DOWNLOAD=1?)'
  }
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    return 'there is no display (run it under xvfb-run)'
  }
  return null
}

const binary = electronBinary()
const skip = reasonToSkip(binary)
if (skip !== null) console.log(`Desktop app test skipped: ${skip}.`)

describe.skipIf(skip !== null)('the desktop app (Electron), end to end', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'zt-desktop-'))
  let app: ElectronApplication | null = null

  afterAll(async () => {
    await app?.close().catch(() => undefined)
    rmSync(dataDir, { recursive: true, force: true })
  })

  async function launch(): Promise<Page> {
    app = await _electron.launch({
      executablePath: binary ?? undefined,
      args: [ROOT],
      env: { ...process.env, ZOMBIE_TABLE_DATA: dataDir, ELECTRON_RUN_AS_NODE: '' },
      timeout: 60_000,
    })
    const page = await app.firstWindow()
    await page.getByRole('button', { name: 'New game' }).waitFor({ timeout: 60_000 })
    return page
  }

  it('starts, plays a move, saves, quits, starts again and resumes the match', async () => {
    ensureBuilt()
    let page = await launch()
    expect(await page.evaluate(() => location.href)).toMatch(/^app:\/\/table\//)

    await startNewGame(page, { players: 3, names: ['Ann'], seed: 'desktop' })
    const turn = page.getByRole('region', { name: 'Turn' })
    await turn.getByText(/your turn/i).waitFor({ timeout: 60_000 })
    const log = page.getByRole('region', { name: 'Game log' })
    const before = (await log.textContent()) ?? ''
    await page.getByRole('region', { name: 'Your choices' }).getByRole('button').first().click()
    await expect.poll(async () => (await log.textContent()) ?? '').not.toBe(before)
    const firstLine = (await log.getByRole('listitem').first().textContent()) ?? ''
    expect(firstLine).not.toBe('')

    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText(/Saved as “/).waitFor()

    await app?.close()
    app = null

    page = await launch()
    const row = page.getByRole('region', { name: 'Your matches' }).getByRole('listitem').first()
    await row.getByRole('button', { name: 'Resume' }).click()
    const resumedLog = page.getByRole('region', { name: 'Game log' })
    await resumedLog.waitFor({ timeout: 60_000 })
    await expect.poll(async () => (await resumedLog.textContent()) ?? '').toContain(firstLine)
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByRole('button', { name: 'Load', exact: true }).click()
    await page.getByRole('list', { name: 'Saved games' }).getByRole('listitem').first().waitFor()
  }, 240_000)
})
