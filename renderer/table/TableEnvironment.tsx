/**
 * Image-based light for the table at medium and high quality: a small CC0 photo studio (Poly Haven's
 * "studio", 512×512 EXR, from @pmndrs/assets, bundled in its own chunk and never fetched from
 * the network) lights every physically based material softly from all round and gives the tokens,
 * dice and coins something to reflect. It is light only: the room behind the table stays dark.
 * Low quality keeps the plain hemisphere light (no environment to sample per pixel).
 */
import { Environment } from '@react-three/drei'
import { use } from 'react'
import { useTablePrefs } from './tablePrefs'

/** How strongly the environment lights the table (the key light still does most of it). */
export const ENVIRONMENT_INTENSITY = 0.15

let hdri: Promise<string | null> | null = null
/**
 * The environment file's data URL, or null where its chunk could not be fetched (the server that
 * served the page is gone for now): the table is then lit without it, and a later table tries again.
 */
function environmentFile(): Promise<string | null> {
  hdri ??= import('@pmndrs/assets/hdri/studio.exr').then(
    (m) => m.default,
    () => {
      hdri = null
      return null
    },
  )
  return hdri
}
// Fetched with the page, while the server that served it is surely there.
void environmentFile()

function EnvironmentLight() {
  const file = use(environmentFile())
  return file === null ? null : <Environment files={file} environmentIntensity={ENVIRONMENT_INTENSITY} />
}

/** Suspends until the environment has loaded: put it under the table's Suspense with the warmup. */
export function TableEnvironment() {
  const { quality } = useTablePrefs()
  return quality === 'low' ? null : <EnvironmentLight />
}
