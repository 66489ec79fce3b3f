// @vitest-environment happy-dom
import type * as Drei from '@react-three/drei'
import { Color, Matrix4, Vector3, type InstancedBufferAttribute, type InstancedMesh } from 'three'
import { describe, expect, it, vi } from 'vitest'
import type { ZombielifeAction } from '../../../../engine/games/zombielife/types'
import { areaCenter, coinStacks } from '../../../../renderer/games/zombielife/scene/layout'
import { HEALTHY_COLOR, INFECTED_COLOR } from '../../../../renderer/games/zombielife/scene/seatColors'
import { assetDeckSpec, assetKey } from '../../../../renderer/games/zombielife/scene/zombielifeDecks'
import { ZombielifeScene } from '../../../../renderer/games/zombielife/ZombielifeScene'
import { useMatchStore } from '../../../../renderer/store/useMatchStore'
import { createCardAtlas } from '../../../../renderer/table/cardAtlas'
import { CARD_FRONT_ATTRIBUTE } from '../../../../renderer/table/cardMaterial'
import { gameWithZombie, newSession, playedGame, position, type Position } from './fixtures'
import { meshNamed as mesh, receiveUpdate, sceneTestRenderer } from '../../shared/sceneTestRenderer'
import type { SceneRenderer } from '../../shared/sceneTestRenderer'
import { StoreScene } from '../../shared/StoreScene'

const scenes = sceneTestRenderer()

// drei's Text (troika) cannot run in happy-dom: a stub keeps its words for the checks.
vi.mock('@react-three/drei', async (original) =>
  (await import('../../shared/textStub')).withTextStub(await original<typeof Drei>()),
)

function render(p: Position, send: (a: ZombielifeAction) => void = () => {}): Promise<SceneRenderer> {
  return scenes.render(<ZombielifeScene {...p} seats={[]} send={send} />)
}

const labelOf = (r: SceneRenderer, seat: number): string =>
  r.scene.find((n) => n.instance.name === `seat-${seat}`).children[0]?.instance.userData.text as string

const m4 = new Matrix4()
const colorAt = (im: InstancedMesh, i: number): string => {
  const c = new Color()
  im.getColorAt(i, c)
  return c.getHexString()
}

