import { useCallback, useMemo, useRef } from 'react'
import { Matrix4, type InstancedMesh } from 'three'
import type { PlayerView } from '../../../../engine/games/zombielife/types'
import { arc, lerp } from '../../../table/animation'
import { CARD_THICKNESS, COIN_HEIGHT, sharedObjects } from '../../../table/shared'
import { useOwnedMaterial } from '../../../table/useOwnedMaterial'
import { useRigWriter } from '../../../table/useRigWriter'
import { commitInstances } from '../../../table/instances'
import { createWongaMaterial } from './coinMaterial'
import { ASSET_SCALE, assetPlace, coinStackPlace, coinStacks } from './layout'
import { useZombielifeRig, type ZombielifeRig } from './sceneRig'

export interface WongaProps {
  readonly players: readonly PlayerView[]
}

export const WONGA_CAPACITY = 480
const ON_CARD_SCALE = 0.62
const m4 = new Matrix4()

/** Where every coin lies: each player's stacks, then the stacks on Endowment and ILP cards. */
export function coinPositions(players: readonly PlayerView[]): [number, number, number, number][] {
  const out: [number, number, number, number][] = []
  const n = players.length
  for (const p of players) {
    coinStacks(p.wonga).forEach((count, s) => {
      const [x, , z] = coinStackPlace(p.seat, n, s)
      for (let c = 0; c < count; c++) out.push([x, (c + 0.5) * COIN_HEIGHT, z, 1])
    })
    p.assets.forEach((a, i) => {
      if (a.money <= 0) return
      const [x, y, z] = assetPlace(p.seat, n, i, p.assets.length)
      const base = y + CARD_THICKNESS * ASSET_SCALE
      for (let c = 0; c < a.money; c++) {
        out.push([x, base + (c + 0.5) * COIN_HEIGHT * ON_CARD_SCALE, z + 0.08, ON_CARD_SCALE])
      }
    })
  }
  return out
}

function writeCoins(
  m: InstancedMesh,
  still: readonly [number, number, number, number][],
  rig: ZombielifeRig,
) {
  let i = 0
  for (const [x, y, z, s] of still) {
    if (i >= WONGA_CAPACITY) break
    m.setMatrixAt(i++, m4.makeScale(s, s, s).setPosition(x, y, z))
  }
  for (const c of rig.coins) {
    if (!c.active || c.t < 0 || i >= WONGA_CAPACITY) continue
    const t = c.t
    m4.makeRotationX(t * Math.PI * 2).setPosition(
      lerp(c.from[0], c.to[0], t),
      lerp(c.from[1], c.to[1], t) + arc(t, 1.1),
      lerp(c.from[2], c.to[2], t),
    )
    m.setMatrixAt(i++, m4)
  }
  commitInstances(m, i)
}

/** Every Wonga coin on the table, lying or flying, as one InstancedMesh. */
export function Wonga({ players }: WongaProps) {
  const mesh = useRef<InstancedMesh>(null)
  const material = useMemo(() => createWongaMaterial(), [])
  useOwnedMaterial(material)
  const still = useMemo(() => coinPositions(players), [players])
  const write = useCallback(
    (rig: ZombielifeRig) => {
      if (mesh.current) writeCoins(mesh.current, still, rig)
    },
    [still],
  )
  useRigWriter(useZombielifeRig(), write)
  return (
    <instancedMesh
      ref={mesh}
      name="wonga"
      args={[sharedObjects().coinGeometry, material, WONGA_CAPACITY]}
      castShadow
      frustumCulled={false}
      dispose={null}
    />
  )
}
