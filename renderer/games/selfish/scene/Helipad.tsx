import { useEffect, useMemo } from 'react'
import { MeshLambertMaterial, MeshStandardMaterial } from 'three'
import { loadCanvasFonts } from '../../../table/fonts'
import { sharedObjects } from '../../../table/shared'
import { createChopperGeometry } from './chopperGeometry'
import { paintHelipad, createHelipadTexture } from './helipadTexture'
import type { TablePlaces } from './layout'
import { useThree } from '@react-three/fiber'

export interface HelipadProps {
  readonly places: TablePlaces
}

/** The goal: the Chopper card across the top of the columns, and the chopper hovering over it. */
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
      padMaterial.map?.dispose()
      padMaterial.dispose()
    }
  }, [padMaterial, invalidate])
  useEffect(
    () => () => {
      chopper.dispose()
      chopperMaterial.dispose()
    },
    [chopper, chopperMaterial],
  )
  const [hx, , hz] = places.helipad
  const [cx, cy, cz] = places.chopper
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
        name="chopper"
        geometry={chopper}
        material={chopperMaterial}
        position={[cx, cy, cz]}
        rotation={[0.06, -0.32, 0.03]}
        scale={0.62}
        castShadow
        dispose={null}
      />
    </group>
  )
}
