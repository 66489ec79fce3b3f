import type { PlayerView } from '../../../../engine/games/zombielife/types'
import { PlayerNameLine } from '../../../hud/PlayerNameLine'
import { AssetList } from './AssetList'
import { RULES, wonga } from './cardInfo'
import { HealthTokens } from './HealthTokens'

export interface PlayerCardProps {
  readonly player: PlayerView
  readonly isTurn: boolean
  readonly isMe: boolean
  readonly isBot: boolean
  readonly hasMarker: boolean
}

/** The score preview's parts: Wonga + bonus per healthy token + money on cards, multiplied. */
function scoreParts(p: PlayerView): string {
  const onCards = p.assets.reduce((n, a) => n + a.money, 0)
  const parts = [`${wonga(p.wonga)}`, `${RULES.survivorBonus} × ${p.healthy} healthy`]
  if (onCards > 0) parts.push(`${RULES.cardMoneyMultiplier} × ${onCards} on cards`)
  return parts.join(' + ')
}

/** One player: human or zombie, Wonga, Health Tokens, hand size, assets and the score if it ended now. */
export function PlayerCard({ player: p, isTurn, isMe, isBot, hasMarker }: PlayerCardProps) {
  return (
    <li
      className={['hud-player', p.zombie ? 'is-zombie' : 'is-alive', isTurn ? 'is-turn' : ''].join(' ')}
      data-seat={p.seat}
      aria-label={p.name}
    >
      <PlayerNameLine name={p.name} seat={p.seat} isTurn={isTurn} isMe={isMe} isBot={isBot}>
        {hasMarker && (
          <span className="hud-tag" title="First Player Marker">
            1st
          </span>
        )}
      </PlayerNameLine>
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
    </li>
  )
}
