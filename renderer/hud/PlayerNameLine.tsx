import type { ReactNode } from 'react'
import { useHudPrefs } from './hudPrefs'
import { SeatMarkIcon } from './SeatMarkIcon'

export interface PlayerNameLineProps {
  readonly name: string
  /** The player's seat: with seat marks on, its shape is shown before the name. */
  readonly seat?: number
  /** Marks the player whose turn it is. */
  readonly isTurn: boolean
  readonly isMe: boolean
  readonly isBot: boolean
  /** Shown just before the name (a token's swatch). */
  readonly before?: ReactNode
  /** More tags, after "you" and "bot". */
  readonly children?: ReactNode
}

/** A player's name line in the players panel of every game's HUD: whose turn, you, bot. */
export function PlayerNameLine({ name, seat, isTurn, isMe, isBot, before, children }: PlayerNameLineProps) {
  const { seatMarks } = useHudPrefs()
  return (
    <div className="hud-player__name">
      {isTurn && (
        <span className="hud-player__turn" aria-label="their turn">
          ▶
        </span>
      )}
      {seatMarks && seat !== undefined && <SeatMarkIcon seat={seat} />}
      {before}
      {name}
      {isMe && <span className="hud-tag">you</span>}
      {isBot && <span className="hud-tag hud-tag--bot">bot</span>}
      {children}
    </div>
  )
}
