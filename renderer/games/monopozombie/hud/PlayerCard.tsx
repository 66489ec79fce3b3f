import type { CSSProperties } from 'react'
import type { LotView, PlayerView, SquareIndex } from '../../../../engine/games/monopozombie/types'
import { ZOMBIE_SKIN, seatColor } from '../scene/seatColors'
import { PlayerNameLine } from '../../../hud/PlayerNameLine'
import { jailCardName, money, positionText } from './boardInfo'
import { DeedList } from './DeedList'

export interface PlayerCardProps {
  readonly player: PlayerView
  readonly lots: readonly LotView[]
  readonly isTurn: boolean
  readonly isMe: boolean
  readonly isBot: boolean
  /** Rolled first: rounds are counted from this seat. */
  readonly isFirst: boolean
  readonly onOpenDeed: ((square: SquareIndex) => void) | null
  readonly selectedDeed: SquareIndex | null
  /** The rent a human landing on a lot pays now, in words (the deeds' tooltips). */
  readonly rentOf: (square: SquareIndex) => string
}

/** Where the token stands: "In Quarantine (1 failed roll)", "On Bunker Lane". */
function where(p: PlayerView): string {
  if (!p.inJail) return `On ${positionText(p.position, false)}`
  const rolls = p.jailRolls > 0 ? ` (${p.jailRolls} failed roll${p.jailRolls === 1 ? '' : 's'})` : ''
  return `In Quarantine${rolls}`
}

/** The card's colours: the seat colour of the player's token (and lot tabs, roster row) on the board. */
export function seatStyle(seat: number): CSSProperties {
  return { '--mh-seat': seatColor(seat), '--mh-zombie-skin': ZOMBIE_SKIN } as CSSProperties
}

/**
 * One player, edged and marked in their token's seat colour (a zombie's mark is rot on a base of that
 * colour, as on the board): human or zombie, cash, where they stand, immunity, Quarantine, cards,
 * bodyguards and deeds.
 */
export function PlayerCard({
  player: p,
  lots,
  isTurn,
  isMe,
  isBot,
  isFirst,
  onOpenDeed,
  selectedDeed,
  rentOf,
}: PlayerCardProps) {
  const status = p.eliminated ? 'Out' : p.zombie ? 'Zombie' : 'Human'
  const cards = p.cards.map(jailCardName).join(', ')
  return (
    <li
      className={[
        'hud-player',
        'mh-player',
        p.zombie ? 'is-zombie' : 'is-alive',
        p.eliminated ? 'is-out' : '',
        isTurn ? 'is-turn' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      data-seat={p.seat}
      aria-label={p.name}
      style={seatStyle(p.seat)}
    >
      <PlayerNameLine
        name={p.name}
        seat={p.seat}
        isTurn={isTurn}
        isMe={isMe}
        isBot={isBot}
        before={<span className="mh-player__token" aria-hidden="true" />}
      >
        {isFirst && (
          <span className="hud-tag" title="Rolled first: a round ends when play comes back to this seat">
            1st
          </span>
        )}
      </PlayerNameLine>
      <div className="hud-player__facts">
        <span className={p.zombie ? 'hud-zombie' : p.eliminated ? 'hud-muted' : 'hud-alive'}>{status}</span>
        <span className="mh-cash">{money(p.cash)}</span>
        {!p.zombie && !p.eliminated && !p.lapped && (
          <span className="mh-immune" title="Immune to every conversion until they first reach or pass GO">
            Immune (not yet lapped)
          </span>
        )}
      </div>
      <div className="hud-player__facts mh-player__where">
        <span className="mh-position">{where(p)}</span>
        {p.cards.length > 0 && (
          <span className="hud-warn" title={cards}>
            {p.cards.length} Get Out of Quarantine Free card{p.cards.length === 1 ? '' : 's'}
          </span>
        )}
        {p.bodyguards > 0 && (
          <span className="mh-guards">
            {p.bodyguards} bodyguard{p.bodyguards === 1 ? '' : 's'}
          </span>
        )}
      </div>
      <DeedList lots={lots} onOpen={onOpenDeed} selected={selectedDeed} rentOf={rentOf} />
    </li>
  )
}
