/**
 * The stream page in headless Chromium at 1920×1080, as OBS shows it: the broadcast layout over a
 * transparent page (the table's corners let the streamer's scene through, the overlay's text is
 * large), a call-out and the final scores when a seeded bot game ends, the caster delay (the page's
 * WebSocket hears nothing of a move until the delay has passed), and the director camera moving
 * for a move and coming back to rest (drawing nothing then). Every game for the layout and the
 * call-outs; Selfish for the delay and the director.
 */
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { HostUpdate, SeatConfig } from '../../electron/protocol'
import { servedPlayerTable } from './servedPlayerTable'
import { CHROMIUM_PATH } from './harness/chromium'
import { alphaAt, decodePng } from './harness/pngStats'
import { TEST_PIXEL_RATIO, exposeRenderInfo, renderInfo, ROOT } from './servedTableSession'

const hasChromium = existsSync(CHROMIUM_PATH)
const SCREENS = join(ROOT, '.tmp', 'screens', 'stream')
const GAMES = ['selfish', 'zombielife', 'monopozombie'] as const
const BOTS: readonly SeatConfig[] = ['Ann', 'Bob', 'Cid', 'Dee'].map((name) => ({
  name,
  kind: 'bot',
  bot: 'heuristic',
}))

interface DirectorState {
  readonly kind: string
  readonly name: string
  readonly atRest: boolean
  readonly gliding: boolean
}

/** What the table's first picture of a game held (FIRST_PICTURE_PROBE). */
interface FirstPicture {
  readonly at: number
  readonly fontsLoaded: boolean
  readonly words: number
  readonly blankWords: string[]
  readonly tabletop: boolean
}

/**
 * Set before the page's scripts: when the table's handle appears, its renderer's `render` is
 * wrapped to note, for each frame drawn of a game's pieces, whether the bundled fonts had loaded
 * (canvas-painted words), which visible 3D words had no layout yet (drawn blank) and whether the
 * tabletop was there. The first picture a viewer sees is the last frame drawn when the canvas first
 * becomes visible (a page may draw its first frames hidden).
 */
const FIRST_PICTURE_PROBE = `(() => {
  let handle
  let last = null
  Object.defineProperty(window, '__table', {
    configurable: true,
    get: () => handle,
    set: (t) => {
      handle = t
      const gl = t.gl
      if (gl.__probed) return
      gl.__probed = true
      const render = gl.render.bind(gl)
      gl.render = (scene, camera) => {
        render(scene, camera)
        if (gl.getRenderTarget() !== null || !scene.getObjectByName('monopozombie')) return
        const shown = (o) => { for (let n = o; n; n = n.parent) if (!n.visible) return false; return true }
        const words = []
        scene.traverse((o) => { if (typeof o.sync === 'function' && 'textRenderInfo' in o && o.text && shown(o)) words.push(o) })
        const faces = [...document.fonts].filter((f) => f.family.includes('ZT '))
        last = {
          at: Math.round(performance.now()),
          fontsLoaded: faces.length === 3 && faces.every((f) => f.status === 'loaded'),
          words: words.length,
          blankWords: words.filter((w) => !w.textRenderInfo).map((w) => String(w.text)),
          tabletop: Boolean(scene.getObjectByName('felt')),
        }
      }
      const watch = setInterval(() => {
        const c = gl.domElement
        if (last === null || getComputedStyle(c).visibility !== 'visible' || c.getClientRects().length === 0) return
        window.__firstPicture = last
        clearInterval(watch)
      }, 10)
    },
  })
})()`

function director(page: Page): Promise<DirectorState | null> {
  return page.evaluate(() => {
    const table = (window as unknown as { __table?: { director?: () => DirectorState | null } }).__table
    return table?.director?.() ?? null
  })
}

/**
 * The table as a viewer sees it at rest: the director still, and (unless `shown` is false) the
 * canvas shown: the page keeps it hidden until the table has drawn itself whole, which can come
 * after the director has settled.
 */
