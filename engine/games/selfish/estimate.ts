/**
 * How well each seat stands (GameDefinition.estimate), for a search that stops a playout early. The
 * race is to the chopper with Supplies left: a survivor's strength grows with the square of its
 * progress and with how much of the fare still to pay its hand covers, and the strengths are turned
 * into shares of one, the zombies holding a share too. A zombie stands at 0; a finished game gives
 * its winner 1 and the others 0.
 */
import { unitValue } from './choices'
import { SELFISH } from './data'
import { kindOf } from './draft'
import type { PlayerState, SelfishState } from './types'

const CHOPPER = SELFISH.rules.chopperLevel
/**
 * The zombies' own strength in the shares: survivors' strengths are not split among them alone,
 * because nobody may escape at all (half the 2-player games between Medium bots). Without it a
 * search saw no harm in a line where everyone weakens. 1 did best of 0, 0.5, 1 and 2 in the arena.
 */
const ZOMBIES = 1

export function estimateSelfish(s: SelfishState): readonly number[] {
  const out = new Array<number>(s.players.length).fill(0)
  if (s.winner !== null) {
    out[s.winner] = 1
    return out
  }
  if (s.zombiesWin) return out
  let total = ZOMBIES
  for (let seat = 0; seat < out.length; seat++) {
    const w = strength(s.players[seat] as PlayerState)
    out[seat] = w
    total += w
  }
  if (total > 0) for (let seat = 0; seat < out.length; seat++) out[seat] = (out[seat] as number) / total
  return out
}

function strength(p: PlayerState): number {
  if (!p.alive) return 0
  let units = 0
  for (const id of p.hand) units += unitValue(kindOf(id))
  // Two units a step to travel, and one Supply still in hand at the chopper.
  const fare = 2 * (CHOPPER - p.level) + 1
  const progress = (p.level + 1) / (CHOPPER + 1)
  return progress * progress * (0.25 + 0.75 * Math.min(1, units / fare))
}
