import type { Seat } from '../../../../engine/core/types'
import type { PlayerView } from '../../../../engine/games/zombielife/types'
import { SeatLabels as Plates } from '../../../table/SeatLabels'
import { labelPlace } from './layout'
import { ZOMBIE_COLOR, seatColor } from './seatColors'

export interface SeatLabelsProps {
  readonly players: readonly PlayerView[]
  readonly me: Seat | null
  readonly toAct: readonly Seat[]
}

/** How a player is doing, after their name: Wonga and infection, or ZOMBIE. */
export function seatState(p: PlayerView): string {
  return `${p.wonga} W · ${p.zombie ? 'ZOMBIE' : `${p.infected}/3 infected`}`
}

/** The name plate along the front of each seat's area. */
export function SeatLabels({ players, me, toAct }: SeatLabelsProps) {
  const labels = players.map((p) => ({
    seat: p.seat,
    name: p.name,
    state: seatState(p),
    position: labelPlace(p.seat, players.length),
    color: p.zombie ? ZOMBIE_COLOR : seatColor(p.seat),
  }))
  return (
    <Plates labels={labels} me={me} toAct={toAct} separator=" · " fontSize={0.24} maxWidth={3.2} outlined />
  )
}
