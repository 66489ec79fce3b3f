import type { Seat } from '../../../../engine/core/types'
import type { PlayerView } from '../../../../engine/games/zombielife/types'
import { textForBundledFont } from '../../../table/fonts'
import { TableText } from '../../../table/TableText'
import { labelPlace } from './layout'
import { ZOMBIE_COLOR, seatColor } from './seatColors'

export interface SeatLabelsProps {
  readonly players: readonly PlayerView[]
  readonly me: Seat | null
  readonly toAct: readonly Seat[]
}

/** The name plate of a seat: who, their Wonga and health, or ZOMBIE. */
export function seatLabel(p: PlayerView, me: Seat | null): string {
  const who = p.seat === me ? `${p.name} (you)` : p.name
  const state = p.zombie ? 'ZOMBIE' : `${p.infected}/3 infected`
  return textForBundledFont(`${who.toUpperCase()} · ${p.wonga} W · ${state}`)
}

/** One flat drei Text per seat (one draw call each) along the front of its area. */
export function SeatLabels({ players, me, toAct }: SeatLabelsProps) {
  return (
    <group name="seat-labels">
      {players.map((p) => (
        <group key={p.seat} name={`seat-${p.seat}`} position={labelPlace(p.seat, players.length)}>
          <TableText
            text={seatLabel(p, me)}
            fontSize={0.24}
            maxWidth={3.2}
            color={toAct.includes(p.seat) ? '#ffffff' : p.zombie ? ZOMBIE_COLOR : seatColor(p.seat)}
            outlined
          />
        </group>
      ))}
    </group>
  )
}
