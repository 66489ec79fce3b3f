/**
 * One WebGL context a page (issue 44, item 4): the table's canvas is made once and kept from match
 * to match, game to game, and through the menu, so no shader is compiled twice and no context is
 * lost. Counted in the page itself: every WebGL 2 context made (the table's; troika's text
 * generator keeps one WebGL 1 context of its own for the whole page), every one lost, and the
 * table's renderer object as each match shows it.
 */
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CHROMIUM_PATH } from './harness/chromium'
import { servedTableFixture, startNewGame } from './servedTableFixture'

const GAMES = [
  { id: 'selfish', name: 'Selfish: Zombie Edition' },
  { id: 'zombielife', name: 'Zombielife Insurance' },
  { id: 'monopozombie', name: 'MonopoZombie' },
  { id: 'selfish', name: 'Selfish: Zombie Edition' },
] as const

describe.skipIf(!existsSync(CHROMIUM_PATH))('the table canvas', () => {
  const table = servedTableFixture(600)

  it('is one WebGL context for every match the page shows, and none is lost', async () => {
    const session = table()
    const { page, errors } = await session.openTable({ skipAnimations: true })
    await page.addInitScript(() => {
      const w = window as unknown as { __contexts: number; __lost: number }
      w.__contexts = 0
      w.__lost = 0
      const original = HTMLCanvasElement.prototype.getContext
      const counted = new WeakSet<HTMLCanvasElement>()
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: unknown[]) {
        const made = (original as (...a: unknown[]) => unknown).apply(this, args)
        if (args[0] === 'webgl2' && made !== null && !counted.has(this)) {
          counted.add(this)
          w.__contexts++
          this.addEventListener('webglcontextlost', () => w.__lost++)
        }
        return made
      } as typeof original
    })
    await page.reload()
    const renderers: number[] = []
    for (const game of GAMES) {
      await startNewGame(page, { game, players: 3, names: ['Ann'] })
      await page.getByRole('region', { name: 'Game log' }).waitFor({ timeout: 60_000 })
      // Drawn at least once for this match, by whichever renderer the table has now.
      await page.waitForFunction(() => {
        const t = (window as unknown as { __table?: { gl: { info: { render: { frame: number } } } } }).__table
        return (t?.gl.info.render.frame ?? 0) > 0
      })
      renderers.push(
        await page.evaluate(() => {
          const w = window as unknown as { __table: { gl: object }; __renderers?: object[] }
          const seen = (w.__renderers ??= [])
          if (!seen.includes(w.__table.gl)) seen.push(w.__table.gl)
          return seen.indexOf(w.__table.gl)
        }),
      )
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
      await page.getByRole('button', { name: 'New game' }).waitFor()
    }
    const { contexts, lost } = await page.evaluate(() => {
      const w = window as unknown as { __contexts: number; __lost: number }
      return { contexts: w.__contexts, lost: w.__lost }
    })
    expect({ contexts, lost, renderers }).toEqual({ contexts: 1, lost: 0, renderers: [0, 0, 0, 0] })
    expect(errors).toEqual([])
  }, 180_000)
})
