// @vitest-environment happy-dom
import type * as Drei from '@react-three/drei'
import { Matrix4, Quaternion, Vector3, type InstancedMesh } from 'three'
import { describe, expect, it, vi } from 'vitest'
import type { SelfishAction } from '../../../../engine/games/selfish/types'
import { columnX, spaceZ } from '../../../../renderer/games/selfish/scene/layout'
import { survivorCenter } from '../../../../renderer/games/selfish/scene/Survivors'
import { SelfishScene } from '../../../../renderer/games/selfish/SelfishScene'
import { useMatchStore } from '../../../../renderer/store/useMatchStore'
import { gameWithZombies, playedGame, zombieCanBite, type Position } from './fixtures'
import { meshNamed as mesh, receiveUpdate, sceneTestRenderer } from '../../shared/sceneTestRenderer'
import type { SceneRenderer } from '../../shared/sceneTestRenderer'
import { StoreScene } from '../../shared/StoreScene'

const scenes = sceneTestRenderer()

// drei's Text (troika) cannot run in happy-dom: a stub keeps its words for the checks.
vi.mock('@react-three/drei', async (original) =>
  (await import('../../shared/textStub')).withTextStub(await original<typeof Drei>()),
)

function render(p: Position, send: (a: SelfishAction) => void = () => {}): Promise<SceneRenderer> {
  return scenes.render(<SelfishScene {...p} seats={[]} send={send} />)
}

const m = new Matrix4()
const position = (im: InstancedMesh, i: number): Vector3 => {
  im.getMatrixAt(i, m)
  return new Vector3().setFromMatrixPosition(m)
}
const upOf = (im: InstancedMesh, i: number): number => {
  im.getMatrixAt(i, m)
  const q = new Quaternion()
  m.decompose(new Vector3(), q, new Vector3())
  return new Vector3(0, 1, 0).applyQuaternion(q).y
}

describe('SelfishScene', () => {
  it('builds one column per player, with its name under it', async () => {
    for (const players of [2, 5]) {
      const p = playedGame(players, 3, 10)
      const r = await render(p)
      const columns = r.scene.findAll((n) => /^column-\d$/.test(n.instance.name))
      expect(columns.map((c) => c.instance.name)).toEqual(p.view.players.map((pl) => `column-${pl.seat}`))
      columns.forEach((c, seat) => {
        expect(c.instance.position.x).toBeCloseTo(columnX(seat, players))
        const label = c.children[0]?.instance.userData.text as string
        expect(label).toContain((p.view.players[seat]?.name ?? '?').toUpperCase())
      })
      await scenes.unmount()
    }
  })

  it('stands every survivor on the space it has reached', async () => {
    const p = playedGame(5, 10, 36)
    const r = await render(p)
    const survivors = mesh(r, 'survivors')
    expect(survivors.count).toBe(5)
    expect(new Set(p.view.players.map((pl) => pl.level)).size).toBeGreaterThan(1)
    p.view.players.forEach((pl) => {
      const at = position(survivors, pl.seat)
      const [x, y, z] = survivorCenter(pl.seat, 5, pl.level, 0)
      expect(at.x).toBeCloseTo(x)
      expect(at.y).toBeCloseTo(y)
      expect(at.z).toBeCloseTo(z)
    })
  })

  it('lays the Wasteland cards face up behind the living and face down behind zombies', async () => {
    const p = gameWithZombies()
    const r = await render(p)
    const trails = mesh(r, 'trails')
    const cards = p.view.players.flatMap((pl) =>
      pl.trail.flatMap((c, space) =>
        c ? [{ seat: pl.seat, space, alive: pl.alive, faceUp: c.faceUp }] : [],
      ),
    )
    expect(trails.count).toBe(cards.length)
    const n = p.view.players.length
    cards.forEach((c, i) => {
      const at = position(trails, i)
      expect(Math.abs(at.x - columnX(c.seat, n))).toBeLessThan(0.05)
      expect(Math.abs(at.z - spaceZ(c.space))).toBeLessThan(0.05)
      // A face-up card's front points up; a face-down card is turned over.
      expect(upOf(trails, i) > 0).toBe(c.faceUp)
      if (!c.alive) expect(c.faceUp).toBe(false)
    })
    expect(cards.some((c) => !c.alive)).toBe(true)
    expect(cards.some((c) => c.alive)).toBe(true)
  })

  it('stacks each pile with as many cards as the view counts', async () => {
    const p = playedGame(4, 2, 25)
    const r = await render(p)
    expect(mesh(r, 'game-deck').count).toBe(p.view.deckCount)
    expect(mesh(r, 'game-discard').count).toBe(p.view.discardCount)
    expect(mesh(r, 'wasteland-deck').count).toBe(p.view.wastelandCount)
    expect(mesh(r, 'wasteland-discard').count).toBe(p.view.wastelandDiscardCount)
    // The other players' hands lie face down in front of their columns.
    const others = p.view.players.filter((pl) => pl.seat !== p.me).reduce((sum, pl) => sum + pl.handCount, 0)
    expect(mesh(r, 'hands').count).toBe(others)
  })

  it('sends the legal zombie attack when a zombie clicks a living survivor on its level', async () => {
    const p = zombieCanBite()
    const send = vi.fn()
    const r = await render(p, send)
    const survivors = r.scene.find((n) => n.instance.name === 'survivors')
    // Clicking the zombie's own card does nothing; clicking the target sends the bite.
    await r.fireEvent(survivors, 'onClick', { instanceId: p.me })
    expect(send).not.toHaveBeenCalled()
    await r.fireEvent(survivors, 'onClick', { instanceId: p.target })
    expect(send).toHaveBeenCalledWith({ type: 'zombieAttack', target: p.target })
  })

  it('drains the event queue and animates a move to the new space', async () => {
    // Find the first action that moves a survivor forward, then replay up to just before it.
    const probe = playedGame(3, 5, 0).session
    let before = 0
    while (!(probe.step() ?? [{ type: 'survivorMoved' }]).some((e) => e.type === 'survivorMoved')) before++
    const { session } = playedGame(3, 5, before)
    await receiveUpdate(session.update([]))
    const r = await scenes.render(<StoreScene Scene={SelfishScene} />)

    await receiveUpdate(session.update(session.step() ?? []))
    expect(useMatchStore.getState().eventQueue).toEqual([])
    const view = useMatchStore.getState().view as Position['view']
    const moved = view.players.find((pl) => pl.level > 0)
    expect(moved).toBeDefined()
    const seat = moved?.seat ?? 0
    const target = survivorCenter(seat, 3, moved?.level ?? 0, 0)
    const survivors = mesh(r, 'survivors')
    // A few frames in, the survivor is on its way; once the animation is over it stands on its space.
    await r.advanceFrames(3, 1 / 60)
    expect(Math.abs(position(survivors, seat).z - target[2])).toBeGreaterThan(0.01)
    await r.advanceFrames(200, 1 / 30)
    expect(position(survivors, seat).z).toBeCloseTo(target[2])
  })
})
