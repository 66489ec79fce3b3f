/**
 * Low-level helpers for instanced cards: a per-mesh geometry that shares the card's vertex buffers
 * and adds the per-instance atlas rectangles, and a writer for one instance.
 */
import {
  BufferGeometry,
  Color,
  Euler,
  InstancedBufferAttribute,
  Matrix4,
  Quaternion,
  Vector3,
  type InstancedMesh,
  type Vector4,
} from 'three'
import { CARD_BACK_ATTRIBUTE, CARD_FRONT_ATTRIBUTE } from './cardMaterial'
import { sharedObjects } from './shared'

/** A geometry for one InstancedMesh of cards: shared vertices, own per-instance rectangles. */
export function createCardInstancesGeometry(capacity: number): BufferGeometry {
  const base = sharedObjects().cardGeometry
  const g = new BufferGeometry()
  g.setIndex(base.getIndex())
  for (const name of ['position', 'normal', 'uv'] as const) {
    const attribute = base.getAttribute(name)
    if (attribute) g.setAttribute(name, attribute)
  }
  g.setAttribute(CARD_FRONT_ATTRIBUTE, new InstancedBufferAttribute(new Float32Array(capacity * 4), 4))
  g.setAttribute(CARD_BACK_ATTRIBUTE, new InstancedBufferAttribute(new Float32Array(capacity * 4), 4))
  g.boundingBox = base.boundingBox
  g.boundingSphere = base.boundingSphere
  return g
}

/** Releases only the per-instance buffers (the shared card vertices stay with other meshes). */
export function disposeCardInstancesGeometry(g: BufferGeometry): void {
  g.deleteAttribute(CARD_FRONT_ATTRIBUTE)
  g.deleteAttribute(CARD_BACK_ATTRIBUTE)
}

export interface CardPose {
  readonly x: number
  readonly y: number
  readonly z: number
  /** Rotation about the vertical axis. */
  readonly yaw: number
  /** Rotation about the card's long axis: 0 face up, π face down. */
  readonly roll: number
  /** Rotation about the card's short axis (raises the card's top edge: π/2 stands it up). */
  readonly pitch: number
  readonly scale: number
}

const scratchEuler = new Euler(0, 0, 0, 'YXZ')
const scratchQuat = new Quaternion()
const scratchPos = new Vector3()
const scratchScale = new Vector3()
const scratchMatrix = new Matrix4()
const white = new Color('#ffffff')

/** Composes a card pose into a matrix (yaw, then pitch, then roll, applied outermost first). */
export function cardMatrix(pose: CardPose, out: Matrix4): Matrix4 {
  scratchEuler.set(pose.pitch, pose.yaw, pose.roll, 'YXZ')
  scratchQuat.setFromEuler(scratchEuler)
  scratchPos.set(pose.x, pose.y, pose.z)
  scratchScale.setScalar(pose.scale)
  return out.compose(scratchPos, scratchQuat, scratchScale)
}

/** Writes one instance: its matrix, front and back rectangles, and tint. */
export function writeCardInstance(
  mesh: InstancedMesh,
  index: number,
  pose: CardPose,
  front: Vector4,
  back: Vector4,
  tint: Color = white,
): void {
  mesh.setMatrixAt(index, cardMatrix(pose, scratchMatrix))
  const g = mesh.geometry
  ;(g.getAttribute(CARD_FRONT_ATTRIBUTE) as InstancedBufferAttribute).setXYZW(
    index,
    front.x,
    front.y,
    front.z,
    front.w,
  )
  ;(g.getAttribute(CARD_BACK_ATTRIBUTE) as InstancedBufferAttribute).setXYZW(
    index,
    back.x,
    back.y,
    back.z,
    back.w,
  )
  mesh.setColorAt(index, tint)
}

/** Marks everything written by writeCardInstance for upload and refreshes the picking bounds. */
export function commitCardInstances(mesh: InstancedMesh): void {
  mesh.instanceMatrix.needsUpdate = true
  if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true
  const g = mesh.geometry
  g.getAttribute(CARD_FRONT_ATTRIBUTE).needsUpdate = true
  g.getAttribute(CARD_BACK_ATTRIBUTE).needsUpdate = true
  mesh.computeBoundingSphere()
}
