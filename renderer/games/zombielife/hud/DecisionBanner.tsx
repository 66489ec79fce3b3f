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
    <section className={`hud-banner hud-panel${mine ? ' is-mine' : ''}`} aria-label="Turn">
      <div className="hud-banner__turn">
        <span className="hud-banner__who">{turnHeadline(view, me)}</span>
        <span className="hud-banner__phase">{roundText(view)}</span>
      </div>
      <p className="hud-banner__prompt" role="status">
        {decisionPrompt(view, me, outcome)}
      </p>
    </section>
  )
}
