import type { CSSProperties } from 'react'
import type { Seat } from '../../../../engine/core/types'
import type { MonopoView, PlayerView, SquareIndex } from '../../../../engine/games/monopozombie/types'
import type { SeatConfig } from '../../../../electron/protocol/match'
import { PlayerList, PlayerRow } from '../../../hud/PlayerList'
import { ZOMBIE_SKIN, seatColor } from '../scene/seatColors'
import { jailCardName, money, positionText } from './boardInfo'
import { isOver } from './decisionText'
import { DeedList } from './DeedList'
import { rentNow } from './inspect'

export interface PlayerStatusProps {
  readonly view: MonopoView
  readonly seats: readonly SeatConfig[]
  readonly me: Seat | null
  readonly onOpenDeed: ((square: SquareIndex) => void) | null
  readonly selectedDeed: SquareIndex | null
}

/** Where the token stands: "In Quarantine (1 failed roll)", "On Bunker Lane". */
function where(p: PlayerView): string {
  if (!p.inJail) return `On ${positionText(p.position, false)}`
  const rolls = p.jailRolls > 0 ? ` (${p.jailRolls} failed roll${p.jailRolls === 1 ? '' : 's'})` : ''
  return `In Quarantine${rolls}`
}

/** The row's colours: the seat colour of the player's token (and lot tabs, roster row) on the board. */
function seatStyle(seat: number): CSSProperties {
  return { '--mh-seat': seatColor(seat), '--mh-zombie-skin': ZOMBIE_SKIN } as CSSProperties
}

/**
 * Everyone at the table in seat order, with the bank's houses and hotels left. Each player is edged
 * and marked in their token's seat colour (a zombie's mark is rot on a base of that colour, as on the
 * board): human or zombie, cash, where they stand, immunity, Quarantine, cards, bodyguards and deeds.
 */
export function PlayerStatus(props: PlayerStatusProps) {
  const { view, onOpenDeed, selectedDeed } = props
  return (
    <PlayerList
      heading="Players"
      className="mh-status"
      players={view.players}
      viewer={props}
      turn={isOver(view) ? null : view.turn.seat}
      first={view.firstSeat}
      row={(p, marks) => {
        const status = p.eliminated ? 'Out' : p.zombie ? 'Zombie' : 'Human'
        const cards = p.cards.map(jailCardName).join(', ')
        return (
          <PlayerRow
            player={p}
            marks={marks}
            classes={['mh-player', p.zombie ? 'is-zombie' : 'is-alive', p.eliminated && 'is-out']}
            labelled
            style={seatStyle(p.seat)}
            before={<span className="mh-player__token" aria-hidden="true" />}
            firstTitle="Rolled first: a round ends when play comes back to this seat"
          >
            <div className="hud-player__facts">
              <span className={p.zombie ? 'hud-zombie' : p.eliminated ? 'hud-muted' : 'hud-alive'}>
                {status}
              </span>
              <span className="mh-cash">{money(p.cash)}</span>
              {!p.zombie && !p.eliminated && !p.lapped && (
                <span
                  className="mh-immune"
                  title="Immune to every conversion until they first reach or pass GO"
                >
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
            <DeedList
              lots={view.lots.filter((l) => l.owner === p.seat)}
              onOpen={onOpenDeed}
              selected={selectedDeed}
              rentOf={(square) => rentNow(view, square)}
            />
          </PlayerRow>
        )
      }}
    >
      <p className="mh-bank">
        Bank: {view.bankHouses} house{view.bankHouses === 1 ? '' : 's'}, {view.bankHotels} hotel
        {view.bankHotels === 1 ? '' : 's'}
      </p>
    </PlayerList>
  )
}
