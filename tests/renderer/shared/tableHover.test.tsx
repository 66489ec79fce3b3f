// @vitest-environment happy-dom
/**
 * Things on the 3D table under the pointer (issue 11, item 1): the table kit's hover state (the
 * outline, the cursor, the tooltip's words in the inspect store), and the click: the legal move the
 * thing stands for, or else the inspect view. Checked on each game's scene: Selfish's survivors,
 * Wasteland cards and piles, Zombielife's asset piles and owned assets, MonopoZombie's squares.
 */
import type * as Drei from '@react-three/drei'
import type { Object3D } from 'three'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Seat } from '../../../engine/core/types'
import type { SelfishAction } from '../../../engine/games/selfish/types'
import type { ZombielifeAction } from '../../../engine/games/zombielife/types'
import { MonopozombieScene } from '../../../renderer/games/monopozombie/MonopozombieScene'
import { squareRect } from '../../../renderer/games/monopozombie/scene/layout'
import { SelfishScene } from '../../../renderer/games/selfish/SelfishScene'
import { ZombielifeScene } from '../../../renderer/games/zombielife/ZombielifeScene'
import { useInspectStore } from '../../../renderer/table/inspectStore'
import { tipPlace } from '../../../renderer/hud/PointerTip'
import { HoverCue } from '../../../renderer/table/HoverCue'
import { hoverCueStore } from '../../../renderer/table/hoverCue'
import { hostFields, makeView } from '../monopozombie/hud/monopoFixtures'
import { zombieCanBite } from '../selfish/scene/fixtures'
import { newSession, position as zombielifePosition } from '../zombielife/scene/fixtures'
import { sceneTestRenderer, type SceneRenderer } from './sceneTestRenderer'

const scenes = sceneTestRenderer()

vi.mock('@react-three/drei', async (original) =>
  (await import('./textStub')).withTextStub(await original<typeof Drei>()),
)

afterEach(() => {
  useInspectStore.getState().actions.reset()
  hoverCueStore.setState({ key: null, matrix: null })
  document.body.style.cursor = ''
})

const at = { nativeEvent: { clientX: 120, clientY: 80 } }
const element = (r: SceneRenderer, name: string) => r.scene.find((n) => n.instance.name === name)
const cue = (r: SceneRenderer) => element(r, 'hover-cue').instance as Object3D
const pointed = () => useInspectStore.getState().pointed
const opened = () => useInspectStore.getState().open

