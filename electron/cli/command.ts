/** What the commands npm run serve and npm run server share: their options, how they stop, and how they exit. */

/**
 * Listens for Ctrl+C and SIGTERM from now on and resolves on the first (a second exits at once).
 * Call it before the command prints that it is up: whoever starts it may stop it the moment it
 * has said so, and a signal with no listener yet would kill the process with no clean exit.
 */
export function stopSignal(): Promise<void> {
  return new Promise<void>((done) => {
    let stopping = false
    const onSignal = (): void => {
      if (stopping) process.exit(130)
      stopping = true
      done()
    }
    process.on('SIGINT', onSignal)
    process.on('SIGTERM', onSignal)
  })
}

/** Resolves once `signal` (stopSignal()) has come and `stop` has finished. */
export async function untilStopped(signal: Promise<void>, stop: () => Promise<void>): Promise<void> {
  await signal
  await stop()
}

/**
 * Runs a command's main: its number is the exit code, and a throw is said in `failure`'s words.
 * The process ends when main does: what main stopped has written all it keeps by then, and a
 * library's leftover timer (Colyseus keeps a dropped client's two-minute wait) must not hold it up.
 */
export function runCommand(main: () => Promise<number>, failure: string): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(failure, err)
      process.exit(1)
    },
  )
}

/**
 * A command's options from its command line, or the exit code when there is nothing to run: 0
 * after printing `usage` for --help, 2 after a usage error (said with the usage).
 */
export function commandArgs<A extends { readonly help: boolean }>(
  parse: () => A,
  usage: string,
  isUsageError: (err: unknown) => boolean,
): A | number {
  let args: A
  try {
    args = parse()
  } catch (err) {
    if (!isUsageError(err)) throw err
    console.error(`${(err as Error).message}\n\n${usage}`)
    return 2
  }
  if (!args.help) return args
  console.log(usage)
  return 0
}
