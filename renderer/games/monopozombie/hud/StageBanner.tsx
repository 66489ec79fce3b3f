import type { Seat } from '../../../../engine/core/types'
import type { MonopoView } from '../../../../engine/games/monopozombie/types'
import { STAGES, stageTitle } from './boardInfo'
import { decisionPrompt, isOver, roundText, turnHeadline } from './decisionText'
import { DiceFaces } from './DiceFaces'

export interface StageBannerProps {
  readonly view: MonopoView
  readonly me: Seat | null
}

/** Whose turn, the round, the stage and what it means, the last dice and what is awaited, in words. */
export function StageBanner({ view, me }: StageBannerProps) {
  const mine = me !== null && !isOver(view) && view.decision?.seat === me
  const stage = STAGES[view.stage]
  return (
    <section className={`hud-banner hud-panel mh-banner${mine ? ' is-mine' : ''}`} aria-label="Turn">
      <div className="hud-banner__turn">
        <span className="hud-banner__who">{turnHeadline(view, me)}</span>
        <span className="hud-banner__phase">{roundText(view)}</span>
        <span className={`mh-stage mh-stage--${view.stage}`}>{stageTitle(view.stage)}</span>
        <DiceFaces dice={view.turn.dice} kind={view.turn.diceKind} chosen={view.turn.chosen} />
      </div>
      <p className="mh-stage__meaning">{stage.meaning}</p>
      <p className="hud-banner__prompt" role="status">
        {decisionPrompt(view, me)}
      </p>
    </section>
  )
}
