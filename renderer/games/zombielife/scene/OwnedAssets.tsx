import { useCallback, useRef } from 'react'
import { Color, type InstancedMesh } from 'three'
import type { PlayerView } from '../../../../engine/games/zombielife/types'
import type { CardAtlas } from '../../../table/cardAtlas'
import { commitCardInstances, writeCardInstance } from '../../../table/cardInstancing'
import { useRigWriter } from '../../../table/useRigWriter'
import { ASSET_SCALE, assetPlace } from './layout'
import { useZombielifeRig, type ZombielifeRig } from './sceneRig'
import { assetKey } from './zombielifeDecks'
import { AtlasCards } from '../../../table/AtlasCards'
import { useTableThings } from '../../../table/tableThings'
import { assetKindName } from '../hud/cardInfo'
import type { ZombielifeInspectTarget } from '../hud/inspect'

export interface OwnedAssetsProps {
  readonly players: readonly PlayerView[]
  readonly atlas: CardAtlas
}

export const OWNED_CAPACITY = 53
const white = new Color('#ffffff')

function writeAssets(m: InstancedMesh, players: readonly PlayerView[], atlas: CardAtlas, rig: ZombielifeRig) {
  let i = 0
  const n = players.length
  for (const p of players) {
    p.assets.forEach((a, k) => {
      if (rig.hiddenAssets.has(a.id) || i >= OWNED_CAPACITY) return
      const [x, y, z] = assetPlace(p.seat, n, k, p.assets.length)
      writeCardInstance(
        m,
        i++,
        { x, y, z, yaw: 0, pitch: 0, roll: 0, scale: ASSET_SCALE },
        atlas.rect(assetKey(a)),
        atlas.back,
        white,
      )
    })
  }
  m.count = i
  commitCardInstances(m)
}

/**
 * The assets each player owns, face up in their area (one InstancedMesh for the whole table); each
 * names itself and its owner under the pointer and opens up close on a click.
 */
export function OwnedAssets({ players, atlas }: OwnedAssetsProps) {
  const mesh = useRef<InstancedMesh>(null)
  const rig = useZombielifeRig()
  // Instance i is the i-th asset not hidden by an animation (as writeAssets lays them).
  const things = useTableThings(mesh, (i) => {
    if (i === undefined) return null
    const owned = players
      .flatMap((p) => p.assets.map((a) => ({ seat: p.seat, owner: p.name, asset: a })))
      .filter((o) => !rig.hiddenAssets.has(o.asset.id))
    const o = owned[i]
    if (!o) return null
    const target: ZombielifeInspectTarget = { kind: 'asset', id: o.asset.id, seat: o.seat }
    return { label: `${assetKindName(o.asset.kind)} (${o.owner})`, target }
  })
  const write = useCallback(
    (rig: ZombielifeRig) => {
      if (mesh.current) writeAssets(mesh.current, players, atlas, rig)
    },
    [players, atlas],
  )
  useRigWriter(rig, write)
  return (
    <AtlasCards
      ref={mesh}
      name="owned-assets"
      atlas={atlas}
      capacity={OWNED_CAPACITY}
      receiveShadow
      frustumCulled={false}
      {...things}
    />
  )
}
