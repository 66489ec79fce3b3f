import type { Seat } from '../../../../engine/core/types'
import type { ZombielifeView } from '../../../../engine/games/zombielife/types'
import type { SeatConfig } from '../../../../electron/protocol/match'
import { PlayerCard } from './PlayerCard'

export interface PlayerStatusProps {
  readonly view: ZombielifeView
  readonly seats: readonly SeatConfig[]
  readonly me: Seat | null
}

/** Everyone at the table, in seat order. */
export function PlayerStatus({ view, seats, me }: PlayerStatusProps) {
  return (
    <section className="hud-status hud-panel zh-status" aria-label="Players">
      <h2 className="hud-heading">Players</h2>
      <ul className="hud-status__list">
        {view.players.map((p) => (
          <PlayerCard
            key={p.seat}
            player={p}
            isTurn={view.decision.kind !== 'over' && view.turn.seat === p.seat}
            isMe={p.seat === me}
            isBot={seats[p.seat]?.kind === 'bot'}
            hasMarker={view.firstSeat === p.seat}
          />
        ))}
      </ul>
    </section>
  )
}
