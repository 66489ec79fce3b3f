import type { Outcome } from '../../engine/core/types'
import type { SeatConfig } from '../../electron/contract'

export interface GameOverBannerProps {
  readonly outcome: Outcome
  readonly seats: readonly SeatConfig[]
  /** Without them (the spectator), the banner has no buttons. */
  readonly onSave?: () => void
  /** The same game, seats and options again, with a new seed. */
  readonly onRematch?: () => void
  readonly onNewGame?: () => void
  readonly onHome?: () => void
}

/** The winner, or who won nothing, and the ways on. */
export function GameOverBanner({
  outcome,
  seats,
  onSave,
  onRematch,
  onNewGame,
  onHome,
}: GameOverBannerProps) {
  const winners = outcome.winners.map((seat) => seats[seat]?.name ?? `Seat ${seat + 1}`)
  const headline =
    winners.length === 0 ? 'Nobody wins' : `${winners.join(' and ')} win${winners.length === 1 ? 's' : ''}!`
  return (
    <section className="gameover" role="status" aria-label="Game over">
      <h2 className="gameover__title">{headline}</h2>
      <p className="gameover__summary">{outcome.summary}</p>
      {(onSave || onRematch || onNewGame || onHome) && (
        <div className="gameover__actions">
          {onSave && (
            <button type="button" className="button" onClick={onSave}>
              Save
            </button>
          )}
          {onRematch && (
            <button type="button" className="button button--primary" onClick={onRematch}>
              Rematch
            </button>
          )}
          {onNewGame && (
            <button
              type="button"
              className={onRematch ? 'button' : 'button button--primary'}
              onClick={onNewGame}
            >
              New game
            </button>
          )}
          {onHome && (
            <button type="button" className="button" onClick={onHome}>
              Home
            </button>
          )}
        </div>
      )}
    </section>
  )
}
