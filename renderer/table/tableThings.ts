/**
 * The things on the table a player can point at: a card, a pile, a token. A mesh of the table kit
 * (or a game's own mesh) names what is under the pointer, instance by instance, as a TableThing;
 * this hook turns that into the hover cue (the outline and the cursor: a hand for a legal move, a
 * magnifier for a closer look), the tooltip with its name, and the click: the legal move it stands
 * for, or else the inspect view. A right-click or I while pointing opens the inspect view too.
 *
 * Nothing here draws a frame by itself: the tooltip is HTML, and the outline (HoverCue) changes,
 * and asks for one frame, only when the thing under the pointer changes.
 */
import type { ThreeEvent } from '@react-three/fiber'
import { useEffect, useRef, type RefObject } from 'react'
import { Box3, InstancedMesh, Matrix4, Mesh, Vector3, type Object3D } from 'three'
import { inspectActions, type InspectTarget } from './inspectStore'
import { hideHoverCue, showHoverCue } from './hoverCue'

type Vec3 = readonly [number, number, number]

export interface TableThing {
  /** Its name, for the tooltip ("Discard pile: Horde"). */
  readonly label: string
  /** What the inspect view opens for it (the game's target); null: nothing to look at closer. */
  readonly target: InspectTarget | null
  /** The legal move clicking it plays now; left out or null: a click opens the inspect view. */
  readonly play?: (() => void) | null
  /** Outline the whole mesh (a pile), not just the instance under the pointer. */
  readonly whole?: boolean
  /** The outline's box on the table (centre and size, table units), for a part of a mesh (a square of the board). */
  readonly box?: { readonly center: Vec3; readonly size: Vec3 }
}

/** What is under the pointer on a mesh: its instance (undefined for a plain mesh) and the hit point. */
export type ThingAt = (instanceId: number | undefined, point: Vector3 | undefined) => TableThing | null

/** The tooltip's last line for a thing. */
export function thingHint(thing: TableThing): string | undefined {
  if (thing.play) return thing.target ? 'Click to play it · I: take a closer look' : 'Click to play it'
  return thing.target ? 'Click or I: take a closer look' : undefined
}

const PAD = 0.06
const scratchBox = new Box3()
const scratchMatrix = new Matrix4()
const scratchCenter = new Vector3()
const scratchSize = new Vector3()

/** Where the outline goes: a box around the thing, as a matrix for a unit cube (null: nowhere). */
export function cueMatrix(
  object: Object3D,
  instanceId: number | undefined,
  thing: TableThing,
  out: Matrix4,
): Matrix4 | null {
  if (thing.box) {
    const [cx, cy, cz] = thing.box.center
    const [sx, sy, sz] = thing.box.size
    return out.makeScale(sx + PAD, Math.max(sy, 0.02) + PAD / 2, sz + PAD).setPosition(cx, cy, cz)
  }
  if (!(object instanceof Mesh)) return null
  object.updateWorldMatrix(true, false)
  const base = object.matrixWorld
  if (object instanceof InstancedMesh && thing.whole) {
    object.computeBoundingBox()
    if (object.boundingBox === null) return null
    scratchBox.copy(object.boundingBox)
    out.copy(base)
  } else {
    const geometry = object.geometry
    if (geometry.boundingBox === null) geometry.computeBoundingBox()
    if (geometry.boundingBox === null) return null
    scratchBox.copy(geometry.boundingBox)
    if (object instanceof InstancedMesh && instanceId !== undefined) {
      object.getMatrixAt(instanceId, scratchMatrix)
      out.multiplyMatrices(base, scratchMatrix)
    } else {
      out.copy(base)
    }
  }
  if (scratchBox.isEmpty()) return null
  scratchBox.getCenter(scratchCenter)
  scratchBox.getSize(scratchSize)
  scratchSize.set(scratchSize.x + PAD, Math.max(scratchSize.y, 0.02) + PAD / 2, scratchSize.z + PAD)
  return out.multiply(
    scratchMatrix.makeScale(scratchSize.x, scratchSize.y, scratchSize.z).setPosition(scratchCenter),
  )
}

