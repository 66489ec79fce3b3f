import type { Seat } from '../../../../engine/core/types'
import type { PlayerView, ZombielifeView } from '../../../../engine/games/zombielife/types'
import type { SeatConfig } from '../../../../electron/protocol/match'
import { PlayerList, PlayerRow } from '../../../hud/PlayerList'
import { AssetList } from './AssetList'
import { RULES, wonga } from './cardInfo'
import { HealthTokens } from './HealthTokens'

export interface PlayerStatusProps {
  readonly view: ZombielifeView
  readonly seats: readonly SeatConfig[]
  readonly me: Seat | null
}

/** The score preview's parts: Wonga + bonus per healthy token + money on cards, multiplied. */
function scoreParts(p: PlayerView): string {
  const onCards = p.assets.reduce((n, a) => n + a.money, 0)
  const parts = [`${wonga(p.wonga)}`, `${RULES.survivorBonus} × ${p.healthy} healthy`]
  if (onCards > 0) parts.push(`${RULES.cardMoneyMultiplier} × ${onCards} on cards`)
  return parts.join(' + ')
}

/**
 * Everyone at the table, in seat order: human or zombie, Wonga, Health Tokens, hand size, assets and
 * the score if it ended now.
 */
export function PlayerStatus(props: PlayerStatusProps) {
  const { view } = props
  return (
    <PlayerList
      heading="Players"
      className="zh-status"
      players={view.players}
      viewer={props}
      turn={view.decision.kind === 'over' ? null : view.turn.seat}
      first={view.firstSeat}
      row={(p, marks) => (
        <PlayerRow
          player={p}
          marks={marks}
          classes={[p.zombie ? 'is-zombie' : 'is-alive']}
          labelled
          firstTitle="First Player Marker"
        >
          <div className="hud-player__facts">
            <span className={p.zombie ? 'hud-zombie' : 'hud-alive'}>{p.zombie ? 'Zombie' : 'Human'}</span>
            <span className="zh-wonga">{wonga(p.wonga)}</span>
            <HealthTokens healthy={p.healthy} infected={p.infected} />
            <span>
              {p.handCount} card{p.handCount === 1 ? '' : 's'}
            </span>
            {p.lockedDown && <span className="hud-warn">Locked down</span>}
            {p.extraDraws > 0 && <span className="hud-warn">Draws {p.extraDraws} extra</span>}
          </div>
          <AssetList seat={p.seat} assets={p.assets} />
          <div className="zh-score" title={scoreParts(p)}>
            Score now: <strong>{p.score}</strong> <span className="zh-score__parts">({scoreParts(p)})</span>
          </div>
        </PlayerRow>
      )}
    />
  )
}
