/**
 * End to end, the table's flow (issue 11, item 7) in Chromium on the served table: the keys (? help,
 * Esc closes it then opens the menu, Home and Reset view, Space rolls in MonopoZombie, a digit presses
 * a choice), a save announced as a status and the Leave question saying the save is up to date, and
 * Rematch from the game over keeping the seats. No page errors, nothing fetched off the box.
 */
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CHROMIUM_PATH } from './harness/chromium'
import { saveFromTable, servedTableFixture, startNewGame } from './servedTableFixture'

const hasChromium = existsSync(CHROMIUM_PATH)

describe.skipIf(!hasChromium)('the table flow, end to end', () => {
  const table = servedTableFixture(30)

  it('help, Esc, the camera, a save and what Leave says', async () => {
    const { page, errors } = await table().openTable({ skipAnimations: true })
    await startNewGame(page, { players: 2, names: ['Ann'], seed: 'flow-keys' })
    const choices = page.getByRole('region', { name: 'Your choices' })
    await choices.waitFor()

    await page.keyboard.press('?')
    const help = page.getByRole('dialog', { name: /^Help/ })
    await help.waitFor()
    await page.keyboard.press('Escape')
    await help.waitFor({ state: 'detached' })
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(true)

    await page.keyboard.press('Home')
    await page.getByRole('button', { name: 'Reset view' }).click()

    const slot = await saveFromTable(page)
    expect(await page.locator('.toast').getAttribute('role')).toBe('status')
    await page.getByRole('button', { name: 'Leave', exact: true }).click()
    const question = page.getByRole('group', { name: 'Leave the table?' })
    expect(await question.textContent()).toContain(`Your save “${slot}” holds every move too.`)
    // Esc answers Stay; the next Esc opens the menu (the home screen, the match still open).
    await page.keyboard.press('Escape')
    await question.waitFor({ state: 'detached' })
    await page.keyboard.press('Escape')
    await page.getByRole('region', { name: 'Your matches' }).waitFor()
    expect(errors).toEqual([])
  })

  it('MonopoZombie: Space rolls, a digit presses a choice', async () => {
    const { page, errors } = await table().openTable({ skipAnimations: true })
    await startNewGame(page, {
      game: { id: 'monopozombie', name: 'MonopoZombie' },
      players: 2,
      names: ['Ann'],
      seed: 'flow-space',
    })
    const roll = page.getByRole('button', { name: /^Roll the dice/ })
    await roll.waitFor({ timeout: 45_000 })
    const log = page.getByRole('region', { name: 'Game log' }).locator('li')
    const before = await log.count()
    await page.locator('body').focus()
    await page.keyboard.press(' ')
    // The roll was played: the log says so (the next thing may be another roll, after doubles).
    await expect.poll(() => log.count(), { timeout: 30_000 }).toBeGreaterThan(before)
    // Whatever comes next for Ann, the first choice button answers to 1.
    const first = page.locator('.stage__hud button.hud-choice:not(:disabled)').first()
    await first.waitFor({ timeout: 45_000 })
    await page.keyboard.press('1')
    expect(errors).toEqual([])
  })
})
