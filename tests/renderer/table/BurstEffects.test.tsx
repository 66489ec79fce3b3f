// @vitest-environment happy-dom
/** BurstEffects drawing the rig's pool: hidden while idle, a ring and a glow where a burst plays. */
import type { Mesh, MeshBasicMaterial } from 'three'
import { describe, expect, it } from 'vitest'
import { BURST_POOL_SIZE } from '../../../renderer/table/burst'
import { BurstEffects } from '../../../renderer/table/BurstEffects'
import { DEFAULT_TABLE_PREFS, TablePrefsContext } from '../../../renderer/table/tablePrefs'
import { TableRig } from '../../../renderer/table/tableRig'
import { sceneTestRenderer, type SceneRenderer } from '../shared/sceneTestRenderer'

const scenes = sceneTestRenderer()

const meshes = (r: SceneRenderer, name: string): Mesh[] =>
  r.scene.findAll((n) => n.instance.name === name).map((n) => n.instance as Mesh)
const shown = (r: SceneRenderer) =>
  [...meshes(r, 'burst-ring'), ...meshes(r, 'burst-glow')].filter((m) => m.visible)

async function render(rig: TableRig, reducedMotion = false): Promise<SceneRenderer> {
  return scenes.render(
    <TablePrefsContext.Provider value={{ ...DEFAULT_TABLE_PREFS, reducedMotion }}>
      <BurstEffects rig={rig} />
    </TablePrefsContext.Provider>,
  )
}

describe('BurstEffects', () => {
  it('makes one ring and one glow per slot, all hidden while no burst plays', async () => {
    const r = await render(new TableRig())
    expect(meshes(r, 'burst-ring')).toHaveLength(BURST_POOL_SIZE)
    expect(meshes(r, 'burst-glow')).toHaveLength(BURST_POOL_SIZE)
    expect(shown(r)).toEqual([])
  })

  it('shows a growing ring and a rising glow where a burst plays, and hides them when it ends', async () => {
    const rig = new TableRig()
    const r = await render(rig)
    const slot = rig.bursts.claim([2, 0.1, -1], 1)
    slot.t = 0.1
    rig.touch()
    await r.advanceFrames(1, 1 / 60)
    const [ring] = meshes(r, 'burst-ring').filter((m) => m.visible)
    const [glow] = meshes(r, 'burst-glow').filter((m) => m.visible)
    expect(ring?.position.x).toBe(2)
    expect(ring?.position.z).toBe(-1)
    expect(glow?.position.toArray()).toEqual([2, 0.1, -1])
    const early = { ring: ring?.scale.x ?? 0, glow: glow?.scale.y ?? 0 }
    slot.t = 0.6
    rig.touch()
    await r.advanceFrames(1, 1 / 60)
    expect(ring?.scale.x).toBeGreaterThan(early.ring)
    expect(glow?.scale.y).toBeGreaterThan(early.glow)
    expect((ring?.material as MeshBasicMaterial).opacity).toBeGreaterThan(0)
    slot.active = false
    rig.touch()
    await r.advanceFrames(1, 1 / 60)
    expect(shown(r)).toEqual([])
  })

  it('under reduced motion shows a still tint: no glow, and a ring that does not grow', async () => {
    const rig = new TableRig()
    const r = await render(rig, true)
    const slot = rig.bursts.claim([0, 0, 0], 1)
    slot.t = 0.1
    rig.touch()
    await r.advanceFrames(1, 1 / 60)
    expect(meshes(r, 'burst-glow').filter((m) => m.visible)).toEqual([])
    const [ring] = meshes(r, 'burst-ring').filter((m) => m.visible)
    const size = ring?.scale.x
    slot.t = 0.8
    rig.touch()
    await r.advanceFrames(1, 1 / 60)
    expect(ring?.visible).toBe(true)
    expect(ring?.scale.x).toBe(size)
  })
})
