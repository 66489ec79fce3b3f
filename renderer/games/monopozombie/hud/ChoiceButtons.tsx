import type { MonopoAction } from '../../../../engine/games/monopozombie/types'
import type { Choice } from './choices'

export interface ChoiceButtonsProps {
  readonly choices: readonly Choice[]
  readonly onChoose: (action: MonopoAction) => void
}

/** One button per choice: its short text on the button, the whole sentence as its name and tooltip. */
export function ChoiceButtons({ choices, onChoose }: ChoiceButtonsProps) {
  return (
    <div className="hud-choices__buttons">
      {choices.map((c) => (
        <button
          type="button"
          key={c.label}
          className={`hud-choice mh-choice mh-choice--${c.group}${c.danger ? ' is-danger' : ''}`}
          aria-label={c.short === c.label ? undefined : c.label}
          title={c.short === c.label ? undefined : c.label}
          onClick={() => onChoose(c.action)}
        >
          {c.short}
        </button>
      ))}
    </div>
  )
}
