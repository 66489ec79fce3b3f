/** Seeded bot-only Selfish games for the property tests (see ../shared/randomGames.ts). */
import type { SelfishState } from '../../../engine/games/selfish'
import { randomGamesFor } from '../shared/randomGames'

export { PLAYER_COUNTS, plainJsonProblem, playersOf, type RandomGameSetup } from '../shared/randomGames'

export const { playRandomGame, matchAt, collectStates } = randomGamesFor<SelfishState>('selfish')
