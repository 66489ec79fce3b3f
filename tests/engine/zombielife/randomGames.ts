/** Seeded bot-only Zombielife games for the property tests (see ../shared/randomGames.ts). */
import type { ZombielifeState } from '../../../engine/games/zombielife'
import { randomGamesFor } from '../shared/randomGames'

export { PLAYER_COUNTS, plainJsonProblem, playersOf, type RandomGameSetup } from '../shared/randomGames'

export const { playRandomGame, matchAt, collectStates } = randomGamesFor<ZombielifeState>('zombielife')
