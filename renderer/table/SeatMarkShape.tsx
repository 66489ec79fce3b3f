import { useMemo } from 'react'
import { Shape, ShapeGeometry } from 'three'
import type { Vec3 } from './cameraPresets'
import { seatMark } from './seatMarks'

const geometries = new Map<string, ShapeGeometry>()

/** One flat geometry per mark, shared by every table (eight tiny shapes, kept for the page's life). */
function markGeometry(seat: number): ShapeGeometry {
  const mark = seatMark(seat)
  let geometry = geometries.get(mark.name)
  if (!geometry) {
    const [first, ...rest] = mark.points
    const shape = new Shape()
    shape.moveTo(first?.[0] ?? 0, first?.[1] ?? 0)
    for (const [x, y] of rest) shape.lineTo(x, y)
    shape.closePath()
    geometry = new ShapeGeometry(shape)
    geometries.set(mark.name, geometry)
  }
  return geometry
}

export interface SeatMarkShapeProps {
  readonly seat: number
  /** Half its width, in table units. */
  readonly size: number
  readonly color: string
  readonly position: Vec3
  readonly renderOrder?: number
}

/** A seat's mark lying flat on the table (its top towards the far side, like the table's text). */
export function SeatMarkShape({ seat, size, color, position, renderOrder }: SeatMarkShapeProps) {
  const geometry = useMemo(() => markGeometry(seat), [seat])
  return (
    <mesh
      name={`seat-mark-${seatMark(seat).name}`}
      geometry={geometry}
      position={position}
      rotation-x={-Math.PI / 2}
      scale={size}
      {...(renderOrder === undefined ? {} : { renderOrder })}
    >
      <meshBasicMaterial color={color} toneMapped={false} />
    </mesh>
  )
}
