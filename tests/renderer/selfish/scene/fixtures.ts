/** Real Selfish positions for the scene tests, played by the engine's bots (no hand-made views). */
import type { Seat } from '../../../../engine/core/types'
import type { SelfishAction, SelfishView } from '../../../../engine/games/selfish/types'
import { HarnessSession, parseHarnessParams } from '../../../e2e/harness/harnessSession'
import { positionOf, type Position as ScenePosition } from '../../shared/scenePosition'

export type Position = ScenePosition<SelfishView, SelfishAction>

function position(session: HarnessSession, me: Seat): Position {
  return positionOf(session, me)
}

/** A seeded game after `actions` bot actions, seen by seat `me`. */
export function playedGame(players: number, seed: number, actions: number, me: Seat = 0): Position {
  const session = new HarnessSession(parseHarnessParams(`?players=${players}&seed=${seed}&viewer=${me}`))
  session.play(actions)
  return position(session, me)
}

/** The first moment (over a few seeds) where a zombie to act may bite a living survivor. */
export function zombieCanBite(players = 4): Position & { readonly target: Seat } {
  for (let seed = 1; seed < 40; seed++) {
    const session = new HarnessSession(parseHarnessParams(`?players=${players}&seed=${seed}&viewer=0`))
    while (session.step() !== null) {
      const seat = session.match.toAct()[0]
      if (seat === undefined) break
      const bite = (session.match.legalActions(seat) as readonly SelfishAction[]).find(
        (a) => a.type === 'zombieAttack',
      )
      if (bite && bite.type === 'zombieAttack') return { ...position(session, seat), target: bite.target }
    }
  }
  throw new Error('No seed gave a zombie a bite.')
}

/** A game (seen by seat 0) in which at least one player has died and keeps a trail. */
export function gameWithZombies(): Position {
  for (let seed = 1; seed < 40; seed++) {
    const session = new HarnessSession(parseHarnessParams(`?players=4&seed=${seed}&viewer=0`))
    while (session.step() !== null) {
      const view = session.match.view(0) as SelfishView
      if (!session.over && view.players.some((p) => !p.alive && p.trail.length > 0))
        return position(session, 0)
    }
  }
  throw new Error('No seed gave a zombie with a trail.')
}
