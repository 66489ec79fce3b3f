import { useCallback, useEffect, useMemo, useRef } from 'react'
import { MeshLambertMaterial, MeshStandardMaterial, type Mesh } from 'three'
import { loadCanvasFonts } from '../../../table/fonts'
import { sharedObjects } from '../../../table/shared'
import { useTablePrefs } from '../../../table/tablePrefs'
import { useOwnedMaterial } from '../../../table/useOwnedMaterial'
import { useRigWriter } from '../../../table/useRigWriter'
import { createChopperGeometry } from './chopperGeometry'
import { chopperPose } from './chopperLift'
import { paintHelipad, createHelipadTexture } from './helipadTexture'
import type { TablePlaces } from './layout'
import { useSelfishRig, type SelfishRig } from './sceneRig'
import { useThree } from '@react-three/fiber'

const CHOPPER_ROTATION = [0.06, -0.32, 0.03] as const

export interface HelipadProps {
  readonly places: TablePlaces
}

/**
 * The goal: the Chopper card across the top of the columns, and the chopper hovering over it (it
 * lifts off with a winner).
 */
export function Helipad({ places }: HelipadProps) {
  const invalidate = useThree((s) => s.invalidate)
  const { helipadWidth: width, helipadDepth: depth } = places
  const padMaterial = useMemo(
    () => new MeshLambertMaterial({ map: createHelipadTexture(width, depth), transparent: true }),
    [width, depth],
  )
  const chopper = useMemo(() => createChopperGeometry(), [])
  const chopperMaterial = useMemo(
    () => new MeshStandardMaterial({ vertexColors: true, roughness: 0.55, metalness: 0.25 }),
    [],
  )
  useOwnedMaterial(padMaterial)
  useOwnedMaterial(chopperMaterial)
  useEffect(() => () => chopper.dispose(), [chopper])
  useEffect(() => {
    let live = true
    void loadCanvasFonts().then(() => {
      const map = padMaterial.map
      if (!live || !map) return
      paintHelipad(map.image as HTMLCanvasElement)
      map.needsUpdate = true
      invalidate()
    })
    return () => {
      live = false
    }
  }, [padMaterial, invalidate])
  const [hx, , hz] = places.helipad
  const [cx, cy, cz] = places.chopper
  const { reducedMotion } = useTablePrefs()
  const chopperRef = useRef<Mesh>(null)
  const writeChopper = useCallback(
    (rig: SelfishRig) => {
      const mesh = chopperRef.current
      if (!mesh) return
      const pose = chopperPose(rig.chopperLift, reducedMotion)
      mesh.visible = pose.visible
      mesh.position.set(cx + pose.dx, cy + pose.dy, cz + pose.dz)
      mesh.rotation.set(CHOPPER_ROTATION[0] - pose.pitch, CHOPPER_ROTATION[1] + pose.yaw, CHOPPER_ROTATION[2])
    },
    [cx, cy, cz, reducedMotion],
  )
  useRigWriter(useSelfishRig(), writeChopper)
  return (
    <group name="helipad">
      <mesh
        name="chopper-card"
        geometry={sharedObjects().flatPlane}
        material={padMaterial}
        position={[hx, 0.003, hz]}
        scale={[width, 1, depth]}
        receiveShadow
        dispose={null}
      />
      <mesh
        ref={chopperRef}
        name="chopper"
        geometry={chopper}
        material={chopperMaterial}
        scale={0.62}
        castShadow
        dispose={null}
      />
    </group>
  )
}
