/**
 * End to end, on the served table, for each game: a new match of a person and a bot, played until
 * the game waits for the person. The waiting cue must show (the banner, the tab title) and the
 * "your move" sound must have played, read through the page's audio hook
 * (window.__zombieTableSounds) rather than by ear; the banner must cover no control. Then sound
 * off in Settings: the next wait makes no sound. No page errors, nothing fetched off the box.
 */
import { existsSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CHROMIUM_PATH } from './harness/chromium'
import { servedTableFixture, startNewGame } from './servedTableFixture'

const hasChromium = existsSync(CHROMIUM_PATH)

const GAMES = [
  { id: 'selfish', name: 'Selfish: Zombie Edition' },
  { id: 'zombielife', name: 'Zombielife Insurance' },
  { id: 'monopozombie', name: 'MonopoZombie' },
] as const

interface Played {
  readonly name: string
  readonly audible: boolean
}

function soundsPlayed(page: Page): Promise<Played[]> {
  return page.evaluate(() => {
    const w = globalThis as unknown as { __zombieTableSounds?: readonly Played[] }
    return (w.__zombieTableSounds ?? []).map((s) => ({ name: s.name, audible: s.audible }))
  })
}

/** Every enabled button of the choices is what the page finds at its own middle (nothing covers it). */
async function choicesUncovered(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const buttons = [...document.querySelectorAll('button:not([disabled])')] as HTMLElement[]
    return buttons
      .filter((b) => b.offsetParent !== null)
      .every((b) => {
        const r = b.getBoundingClientRect()
        const x = r.left + r.width / 2
        const y = r.top + r.height / 2
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return true
        const hit = document.elementFromPoint(x, y)
        return hit !== null && (hit === b || b.contains(hit))
      })
  })
}

describe.skipIf(!hasChromium)('the waiting cue on the served table', () => {
  const table = servedTableFixture(30)

  for (const game of GAMES) {
    it(`${game.name}: the banner, the tab title and the "your move" sound when it is the person's move`, async () => {
      const { page, errors } = await table().openTable({ skipAnimations: true })
      await startNewGame(page, { game, players: 2, names: ['Ann'] })

      // The person is asked: their own turn, or a bot's attack to answer.
      // Read in the page the moment it shows: the banner steps aside by itself after a few seconds.
      const cueText = await page.waitForFunction(
        () => document.querySelector('[role="status"][aria-label="Your move"]')?.textContent?.trim() || null,
        undefined,
        { timeout: 40_000 },
      )
      expect(String(await cueText.jsonValue()).length).toBeGreaterThan(0)
      expect(await page.title()).toMatch(/^● Your move — /)

      // Heard, not only recorded: the click on Start was a user gesture, so the audio runs.
      await page.waitForFunction(() => {
        const w = globalThis as unknown as { __zombieTableSounds?: readonly { name: string }[] }
        return (w.__zombieTableSounds ?? []).some((s) => s.name === 'yourTurn')
      })
      const sounds = await soundsPlayed(page)
      expect(sounds.filter((s) => s.name === 'yourTurn').length).toBe(1)
      expect(sounds.find((s) => s.name === 'yourTurn')?.audible).toBe(true)

      // The banner takes no click: every control is reachable under it.
      expect(await choicesUncovered(page)).toBe(true)

      // Sound off: the Settings apply at once, and nothing more is played.
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
      await page.getByRole('button', { name: 'Settings' }).click()
      await page.getByRole('checkbox', { name: /Sound effects/ }).uncheck()
      const before = (await soundsPlayed(page)).length
      await page.getByRole('button', { name: /Back/ }).click()
      await page
        .getByRole('button', { name: /Back to the table/ })
        .first()
        .click()
      await page.waitForTimeout(1500)
      expect((await soundsPlayed(page)).length).toBe(before)
      // The setting is the host's: a new page on this table starts with sound off.
      const again = await table().openTable()
      await again.page.getByRole('button', { name: 'Settings' }).click()
      expect(await again.page.getByRole('checkbox', { name: /Sound effects/ }).isChecked()).toBe(false)
      await again.page.getByRole('checkbox', { name: /Sound effects/ }).check()
      await again.page.close()

      expect(errors).toEqual([])
      await page.close()
    }, 90_000)
  }

  it('the served page makes no sound before the first user gesture', async () => {
    const { page, errors } = await table().openTable()
    await page.getByRole('button', { name: 'New game' }).waitFor()
    expect(await soundsPlayed(page)).toEqual([])
    const contexts = await page.evaluate(() => {
      const w = globalThis as unknown as { __zombieTableSounds?: readonly { audible: boolean }[] }
      return (w.__zombieTableSounds ?? []).filter((s) => s.audible).length
    })
    expect(contexts).toBe(0)
    expect(errors).toEqual([])
  }, 30_000)
})
