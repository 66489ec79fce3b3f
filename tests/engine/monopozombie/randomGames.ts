/** Seeded bot-only MonopoZombie games for the property tests (see ../shared/randomGames.ts). */
import type { MonopoState } from '../../../engine/games/monopozombie'
import { bots } from '../../../engine/index'
import { playersOf, randomGamesFor, type RandomGameSetup } from '../shared/randomGames'

export { plainJsonProblem, playersOf } from '../shared/randomGames'

/** MonopoZombie seats 2 to 8. */
export const PLAYER_COUNTS = [2, 3, 4, 5, 6, 7, 8] as const

const shared = randomGamesFor<MonopoState>('monopozombie')
export const { matchAt } = shared

/** The game's own random bot (a kind of move first, then one of that kind) at every seat unless told. */
export function playRandomGame(setup: RandomGameSetup) {
  const random = bots.monopozombie?.random
  if (!random) throw new Error('no random bot registered for monopozombie')
  return shared.playRandomGame({ bots: playersOf(setup.players).map(() => random), ...setup })
}
