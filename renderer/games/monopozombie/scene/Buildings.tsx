import { useThree } from '@react-three/fiber'
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { Matrix4, MeshStandardMaterial, type InstancedMesh } from 'three'
import type { LotView } from '../../../../engine/games/monopozombie/types'
import { bankHotelPlace, bankHousePlace, boardBuildings, type Vec3 } from './layout'
import { createHotelGeometry, createHouseGeometry } from './pieceGeometry'
import { HOTEL_COLOR, HOUSE_COLOR } from './seatColors'

export interface BuildingsProps {
  readonly lots: readonly LotView[]
  readonly bankHouses: number
  readonly bankHotels: number
}

/** Room for every house and hotel on the board and in the bank at once (32 and 12 in the game). */
export const HOUSE_CAPACITY = 64
export const HOTEL_CAPACITY = 24
const m4 = new Matrix4()

/** Every house and hotel to draw: on the streets by level, then the bank's stock in its tray. */
export function buildingPlacements(
  lots: readonly LotView[],
  bankHouses: number,
  bankHotels: number,
): { houses: { position: Vec3; yaw: number }[]; hotels: { position: Vec3; yaw: number }[] } {
  const { houses, hotels } = boardBuildings(lots)
  const bank = (n: number, at: (i: number) => Vec3) =>
    Array.from({ length: Math.max(0, Math.floor(n)) }, (_, i) => ({ position: at(i), yaw: 0 }))
  return {
    houses: [...houses, ...bank(Math.min(32, bankHouses), bankHousePlace)].slice(0, HOUSE_CAPACITY),
    hotels: [...hotels, ...bank(Math.min(12, bankHotels), bankHotelPlace)].slice(0, HOTEL_CAPACITY),
  }
}

function write(m: InstancedMesh, items: readonly { position: Vec3; yaw: number }[]): void {
  items.forEach(({ position: [x, y, z], yaw }, i) =>
    m.setMatrixAt(i, m4.makeRotationY(yaw).setPosition(x, y, z)),
  )
  m.count = items.length
  m.visible = items.length > 0
  m.instanceMatrix.needsUpdate = true
  m.computeBoundingSphere()
}

/**
 * The houses (green) and hotels (red): those standing on the streets' colour bands by each lot's
 * level, and the bank's remaining stock in its tray in the middle. One InstancedMesh each.
 */
export function Buildings({ lots, bankHouses, bankHotels }: BuildingsProps) {
  const houses = useRef<InstancedMesh>(null)
  const hotels = useRef<InstancedMesh>(null)
  const invalidate = useThree((s) => s.invalidate)
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
  useLayoutEffect(() => {
    if (!houses.current || !hotels.current) return
    const placed = buildingPlacements(lots, bankHouses, bankHotels)
    write(houses.current, placed.houses)
    write(hotels.current, placed.hotels)
    invalidate()
  }, [lots, bankHouses, bankHotels, invalidate])
  return (
    <group name="buildings">
      <instancedMesh
        ref={houses}
        name="houses"
        args={[objects.house, objects.green, HOUSE_CAPACITY]}
        castShadow
        frustumCulled={false}
      />
      <instancedMesh
        ref={hotels}
        name="hotels"
        args={[objects.hotel, objects.red, HOTEL_CAPACITY]}
        castShadow
        frustumCulled={false}
      />
    </group>
  )
}
