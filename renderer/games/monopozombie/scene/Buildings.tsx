import { useCallback, useEffect, useMemo, useRef } from 'react'
import { Color, Euler, Matrix4, MeshStandardMaterial, Quaternion, Vector3, type InstancedMesh } from 'three'
import type { LotView } from '../../../../engine/games/monopozombie/types'
import { ease } from '../../../table/animation'
import { useRigWriter } from '../../../table/useRigWriter'
import { commitInstances } from '../../../table/instances'
import { bankHotelPlace, bankHousePlace, buildingPlaces, type Vec3 } from './layout'
import { createHotelGeometry, createHouseGeometry } from './pieceGeometry'
import { Pieces } from './Pieces'
import { useMonopoRig, type BuildingMotion, type MonopoRig } from './sceneRig'
import { HOTEL_COLOR, HOUSE_COLOR } from './seatColors'

export interface BuildingsProps {
  readonly lots: readonly LotView[]
  readonly bankHouses: number
  readonly bankHotels: number
}

/** Room for every house and hotel on the board and in the bank at once (32 and 12 in the game). */
export const HOUSE_CAPACITY = 64
export const HOTEL_CAPACITY = 24

/** A building to draw, and for one on a street which one it is (to match it to its motion). */
export interface BuildingPlacement {
  readonly position: Vec3
  readonly yaw: number
  readonly square?: number
  readonly slot?: number
}

/** Every house and hotel to draw: on the streets by level, then the bank's stock in its tray. */
export function buildingPlacements(
  lots: readonly LotView[],
  bankHouses: number,
  bankHotels: number,
): { houses: BuildingPlacement[]; hotels: BuildingPlacement[] } {
  const houses: BuildingPlacement[] = []
  const hotels: BuildingPlacement[] = []
  for (const lot of lots) {
    if (lot.level <= 0) continue
    const list = lot.level >= 5 ? hotels : houses
    buildingPlaces(lot.square, lot.level).forEach((p, slot) => list.push({ ...p, square: lot.square, slot }))
  }
  const bank = (n: number, at: (i: number) => Vec3) =>
    Array.from({ length: Math.max(0, Math.floor(n)) }, (_, i) => ({ position: at(i), yaw: 0 }))
  return {
    houses: [...houses, ...bank(Math.min(32, bankHouses), bankHousePlace)].slice(0, HOUSE_CAPACITY),
    hotels: [...hotels, ...bank(Math.min(12, bankHotels), bankHotelPlace)].slice(0, HOTEL_CAPACITY),
  }
}

/** Where a street's house slot (or its hotel) stands. */
export function motionPlace(m: BuildingMotion): { position: Vec3; yaw: number } {
  const places = buildingPlaces(m.square, m.kind === 'hotel' ? 5 : 4)
  return places[m.kind === 'hotel' ? 0 : m.slot] ?? { position: [0, 0, 0], yaw: 0 }
}

const pos = new Vector3()
const quat = new Quaternion()
const tilt = new Quaternion()
const euler = new Euler()
const size = new Vector3()
const UP_AXIS = new Vector3(0, 1, 0)

/** Rubble: what a torn-down building darkens to as it collapses (multiplies its colour). */
const RUBBLE = new Color('#6b6258')
const WHITE = new Color('#ffffff')

/**
 * A building's matrix at progress t of its motion. pop: grows out of the board with an overshoot
 * (nothing while waiting); crumble: shudders, then slumps into a low, wide, leaning heap that sinks
 * into the board; lift: rises and shrinks away. Waiting to crumble or lift, it stands as it was.
 */
