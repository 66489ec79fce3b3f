import { useMemo } from 'react'
import type { Seat } from '../../../../engine/core/types'
import type { PlayerView } from '../../../../engine/games/zombielife/types'
import type { CardAtlas } from '../../../table/cardAtlas'
import { CardInstances, type CardPlacement } from '../../../table/CardInstances'
import { CARD_LENGTH } from '../../../table/shared'
import { HAND_SCALE, handPlace } from './layout'

export interface HandFansProps {
  readonly players: readonly PlayerView[]
  /** The viewer's seat: their own hand is in the HUD, not on the table. */
  readonly me: Seat | null
  readonly atlas: CardAtlas
}

export const HAND_CAPACITY = 56

/** Face-down fans of every other player's hand, as many cards as each holds. */
export function fanPlacements(players: readonly PlayerView[], me: Seat | null): CardPlacement[] {
  const out: CardPlacement[] = []
  const radius = CARD_LENGTH * HAND_SCALE * 1.6
  for (const p of players) {
    if (p.seat === me || p.handCount <= 0) continue
    const k = p.handCount
    const spread = Math.min(0.22, 0.9 / Math.max(1, k - 1))
    const [x0, , z0] = handPlace(p.seat, players.length)
    for (let i = 0; i < k; i++) {
      const a = (i - (k - 1) / 2) * spread
      out.push({
        position: [x0 + Math.sin(a) * radius, 0.004 + i * 0.0025, z0 + radius * (1 - Math.cos(a))],
        yaw: -a,
        faceUp: false,
        front: null,
        scale: HAND_SCALE,
      })
    }
  }
  return out
}

export function HandFans({ players, me, atlas }: HandFansProps) {
  const cards = useMemo(() => fanPlacements(players, me), [players, me])
  return <CardInstances name="hands" atlas={atlas} cards={cards} capacity={HAND_CAPACITY} />
}
