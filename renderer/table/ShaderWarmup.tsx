import { useThree } from '@react-three/fiber'
import { useEffect } from 'react'
import { Text as TroikaText } from 'troika-three-text'

/**
 * Compiles the shaders of the table once its scene has mounted, before anything needs them: each
 * shader first compiled mid-game stalls the page (a dropped frame on a GPU, 1 to 4 s in software
 * WebGL), and a streamer's viewers see it. Words on the table (drei Text) mount only once their
 * font is laid out, seconds later, so an unlaid text mesh stands in for them: its shader does not
 * depend on the font. Things still hidden are compiled too.
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
    // A compiled shader is linked on its first use; without parallel compiling (software WebGL)
    // that use waits for the link, so each is used now, while the table loads.
    for (const program of gl.info.programs ?? []) program.getUniforms()
  }, [gl, scene, camera])
  return null
}
