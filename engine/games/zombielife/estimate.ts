/**
 * How well each seat stands (GameDefinition.estimate), for a search that stops a playout early: each
 * seat's score now plus the dividends its Investments and ILPs should still bring, turned into shares
 * of one by a softmax that is sharper the fewer round ends are left (a lead late is hard to lose).
 * A finished game gives its winners 1 and the others 0.
 */
import { ZOMBIELIFE, assetKindOf } from './data'
import { scoreOf } from './queries'
import type { ZombielifeState } from './types'
import { outcomeOf } from './view'

const RULES = ZOMBIELIFE.rules
/** The mean dividend of an Action card: what a round card pays on average. */
const MEAN_DIVIDEND = ZOMBIELIFE.actions.reduce((sum, c) => sum + c.dividend, 0) / ZOMBIELIFE.actionCount
/** The softmax's temperature in Wonga: this much per round end to come, plus this much at the end. */
const SPREAD_PER_ROUND = 2
const SPREAD_AT_END = 2

export function estimateZombielife(s: ZombielifeState): readonly number[] {
  if (s.over) {
    const winners = outcomeOf(s)?.winners ?? []
    return s.players.map((_, seat) => (winners.includes(seat) ? 1 : 0))
  }
  const roundEnds = Math.max(0, RULES.rounds - s.round + 1)
  const worth = s.players.map((p, seat) => {
    let dividends = 0
    for (const a of p.assets) {
      const kind = assetKindOf(a)
      if (kind === 'investment') dividends += 1
      else if (kind === 'ilp') dividends += RULES.cardMoneyMultiplier
    }
    return scoreOf(s, seat) + dividends * roundEnds * MEAN_DIVIDEND
  })
  const best = Math.max(...worth)
  const spread = SPREAD_AT_END + SPREAD_PER_ROUND * roundEnds
  const weights = worth.map((w) => Math.exp((w - best) / spread))
  const total = weights.reduce((sum, w) => sum + w, 0)
  return weights.map((w) => w / total)
}
