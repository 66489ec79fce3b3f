/** One arena worker thread: plays the games it is given and posts each as it ends. */
import { parentPort, workerData } from 'node:worker_threads'
import { arenaBots, games } from '../../engine/index'
import { playArenaJob, type ArenaJob } from './arenaJob'

playArenaJob(workerData as ArenaJob, games, arenaBots, (played) => parentPort?.postMessage(played))
