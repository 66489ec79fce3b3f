/** Runs the simulator CLI (electron/cli/sim.ts) as a child process, for every game's CLI tests. */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** The exit code and output of `sim.ts args` (a failing run resolves too, with its code). */
export const sim = (args: string[]) =>
  run('npx', ['tsx', 'electron/cli/sim.ts', ...args], { cwd: process.cwd(), timeout: 60_000 }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (err: { code?: number; stdout?: string; stderr?: string }) => ({
      code: err.code ?? -1,
      stdout: err.stdout ?? '',
      stderr: err.stderr ?? '',
    }),
  )

/** A report line without its timings (they differ from run to run). */
export const untimed = (line: string) => {
  const {
    seconds: _s,
    gamesPerSecond: _g,
    actionsPerSecond: _a,
    ...rest
  } = JSON.parse(line) as Record<string, unknown>
  return rest
}
