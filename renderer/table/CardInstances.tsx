import { useThree, type ThreeEvent } from '@react-three/fiber'
import { useLayoutEffect, useRef } from 'react'
import { Color, type InstancedMesh } from 'three'
import type { CardAtlas } from './cardAtlas'
import { commitCardInstances, writeCardInstance } from './cardInstancing'
import { AtlasCards } from './AtlasCards'
import { useTableThings, type TableThing } from './tableThings'

export interface CardPlacement {
  readonly position: readonly [number, number, number]
  /** Rotation about the vertical axis (radians). */
  readonly yaw?: number
  /** Raises the card's top edge (π/2 stands it up facing +z). */
  readonly pitch?: number
  readonly faceUp: boolean
  /** The face's atlas key; null when the face is unknown (both sides show the back). */
  readonly front: string | null
  readonly scale?: number
  /** Multiplies the card's colours (for dimming or highlighting). */
  readonly tint?: string
}

export interface CardInstancesProps {
  readonly atlas: CardAtlas
  readonly cards: readonly CardPlacement[]
  /** The most cards this mesh will ever show (its buffers are sized once). */
  readonly capacity: number
  readonly name?: string
  readonly castShadow?: boolean
  readonly receiveShadow?: boolean
  /** Called with the index of the clicked card in `cards`. */
  readonly onCardClick?: (index: number, event: ThreeEvent<MouseEvent>) => void
  readonly onCardHover?: (index: number | null) => void
  /**
   * What each card is, for the pointer (a tooltip, the hover cue, a click that plays its move or
   * opens the inspect view); null for a card that is nothing to point at. With it, onCardClick and
   * onCardHover are not used.
   */
  readonly thingAt?: (index: number) => TableThing | null
}

const scratchTint = new Color()

/** Any number of cards of one deck, drawn as one InstancedMesh (one draw call). */
export function CardInstances({
  atlas,
  cards,
  capacity,
  name,
  castShadow = false,
  receiveShadow = true,
  onCardClick,
  onCardHover,
  thingAt,
}: CardInstancesProps) {
  const mesh = useRef<InstancedMesh>(null)
  const invalidate = useThree((s) => s.invalidate)

  useLayoutEffect(() => {
    const m = mesh.current
    if (!m) return
    const count = Math.min(cards.length, capacity)
    for (let i = 0; i < count; i++) {
      const c = cards[i] as CardPlacement
      const front = c.front === null ? atlas.back : atlas.rect(c.front)
      scratchTint.set(c.tint ?? '#ffffff')
      writeCardInstance(
        m,
        i,
        {
          x: c.position[0],
          y: c.position[1],
          z: c.position[2],
          yaw: c.yaw ?? 0,
          pitch: c.pitch ?? 0,
          roll: c.faceUp ? 0 : Math.PI,
          scale: c.scale ?? 1,
        },
        front,
        atlas.back,
        scratchTint,
      )
    }
    m.count = count
    commitCardInstances(m)
    invalidate()
  }, [atlas, cards, capacity, invalidate])

  const things = useTableThings(
    mesh,
    thingAt && ((i) => (i === undefined || i >= Math.min(cards.length, capacity) ? null : thingAt(i))),
  )
  // With thingAt the pointer goes to the table's things; without, to onCardClick and onCardHover.
  const handlers = thingAt
    ? things
    : {
        onClick:
          onCardClick &&
          ((e: ThreeEvent<MouseEvent>) => {
            if (e.instanceId === undefined) return
            e.stopPropagation()
            onCardClick(e.instanceId, e)
          }),
        onPointerMove:
          onCardHover &&
          ((e: ThreeEvent<PointerEvent>) => {
            if (e.instanceId !== undefined) onCardHover(e.instanceId)
          }),
        onPointerOut: onCardHover && (() => onCardHover(null)),
      }
  return (
    <AtlasCards
      ref={mesh}
      name={name}
      atlas={atlas}
      capacity={capacity}
      castShadow={castShadow}
      receiveShadow={receiveShadow}
      {...handlers}
    />
  )
}
