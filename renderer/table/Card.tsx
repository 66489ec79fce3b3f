import type { ThreeEvent } from '@react-three/fiber'
import { useMemo } from 'react'
import type { CardAtlas } from './cardAtlas'
import { CardInstances, type CardPlacement } from './CardInstances'

export interface CardProps {
  readonly atlas: CardAtlas
  /** The face's atlas key; null for an unknown card. */
  readonly front: string | null
  readonly faceUp?: boolean
  readonly position?: readonly [number, number, number]
  readonly yaw?: number
  readonly pitch?: number
  readonly scale?: number
  readonly tint?: string
  readonly name?: string
  readonly castShadow?: boolean
  readonly onClick?: (event: ThreeEvent<MouseEvent>) => void
}

/** One card of a deck, drawn with the deck's atlas material. */
export function Card({
  atlas,
  front,
  faceUp = true,
  position = [0, 0, 0],
  yaw,
  pitch,
  scale,
  tint,
  name,
  castShadow,
  onClick,
}: CardProps) {
  const [x, y, z] = position
  const cards = useMemo<CardPlacement[]>(
    () => [{ position: [x, y, z], yaw, pitch, faceUp, front, scale, tint }],
    [x, y, z, yaw, pitch, faceUp, front, scale, tint],
  )
  return (
    <CardInstances
      atlas={atlas}
      cards={cards}
      capacity={1}
      name={name}
      castShadow={castShadow}
      onCardClick={onClick && ((_i, e) => onClick(e))}
    />
  )
}
