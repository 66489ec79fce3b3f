import type { Outcome, Seat } from '../../../../engine/core/types'
import type { SelfishView } from '../../../../engine/games/selfish/types'
import { decisionPrompt, phaseName, turnHeadline } from './decisionText'

export interface DecisionBannerProps {
  readonly view: SelfishView
  readonly me: Seat | null
  readonly toAct: readonly Seat[]
  readonly outcome: Outcome | null
}

/** Whose turn, the phase, and the decision in front of the table in words. */
export function DecisionBanner({ view, me, toAct, outcome }: DecisionBannerProps) {
  const mine = me !== null && toAct.includes(me)
  const phase = phaseName(view)
  return (
    <section className={`hud-banner hud-panel${mine ? ' is-mine' : ''}`} aria-label="Turn">
      <div className="hud-banner__turn">
        <span className="hud-banner__who">{turnHeadline(view, me)}</span>
        {phase && <span className="hud-banner__phase">{phase}</span>}
      </div>
      <p className="hud-banner__prompt" role="status">
        {decisionPrompt(view, me, outcome)}
      </p>
    </section>
  )
}
