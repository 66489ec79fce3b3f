import type { Vector3 } from 'three'
import { Quaternion } from 'three'
import { describe, expect, it } from 'vitest'
import { FACE_NORMALS, faceForValue, faceUpQuaternion } from '../../../renderer/table/dieOrientation'

/** three's BoxGeometry puts its faces in this order (+x, -x, +y, -y, +z, -z). */
const NORMALS = FACE_NORMALS

describe('die orientation', () => {
  it('turns the face showing the rolled value up', () => {
    const faces = [0, 1, 1, 2, 2, 3]
    for (const value of [0, 1, 2, 3]) {
      const face = faceForValue(faces, value)
      expect(faces[face]).toBe(value)
      const q = faceUpQuaternion(face, 0.35, new Quaternion())
      const up = (NORMALS[face] as Vector3).clone().applyQuaternion(q)
      expect(up.y).toBeCloseTo(1)
    }
  })
})
