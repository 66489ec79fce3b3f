import { useThree } from '@react-three/fiber'
import { useEffect } from 'react'
import { DataTexture, Mesh, MeshStandardMaterial, PlaneGeometry } from 'three'
import { Text as TroikaText } from 'troika-three-text'

/**
 * A stand-in for the tabletop's felt and wood (TableSurface), which wait for their normal maps and
 * may come after the warmup: a textured, normal-mapped standard material on a plain geometry has
 * the very shader they use. It is kept for the page (three deletes a program no material holds).
 */
let surfaceStandIn: Mesh | null = null
function standInForSurface(): Mesh {
  if (surfaceStandIn === null) {
    const texel = new DataTexture(new Uint8Array([128, 128, 255, 255]), 1, 1)
    surfaceStandIn = new Mesh(new PlaneGeometry(), new MeshStandardMaterial({ map: texel, normalMap: texel }))
  }
  return surfaceStandIn
}

/**
 * Compiles the shaders of the table once its scene has mounted, before anything needs them: each
 * shader first compiled mid-game stalls the page (a dropped frame on a GPU, 1 to 4 s in software
 * WebGL), and a streamer's viewers see it. Words on the table (drei Text) mount only once their
 * font is laid out, seconds later, so an unlaid text mesh stands in for them: its shader does not
 * depend on the font; the tabletop likewise has a stand-in. Things still hidden are compiled too.
 */
export function ShaderWarmup() {
  const gl = useThree((s) => s.gl)
  const scene = useThree((s) => s.scene)
  const camera = useThree((s) => s.camera)
  useEffect(() => {
    gl.compile(scene, camera)
    const words = new TroikaText()
    gl.compile(words, camera, scene)
    words.dispose()
    gl.compile(standInForSurface(), camera, scene)
    // A compiled shader is linked on its first use; without parallel compiling (software WebGL)
    // that use waits for the link, so each is used now, while the table loads.
    for (const program of gl.info.programs ?? []) program.getUniforms()
  }, [gl, scene, camera])
  return null
}