async function waitForRest(page: Page, { shown = true } = {}, timeout = 30_000): Promise<DirectorState> {
  await page.waitForFunction(
    (mustBeShown) => {
      const table = (window as unknown as { __table?: { director?: () => { atRest: boolean } | null } })
        .__table
      const hidden = document.querySelector('.stream--getting-ready') !== null
      return !(mustBeShown && hidden) && table?.director?.()?.atRest === true
    },
    shown,
    { timeout, polling: 100 },
  )
  return (await director(page)) as DirectorState
}

/** The table's shader programs so far: each one's id, and its kind (the start of three's cache key). */
function shaderPrograms(page: Page): Promise<{ id: number; kind: string }[]> {
  return page.evaluate(() => {
    const table = (
      window as unknown as {
        __table?: { gl: { info: { programs: { id: number; cacheKey: string }[] | null } } }
      }
    ).__table
    return (table?.gl.info.programs ?? []).map((p) => ({
      id: p.id,
      kind: p.cacheKey.split(',').slice(0, 2).join(','),
    }))
  })
}

/** The share of pixels drawn on (not wholly see-through) in the middle half of a screenshot. */
function opaqueShare(image: ReturnType<typeof decodePng>): number {
  let opaque = 0
  let all = 0
  for (let y = image.height >> 2; y < (image.height * 3) >> 2; y += 4) {
    for (let x = image.width >> 2; x < (image.width * 3) >> 2; x += 4) {
      all++
      if (alphaAt(image, x, y) > 0) opaque++
    }
  }
  return opaque / all
}

