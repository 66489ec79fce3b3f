import { useCallback, useEffect, useMemo, useRef } from 'react'
import { Color, Matrix4, MeshStandardMaterial, Quaternion, Vector3, type InstancedMesh } from 'three'
import { ZOMBIELIFE } from '../../../../engine/games/zombielife/data'
import type { PlayerView } from '../../../../engine/games/zombielife/types'
import { arc } from '../../../table/animation'
import { TOKEN_HEIGHT, sharedObjects } from '../../../table/shared'
import { useRigWriter } from '../../../table/useRigWriter'
import { useWhiteTints } from '../../../table/useWhiteTints'
import { commitInstances } from '../../../table/instances'
import { tokenPlace } from './layout'
import { useZombielifeRig, type ZombielifeRig } from './sceneRig'
import { HEALTHY_COLOR, INFECTED_COLOR } from './seatColors'
import { useTableThings } from '../../../table/tableThings'
import type { ZombielifeInspectTarget } from '../hud/inspect'

export interface HealthTokensProps {
  readonly players: readonly PlayerView[]
}

const TOKENS = ZOMBIELIFE.rules.healthTokens
const CAPACITY = 5 * TOKENS
const SCALE = 1.15
const healthy = new Color(HEALTHY_COLOR)
const infected = new Color(INFECTED_COLOR)
const matrix = new Matrix4()
const quat = new Quaternion()
const pos = new Vector3()
const scale = new Vector3(SCALE, SCALE, SCALE)
const X_AXIS = new Vector3(1, 0, 0)

/** Whether token `index` of a player shows its infected side (the infected ones come first). */
export function tokenInfected(p: PlayerView, index: number): boolean {
  return index < p.infected
}

function writeTokens(m: InstancedMesh, players: readonly PlayerView[], rig: ZombielifeRig): void {
  let i = 0
  for (const p of players) {
    const flip = rig.flips.get(p.seat)
    for (let k = 0; k < TOKENS && i < CAPACITY; k++, i++) {
      const [x, y, z] = tokenPlace(p.seat, players.length, k)
      let bad = tokenInfected(p, k)
      let angle = 0
      let hop = 0
      if (flip && flip.index === k && flip.t < 1) {
        // Shows the side it had until half way over.
        if (flip.t < 0.5) bad = !flip.toInfected
        angle = Math.PI * flip.t
        hop = arc(flip.t, 0.45)
      }
      pos.set(x, y + (TOKEN_HEIGHT * SCALE) / 2 + hop, z)
      quat.setFromAxisAngle(X_AXIS, angle)
      m.setMatrixAt(i, matrix.compose(pos, quat, scale))
      m.setColorAt(i, bad ? infected : healthy)
    }
  }
  commitInstances(m, i)
}

/** Every player's three Health Tokens (white healthy, red infected), one InstancedMesh. */
export function HealthTokens({ players }: HealthTokensProps) {
  const mesh = useRef<InstancedMesh>(null)
  const material = useMemo(() => new MeshStandardMaterial({ roughness: 0.35, metalness: 0.05 }), [])
  useEffect(() => () => material.dispose(), [material])
  const write = useCallback(
    (rig: ZombielifeRig) => {
      if (mesh.current) writeTokens(mesh.current, players, rig)
    },
    [players],
  )
  useRigWriter(useZombielifeRig(), write)
  // TOKENS instances per player, in seat order: a token names its player's health.
  const things = useTableThings(mesh, (i) => {
    const p = i === undefined ? undefined : players[Math.floor(i / TOKENS)]
    if (!p) return null
    const target: ZombielifeInspectTarget = { kind: 'player', seat: p.seat }
    return { label: `${p.name}'s Health Tokens: ${p.healthy} healthy, ${p.infected} infected`, target }
  })
  const tints = useWhiteTints(CAPACITY)
  return (
    <instancedMesh
      ref={mesh}
      name="health-tokens"
      args={[sharedObjects().tokenGeometry, material, CAPACITY]}
      instanceColor={tints}
      castShadow
      dispose={null}
      {...things}
    />
  )
}
