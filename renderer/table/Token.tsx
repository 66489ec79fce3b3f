import type { ThreeEvent } from '@react-three/fiber'
import { sharedObjects, TOKEN_HEIGHT, tokenMaterial } from './shared'

export interface TokenProps {
  readonly color: string
  /** Where the token stands on the table (its base). */
  readonly position: readonly [number, number, number]
  readonly scale?: number
  readonly name?: string
  readonly onClick?: (event: ThreeEvent<MouseEvent>) => void
}

/** A plastic disc marker; tokens of one colour share one material and every token one geometry. */
export function Token({ color, position, scale = 1, name, onClick }: TokenProps) {
  return (
    <mesh
      name={name}
      geometry={sharedObjects().tokenGeometry}
      material={tokenMaterial(color)}
      position={[position[0], position[1] + (TOKEN_HEIGHT * scale) / 2, position[2]]}
      scale={scale}
      castShadow
      dispose={null}
      onClick={onClick}
    />
  )
}
