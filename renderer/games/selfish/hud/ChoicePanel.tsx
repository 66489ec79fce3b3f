import type { GameKind } from '../../../../engine/games/selfish/data'
import { cardName } from './cardInfo'
import { choicesUsing, groupChoices, type Choice } from './choices'

export interface ChoicePanelProps {
  readonly choices: readonly Choice[]
  /** A picked hand card: only the choices that spend it are shown. */
  readonly filter: GameKind | null
  readonly onChoose: (choice: Choice) => void
  readonly onShowAll: () => void
  /** Said when there is nothing to choose (someone else is deciding). */
  readonly waitingFor: string
}

/** The legal choices as buttons, grouped by kind. */
export function ChoicePanel({ choices, filter, onChoose, onShowAll, waitingFor }: ChoicePanelProps) {
  if (choices.length === 0) {
    return (
      <section className="sh-choices sh-panel" aria-label="Your choices">
        <p className="sh-muted">{waitingFor}</p>
      </section>
    )
  }
  const shown = choicesUsing(choices, filter)
  return (
    <section className="sh-choices sh-panel" aria-label="Your choices">
      {filter !== null && (
        <p className="sh-choices__filter">
          {shown.length > 0
            ? `Moves with ${cardName(filter)}`
            : `Nothing uses ${cardName(filter)} right now.`}{' '}
          <button type="button" className="sh-link" onClick={onShowAll}>
            Show all moves
          </button>
        </p>
      )}
      {groupChoices(shown).map(({ group, heading, choices: inGroup }) => (
        <div className="sh-choices__group" key={group} role="group" aria-label={heading}>
          <h3 className="sh-subheading">{heading}</h3>
          <div className="sh-choices__buttons">
            {inGroup.map((choice) => (
              <button
                type="button"
                key={choice.label}
                className={`sh-choice sh-choice--${group}`}
                onClick={() => onChoose(choice)}
              >
                {choice.label}
              </button>
            ))}
          </div>
        </div>
      ))}
    </section>
  )
}
