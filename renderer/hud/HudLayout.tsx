import type { ReactNode } from 'react'
import type { LogLine } from '../../electron/protocol/match'
import { GameLog } from './GameLog'

export interface HudLayoutProps {
  /** The game's own class beside the kit's (its colours). */
  readonly className?: string
  /** A spectator gets no hand and no choices. */
  readonly spectator: boolean
  /** Across the top: whose turn, the decision in words, any peeked cards. */
  readonly top: ReactNode
  /** Down the left: the players. */
  readonly left: ReactNode
  /** On the right, above the choices: the table's figures. */
  readonly facts?: ReactNode
  readonly choices?: ReactNode
  readonly log: readonly LogLine[]
  /** Along the bottom: the viewer's hand. */
  readonly hand?: ReactNode
}

/** The HTML layer of a card game over its table: the same places in every game. */
export function HudLayout({ className, spectator, top, left, facts, choices, log, hand }: HudLayoutProps) {
  const classes = ['hud', className ?? '', spectator ? 'hud--spectator' : ''].filter(Boolean).join(' ')
  return (
    <div className={classes}>
      <div className="hud-top">{top}</div>
      <div className="hud-left">{left}</div>
      <div className="hud-right">
        {facts}
        {choices}
        <GameLog lines={log} collapsible={!spectator} />
      </div>
      {hand && <div className="hud-bottom">{hand}</div>}
    </div>
  )
}

/**
 * The line shown instead of choices: who is being waited for, or the end of the game. The viewer's
 * own seat with nothing to choose (the table still animating, or the connection lost) is told its
 * choices are coming, not that the table waits for it.
 */
export function waitingFor(
  toAct: readonly number[],
  nameOf: (seat: number) => string,
  me: number | null,
): string {
  if (toAct.length === 0) return 'The game is over.'
  const others = toAct.filter((seat) => seat !== me)
  if (others.length === 0) return 'Your choices are on their way…'
  return `Waiting for ${others.map(nameOf).join(' or ')}…`
}
