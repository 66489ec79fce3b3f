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

  it('is one WebGL context for every match the page shows, none is lost, and one room lights them all', async () => {
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
    const rooms: number[] = []
    for (const game of GAMES) {
      await startNewGame(page, { game, players: 3, names: ['Ann'] })
      await page.getByRole('region', { name: 'Game log' }).waitFor({ timeout: 60_000 })
      // Drawn at least once for this match, by whichever renderer the table has now.
      await page.waitForFunction(() => {
        const t = (window as unknown as { __table?: { gl: { info: { render: { frame: number } } } } }).__table
        return (t?.gl.info.render.frame ?? 0) > 0
      })
      // This match's table has mounted (its pieces come a moment after the screen's words).
      await page.waitForFunction(() => {
        const t = (window as unknown as { __table?: { scene: { environment: object | null } } }).__table
        return t?.scene.environment != null
      })
      const seen = await page.evaluate(() => {
        const w = window as unknown as {
          __table: { gl: object; scene: { environment: object | null } }
          __renderers?: object[]
          __rooms?: object[]
        }
        const renderers = (w.__renderers ??= [])
        if (!renderers.includes(w.__table.gl)) renderers.push(w.__table.gl)
        // The room's light (TableEnvironment), prefiltered once for the page's one renderer.
        const room = w.__table.scene.environment
        const rooms = (w.__rooms ??= [])
        if (room !== null && !rooms.includes(room)) rooms.push(room)
        return { renderer: renderers.indexOf(w.__table.gl), room: room === null ? -1 : rooms.indexOf(room) }
      })
      renderers.push(seen.renderer)
      rooms.push(seen.room)
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
      await page.getByRole('button', { name: 'New game' }).waitFor()
    }
    const { contexts, lost } = await page.evaluate(() => {
      const w = window as unknown as { __contexts: number; __lost: number }
      return { contexts: w.__contexts, lost: w.__lost }
    })
    expect({ contexts, lost, renderers, rooms }).toEqual({
      contexts: 1,
      lost: 0,
      renderers: [0, 0, 0, 0],
      rooms: [0, 0, 0, 0],
    })
    expect(errors).toEqual([])
  }, 180_000)
})
