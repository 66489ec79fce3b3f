/**
 * Image-based light for the table at medium and high quality: a small CC0 photo studio (Poly Haven's
 * "studio", 512×512 EXR, from @pmndrs/assets, bundled in its own chunk and never fetched from
 * the network) lights every physically based material softly from all round and gives the tokens,
 * dice and coins something to reflect. It is light only: the room behind the table stays dark.
 * Low quality keeps the plain hemisphere light (no environment to sample per pixel).
 */
import { Environment } from '@react-three/drei'
import { Suspense, use } from 'react'
import { useTablePrefs } from './tablePrefs'

/** How strongly the environment lights the table (the key light still does most of it). */
export const ENVIRONMENT_INTENSITY = 0.15

let hdri: Promise<string> | null = null
function environmentFile(): Promise<string> {
  hdri ??= import('@pmndrs/assets/hdri/studio.exr').then((m) => m.default)
  return hdri
}

function EnvironmentLight() {
  const file = use(environmentFile())
  return <Environment files={file} environmentIntensity={ENVIRONMENT_INTENSITY} />
}

export function TableEnvironment() {
  const { quality } = useTablePrefs()
  if (quality === 'low') return null
  return (
    <Suspense fallback={null}>
      <EnvironmentLight />
    </Suspense>
  )
}
