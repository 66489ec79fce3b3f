import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchChromium } from './harness/captureTable'
import { connectPlayer } from './playerSocket'
import { ROOT, startServedTable } from './servedTableSession'

const out = join(ROOT, '.tmp/screens/replay')
mkdirSync(out, { recursive: true })
const served = await startServedTable(mkdtempSync(join(tmpdir(), 'zt-look-')), 0)
const p = await connectPlayer(served.url)
const BOTS = ['Ann', 'Bob', 'Cid', 'Dee'].map((name) => ({ name, kind: 'bot', bot: 'random' }))
const { matchId } = await p.ask<{ matchId: string }>('match:create', { game: 'selfish', seats: BOTS, seed: 9 })
for (;;) {
  const u = await p.ask<{ outcome: unknown }>('match:subscribe', { matchId, viewer: 'spectator' })
  if (u.outcome) break
  await new Promise((r) => setTimeout(r, 200))
}
await p.ask('saves:save', { matchId, slot: 'Look' })
await p.ask('match:close', { matchId })
for (const [w, h] of [[1920, 1080], [1280, 720]] as const) {
  const browser = await launchChromium(w, h)
  const page = await browser.context.newPage()
  await page.goto(served.url)
  await page.getByRole('button', { name: 'Load', exact: true }).click()
  await page.getByRole('listitem', { name: 'Save Look' }).getByRole('button', { name: 'Watch replay' }).click()
  await page.getByRole('slider', { name: 'Timeline' }).waitFor()
  await page.waitForTimeout(1500)
  await page.getByRole('slider', { name: 'Timeline' }).fill('20')
  await page.getByLabel('Watch as').selectOption('all')
  await page.waitForTimeout(2500)
  await page.screenshot({ path: join(out, `all-${w}.png`) })
  await page.getByLabel('Watch as').selectOption('1')
  await page.waitForTimeout(2000)
  await page.screenshot({ path: join(out, `seat-${w}.png`) })
  await page.getByRole('button', { name: 'Play on from here' }).click()
  await page.waitForTimeout(500)
  await page.screenshot({ path: join(out, `playon-${w}.png`) })
  await browser.close()
}
p.close()
await served.close()
