import { Fragment, type CSSProperties, type ReactNode } from 'react'
import type { Seat } from '../../engine/core/types'
import type { SeatConfig } from '../../electron/protocol/match'
import { PlayerNameLine } from './PlayerNameLine'

/** What the players panel marks on every player's row, whatever the game. */
export interface PlayerMarks {
  /** It is their turn. */
  readonly isTurn: boolean
  /** The viewer's own seat. */
  readonly isMe: boolean
  readonly isBot: boolean
  /** Play started from their seat (the first player marker). */
  readonly isFirst: boolean
}

export interface PlayerListProps<P extends { readonly seat: Seat }> {
  readonly heading: string
  /** In seat order. */
  readonly players: readonly P[]
  /** Who looks: the seats (a bot is marked) and the viewer's own, or null for the spectator. */
  readonly viewer: { readonly seats: readonly SeatConfig[]; readonly me: Seat | null }
  /** Whose turn it is, or null: nobody's (the game is over). */
  readonly turn: Seat | null
  /** The seat play started from (left out: no seat is marked first). */
  readonly first?: Seat | null
  /** The game's own class beside the kit's. */
  readonly className?: string
  /** One player's row (a PlayerRow), with the marks the panel worked out. */
  readonly row: (player: P, marks: PlayerMarks) => ReactNode
  /** Under the list: the table's own figures (the bank's buildings). */
  readonly children?: ReactNode
}

/** The players panel of every game's HUD: everyone at the table in seat order, one row each. */
export function PlayerList<P extends { readonly seat: Seat }>({
  heading,
  players,
  viewer: { seats, me },
  turn,
  first = null,
  className,
  row,
  children,
}: PlayerListProps<P>) {
  return (
    <section className={['hud-status hud-panel', className].filter(Boolean).join(' ')} aria-label="Players">
      <h2 className="hud-heading">{heading}</h2>
      <ul className="hud-status__list">
        {players.map((p) => (
          <Fragment key={p.seat}>
            {row(p, {
              isTurn: turn === p.seat,
              isMe: me === p.seat,
              isBot: seats[p.seat]?.kind === 'bot',
              isFirst: first === p.seat,
            })}
          </Fragment>
        ))}
      </ul>
      {children}
    </section>
  )
}

export interface PlayerRowProps {
  readonly player: { readonly seat: Seat; readonly name: string }
  readonly marks: PlayerMarks
  /** The row's state after the kit's class ('is-alive', 'is-zombie', 'is-out', the game's own); false: none. */
  readonly classes: readonly (string | false)[]
  /** Names the row after the player, for assistive tech and the tests' queries. */
  readonly labelled?: boolean
  readonly style?: CSSProperties
  /** Just before the name (a token's swatch). */
  readonly before?: ReactNode
  /** What the "1st" tag of the first seat says on hover; left out: the row shows no such tag. */
  readonly firstTitle?: string
  /** The game's facts about the player, under the name line. */
  readonly children: ReactNode
}

/** One player in the players panel: the name line (whose turn, you, bot, 1st), then the game's facts. */
export function PlayerRow({
  player: { name, seat },
  marks,
  classes,
  labelled = false,
  style,
  before,
  firstTitle,
  children,
}: PlayerRowProps) {
  const className = ['hud-player', ...classes, marks.isTurn && 'is-turn'].filter(Boolean).join(' ')
  return (
    <li className={className} data-seat={seat} aria-label={labelled ? name : undefined} style={style}>
      <PlayerNameLine name={name} seat={seat} {...marks} before={before}>
        {firstTitle !== undefined && marks.isFirst && (
          <span className="hud-tag" title={firstTitle}>
            1st
          </span>
        )}
      </PlayerNameLine>
      {children}
    </li>
  )
}
