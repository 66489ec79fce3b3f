import { useMemo } from 'react'
import type { Seat } from '../../../../engine/core/types'
import type { PlayerView } from '../../../../engine/games/selfish/types'
import type { CardAtlas } from '../../../table/cardAtlas'
import { CardInstances, type CardPlacement } from '../../../table/CardInstances'
import { CARD_LENGTH } from '../../../table/shared'
import { HAND_SCALE, HAND_Z, columnX } from './layout'

export interface HandFansProps {
  readonly players: readonly PlayerView[]
  /** The viewer's seat: their own hand is in the HUD, not on the table. */
  readonly me: Seat | null
  readonly atlas: CardAtlas
  readonly capacity: number
}

/** Face-down fans of every other player's hand, each as wide as its column allows. */
export function fanPlacements(players: readonly PlayerView[], me: Seat | null): CardPlacement[] {
  const out: CardPlacement[] = []
  const radius = CARD_LENGTH * HAND_SCALE * 1.6
  for (const p of players) {
    if (p.seat === me || p.handCount <= 0) continue
    const k = p.handCount
    const spread = Math.min(0.2, 0.95 / Math.max(1, k - 1))
    const x0 = columnX(p.seat, players.length)
    for (let i = 0; i < k; i++) {
      const a = (i - (k - 1) / 2) * spread
      out.push({
        position: [x0 + Math.sin(a) * radius, 0.004 + i * 0.0025, HAND_Z + radius * (1 - Math.cos(a))],
        yaw: -a,
        faceUp: false,
        front: null,
        scale: HAND_SCALE,
      })
    }
  }
  return out
}

export function HandFans({ players, me, atlas, capacity }: HandFansProps) {
  const cards = useMemo(() => fanPlacements(players, me), [players, me])
  return <CardInstances name="hands" atlas={atlas} cards={cards} capacity={capacity} />
}
