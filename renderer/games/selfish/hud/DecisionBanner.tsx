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
    <section className={`sh-banner sh-panel${mine ? ' is-mine' : ''}`} aria-label="Turn">
      <div className="sh-banner__turn">
        <span className="sh-banner__who">{turnHeadline(view, me)}</span>
        {phase && <span className="sh-banner__phase">{phase}</span>}
      </div>
      <p className="sh-banner__prompt" role="status">
        {decisionPrompt(view, me, outcome)}
      </p>
    </section>
  )
}
