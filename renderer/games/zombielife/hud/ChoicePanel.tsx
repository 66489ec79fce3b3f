import { groupChoices, type Choice } from './choices'

export interface ChoicePanelProps {
  readonly choices: readonly Choice[]
  readonly onChoose: (choice: Choice) => void
  /** Said when there is nothing to choose (someone else is deciding). */
  readonly waitingFor: string
}

/** The legal choices as buttons, grouped by kind: one button per legal action. */
export function ChoicePanel({ choices, onChoose, waitingFor }: ChoicePanelProps) {
  if (choices.length === 0) {
    return (
      <section className="sh-choices sh-panel" aria-label="Your choices">
        <p className="sh-muted">{waitingFor}</p>
      </section>
    )
  }
  return (
    <section className="sh-choices sh-panel" aria-label="Your choices">
      {groupChoices(choices).map(({ group, heading, choices: inGroup }) => (
        <div className="sh-choices__group" key={group} role="group" aria-label={heading}>
          <h3 className="sh-subheading">{heading}</h3>
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
        </div>
      ))}
    </section>
  )
}
