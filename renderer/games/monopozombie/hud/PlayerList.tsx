import type { Seat } from '../../../../engine/core/types'
import type { MonopoView, SquareIndex } from '../../../../engine/games/monopozombie/types'
import type { SeatConfig } from '../../../../electron/protocol/match'
import { isOver } from './decisionText'
import { rentNow } from './inspect'
import { PlayerCard } from './PlayerCard'

export interface PlayerListProps {
  readonly view: MonopoView
  readonly seats: readonly SeatConfig[]
  readonly me: Seat | null
  readonly onOpenDeed: ((square: SquareIndex) => void) | null
  readonly selectedDeed: SquareIndex | null
}

/** Everyone at the table in seat order, with the bank's houses and hotels left. */
export function PlayerList({ view, seats, me, onOpenDeed, selectedDeed }: PlayerListProps) {
  const over = isOver(view)
  return (
    <section className="hud-status hud-panel mh-status" aria-label="Players">
      <h2 className="hud-heading">Players</h2>
      <ul className="hud-status__list">
        {view.players.map((p) => (
          <PlayerCard
            key={p.seat}
            player={p}
            lots={view.lots.filter((l) => l.owner === p.seat)}
            isTurn={!over && view.turn.seat === p.seat}
            isMe={p.seat === me}
            isBot={seats[p.seat]?.kind === 'bot'}
            isFirst={view.firstSeat === p.seat}
            onOpenDeed={onOpenDeed}
            selectedDeed={selectedDeed}
            rentOf={(square) => rentNow(view, square)}
          />
        ))}
      </ul>
      <p className="mh-bank">
        Bank: {view.bankHouses} house{view.bankHouses === 1 ? '' : 's'}, {view.bankHotels} hotel
        {view.bankHotels === 1 ? '' : 's'}
      </p>
    </section>
  )
}
