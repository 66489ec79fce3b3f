/** The command line of `npm run serve`. */
export const DEFAULT_SERVE_PORT = 4173

export const SERVE_USAGE = `Usage: npm run serve -- [options]

  --port <n>        port on 127.0.0.1 (default: $PORT or ${DEFAULT_SERVE_PORT}; 0 picks a free port)
  --bot-delay <ms>  pause before each bot move, 0 to 5000
  --data <dir>      data folder (default: $ZOMBIE_TABLE_DATA or the app's data folder)
  --renderer <dir>  built renderer to serve (default: out/renderer)
  --new-token       issue new secret links (the old player and spectator links stop working)
  --help            show this help

The links keep working across restarts: their tokens are kept in the data folder.`

export interface ServeArgs {
  readonly port: number
  readonly botDelayMs?: number
  readonly dataDir?: string
  readonly rendererDir?: string
  readonly newToken: boolean
  readonly help: boolean
}

export class UsageError extends Error {
  override readonly name = 'UsageError'
}

const FLAGS = new Set(['--port', '--bot-delay', '--data', '--renderer'])

export function parseServeArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): ServeArgs {
  const values = new Map<string, string>()
  let help = false
  let renew = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (arg === '--help' || arg === '-h') {
      help = true
      continue
    }
    if (arg === '--new-token') {
      renew = true
      continue
    }
    const eq = arg.indexOf('=')
    const flag = eq > 0 ? arg.slice(0, eq) : arg
    if (!FLAGS.has(flag)) throw new UsageError(`Unknown option "${arg}".`)
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i]
    if (value === undefined || value === '') throw new UsageError(`${flag} needs a value.`)
    values.set(flag, value)
  }
  const portText = values.get('--port') ?? env.PORT
  const delayText = values.get('--bot-delay')
  const dataDir = values.get('--data')
  const rendererDir = values.get('--renderer')
  return {
    port:
      portText === undefined || portText === ''
        ? DEFAULT_SERVE_PORT
        : wholeNumber(portText, 'port', 0, 65535),
    ...(delayText === undefined ? {} : { botDelayMs: wholeNumber(delayText, 'bot delay', 0, 5000) }),
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(rendererDir === undefined ? {} : { rendererDir }),
    newToken: renew,
    help,
  }
}

function wholeNumber(text: string, what: string, min: number, max: number): number {
  const n = /^\d+$/.test(text) ? Number(text) : NaN
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new UsageError(`The ${what} must be a whole number from ${min} to ${max}, not "${text}".`)
  }
  return n
}
