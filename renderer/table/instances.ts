import type { InstancedMesh } from 'three'

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
