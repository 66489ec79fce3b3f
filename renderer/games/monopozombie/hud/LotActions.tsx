import type { MonopoAction } from '../../../../engine/games/monopozombie/types'
import { levelMark } from './boardInfo'
import { ChoiceButtons } from './ChoiceButtons'
import type { LotChoices } from './choices'

export interface LotActionsProps {
  readonly lots: readonly LotChoices[]
  readonly onChoose: (action: MonopoAction) => void
}

/** The commerce open on each of the viewer's lots: build, sell a building, mortgage, unmortgage, with prices. */
export function LotActions({ lots, onChoose }: LotActionsProps) {
  return (
    <div className="mh-lots" role="group" aria-label="Your lots">
      <h3 className="hud-subheading">Build, sell, mortgage</h3>
      <ul className="mh-lots__list">
        {lots.map((lot) => (
          <li
            key={lot.square}
            className={`mh-lot${lot.mortgaged ? ' is-mortgaged' : ''}`}
            aria-label={lot.name}
          >
            <div className="mh-lot__head">
              <span className="mh-deed__band" style={{ background: lot.colour }} />
              <span className="mh-lot__name">{lot.name}</span>
              {lot.level > 0 && <span className="mh-deed__level">{levelMark(lot.level)}</span>}
              {lot.mortgaged && <span className="mh-deed__mortgaged">M</span>}
            </div>
            <ChoiceButtons choices={lot.choices} onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </div>
  )
}
