/**
 * How V8 should treat the engine's garbage, set first thing by every process that runs the engine
 * hot: the app's main process and the served table (their bots think on a worker thread of the same
 * process), the arena, the simulator and the bench. V8's flags are the process's, so its worker
 * threads get them too.
 *
 * Allocation-site pretenuring is turned off. V8 allocates straight into the old generation the
 * objects of any allocation site whose objects mostly outlived a young-generation collection. Rule
 * code builds states, actions and events at the same sites whether a match keeps them a while or a
 * search throws them away at once, so once matches had run, a search's short-lived states were
 * allocated old, and the collector took 38% of the profiled time. On this 2-core machine, after
 * three seconds of random-bot Selfish games in the same process, Selfish tree-search playouts in
 * 300 ms were about 1,600 with pretenuring and 3,300 without, and those random-bot games went from
 * about 1,500 a second to 3,900.
 */
import { setFlagsFromString } from 'node:v8'

export function tuneHeapForTheEngine(): void {
  setFlagsFromString('--no-allocation-site-pretenuring')
}
