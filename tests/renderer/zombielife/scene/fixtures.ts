/** Real Zombielife positions for the scene tests, played by the engine's bots (no hand-made views). */
import type { GameEvent, Seat } from '../../../../engine/core/types'
import type { ZombielifeAction, ZombielifeView } from '../../../../engine/games/zombielife/types'
import { zombielifeChoreography } from '../../../../renderer/games/zombielife/scene/choreography'
import { ZombielifeRig } from '../../../../renderer/games/zombielife/scene/sceneRig'
import { TweenSystem } from '../../../../renderer/table/animation'
import { playBatch } from '../../../../renderer/table/choreography'
import { HarnessSession, parseHarnessParams } from '../../../e2e/harness/harnessSession'
import { positionOf, type Position as ScenePosition } from '../../shared/scenePosition'

export type Position = ScenePosition<ZombielifeView, ZombielifeAction>

export function position(session: HarnessSession, me: Seat): Position {
  return positionOf(session, me)
}

export function newSession(players: number, seed: number, me: Seat = 0): HarnessSession {
  return new HarnessSession(
    parseHarnessParams(`?game=zombielife&players=${players}&seed=${seed}&viewer=${me}`),
  )
}

/** A seeded game after `actions` bot actions, seen by seat `me`. */
export function playedGame(players: number, seed: number, actions: number, me: Seat = 0): Position {
  const session = newSession(players, seed, me)
  session.play(actions)
  return position(session, me)
}

/** A game (seen by seat 0) with at least one zombie and one infected human, still going on. */
export function gameWithZombie(): Position {
  for (let seed = 1; seed < 40; seed++) {
    const session = newSession(5, seed)
    while (session.step() !== null) {
      if (session.over) break
      const view = session.match.view(0) as ZombielifeView
      if (view.players.some((p) => p.zombie) && view.players.some((p) => !p.zombie && p.infected > 0))
        return position(session, 0)
    }
  }
  throw new Error('No seed gave a zombie next to an infected human.')
}

/** `events` played by the Zombielife choreography on a new rig and its tweens, as seat 0 sees `view`. */
export function playedOnRig(view: ZombielifeView, events: readonly GameEvent[]) {
  const rig = new ZombielifeRig()
  const tweens = new TweenSystem()
  playBatch(zombielifeChoreography, events, { rig, tweens, view, me: 0 })
  return { rig, tweens }
}
