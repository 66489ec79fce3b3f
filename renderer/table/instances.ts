import { InstancedBufferAttribute, type InstancedMesh } from 'three'

/**
 * Draws the first `count` instances written with setMatrixAt (and setColorAt): marks them for
 * upload and refreshes the bounds used for picking and culling.
 */
export function commitInstances(mesh: InstancedMesh, count: number): void {
  mesh.count = count
  mesh.instanceMatrix.needsUpdate = true
  if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true
  mesh.computeBoundingSphere()
}

/**
 * Per-instance tints, all white, for a mesh to carry from the start. three.js compiles a separate
 * shader for an instanced mesh with tints and one without; a mesh that gets its tints only on its
 * first setColorAt would need both (the warm-up compiles the one without, the first tinted frame
 * the other). White leaves every colour as it is.
 */
export function whiteTints(capacity: number): InstancedBufferAttribute {
  return new InstancedBufferAttribute(new Float32Array(capacity * 3).fill(1), 3)
}
