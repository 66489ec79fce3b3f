/** A real position for a scene test: a harness session seen by one seat, as the table screen feeds it. */
import type { Outcome, Seat } from '../../../engine/core/types'
import type { HarnessSession } from '../../e2e/harness/harnessSession'

export interface Position<V, A> {
  readonly session: HarnessSession
  readonly view: V
  readonly legal: readonly A[]
  readonly toAct: readonly Seat[]
  readonly outcome: Outcome | null
  readonly me: Seat
}

export function positionOf<V, A>(session: HarnessSession, me: Seat): Position<V, A> {
  const toAct = session.match.toAct()
  return {
    session,
    view: session.match.view(me) as V,
    legal: (toAct.includes(me) ? session.match.legalActions(me) : []) as readonly A[],
    toAct,
    outcome: session.match.outcome(),
    me,
  }
}