interface PanelRect {
  readonly name: string
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** The broadcast overlay's panels (the phase, each player, the log), in CSS pixels. */
function overlayPanels(page: Page): Promise<PanelRect[]> {
  return page.$$eval('.bo-panel', (panels) =>
    panels.map((el) => {
      const r = el.getBoundingClientRect()
      const name = el.getAttribute('aria-label') ?? el.className
      return { name, x: r.x, y: r.y, width: r.width, height: r.height }
    }),
  )
}

/**
 * The panels with the table drawn under them: more than 1% of their area is the table itself (not
 * its shadows, which are at most 35% opaque), in a screenshot of the table alone, every 2 px.
 */
function panelsOverTable(
  image: ReturnType<typeof decodePng>,
  panels: readonly PanelRect[],
  cssWidth: number,
) {
  const scale = image.width / cssWidth
  const covering: string[] = []
  for (const p of panels) {
    let drawn = 0
    let all = 0
    for (let y = Math.ceil(p.y * scale); y < Math.floor((p.y + p.height) * scale); y += 2) {
      for (let x = Math.ceil(p.x * scale); x < Math.floor((p.x + p.width) * scale); x += 2) {
        all++
        if (alphaAt(image, x, y) > 200) drawn++
      }
    }
    if (all > 0 && drawn / all > 0.01) covering.push(`${p.name}: ${((100 * drawn) / all).toFixed(1)}%`)
  }
  return covering
}

/** The smallest font size (px) of any text shown in the stream overlay. */
function smallestOverlayText(page: Page): Promise<{ px: number; text: string }> {
  return page.evaluate(() => {
    const overlay = document.querySelector('[aria-label="Stream overlay"]')
    if (!overlay) throw new Error('no stream overlay')
    let smallest = { px: Infinity, text: '' }
    const walker = document.createTreeWalker(overlay, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? ''
      const parent = node.parentElement
      if (text === '' || !parent || parent.getClientRects().length === 0) continue
      const px = parseFloat(getComputedStyle(parent).fontSize)
      if (px < smallest.px) smallest = { px, text }
    }
    return smallest
  })
}

describe.skipIf(!hasChromium)('the stream page for OBS', () => {
  const table = servedPlayerTable({
    prefix: 'zt-stream-',
    botDelayMs: 5000,
    width: 1920,
    height: 1080,
    screens: SCREENS,
  })

  /** The stream page; `onPage` runs before it loads (to listen from its first request). */
  async function openStream(
    query: string,
    options: { skipAnimations?: boolean; onPage?: (page: Page) => void } = {},
  ) {
    const page = await table().browser.context.newPage()
    const errors: string[] = []
    page.on('pageerror', (err) => errors.push(err.message))
    options.onPage?.(page)
    await exposeRenderInfo(page, TEST_PIXEL_RATIO)
    if (options.skipAnimations) {
      await page.addInitScript(() => localStorage.setItem('zombie-table.skipAnimations', 'on'))
    }
    await page.goto(`${table().served.spectatorUrl}&${query}`)
    return { page, errors }
  }

  async function newBotMatch(game: string, seed: number): Promise<string> {
    const p = table().player
    await p.ask('settings:set', { botDelayMs: 5000, streamDelaySeconds: 0 })
    const { matchId } = await p.ask<{ matchId: string }>('match:create', { game, seats: BOTS, seed })
    return matchId
  }

  it.each(GAMES)(
    '%s: transparent broadcast with large overlay text, then a call-out and the final scores',
    async (game) => {
      await newBotMatch(game, 21)
      const { page, errors } = await openStream('layout=broadcast&background=transparent', {
        skipAnimations: true,
      })
      await page.getByRole('region', { name: 'Stream overlay' }).waitFor({ timeout: 30_000 })
      // Every call-out the page shows from now on.
      await page.evaluate(() => {
        const seen: string[] = []
        ;(window as unknown as { __callouts: string[] }).__callouts = seen
        new MutationObserver(() => {
          for (const el of document.querySelectorAll('.callout')) {
            const text = el.textContent ?? ''
            if (seen[seen.length - 1] !== text) seen.push(text)
          }
        }).observe(document.body, { childList: true, subtree: true, characterData: true })
      })

      // Each player's chance to win comes with the next move, as a bar in their panel.
      await expect.poll(() => page.getByRole('meter').count(), { timeout: 30_000 }).toBe(BOTS.length)
      const smallest = await smallestOverlayText(page)
      expect(smallest.px, `"${smallest.text}" is ${smallest.px}px`).toBeGreaterThanOrEqual(24)

      // The overview (key 1), then the table area alone: its corners let the streamer's scene through.
      await page.keyboard.press('1')
      await waitForRest(page)
      // Every shader the table will need is compiled while it loads: one first compiled in play
      // stalls the page, and the viewers see it (1 to 4 s here in software WebGL).
      const loaded = await shaderPrograms(page)
      await page.addStyleTag({ content: '.bo, .callouts { visibility: hidden !important }' })
      const shot = decodePng(await page.screenshot({ omitBackground: true }))
      const corners: [number, number][] = [
        [2, 2],
        [shot.width - 3, 2],
        [2, shot.height - 3],
        [shot.width - 3, shot.height - 3],
      ]
      for (const [x, y] of corners) expect(alphaAt(shot, x, y), `alpha at ${x},${y}`).toBe(0)
      // …while the table itself is drawn: much of the middle is not see-through.
      expect(opaqueShare(shot), 'drawn share of the middle').toBeGreaterThan(0.2)
      // The overlay's panels leave the table clear: it is framed beside them, at both sizes.
      expect(panelsOverTable(shot, await overlayPanels(page), 1920), 'at 1920×1080').toEqual([])
      await page.setViewportSize({ width: 1280, height: 720 })
      await waitForRest(page)
      await page.waitForTimeout(500) // the first frames at the new size
      const small = decodePng(await page.screenshot({ omitBackground: true }))
      expect(panelsOverTable(small, await overlayPanels(page), 1280), 'at 1280×720').toEqual([])
      await page.setViewportSize({ width: 1920, height: 1080 })
      await waitForRest(page)
      await page.addStyleTag({ content: '.bo, .callouts { visibility: visible !important }' })
      // For the README: the broadcast layout over a checkerboard, showing what is transparent.
      await page.addStyleTag({
        content:
          'html { background: repeating-conic-gradient(#bbb 0 25%, #eee 0 50%) 0 0 / 48px 48px !important }',
      })
      await page.screenshot({ path: join(SCREENS, `${game}-broadcast-checkerboard.png`) })
      await page.keyboard.press('0')

      // The bots play the game out at once: its big moments get call-outs, and the end its scores.
      await table().player.ask('settings:set', { botDelayMs: 0 })
      const card = page.locator('.gameover-card')
      await card.waitFor({ timeout: 90_000 })
      await expect.poll(() => card.locator('.gameover-card__row').count()).toBe(BOTS.length)
      await waitForRest(page)
      await page.waitForTimeout(800) // the card's entrance
      const compiledInPlay = (await shaderPrograms(page)).filter((p) => !loaded.some((q) => q.id === p.id))
      expect(compiledInPlay, 'shaders first compiled during play').toEqual([])
      const callouts = await page.evaluate(() => (window as unknown as { __callouts: string[] }).__callouts)
      expect(callouts.length, 'call-outs shown').toBeGreaterThan(0)
      await page.screenshot({ path: join(SCREENS, `${game}-gameover.png`) })
      writeFileSync(join(SCREENS, `${game}-callouts.txt`), callouts.join('\n'))
      expect(errors).toEqual([])
      await page.close()
    },
    180_000,
  )

  it('holds every move back by the caster delay: the WebSocket hears nothing of it before', async () => {
    const p = table().player
    await p.ask('settings:set', { botDelayMs: 5000, streamDelaySeconds: 5 })
    const seats: SeatConfig[] = [{ name: 'Ann', kind: 'human' }, ...BOTS.slice(1, 3)]
    const { matchId } = await p.ask<{ matchId: string }>('match:create', {
      game: 'selfish',
      seats,
      seed: 4,
      options: { firstSeat: 0 },
    })
    const frames: { at: number; text: string }[] = []
    const { page, errors } = await openStream('layout=broadcast&background=transparent', {
      onPage: (opened) =>
        opened.on('websocket', (ws) =>
          ws.on('framereceived', ({ payload }) => frames.push({ at: Date.now(), text: String(payload) })),
        ),
    })
    await page.getByRole('region', { name: 'Stream overlay' }).waitFor({ timeout: 30_000 })

    const ann = await p.ask<HostUpdate>('match:subscribe', { matchId, viewer: 0 })
    expect(ann.legal.length).toBeGreaterThan(0)
    const movedAt = Date.now()
    await p.ask('match:intent', { matchId, seat: 0, action: ann.legal[0], version: ann.version })
    const moved = ann.version + 1
    const ours = frames.filter((f) => f.text.includes(matchId))
    const mentions = (text: string) => text.includes(`"version":${moved}`) && text.includes(matchId)
    await expect.poll(() => frames.some((f) => mentions(f.text)), { timeout: 20_000 }).toBe(true)
    const first = frames.find((f) => mentions(f.text)) as { at: number }
    expect(first.at - movedAt, 'ms from the move to the page hearing of it').toBeGreaterThanOrEqual(5000)
    // The move's win chances (estimated at once) wait for the move: they come with it or after it.
    const withChances = (f: { text: string }) => mentions(f.text) && f.text.includes('"chances":[')
    await expect.poll(() => frames.some(withChances), { timeout: 20_000 }).toBe(true)
    const chances = frames.find(withChances) as { at: number }
    expect(chances.at - movedAt, 'ms from the move to its chances').toBeGreaterThanOrEqual(5000)
    // Nothing newer than the delay ever reached the page, snapshot included.
    for (const frame of ours) {
      const versions = [...frame.text.matchAll(/"version":(\d+)/g)].map((m) => Number(m[1]))
      if (frame.at < movedAt + 5000) expect(Math.max(-1, ...versions)).toBeLessThan(moved)
    }
    expect(errors).toEqual([])
    await p.ask('settings:set', { streamDelaySeconds: 0 })
    await page.close()
  }, 90_000)

  it('over the table’s own scene, compiles every shader before play (the tabletop’s too)', async () => {
    await newBotMatch('monopozombie', 4)
    // The tabletop's normal maps held back until the table is at rest, as a busy page can bring them
    // seconds late (6 s here once, behind the warmup's compiling in software WebGL).
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    const { page, errors } = await openStream('layout=table&background=scene', {
      onPage: (p) =>
        void p.route(/\/assets\/\d{4}\.webp-[^/]+\.js$/, async (route) => {
          await held
          await route.continue()
        }),
    })
    await page.waitForFunction(() => (window as unknown as { __table?: unknown }).__table !== undefined)
    // Not yet shown: the page waits for the tabletop held back here before it shows the table.
    await waitForRest(page, { shown: false })
    const loaded = await shaderPrograms(page)
    release()
    await table().player.ask('settings:set', { botDelayMs: 400 })
    await page.waitForFunction(() => {
      const t = (window as unknown as { __table: { scene: { getObjectByName(n: string): unknown } } }).__table
      return t.scene.getObjectByName('felt') !== undefined
    })
    await page.waitForTimeout(3000) // the bots play on over the tabletop
    const compiledInPlay = (await shaderPrograms(page)).filter((p) => !loaded.some((q) => q.id === p.id))
    expect(compiledInPlay, 'shaders first compiled during play').toEqual([])
    expect(errors).toEqual([])
    await page.close()
  }, 90_000)

  it('shows its first picture of a match whole: the words on the pieces and the tabletop are in it', async () => {
    await newBotMatch('monopozombie', 5)
    const { page, errors } = await openStream('layout=broadcast&background=scene', {
      onPage: (p) => void p.addInitScript(FIRST_PICTURE_PROBE),
    })
    const first = await page
      .waitForFunction(() => (window as unknown as { __firstPicture?: unknown }).__firstPicture, undefined, {
        timeout: 60_000,
      })
      .then((h) => h.jsonValue() as Promise<FirstPicture>)
    expect(first.fontsLoaded, JSON.stringify(first)).toBe(true)
    expect(first.words, 'words on the table').toBeGreaterThan(0)
    expect(first.blankWords, JSON.stringify(first)).toEqual([])
    expect(first.tabletop, 'the felt under the board').toBe(true)
    expect(errors).toEqual([])
    await page.close()
  }, 90_000)

  it('the director frames the move, then comes back to rest and draws nothing', async () => {
    const p = table().player
    await p.ask('settings:set', { botDelayMs: 5000, streamDelaySeconds: 0 })
    const seats: SeatConfig[] = [{ name: 'Ann', kind: 'human' }, ...BOTS.slice(1, 3)]
    const { matchId } = await p.ask<{ matchId: string }>('match:create', {
      game: 'selfish',
      seats,
      seed: 9,
      options: { firstSeat: 0 },
    })
    const { page, errors } = await openStream('layout=table&background=transparent')
    await page.waitForFunction(() => (window as unknown as { __table?: unknown }).__table !== undefined)
    const before = await waitForRest(page)
    const position = () =>
      page.evaluate(() => {
        const t = (window as unknown as { __table: { camera: () => { position: { toArray(): number[] } } } })
          .__table
        return t.camera().position.toArray()
      })
    const restingAt = await position()
    await page.waitForTimeout(500) // the frame that lands the last move
    const resting = await renderInfo(page)
    await page.waitForTimeout(1000)
    expect((await renderInfo(page)).frame, 'frames drawn at rest').toBe(resting.frame)

    // Ann plays until her turn ends (ending it as soon as she may): the next seat's turn is filmed.
    for (let move = 0; move < 12; move++) {
      const ann = await p.ask<HostUpdate>('match:subscribe', { matchId, viewer: 0 })
      if (!ann.toAct.includes(0) || ann.legal.length === 0) break
      const end = ann.legal.find((a) => (a as { type?: string }).type === 'endTurn') ?? ann.legal[0]
      await p.ask('match:intent', { matchId, seat: 0, action: end, version: ann.version })
    }
    await expect
      .poll(async () => JSON.stringify(await position()) !== JSON.stringify(restingAt), { timeout: 15_000 })
      .toBe(true)
    const after = await waitForRest(page)
    expect(`${after.kind} ${after.name}`).not.toBe(`${before.kind} ${before.name}`)
    await page.waitForTimeout(500)
    const version = async () =>
      (await p.ask<HostUpdate>('match:subscribe', { matchId, viewer: 'spectator' })).version
    const stillAt = await version()
    const still = await renderInfo(page)
    await page.waitForTimeout(1000)
    // Only where nothing happened meanwhile: a bot's move (one every 5 s) is drawn, rightly, even
    // when the director holds its shot for it.
    if ((await director(page))?.atRest && (await version()) === stillAt) {
      expect((await renderInfo(page)).frame, 'frames drawn at rest').toBe(still.frame)
    }
    expect(errors).toEqual([])
    await page.close()
  }, 90_000)
})
