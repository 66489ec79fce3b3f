import { useTablePrefs } from './tablePrefs'

/** The key light's shadow map at each quality (none at low). */
const SHADOW_MAP = { low: 0, medium: 1024, high: 2048 } as const
/** How far each shadow's edge is blurred, in texels of its map: soft at high. */
const SHADOW_RADIUS = { low: 1, medium: 1, high: 4 } as const

/** How bright the hemisphere fill is: at medium and high the room (TableEnvironment) does part of its work. */
const FILL = { low: 1.4, medium: 0.9, high: 0.9 } as const

/** Hemisphere fill plus one warm key light that casts the table's shadows. */
export function TableLights() {
  const { quality } = useTablePrefs()
  const mapSize = SHADOW_MAP[quality]
  return (
    <>
      <hemisphereLight args={['#d9ccb0', '#1c1510', FILL[quality]]} />
      <directionalLight
        position={[-7, 16, 8]}
        intensity={2.1}
        color="#ffe6c2"
        castShadow={mapSize > 0}
        shadow-mapSize={[Math.max(1, mapSize), Math.max(1, mapSize)]}
        shadow-radius={SHADOW_RADIUS[quality]}
        shadow-bias={-0.0004}
        shadow-normalBias={0.02}
        shadow-camera-left={-15}
        shadow-camera-right={15}
        shadow-camera-top={12}
        shadow-camera-bottom={-12}
        shadow-camera-near={1}
        shadow-camera-far={50}
      />
    </>
  )
}
