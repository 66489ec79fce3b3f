/** Runs a CLI under electron/cli as a child process, as a user runs it, for the CLI tests. */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** The exit code and output of `script args` (a failing run resolves too, with its code). */
export const cli = (script: string, args: readonly string[]) =>
  run('npx', ['tsx', script, ...args], { cwd: process.cwd(), timeout: 60_000 }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (err: { code?: number; stdout?: string; stderr?: string }) => ({
      code: err.code ?? -1,
      stdout: err.stdout ?? '',
      stderr: err.stderr ?? '',
    }),
  )

/** The simulator, `electron/cli/sim.ts`. */
export const sim = (args: readonly string[]) => cli('electron/cli/sim.ts', args)

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
