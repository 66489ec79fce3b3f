// @vitest-environment happy-dom
/** What is in the air over a card table (renderer/table/TableEffects): each deck's flying cards, the bursts. */
import type { InstancedMesh } from 'three'
import { describe, expect, it } from 'vitest'
import { assetDeckSpec } from '../../../renderer/games/zombielife/scene/zombielifeDecks'
import { BURST_POOL_SIZE } from '../../../renderer/table/burst'
import { createCardAtlas } from '../../../renderer/table/cardAtlas'
import { TableEffects } from '../../../renderer/table/TableEffects'
import { TableRig } from '../../../renderer/table/tableRig'
import { meshNamed, sceneTestRenderer } from '../shared/sceneTestRenderer'

const scenes = sceneTestRenderer()

describe('TableEffects', () => {
  it('draws each deck’s flying cards with its atlas, in the order given, then the bursts', async () => {
    const one = createCardAtlas(assetDeckSpec())
    const two = createCardAtlas({ ...assetDeckSpec(), id: 'other' })
    const rig = new TableRig<'game' | 'waste'>()
    const r = await scenes.render(<TableEffects rig={rig} flying={{ waste: two, game: one }} />)
    const flying = r.scene
      .findAll((n) => n.instance.name.startsWith('flying-'))
      .map((n) => n.instance as InstancedMesh)
    expect(flying.map((m) => m.name)).toEqual(['flying-waste', 'flying-game'])
    expect(meshNamed(r, 'flying-game').material).toBe(one.material)
    expect(meshNamed(r, 'flying-waste').material).toBe(two.material)
    expect(flying.every((m) => !m.visible)).toBe(true)
    expect(r.scene.findAll((n) => n.instance.name === 'burst-ring')).toHaveLength(BURST_POOL_SIZE)
  })

  it('shows a card of the deck it flies from while it is in the air', async () => {
    const rig = new TableRig<'game' | 'waste'>()
    const r = await scenes.render(
      <TableEffects
        rig={rig}
        flying={{ game: createCardAtlas(assetDeckSpec()), waste: createCardAtlas(assetDeckSpec()) }}
      />,
    )
    const flight = rig.flight('waste')
    flight.active = true
    rig.touch()
    await r.advanceFrames(1, 1 / 60)
    expect(meshNamed(r, 'flying-waste').visible).toBe(true)
    expect(meshNamed(r, 'flying-game').visible).toBe(false)
  })
})
