import type { Outcome, Seat } from '../../../../engine/core/types'
import type { ZombielifeView } from '../../../../engine/games/zombielife/types'
import { decisionPrompt, roundText, turnHeadline } from './decisionText'

export interface DecisionBannerProps {
  readonly view: ZombielifeView
  readonly me: Seat | null
  readonly toAct: readonly Seat[]
  readonly outcome: Outcome | null
}

/** Whose turn, the round (x/6), and the decision in front of the table in words. */
export function DecisionBanner({ view, me, toAct, outcome }: DecisionBannerProps) {
  const mine = me !== null && toAct.includes(me)
  return (
    <section className={`sh-banner sh-panel${mine ? ' is-mine' : ''}`} aria-label="Turn">
      <div className="sh-banner__turn">
        <span className="sh-banner__who">{turnHeadline(view, me)}</span>
        <span className="sh-banner__phase">{roundText(view)}</span>
      </div>
      <p className="sh-banner__prompt" role="status">
        {decisionPrompt(view, me, outcome)}
      </p>
    </section>
  )
}
