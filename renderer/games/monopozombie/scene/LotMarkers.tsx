import { useThree } from '@react-three/fiber'
import { useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react'
import {
  BoxGeometry,
  Color,
  Matrix4,
  MeshBasicMaterial,
  MeshStandardMaterial,
  Quaternion,
  Vector3,
  type InstancedMesh,
} from 'three'
import type { LotView, PlayerView, SquareIndex } from '../../../../engine/games/monopozombie/types'
import { FlatDecals } from '../../../table/FlatDecals'
import { commitInstances } from '../../../table/instances'
import { useWhiteTints } from '../../../table/useWhiteTints'
import { BOARD_Y, CELL, CORNER, squareRect, type Side } from './layout'
import { createInfectedTexture, createMortgageTexture, createOccupiedTexture } from './markerTextures'
import { seatColor } from './seatColors'

export interface LotMarkersProps {
  readonly lots: readonly LotView[]
  readonly players: readonly PlayerView[]
  /** Zombie lots a human survived on (torn down a level when the last human leaves). */
  readonly occupied: readonly SquareIndex[]
}

export const LOT_CAPACITY = 28
const UP = new Vector3(0, 1, 0)
const m4 = new Matrix4()
const quat = new Quaternion()
const pos = new Vector3()
const scale = new Vector3(CELL, 1, CORNER)
const one = new Vector3(1, 1, 1)
const color = new Color()

/** An owner's tab: a plate in the seat colour on the felt just outside the board's edge. */
export const TAB = { length: 0.8, height: 0.05, depth: 0.2 } as const
/** How far a tab's centre lies outwards from its square's centre. */
export const TAB_OFFSET = CORNER / 2 + 0.18
/** A mortgaged lot's tab is drawn this dark (the deed turned over). */
export const MORTGAGED_SHADE = 0.4

/** The cracked warning sign on an occupied lot: its size (a square on the board). */
export const WARNING_SIZE = 0.3
const signScale = new Vector3(WARNING_SIZE, 1, WARNING_SIZE)

/**
 * Where the warning sign lies on each side of the board, from the square's centre (x, z): at the
 * foot of the printing as the viewer reads it (towards the viewer, beside the price), so that it is
 * neither under the buildings on the colour band nor behind the tokens standing on the square.
 */
const WARNING_OFFSET: Readonly<Record<Side, readonly [number, number]>> = {
  0: [0.3, CORNER / 2 - 0.2],
  1: [0.27, 0.3],
  2: [0.32, 0.27],
  3: [-0.27, 0.3],
}

/** Where an occupied lot's warning sign lies (upright for the viewer whatever the side). */
export function warningPlace(square: number): [number, number, number] {
  const r = squareRect(square)
  const [dx, dz] = WARNING_OFFSET[r.side]
  return [r.x + dx, BOARD_Y + 0.006, r.z + dz]
}

/** Where the owner's tab of a lot lies (its centre on the felt). */
export function tabPlace(square: number): [number, number, number] {
  const r = squareRect(square)
  return [r.x - r.inward[0] * TAB_OFFSET, TAB.height / 2, r.z - r.inward[1] * TAB_OFFSET]
}

/** The turn that points a marker's local +z (its bottom edge) at the square's outer edge. */
export function outwardYaw(square: number): number {
  const r = squareRect(square)
  return Math.atan2(-r.inward[0], -r.inward[1])
}

/**
 * The lots each marker covers: owned (a tab in the owner's colour), mortgaged, zombie-owned, and
 * occupied (a warning sign; each lot once, in board order).
 */
export function lotMarkers(
  lots: readonly LotView[],
  players: readonly PlayerView[],
  occupied: readonly SquareIndex[] = [],
): { owned: LotView[]; mortgaged: LotView[]; infected: LotView[]; occupied: SquareIndex[] } {
  const owned = lots.filter((l) => l.owner !== null)
  const squares = new Set(lots.map((l) => l.square))
  return {
    owned,
    mortgaged: owned.filter((l) => l.mortgaged),
    infected: owned.filter((l) => l.owner !== null && players[l.owner]?.zombie === true),
    occupied: [...new Set(occupied)].filter((sq) => squares.has(sq)).sort((a, b) => a - b),
  }
}

function place(m: InstancedMesh, i: number, square: number, yaw: number, y: number): void {
  const r = squareRect(square)
  quat.setFromAxisAngle(UP, yaw)
  pos.set(r.x, y, r.z)
  m.setMatrixAt(i, m4.compose(pos, quat, scale))
}

/** Writes one instance per item (as many as the mesh holds), and shows the mesh only when it has any. */
function writeEach<T>(m: InstancedMesh, items: readonly T[], write: (item: T, i: number) => void): void {
  const shown = items.slice(0, LOT_CAPACITY)
  shown.forEach((item, i) => write(item, i))
  m.visible = shown.length > 0
  commitInstances(m, shown.length)
}

/** The flat markers over the lots: each one's mesh, picture and place in the drawing order. */
const DECALS = {
  infected: { name: 'infected-lots', texture: createInfectedTexture, renderOrder: 1 },
  stamp: { name: 'mortgage-stamps', texture: createMortgageTexture, renderOrder: 3 },
  warning: { name: 'occupied-lots', texture: createOccupiedTexture, renderOrder: 4 },
} as const
type Decal = keyof typeof DECALS
const DECAL_KINDS = Object.keys(DECALS) as Decal[]

/**
 * What marks the lots besides buildings, one InstancedMesh each: a tab in the owner's seat colour
 * just outside the board's edge by every owned lot (dark when mortgaged), a green hatch over
 * zombie-owned ground (it converts humans), a dark MORTGAGED stamp over mortgaged lots, and a
 * cracked warning sign on occupied zombie lots (to be torn down when the last human leaves).
 */
export function LotMarkers({ lots, players, occupied }: LotMarkersProps) {
  const frames = useRef<InstancedMesh>(null)
  const decals: Record<Decal, RefObject<InstancedMesh | null>> = {
    infected: useRef<InstancedMesh>(null),
    stamp: useRef<InstancedMesh>(null),
    warning: useRef<InstancedMesh>(null),
  }
  const frameTints = useWhiteTints(LOT_CAPACITY)
  const invalidate = useThree((s) => s.invalidate)
  const materials = useMemo(() => {
    const flat = (kind: Decal) =>
      new MeshBasicMaterial({
        map: DECALS[kind].texture(),
        transparent: true,
        depthWrite: false,
        toneMapped: false,
      })
    return {
      tab: new MeshStandardMaterial({ roughness: 0.5, metalness: 0.05 }),
      infected: flat('infected'),
      stamp: flat('stamp'),
      warning: flat('warning'),
    }
  }, [])
  const tabGeometry = useMemo(() => new BoxGeometry(TAB.length, TAB.height, TAB.depth), [])
  useEffect(
    () => () => {
      for (const m of Object.values(materials)) {
        m.map?.dispose()
        m.dispose()
      }
      tabGeometry.dispose()
    },
    [materials, tabGeometry],
  )
  const { infected, stamp, warning } = decals
  useLayoutEffect(() => {
    const f = frames.current
    const g = infected.current
    const s = stamp.current
    const w = warning.current
    if (!f || !g || !s || !w) return
    const marks = lotMarkers(lots, players, occupied)
    writeEach(f, marks.owned, (lot, i) => {
      const [x, y, z] = tabPlace(lot.square)
      quat.setFromAxisAngle(UP, outwardYaw(lot.square))
      f.setMatrixAt(i, m4.compose(pos.set(x, y, z), quat, one))
      f.setColorAt(
        i,
        color.set(seatColor(lot.owner ?? 0)).multiplyScalar(lot.mortgaged ? MORTGAGED_SHADE : 1),
      )
    })
    writeEach(g, marks.infected, (lot, i) => place(g, i, lot.square, outwardYaw(lot.square), BOARD_Y + 0.002))
    writeEach(s, marks.mortgaged, (lot, i) => {
      // The stamp reads from the viewer's side: near and far rows upright, side columns upwards.
      const side = squareRect(lot.square).side
      place(s, i, lot.square, side % 2 === 0 ? 0 : Math.PI / 2, BOARD_Y + 0.004)
    })
    writeEach(w, marks.occupied, (square, i) => {
      w.setMatrixAt(i, m4.compose(pos.set(...warningPlace(square)), quat.identity(), signScale))
    })
    invalidate()
  }, [lots, players, occupied, invalidate, infected, stamp, warning])
  return (
    <group name="lot-markers">
      <instancedMesh
        ref={frames}
        name="owner-tabs"
        args={[tabGeometry, materials.tab, LOT_CAPACITY]}
        instanceColor={frameTints}
        dispose={null}
      />
      {DECAL_KINDS.map((kind) => (
        <FlatDecals
          key={kind}
          ref={decals[kind]}
          name={DECALS[kind].name}
          material={materials[kind]}
          capacity={LOT_CAPACITY}
          renderOrder={DECALS[kind].renderOrder}
        />
      ))}
    </group>
  )
}
