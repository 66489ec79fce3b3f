import type { Seat } from '../../../../engine/core/types'
import type { PlayerView } from '../../../../engine/games/selfish/types'
import { textForBundledFont } from '../../../table/fonts'
import { TableText } from '../../../table/TableText'
import { LABEL_Z, columnX } from './layout'
import { seatColor } from './seatColors'

export interface SeatLabelsProps {
  readonly players: readonly PlayerView[]
  readonly me: Seat | null
  readonly toAct: readonly Seat[]
}

/** The words under a column: who sits there, and how they are doing. */
export function seatLabel(p: PlayerView, me: Seat | null): string {
  const who = p.seat === me ? `${p.name} (you)` : p.name
  const cards = `${p.handCount} card${p.handCount === 1 ? '' : 's'}`
  const state = !p.alive ? 'ZOMBIE' : p.skipNext ? `${cards} · ankle` : cards
  return textForBundledFont(`${who.toUpperCase()}\n${state}`)
}

/** One flat drei Text per column (one draw call each), in the seat's colour. */
export function SeatLabels({ players, me, toAct }: SeatLabelsProps) {
  return (
    <group name="seat-labels">
      {players.map((p) => (
        <group
          key={p.seat}
          name={`column-${p.seat}`}
          position={[columnX(p.seat, players.length), 0.01, LABEL_Z]}
        >
          <TableText
            text={seatLabel(p, me)}
            fontSize={0.22}
            lineHeight={1.1}
            maxWidth={1.4}
            color={toAct.includes(p.seat) ? '#ffffff' : seatColor(p.seat)}
          />
        </group>
      ))}
    </group>
  )
}