describe('ZombielifeScene', () => {
  it('lays out one player area per seat, each with its name plate', async () => {
    for (const players of [2, 3, 5]) {
      const p = playedGame(players, 4, 12)
      const r = await render(p)
      const plates = r.scene.findAll((n) => /^seat-\d$/.test(n.instance.name))
      expect(plates.map((c) => c.instance.name)).toEqual(p.view.players.map((pl) => `seat-${pl.seat}`))
      p.view.players.forEach((pl) => expect(labelOf(r, pl.seat)).toContain(pl.name.toUpperCase()))
      // One panel per seat plus the round slots and the deck and discard places.
      expect(mesh(r, 'pads').count).toBe(players + p.view.rounds + 2)
      const centres = new Set(p.view.players.map((pl) => areaCenter(pl.seat, players).join(',')))
      expect(centres.size).toBe(players)
      await scenes.unmount()
    }
  })

  it("shows each pile's top card face up and stacks as many cards as the view counts", async () => {
    const atlas = createCardAtlas(assetDeckSpec())
    const p = playedGame(5, 3, 80)
    const r = await render(p)
    expect(p.view.piles.some((pile) => pile.count < 8)).toBe(true)
    for (const pile of p.view.piles) {
      const im = mesh(r, `pile-${pile.kind}`)
      expect(im.count).toBe(pile.count)
      if (!pile.top) continue
      const front = im.geometry.getAttribute(CARD_FRONT_ATTRIBUTE) as InstancedBufferAttribute
      const want = atlas.rect(assetKey(pile.top))
      expect(front.getX(pile.count - 1)).toBeCloseTo(want.x)
      expect(front.getY(pile.count - 1)).toBeCloseTo(want.y)
    }
    expect(mesh(r, 'action-deck').count).toBe(p.view.deckCount)
    expect(mesh(r, 'action-discard').count).toBe(p.view.discard.length)
    expect(mesh(r, 'round-cards').count).toBe(p.view.roundCards.length + (p.view.revealed ? 1 : 0))
    atlas.dispose()
  })

  it('puts owned assets, Wonga and face-down hands on the table', async () => {
    const p = playedGame(5, 3, 80)
    const r = await render(p)
    const owned = p.view.players.reduce((s, pl) => s + pl.assets.length, 0)
    expect(owned).toBeGreaterThan(0)
    expect(mesh(r, 'owned-assets').count).toBe(owned)
    const coins = p.view.players.reduce(
      (s, pl) =>
        s + coinStacks(pl.wonga).reduce((a, b) => a + b, 0) + pl.assets.reduce((a, c) => a + c.money, 0),
      0,
    )
    expect(mesh(r, 'wonga').count).toBe(coins)
    const others = p.view.players.filter((pl) => pl.seat !== p.me).reduce((s, pl) => s + pl.handCount, 0)
    expect(mesh(r, 'hands').count).toBe(others)
  })

  it('shows infected tokens red and marks zombies', async () => {
    const p = gameWithZombie()
    const r = await render(p)
    const tokens = mesh(r, 'health-tokens')
    expect(tokens.count).toBe(p.view.players.length * 3)
    const red = new Color(INFECTED_COLOR).getHexString()
    const white = new Color(HEALTHY_COLOR).getHexString()
    expect(p.view.players.some((pl) => pl.zombie)).toBe(true)
    p.view.players.forEach((pl, seat) => {
      const colours = [0, 1, 2].map((k) => colorAt(tokens, seat * 3 + k))
      expect(colours.filter((c) => c === red).length).toBe(pl.infected)
      expect(colours.filter((c) => c === white).length).toBe(3 - pl.infected)
      const label = labelOf(r, pl.seat)
      expect(label.includes('ZOMBIE')).toBe(pl.zombie)
      // A zombie's area is green (no seat colour is).
      const pad = new Color(`#${colorAt(mesh(r, 'pads'), seat)}`)
      const isGreen = pad.g > pad.r * 1.3 && pad.g > pad.b * 1.3
      expect(isGreen).toBe(pl.zombie)
    })
  })

  it('buys the top card of a pile when it is clicked and the buy is legal', async () => {
    const session = newSession(3, 5)
    let p = position(session, 0)
    for (let i = 0; i < 40 && !p.legal.some((a) => a.type === 'buyAsset'); i++) {
      session.step()
      p = position(session, 0)
    }
    const buy = p.legal.find((a) => a.type === 'buyAsset')
    if (!buy || buy.type !== 'buyAsset') throw new Error('seat 0 never could buy')
    const send = vi.fn()
    const r = await render(p, send)
    await r.fireEvent(
      r.scene.find((n) => n.instance.name === `pile-${buy.kind}`),
      'onClick',
      {
        instanceId: 0,
      },
    )
    expect(send).toHaveBeenCalledWith(buy)
  })

  it('drains the event queue and flies a bought asset from its pile to the buyer', async () => {
    const probe = newSession(3, 5)
    let before = 0
    while (!(probe.step() ?? [{ type: 'assetBought' }]).some((e) => e.type === 'assetBought')) before++
    const session = newSession(3, 5)
    session.play(before)
    await receiveUpdate(session.update([]))
    const r = await scenes.render(<StoreScene Scene={ZombielifeScene} />)
    const ownedBefore = mesh(r, 'owned-assets').count
    await receiveUpdate(session.update(session.step() ?? []))
    expect(useMatchStore.getState().eventQueue).toEqual([])
    // The price is paid first, then the card flies.
    await r.advanceFrames(24, 1 / 60)
    // In the air: one asset card flying, not yet in the buyer's area.
    const flying = mesh(r, 'flying-asset')
    expect(flying.visible).toBe(true)
    expect(flying.count).toBe(1)
    flying.getMatrixAt(0, m4)
    expect(new Vector3().setFromMatrixPosition(m4).y).toBeGreaterThan(0.05)
    expect(mesh(r, 'owned-assets').count).toBe(ownedBefore)
    await r.advanceFrames(200, 1 / 30)
    expect(mesh(r, 'flying-asset').visible).toBe(false)
    expect(mesh(r, 'owned-assets').count).toBe(ownedBefore + 1)
  })
})
