import type { ActionKind } from '../../../../engine/games/zombielife/data'
import { cardName } from './cardInfo'
import { choicesPlaying, groupChoices, slotPlaces, type Choice } from './choices'
import { SlotPicker } from './SlotPicker'

export interface ChoicePanelProps {
  readonly choices: readonly Choice[]
  /** A picked hand card: only the choices that play it are shown. */
  readonly filter: ActionKind | null
  readonly onChoose: (choice: Choice) => void
  /** Drops the filter. */
  readonly onShowAll: () => void
  /** Said when there is nothing to choose (someone else is deciding). */
  readonly waitingFor: string
}

/**
 * The legal choices, grouped by kind: one button per legal action, except the Infection card's
 * place in the deck, which is picked with the slot picker (every place still reachable).
 */
export function ChoicePanel({ choices, filter, onChoose, onShowAll, waitingFor }: ChoicePanelProps) {
  if (choices.length === 0) {
    return (
      <section className="sh-choices sh-panel" aria-label="Your choices">
        <p className="sh-muted">{waitingFor}</p>
      </section>
    )
  }
  const shown = choicesPlaying(choices, filter)
  return (
    <section className="sh-choices sh-panel" aria-label="Your choices">
      {filter !== null && (
        <p className="sh-choices__filter zh-choices__filter">
          {shown.length > 0
            ? `Showing plays of ${cardName(filter)}`
            : `${cardName(filter)} can't be played now`}
          {' — '}
          <button type="button" className="sh-link" onClick={onShowAll}>
            show all
          </button>
        </p>
      )}
      {groupChoices(shown).map(({ group, heading, choices: inGroup }) => (
        <div className="sh-choices__group" key={group} role="group" aria-label={heading}>
          <h3 className="sh-subheading">{heading}</h3>
          {group === 'slot' ? (
            <SlotPicker key={inGroup.length} places={slotPlaces(inGroup)} onChoose={onChoose} />
          ) : (
            <div className={`sh-choices__buttons zh-choices--${group}`}>
              {inGroup.map((choice, i) => (
                <button
                  type="button"
                  key={`${i}-${choice.label}`}
                  className={`sh-choice zh-choice--${group}`}
                  onClick={() => onChoose(choice)}
                >
                  {choice.label}
                </button>
              ))}
            </div>
          )}
        </div>
      ))}
    </section>
  )
}
