import { useMemo } from 'react'
import type { Seat } from '../../engine/core/types'
import type { CardAtlas } from './cardAtlas'
import { CardInstances, type CardPlacement } from './CardInstances'
import { CARD_LENGTH } from './shared'
import type { TableThing } from './tableThings'

type Vec3 = readonly [number, number, number]

/** How a table fans the hands: where each seat's fan is centred, its card scale, how wide it opens. */
export interface FanLayout {
  readonly centre: (seat: Seat) => Vec3
  readonly scale: number
  /** The most a card turns from the next (radians). */
  readonly maxStep: number
  /** The most the whole fan turns, end to end (radians). */
  readonly maxSweep: number
}

export interface HandFansProps {
  /** Each seat and how many cards it holds. */
  readonly hands: readonly { readonly seat: Seat; readonly handCount: number }[]
  /** The viewer's seat: their own hand is in the HUD, not on the table. */
  readonly me: Seat | null
  readonly layout: FanLayout
  readonly atlas: CardAtlas
  readonly capacity: number
  /** What a seat's hand is, for the pointer (its tooltip, a click); left out: the fans take no pointer. */
  readonly thingOf?: (seat: Seat) => TableThing | null
}

/** Face-down fans of every other player's hand, as many cards as each holds. */
export function fanPlacements(
  hands: HandFansProps['hands'],
  me: Seat | null,
  layout: FanLayout,
): CardPlacement[] {
  const out: CardPlacement[] = []
  const radius = CARD_LENGTH * layout.scale * 1.6
  for (const { seat, handCount: k } of hands) {
    if (seat === me || k <= 0) continue
    const step = Math.min(layout.maxStep, layout.maxSweep / Math.max(1, k - 1))
    const [x0, , z0] = layout.centre(seat)
    for (let i = 0; i < k; i++) {
      const a = (i - (k - 1) / 2) * step
      out.push({
        position: [x0 + Math.sin(a) * radius, 0.004 + i * 0.0025, z0 + radius * (1 - Math.cos(a))],
        yaw: -a,
        faceUp: false,
        front: null,
        scale: layout.scale,
      })
    }
  }
  return out
}

/** The seat of each card fanPlacements lays, in the same order. */
export function fanSeats(hands: HandFansProps['hands'], me: Seat | null): Seat[] {
  return hands.flatMap(({ seat, handCount }) =>
    seat === me || handCount <= 0 ? [] : Array.from({ length: handCount }, () => seat),
  )
}

export function HandFans({ hands, me, layout, atlas, capacity, thingOf }: HandFansProps) {
  const cards = useMemo(() => fanPlacements(hands, me, layout), [hands, me, layout])
  const seats = useMemo(() => fanSeats(hands, me), [hands, me])
  return (
    <CardInstances
      name="hands"
      atlas={atlas}
      cards={cards}
      capacity={capacity}
      {...(thingOf
        ? {
            thingAt: (i: number) => {
              const seat = seats[i]
              return seat === undefined ? null : thingOf(seat)
            },
          }
        : {})}
    />
  )
}