export interface ThingHandlers {
  readonly onPointerMove: (e: ThreeEvent<PointerEvent>) => void
  readonly onPointerOut: (e: ThreeEvent<PointerEvent>) => void
  readonly onClick: (e: ThreeEvent<MouseEvent>) => void
  readonly onContextMenu: (e: ThreeEvent<MouseEvent>) => void
}

interface EventLike {
  readonly instanceId?: number
  readonly point?: Vector3
  readonly nativeEvent?: { readonly clientX?: number; readonly clientY?: number; preventDefault?: () => void }
  stopPropagation(): void
}

/** How far the pointer may move over one thing before its tooltip follows (pixels). */
const FOLLOW = 4

/**
 * The pointer handlers for a mesh whose parts are things (`thingAt`); no handlers (the mesh takes no
 * pointer events, costing no raycasts) when `thingAt` is left out.
 */
export function useTableThings(
  ref: RefObject<Object3D | null>,
  thingAt: ThingAt | undefined,
): Partial<ThingHandlers> {
  const latest = useRef(thingAt)
  useEffect(() => {
    latest.current = thingAt
  })
  // The thing under the pointer now: its key, and where the tooltip was put.
  const current = useRef<{ key: string; x: number; y: number } | null>(null)
  const leave = () => {
    const was = current.current
    if (was === null) return
    current.current = null
    inspectActions().unpoint(was.key)
    hideHoverCue(was.key)
    document.body.style.cursor = ''
  }
  // A mesh that goes takes its tooltip and outline with it.
  useEffect(() => leave, [])

  if (thingAt === undefined) return {}

  const find = (e: EventLike): { thing: TableThing; key: string } | null => {
    const object = ref.current
    const thing = latest.current?.(e.instanceId, e.point) ?? null
    if (object === null || thing === null) return null
    const part = thing.box
      ? `${thing.box.center.join(',')}`
      : thing.whole
        ? 'all'
        : String(e.instanceId ?? 'all')
    return { thing, key: `table:${object.uuid}:${part}` }
  }

  const onPointerMove = (e: EventLike) => {
    const found = find(e)
    if (found === null) {
      leave()
      return
    }
    e.stopPropagation()
    const { thing, key } = found
    const x = e.nativeEvent?.clientX ?? 0
    const y = e.nativeEvent?.clientY ?? 0
    const was = current.current
    const same = was !== null && was.key === key
    if (same && Math.abs(was.x - x) < FOLLOW && Math.abs(was.y - y) < FOLLOW) return
    if (was !== null && !same) leave()
    current.current = { key, x, y }
    const hint = thingHint(thing)
    inspectActions().point({
      key,
      target: thing.target,
      label: thing.label,
      ...(hint === undefined ? {} : { hint }),
      anchor: { x, y },
    })
    if (!same) {
      const object = ref.current
      const matrix = object && cueMatrix(object, e.instanceId, thing, new Matrix4())
      if (matrix) showHoverCue(key, matrix)
      document.body.style.cursor = thing.play ? 'pointer' : thing.target ? 'zoom-in' : ''
    }
  }

  const onClick = (e: EventLike) => {
    const found = find(e)
    if (found === null) return
    e.stopPropagation()
    const { thing } = found
    if (thing.play) thing.play()
    else if (thing.target) {
      leave()
      inspectActions().inspect(thing.target)
    }
  }

  const onContextMenu = (e: EventLike) => {
    const found = find(e)
    if (found === null || found.thing.target === null) return
    e.stopPropagation()
    e.nativeEvent?.preventDefault?.()
    leave()
    inspectActions().inspect(found.thing.target)
  }

  return { onPointerMove, onPointerOut: leave, onClick, onContextMenu }
}