export function motionMatrix(
  out: Matrix4,
  at: { position: Vec3; yaw: number },
  style: BuildingMotion['style'],
  t: number,
): Matrix4 {
  const [x, y, z] = at.position
  quat.setFromAxisAngle(UP_AXIS, at.yaw)
  pos.set(x, y, z)
  if (t < 0) {
    size.setScalar(style === 'pop' ? 0 : 1)
    return out.compose(pos, quat, size)
  }
  if (style === 'pop') {
    const s = Math.max(0, ease.outBack(t))
    pos.y += (1 - t) * (1 - t) * 0.12
    size.set(s, s, s)
  } else if (style === 'lift') {
    const s = 1 - ease.inOutCubic(t)
    pos.y += t * 0.3
    size.set(s, s, s)
  } else {
    // 0..0.35 shudder; 0.35..0.75 slump into a heap; 0.75..1 the heap sinks away.
    const shudder = t < 0.35 ? Math.sin(t * 70) * 0.035 : 0
    pos.x += shudder
    pos.z += 0.5 * shudder
    const slump = ease.inOutCubic(Math.min(1, Math.max(0, (t - 0.35) / 0.4)))
    const sink = 1 - ease.inOutCubic(Math.min(1, Math.max(0, (t - 0.75) / 0.25)))
    quat.multiply(
      tilt.setFromEuler(euler.set(0.45 * slump, 0, t < 0.35 ? Math.sin(t * 53) * 0.18 : 0.2 * slump)),
    )
    const wide = (1 + 0.5 * slump) * sink
    size.set(wide, Math.max(0.001, (1 - 0.72 * slump) * sink), wide)
  }
  return out.compose(pos, quat, size)
}

/** A building's colour multiplier at progress t of its motion: rubble-grey as it crumbles. */
export function motionShade(out: Color, style: BuildingMotion['style'], t: number): Color {
  if (style !== 'crumble' || t < 0) return out.copy(WHITE)
  return out.copy(WHITE).lerp(RUBBLE, Math.min(1, Math.max(0, (t - 0.2) / 0.45)))
}

const m4 = new Matrix4()
const shade = new Color()

function writeMesh(
  m: InstancedMesh,
  items: readonly BuildingPlacement[],
  kind: 'house' | 'hotel',
  motions: readonly BuildingMotion[],
): void {
  let n = 0
  const capacity = m.instanceMatrix.count
  for (const item of items) {
    if (n >= capacity) break
    const pop =
      item.square === undefined
        ? undefined
        : motions.find(
            (mo) =>
              mo.style === 'pop' && mo.kind === kind && mo.square === item.square && mo.slot === item.slot,
          )
    if (pop) motionMatrix(m4, item, 'pop', pop.t)
    else m4.makeRotationY(item.yaw).setPosition(...item.position)
    m.setColorAt(n, WHITE)
    m.setMatrixAt(n++, m4)
  }
  // Buildings the view no longer has, drawn until they are gone.
  for (const mo of motions) {
    if (n >= capacity) break
    if (mo.style === 'pop' || mo.kind !== kind) continue
    m.setColorAt(n, motionShade(shade, mo.style, mo.t))
    m.setMatrixAt(n++, motionMatrix(m4, motionPlace(mo), mo.style, mo.t))
  }
  m.visible = n > 0
  commitInstances(m, n)
}

/**
 * The houses (green) and hotels (red): those standing on the streets' colour bands by each lot's
 * level, and the bank's remaining stock in its tray in the middle; new ones pop up, torn-down ones
 * crumble and sold ones lift off (the rig's building motions). One InstancedMesh each.
 */
export function Buildings({ lots, bankHouses, bankHotels }: BuildingsProps) {
  const houses = useRef<InstancedMesh>(null)
  const hotels = useRef<InstancedMesh>(null)
  const objects = useMemo(
    () => ({
      house: createHouseGeometry(),
      hotel: createHotelGeometry(),
      green: new MeshStandardMaterial({ color: HOUSE_COLOR, roughness: 0.45, metalness: 0.02 }),
      red: new MeshStandardMaterial({ color: HOTEL_COLOR, roughness: 0.45, metalness: 0.02 }),
    }),
    [],
  )
  useEffect(
    () => () => {
      for (const o of Object.values(objects)) o.dispose()
    },
    [objects],
  )
  const placed = useMemo(
    () => buildingPlacements(lots, bankHouses, bankHotels),
    [lots, bankHouses, bankHotels],
  )
  const write = useCallback(
    (rig: MonopoRig) => {
      if (!houses.current || !hotels.current) return
      writeMesh(houses.current, placed.houses, 'house', rig.buildings)
      writeMesh(hotels.current, placed.hotels, 'hotel', rig.buildings)
    },
    [placed],
  )
  useRigWriter(useMonopoRig(), write)
  return (
    <group name="buildings">
      <Pieces ref={houses} name="houses" args={[objects.house, objects.green, HOUSE_CAPACITY]} />
      <Pieces ref={hotels} name="hotels" args={[objects.hotel, objects.red, HOTEL_CAPACITY]} />
    </group>
  )
}
