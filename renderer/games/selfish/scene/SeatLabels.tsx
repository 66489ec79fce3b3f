import type { Seat } from '../../../../engine/core/types'
import type { PlayerView } from '../../../../engine/games/selfish/types'
import { SeatLabels as Plates } from '../../../table/SeatLabels'
import { LABEL_Z, columnX } from './layout'
import { seatColor } from './seatColors'

export interface SeatLabelsProps {
  readonly players: readonly PlayerView[]
  readonly me: Seat | null
  readonly toAct: readonly Seat[]
}

/** How a player is doing, under their name: cards in hand, a twisted ankle, or ZOMBIE. */
export function seatState(p: PlayerView): string {
  const cards = `${p.handCount} card${p.handCount === 1 ? '' : 's'}`
  return !p.alive ? 'ZOMBIE' : p.skipNext ? `${cards} · ankle` : cards
}

/** The plate under each column. */
export function SeatLabels({ players, me, toAct }: SeatLabelsProps) {
  const labels = players.map((p) => ({
    seat: p.seat,
    name: p.name,
    state: seatState(p),
    position: [columnX(p.seat, players.length), 0.01, LABEL_Z] as const,
    color: seatColor(p.seat),
  }))
  return (
    <Plates
      labels={labels}
      me={me}
      toAct={toAct}
      separator={'\n'}
      nodeName="column"
      fontSize={0.22}
      lineHeight={1.1}
      maxWidth={1.4}
    />
  )
}
