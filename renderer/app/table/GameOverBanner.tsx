import type { Outcome } from '../../../engine/core/types'
import REPLAY_WORDS from '../../../assets/help/replay.json'

export interface GameOverBannerProps {
  readonly outcome: Outcome
  /** Without them (the spectator), the banner has no buttons. */
  readonly onSave?: () => void
  /** The same game, seats and options again, with a new seed. */
  readonly onRematch?: () => void
  readonly onNewGame?: () => void
  readonly onHome?: () => void
  /** Watch the match again (the replay viewer). */
  readonly onReplay?: () => void
}

/**
 * The one winner line the game gives ("The zombies win", "Ann escapes"), how it ended, and the ways
 * on.
 */
export function GameOverBanner({
  outcome,
  onSave,
  onRematch,
  onNewGame,
  onHome,
  onReplay,
}: GameOverBannerProps) {
  return (
    <section className="gameover" role="status" aria-label="Game over">
      <h2 className="gameover__title">{outcome.headline}</h2>
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
          {onReplay && (
            <button type="button" className="button" title={REPLAY_WORDS.watchHint} onClick={onReplay}>
              {REPLAY_WORDS.watch}
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
