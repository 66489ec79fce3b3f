import type { ThreeEvent } from '@react-three/fiber'
import { useRef } from 'react'
import type { Mesh } from 'three'
import { sharedObjects, TOKEN_HEIGHT, tokenMaterial } from './shared'
import { useTableThings, type TableThing } from './tableThings'

export interface TokenProps {
  readonly color: string
  /** Where the token stands on the table (its base). */
  readonly position: readonly [number, number, number]
  readonly scale?: number
  readonly name?: string
  readonly onClick?: (event: ThreeEvent<MouseEvent>) => void
  /** What the token is, for the pointer (a tooltip, the hover cue, a click); with it, onClick is not used. */
  readonly thing?: TableThing | null
}

/** A plastic disc marker; tokens of one colour share one material and every token one geometry. */
export function Token({ color, position, scale = 1, name, onClick, thing }: TokenProps) {
  const mesh = useRef<Mesh>(null)
  const things = useTableThings(mesh, thing ? () => thing : undefined)
  return (
    <mesh
      ref={mesh}
      name={name}
      geometry={sharedObjects().tokenGeometry}
      material={tokenMaterial(color)}
      position={[position[0], position[1] + (TOKEN_HEIGHT * scale) / 2, position[2]]}
      scale={scale}
      castShadow
      dispose={null}
      {...(thing ? things : { onClick })}
    />
  )
}
