import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react'
import {
  AdditiveBlending,
  CylinderGeometry,
  DoubleSide,
  Float32BufferAttribute,
  MeshBasicMaterial,
  RingGeometry,
  type BufferGeometry,
  type Mesh,
} from 'three'
import { burstLook, type BurstRig } from './burst'
import { useTablePrefs } from './tablePrefs'
import { useRigWriter, type VersionedRig } from './useRigWriter'

export const BURST_COLOR = '#78ff5c'
const RING_Y = 0.012

export interface BurstEffectsProps {
  readonly rig: BurstRig & VersionedRig
  readonly color?: string
}

/** A flat ring of radius 1 lying on the table. */
function createRingGeometry(): RingGeometry {
  const g = new RingGeometry(0.78, 1, 48)
  g.rotateX(-Math.PI / 2)
  return g
}

/** An open tube of height 1 standing on y = 0, opaque at the foot and clear at the top. */
function createGlowGeometry(): CylinderGeometry {
  const g = new CylinderGeometry(0.5, 0.7, 1, 32, 1, true)
  g.translate(0, 0.5, 0)
  const pos = g.getAttribute('position')
  const colors = new Float32Array(pos.count * 4)
  for (let i = 0; i < pos.count; i++) colors.set([1, 1, 1, 1 - pos.getY(i)], i * 4)
  g.setAttribute('color', new Float32BufferAttribute(colors, 4))
  return g
}

function glowMaterial(color: string, vertexColors: boolean): MeshBasicMaterial {
  return new MeshBasicMaterial({
    color,
    vertexColors,
    transparent: true,
    opacity: 0,
    blending: AdditiveBlending,
    depthWrite: false,
    side: DoubleSide,
    toneMapped: false,
  })
}

/**
 * Draws the rig's burst pool: one ring and one glow per slot, made once and hidden while the slot
 * is free (a hidden mesh costs no draw call).
 */
export function BurstEffects({ rig, color = BURST_COLOR }: BurstEffectsProps) {
  const { reducedMotion } = useTablePrefs()
  const ring = useMemo(() => createRingGeometry(), [])
  const glow = useMemo(() => createGlowGeometry(), [])
  const slots = rig.bursts.slots
  const materials = useMemo(
    () => slots.map(() => ({ ring: glowMaterial(color, false), glow: glowMaterial(color, true) })),
    [slots, color],
  )
  useEffect(
    () => () => {
      ring.dispose()
      glow.dispose()
      for (const m of materials) {
        m.ring.dispose()
        m.glow.dispose()
      }
    },
    [ring, glow, materials],
  )
  const rings = useRef<(Mesh | null)[]>([])
  const glows = useRef<(Mesh | null)[]>([])

  const write = useCallback(
    (r: BurstRig) => {
      r.bursts.slots.forEach((slot, i) => {
        const ringMesh = rings.current[i]
        const glowMesh = glows.current[i]
        const look = burstLook(slot.t, reducedMotion)
        if (ringMesh) {
          ringMesh.visible = slot.active && look.ringOpacity > 0
          ringMesh.position.set(slot.x, slot.y + RING_Y, slot.z)
          ringMesh.scale.setScalar(slot.size * look.ringScale)
          ;(ringMesh.material as MeshBasicMaterial).opacity = look.ringOpacity
        }
        if (glowMesh) {
          glowMesh.visible = slot.active && look.glowOpacity > 0 && look.glowHeight > 0
          glowMesh.position.set(slot.x, slot.y, slot.z)
          glowMesh.scale.set(slot.size * 0.8, Math.max(1e-3, slot.size * look.glowHeight), slot.size * 0.8)
          ;(glowMesh.material as MeshBasicMaterial).opacity = look.glowOpacity
        }
      })
    },
    [reducedMotion],
  )
  useRigWriter(rig, write)

  return (
    <group name="bursts">
      {materials.map((m, i) => (
        <group key={i}>
          <PoolMesh name="burst-ring" geometry={ring} material={m.ring} pool={rings} slot={i} />
          <PoolMesh name="burst-glow" geometry={glow} material={m.glow} pool={glows} slot={i} />
        </group>
      ))}
    </group>
  )
}

/** A slot's ring or glow: hidden until the rig writes it, kept at `pool[slot]` for the writer. */
function PoolMesh(props: {
  readonly name: string
  readonly geometry: BufferGeometry
  readonly material: MeshBasicMaterial
  readonly pool: RefObject<(Mesh | null)[]>
  readonly slot: number
}) {
  const { pool, slot } = props
  return (
    <mesh
      name={props.name}
      ref={(mesh) => {
        pool.current[slot] = mesh
      }}
      geometry={props.geometry}
      material={props.material}
      visible={false}
      renderOrder={2}
      dispose={null}
    />
  )
}
