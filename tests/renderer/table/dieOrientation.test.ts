import { Quaternion, Vector3 } from 'three'
import { describe, expect, it } from 'vitest'
import { faceForValue, faceUpQuaternion } from '../../../renderer/table/dieOrientation'

const NORMALS = [
  new Vector3(1, 0, 0),
  new Vector3(-1, 0, 0),
  new Vector3(0, 1, 0),
  new Vector3(0, -1, 0),
  new Vector3(0, 0, 1),
  new Vector3(0, 0, -1),
]

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
