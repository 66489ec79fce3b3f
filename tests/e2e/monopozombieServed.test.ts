/**
 * End to end, as a user of `npm run serve` would: a 2-seat MonopoZombie match (Ann a person, Seat 2
 * the heuristic bot), Ann's turns played by clicking the HUD until round 4, a trade proposed on the
 * trade screen and answered by the bot, then a save that must show up in the saves list. No page
 * errors, nothing fetched off the box. Writes .tmp/screens/e2e-monopozombie-hud.png. It plays with
 * Settings → Skip animations on, as a player in a hurry would: SwiftShader draws a frame in up to
 * half a second, and the HUD waits for each move's animation (tests/e2e/eventClock.test.ts covers
 * animated play).
 */
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CHROMIUM_PATH } from './harness/chromium'
import { ROOT, tableAtRest } from './servedTableSession'
import { saveAndFindInList, servedTableFixture, startNewGame } from './servedTableFixture'

const hasChromium = existsSync(CHROMIUM_PATH)

/** Which button a sensible person presses first, when it is there. */
const PREFERENCES: readonly RegExp[] = [
  /^Spend a Get Out/,
  /^Accept the trade/,
  /^Pay \$/,
  /^Buy /,
  /^Roll/,
  /^Pass: drop out/,
  /^Pay the \$50 fine/,
  /^End turn$/,
]

/** The accessible names of the enabled buttons in a region (aria-label, else the text). */
async function buttonNames(region: Locator): Promise<string[]> {
  return region
    .locator('button:not([disabled])')
    .evaluateAll((els) => els.map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim()))
}

function pickChoice(labels: readonly string[]): string | undefined {
  for (const pattern of PREFERENCES) {
    const found = labels.find((l) => pattern.test(l))
    if (found !== undefined) return found
  }
  return labels.find((l) => !/^Propose a trade|^Mortgage|^Sell|^Declare/.test(l)) ?? labels[0]
}

/** Answers whatever the HUD asks Ann until `done` says stop; returns the labels clicked. */
async function playUntil(page: Page, done: (banner: string) => Promise<boolean>, timeoutMs = 45_000) {
  const banner = page.getByRole('region', { name: 'Turn' })
  const regions = [
    page.getByRole('region', { name: 'Decision' }),
    page.getByRole('region', { name: 'Your actions' }),
  ]
  const clicked: string[] = []
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const bannerText = (await banner.textContent()) ?? ''
    if (await done(bannerText)) return clicked
    if (/Game over/.test(bannerText)) return clicked
    for (const region of regions) {
      if ((await region.count()) === 0) continue
      const label = pickChoice(await buttonNames(region))
      if (label === undefined) continue
      try {
        await region.getByRole('button', { name: label, exact: true }).first().click({ timeout: 2000 })
        clicked.push(label)
      } catch {
        // The view moved on under the click (a bot answered first): look again.
      }
      break
    }
    await page.waitForTimeout(120)
  }
  throw new Error(`gave up; clicked: ${clicked.slice(-20).join(' | ')}`)
}

describe.skipIf(!hasChromium)('MonopoZombie on the served table, end to end', () => {
  const table = servedTableFixture(30)

  it('plays turns against a bot by clicking, trades, then saves', async () => {
    const { page, errors } = await table().openTable({ skipAnimations: true })
    await startNewGame(page, {
      game: { id: 'monopozombie', name: 'MonopoZombie' },
      players: 2,
      names: ['Ann'],
      seed: 'e2e-monopozombie',
    })

    const banner = page.getByRole('region', { name: 'Turn' })
    await banner.getByText(/Round 1/).waitFor({ timeout: 20_000 })
    await page.getByRole('region', { name: 'Players' }).getByText('Ann').first().waitFor()

    // Play until Ann may propose a trade and both players own a lot (or round 8 comes first).
    const canTrade = async () => {
      const bar = page.getByRole('region', { name: 'Your actions' })
      if ((await bar.getByRole('button', { name: 'Propose a trade…' }).count()) === 0) return false
      const deeds = page.getByRole('region', { name: 'Players' }).getByRole('list', { name: 'Deeds' })
      return (await deeds.count()) >= 2
    }
    const clicked = await playUntil(page, async (b) => /Round 8/.test(b) || (await canTrade()))
    expect(clicked.some((l) => /^Roll/.test(l))).toBe(true)

    if (await canTrade()) {
      await page.getByRole('button', { name: 'Propose a trade…' }).click()
      const dialog = page.getByRole('dialog', { name: 'Propose a trade' })
      await dialog.waitFor()
      const theirs = dialog.locator('fieldset').filter({ hasText: /You get from/ })
      const lot = theirs.locator('input[type=checkbox]:not([disabled])').first()
      if ((await lot.count()) > 0) await lot.check()
      await dialog.locator('fieldset').filter({ hasText: 'You give' }).getByRole('spinbutton').fill('50')
      await dialog.getByRole('button', { name: 'Propose' }).click()
      const log = page.getByRole('region', { name: 'Game log' })
      await log
        .getByText(/accepts your offer:|rejects your offer\./)
        .first()
        .waitFor({ timeout: 15_000 })
    } else {
      console.log('no trade was possible by round 8 with this seed')
    }

    // A few more turns, then a look and a save.
    await playUntil(page, async (b) => /Round ([6-9]|[1-9]\d)/.test(b), 40_000)
    // Ann's log speaks of her as "you".
    await page.getByRole('region', { name: 'Game log' }).getByText(/^You /).first().waitFor()
    await tableAtRest(page)
    mkdirSync(join(ROOT, '.tmp/screens'), { recursive: true })
    await page.screenshot({ path: join(ROOT, '.tmp/screens/e2e-monopozombie-hud.png') })

    await saveAndFindInList(page)

    expect(errors).toEqual([])
  }, 120_000)
})
