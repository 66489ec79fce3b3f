/** Which way up a die lies to show a value, and the tumbling on the way there. */
import { Quaternion, Vector3 } from 'three'

/** BoxGeometry face normals in face order (+x, -x, +y, -y, +z, -z). */
export const FACE_NORMALS: readonly Vector3[] = [
  new Vector3(1, 0, 0),
  new Vector3(-1, 0, 0),
  new Vector3(0, 1, 0),
  new Vector3(0, -1, 0),
  new Vector3(0, 0, 1),
  new Vector3(0, 0, -1),
]
const UP = new Vector3(0, 1, 0)
const scratchYaw = new Quaternion()

/** The face that shows `value` (the first such face; 0 when no face has it). */
export function faceForValue(faces: readonly number[], value: number): number {
  const i = faces.indexOf(value)
  return i < 0 ? 0 : i
}

/** The orientation that turns face `face` up, turned by `yaw` about the vertical. */
export function faceUpQuaternion(face: number, yaw: number, out: Quaternion): Quaternion {
  out.setFromUnitVectors(FACE_NORMALS[face] ?? UP, UP)
  scratchYaw.setFromAxisAngle(UP, yaw)
  return out.premultiply(scratchYaw)
}
