/** The command line of `npm run serve`. */
import { FlagError, readFlags, type FlagSpec, type FlagValues, type FlagWords } from '../cli/flags'

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

const SERVE_FLAGS = {
  port: { type: 'string' },
  'bot-delay': { type: 'string' },
  data: { type: 'string' },
  renderer: { type: 'string' },
  'new-token': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies FlagSpec

const SERVE_WORDS: FlagWords = {
  unknown: (arg) => `Unknown option "${arg}".`,
  stray: (arg) => `Unknown option "${arg}".`,
}

export function parseServeArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): ServeArgs {
  let values: FlagValues<typeof SERVE_FLAGS>
  try {
    values = readFlags(argv, SERVE_FLAGS, SERVE_WORDS)
  } catch (err) {
    if (err instanceof FlagError) throw new UsageError(err.message)
    throw err
  }
  for (const flag of ['port', 'bot-delay', 'data', 'renderer'] as const) {
    if (values[flag] === '') throw new UsageError(`--${flag} needs a value.`)
  }
  const portText = values.port ?? env.PORT
  const delayText = values['bot-delay']
  const dataDir = values.data
  const rendererDir = values.renderer
  return {
    port:
      portText === undefined || portText === ''
        ? DEFAULT_SERVE_PORT
        : wholeNumber(portText, 'port', 0, 65535),
    ...(delayText === undefined ? {} : { botDelayMs: wholeNumber(delayText, 'bot delay', 0, 5000) }),
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(rendererDir === undefined ? {} : { rendererDir }),
    newToken: values['new-token'] === true,
    help: values.help === true,
  }
}

function wholeNumber(text: string, what: string, min: number, max: number): number {
  const n = /^\d+$/.test(text) ? Number(text) : NaN
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new UsageError(`The ${what} must be a whole number from ${min} to ${max}, not "${text}".`)
  }
  return n
}
