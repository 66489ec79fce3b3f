/** One arena worker thread: plays the games it is given and posts each as it ends. */
import { performance } from 'node:perf_hooks'
import { parentPort, workerData } from 'node:worker_threads'
import { bots, games } from '../../engine/index'
import { playArenaGame } from '../../engine/sim/arena'
import { arenaBots, type ArenaJob } from './arenaJob'

const job = workerData as ArenaJob
for (const index of job.indices) {
  const played = playArenaGame({
    registry: games,
    game: job.game,
    players: job.players,
    seed: job.seed,
    index,
    bots: arenaBots(bots, job.game, job.names),
    names: job.names,
    maxActions: job.maxActions,
    checkInvariants: job.checkInvariants,
    clock: () => performance.now(),
  })
  parentPort?.postMessage(played)
}
