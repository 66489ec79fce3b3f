import type { MonopoAction } from '../../../../engine/games/monopozombie/types'
import { ChoiceButtons } from './ChoiceButtons'
import type { ChoiceGroup, ChoiceSet } from './choices'
import { LotActions } from './LotActions'

/** The groups in the actions panel: the turn's own actions. */
export const BAR_GROUPS: readonly ChoiceGroup[] = ['jail', 'bodyguards', 'turn']

export interface ActionBarProps {
  readonly choices: ChoiceSet
  readonly onChoose: (action: MonopoAction) => void
  readonly onPropose: () => void
}

/** The actions panel (right column, under the decision): roll or end the turn, Quarantine, bodyguards, a trade, and the commerce on each lot. */
export function ActionBar({ choices, onChoose, onPropose }: ActionBarProps) {
  const sections = choices.sections.filter((s) => BAR_GROUPS.includes(s.group))
  if (sections.length === 0 && choices.lots.length === 0 && !choices.canPropose) return null
  return (
    <section className="hud-panel mh-actions" aria-label="Your actions">
      <div className="mh-actions__main">
        {sections.map((s) => (
          <div
            className={`mh-actions__group mh-actions__group--${s.group}`}
            key={s.group}
            role="group"
            aria-label={s.heading}
          >
            <h3 className="hud-subheading">{s.heading}</h3>
            <ChoiceButtons choices={s.choices} onChoose={onChoose} />
          </div>
        ))}
        {choices.canPropose && (
          <div className="mh-actions__group" role="group" aria-label="Trade">
            <h3 className="hud-subheading">Trade</h3>
            <div className="hud-choices__buttons">
              <button type="button" className="hud-choice mh-choice--trade" onClick={onPropose}>
                Propose a trade…
              </button>
            </div>
          </div>
        )}
      </div>
      {choices.lots.length > 0 && <LotActions lots={choices.lots} onChoose={onChoose} />}
    </section>
  )
}
