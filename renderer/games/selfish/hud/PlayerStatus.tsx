import type { Seat } from '../../../../engine/core/types'
import type { SelfishView } from '../../../../engine/games/selfish/types'
import type { SeatConfig } from '../../../../electron/protocol/match'
import { PlayerNameLine } from '../../../hud/PlayerNameLine'

export interface PlayerStatusProps {
  readonly view: SelfishView
  readonly seats: readonly SeatConfig[]
  readonly me: Seat | null
}

/** Everyone at the table: alive or zombie, level, cards in hand, a skipped turn, alliances. */
export function PlayerStatus({ view, seats, me }: PlayerStatusProps) {
  const nameOf = (seat: Seat) => view.players[seat]?.name ?? `Seat ${seat + 1}`
  return (
    <section className="hud-status hud-panel" aria-label="Players">
      <h2 className="hud-heading">Survivors</h2>
      <ul className="hud-status__list">
        {view.players.map((p) => {
          const turn = view.decision.kind !== 'over' && view.turn.seat === p.seat
          const allies = view.alliances.filter((a) => a.owner === p.seat).map((a) => nameOf(a.ally))
          const followers = view.alliances.filter((a) => a.ally === p.seat).map((a) => nameOf(a.owner))
          const bot = seats[p.seat]?.kind === 'bot'
          return (
            <li
              key={p.seat}
              className={['hud-player', p.alive ? 'is-alive' : 'is-zombie', turn ? 'is-turn' : ''].join(' ')}
              data-seat={p.seat}
            >
              <PlayerNameLine name={p.name} seat={p.seat} isTurn={turn} isMe={p.seat === me} isBot={bot} />
              <div className="hud-player__facts">
                <span className={p.alive ? 'hud-alive' : 'hud-zombie'}>{p.alive ? 'Alive' : 'Zombie'}</span>
                <span>
                  Level {p.level}/{view.chopperLevel}
                </span>
                <span>
                  {p.handCount} card{p.handCount === 1 ? '' : 's'}
                </span>
                {p.skipNext && <span className="hud-warn">Skips next turn</span>}
              </div>
              {(allies.length > 0 || followers.length > 0) && (
                <div className="hud-player__alliances">
                  {allies.length > 0 && <span>Alliance with {allies.join(', ')}</span>}
                  {followers.length > 0 && <span>Followed by {followers.join(', ')}</span>}
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
