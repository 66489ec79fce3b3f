/**
 * Renders build/icon.svg to build/icon.png (1024×1024) with Chromium through playwright-core:
 * `npx tsx build/renderIcon.ts`. CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const SIZE = 1024
const here = fileURLToPath(new URL('.', import.meta.url))
const svg = readFileSync(join(here, 'icon.svg'))
const profile = mkdtempSync(join(tmpdir(), 'zt-icon-'))
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  viewport: { width: SIZE, height: SIZE },
  args: [
    '--no-sandbox',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
  ],
})
try {
  const page = await context.newPage()
  const src = `data:image/svg+xml;base64,${svg.toString('base64')}`
  await page.setContent(
    `<body style="margin:0;background:transparent"><img src="${src}" width="${SIZE}" height="${SIZE}" style="display:block"></body>`,
  )
  await page.waitForLoadState('load')
  await page.screenshot({
    path: join(here, 'icon.png'),
    omitBackground: true,
    clip: { x: 0, y: 0, width: SIZE, height: SIZE },
  })
} finally {
  await context.close()
  rmSync(profile, { recursive: true, force: true })
}