describe('the table kit: hover and click', () => {
  it('outlines a Selfish survivor under the pointer, names it, and a click bites when that is the move', async () => {
    const p = zombieCanBite()
    const send = vi.fn<(a: SelfishAction) => void>()
    const r = await scenes.render(
      <>
        <HoverCue />
        <SelfishScene {...p} seats={[]} send={send} />
      </>,
    )
    const survivors = element(r, 'survivors')
    expect(cue(r).visible).toBe(false)

    await r.fireEvent(survivors, 'onPointerMove', { instanceId: p.target, ...at })
    const name = p.view.players[p.target]?.name ?? '?'
    expect(pointed()?.label).toContain(name)
    expect(pointed()?.hint).toMatch(/^Click to play it/)
    expect(pointed()?.anchor).toEqual({ x: 120, y: 80 })
    expect(pointed()?.target).toEqual({ kind: 'survivor', seat: p.target })
    expect(cue(r).visible).toBe(true)
    expect(document.body.style.cursor).toBe('pointer')

    // The target is part of a legal move: the click plays it and opens nothing.
    await r.fireEvent(survivors, 'onClick', { instanceId: p.target, ...at })
    expect(send).toHaveBeenCalledWith({ type: 'zombieAttack', target: p.target })
    expect(opened()).toBeNull()

    // The zombie's own standee is no move: a magnifier cursor, and the click opens it up close.
    await r.fireEvent(survivors, 'onPointerMove', { instanceId: p.me as Seat, ...at })
    expect(document.body.style.cursor).toBe('zoom-in')
    expect(pointed()?.hint).toBe('Click or I: take a closer look')
    await r.fireEvent(survivors, 'onClick', { instanceId: p.me as Seat, ...at })
    expect(send).toHaveBeenCalledTimes(1)
    expect(opened()).toEqual({ kind: 'survivor', seat: p.me })

    // Leaving takes the outline, the tooltip and the cursor away.
    await r.fireEvent(survivors, 'onPointerMove', { instanceId: p.target, ...at })
    await r.fireEvent(survivors, 'onPointerOut', at)
    expect(pointed()).toBeNull()
    expect(cue(r).visible).toBe(false)
    expect(document.body.style.cursor).toBe('')
  })

  it('names a Wasteland card in a column and a discard pile, and a click opens them up close', async () => {
    const p = zombieCanBite()
    const r = await scenes.render(<SelfishScene {...p} seats={[]} send={() => {}} />)
    const trails = element(r, 'trails')
    await r.fireEvent(trails, 'onPointerMove', { instanceId: 0, ...at })
    expect(pointed()?.label).toMatch(/\(behind .+\)$/)
    await r.fireEvent(trails, 'onClick', { instanceId: 0, ...at })
    expect(['waste', 'hiddenWaste']).toContain(opened()?.kind)

    useInspectStore.getState().actions.reset()
    await r.fireEvent(element(r, 'wasteland-deck'), 'onPointerMove', { instanceId: 0, ...at })
    expect(pointed()?.label).toBe(`Wasteland deck: ${p.view.wastelandCount} cards`)
    // A right-click opens it too.
    await r.fireEvent(element(r, 'wasteland-deck'), 'onContextMenu', { instanceId: 0, ...at })
    expect(opened()).toEqual({ kind: 'deck', deck: 'wasteland' })
  })

  it('buys from a Zombielife asset pile when that is the move, and opens it up close when not', async () => {
    let found: { p: ReturnType<typeof zombielifePosition>; buy: ZombielifeAction } | null = null
    for (let seed = 1; seed < 20 && found === null; seed++) {
      const session = newSession(3, seed)
      while (found === null && session.step() !== null) {
        const seat = session.match.toAct()[0]
        if (seat === undefined) break
        const buy = (session.match.legalActions(seat) as readonly ZombielifeAction[]).find(
          (a) => a.type === 'buyAsset',
        )
        if (buy) found = { p: zombielifePosition(session, seat), buy }
      }
    }
    if (found === null) throw new Error('no seed gave a buy')
    const { p, buy } = found
    if (buy.type !== 'buyAsset') throw new Error('not a buy')
    const send = vi.fn<(a: ZombielifeAction) => void>()
    const r = await scenes.render(<ZombielifeScene {...p} seats={[]} send={send} />)
    const pile = element(r, `pile-${buy.kind}`)
    await r.fireEvent(pile, 'onPointerMove', { instanceId: 0, ...at })
    expect(pointed()?.label).toMatch(/Wonga for you now$/)
    expect(document.body.style.cursor).toBe('pointer')
    await r.fireEvent(pile, 'onClick', { instanceId: 0, ...at })
    expect(send).toHaveBeenCalledWith(buy)
    expect(opened()).toBeNull()

    // The Action deck plays no move: the click opens it.
    await r.fireEvent(element(r, 'action-deck'), 'onClick', { instanceId: 0, ...at })
    expect(send).toHaveBeenCalledTimes(1)
    expect(opened()).toEqual({ kind: 'deck' })
  })

  it('names the MonopoZombie square under the pointer on the board, and a click opens its deed', async () => {
    const view = makeView({ lots: { 1: { owner: 1 } } })
    const r = await scenes.render(
      <>
        <HoverCue />
        <MonopozombieScene {...hostFields(view)} view={view} legal={[]} seats={[]} me={0} send={() => {}} />
      </>,
    )
    const face = element(r, 'board-face')
    const bunker = squareRect(1)
    const point = { x: bunker.x, y: 0.06, z: bunker.z }
    await r.fireEvent(face, 'onPointerMove', { point, ...at })
    expect(pointed()?.label).toBe('Bunker Lane (Bob)')
    expect(cue(r).visible).toBe(true)
    await r.fireEvent(face, 'onClick', { point, ...at })
    expect(opened()).toEqual({ kind: 'square', square: 1 })
    // The middle of the board is no square: nothing is pointed at there.
    await r.fireEvent(face, 'onPointerMove', { point: { x: 0, y: 0.06, z: 0 }, ...at })
    expect(pointed()).toBeNull()
    expect(cue(r).visible).toBe(false)
  })
})

describe('the tooltip stays in the window', () => {
  const view = { width: 1280, height: 720 }
  const size = { width: 280, height: 90 }
  it('goes beside the pointer, or to its other side near an edge', () => {
    expect(tipPlace({ x: 100, y: 100 }, size, view)).toEqual({ left: 110, top: 110 })
    const corner = tipPlace({ x: 1270, y: 710 }, size, view)
    expect(corner.left + size.width).toBeLessThanOrEqual(1280)
    expect(corner.top + size.height).toBeLessThanOrEqual(720)
  })
  it('goes above a card, or below it when there is no room above', () => {
    const card = { left: 1250, top: 600, right: 1330, bottom: 700 }
    const above = tipPlace(card, size, view)
    expect(above.top + size.height).toBeLessThanOrEqual(600)
    expect(above.left + size.width).toBeLessThanOrEqual(1280)
    expect(tipPlace({ left: 10, top: 20, right: 90, bottom: 60 }, size, view).top).toBe(70)
  })
})
