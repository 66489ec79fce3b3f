/** One arena worker thread: plays the games it is given and posts each as it ends. */
import { parentPort, workerData } from 'node:worker_threads'
import { bots, games } from '../../engine/index'
import { playArenaJob, type ArenaJob } from './arenaJob'

playArenaJob(workerData as ArenaJob, games, bots, (played) => parentPort?.postMessage(played))
