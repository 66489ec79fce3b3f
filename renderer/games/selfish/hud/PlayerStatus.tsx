import type { Seat } from '../../../../engine/core/types'
import type { SelfishView } from '../../../../engine/games/selfish/types'
import type { SeatConfig } from '../../../../electron/protocol/match'
import { PlayerList, PlayerRow } from '../../../hud/PlayerList'

export interface PlayerStatusProps {
  readonly view: SelfishView
  readonly seats: readonly SeatConfig[]
  readonly me: Seat | null
}

/** Everyone at the table: alive or zombie, level, cards in hand, a skipped turn, alliances. */
export function PlayerStatus(props: PlayerStatusProps) {
  const { view } = props
  const nameOf = (seat: Seat) => view.players[seat]?.name ?? `Seat ${seat + 1}`
  return (
    <PlayerList
      heading="Survivors"
      players={view.players}
      viewer={props}
      turn={view.decision.kind === 'over' ? null : view.turn.seat}
      row={(p, marks) => {
        const allies = view.alliances.filter((a) => a.owner === p.seat).map((a) => nameOf(a.ally))
        const followers = view.alliances.filter((a) => a.ally === p.seat).map((a) => nameOf(a.owner))
        return (
          <PlayerRow player={p} marks={marks} classes={[p.alive ? 'is-alive' : 'is-zombie']}>
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
          </PlayerRow>
        )
      }}
    />
  )
}
