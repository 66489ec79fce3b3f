import type { ThreeEvent } from '@react-three/fiber'
import { useMemo } from 'react'
import type { CardAtlas } from './cardAtlas'
import { CardInstances, type CardPlacement } from './CardInstances'
import { CARD_THICKNESS } from './shared'
import type { TableThing } from './tableThings'

export interface CardPileProps {
  readonly atlas: CardAtlas
  /** How many cards are in the pile (the stack's height follows it). */
  readonly count: number
  /** The most cards the pile can hold (the deck size). */
  readonly capacity: number
  /** The top card's face key when it lies face up; null for a face-down pile. */
  readonly top: string | null
  readonly position: readonly [number, number, number]
  readonly yaw?: number
  readonly name?: string
  readonly tint?: string
  readonly onClick?: (event: ThreeEvent<MouseEvent>) => void
  /**
   * What the pile is, for the pointer: its tooltip, the outline round the whole pile, and a click
   * that plays its move (`play`) or opens the inspect view. With it, onClick is not used.
   */
  readonly thing?: TableThing | null
}

/** A small deterministic wobble per card so the stack looks like a real stack. */
function wobble(i: number, salt: number): number {
  const s = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453
  return (s - Math.floor(s)) * 2 - 1
}

/** Where a card lands on top of a pile of `count` cards (for animations). */
export function pileTopY(count: number): number {
  return (count + 0.5) * CARD_THICKNESS
}

/**
 * A pile of cards as ONE InstancedMesh: the stack body (backs, edges showing) with the top card's
 * face as its last instance. The pile is as high as it has cards.
 */
export function CardPile({
  atlas,
  count,
  capacity,
  top,
  position,
  yaw = 0,
  name,
  tint,
  onClick,
  thing,
}: CardPileProps) {
  const [px, py, pz] = position
  const cards = useMemo<CardPlacement[]>(() => {
    const n = Math.max(0, Math.min(count, capacity))
    return Array.from({ length: n }, (_, i) => {
      const isTop = i === n - 1
      return {
        position: [
          px + wobble(i, 1) * 0.015,
          py + (i + 0.5) * CARD_THICKNESS,
          pz + wobble(i, 2) * 0.015,
        ] as const,
        yaw: yaw + wobble(i, 3) * 0.02,
        faceUp: isTop && top !== null,
        front: isTop ? top : null,
        tint,
      }
    })
  }, [count, capacity, top, px, py, pz, yaw, tint])
  return (
    <CardInstances
      atlas={atlas}
      cards={cards}
      capacity={capacity}
      name={name}
      castShadow
      {...(thing
        ? { thingAt: () => ({ ...thing, whole: true }) }
        : { onCardClick: onClick && ((_i: number, e: ThreeEvent<MouseEvent>) => onClick(e)) })}
    />
  )
}
