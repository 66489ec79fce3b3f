/** The command line of `npm run server`. */
import { FlagError, readFlags, type FlagSpec, type FlagValues, type FlagWords } from '../cli/flags'

export const DEFAULT_SERVER_PORT = 2567

export const SERVER_USAGE = `Usage: npm run server -- [options]

  --port <n>        port (default: $PORT or ${DEFAULT_SERVER_PORT}; 0 picks a free port)
  --host <address>  address to listen on (default 127.0.0.1; 0.0.0.0 behind a reverse proxy)
  --bot-delay <ms>  pause before each bot move, 0 to 5000
  --data <dir>      data folder: the tables and their matches (default: $ZOMBIE_TABLE_DATA or the app's)
  --redis <url>     share matchmaking with other server processes through this Redis (redis://host:port)
  --public-address <host:port>
                    where clients reach this process (with --redis, one per process)
  --public-url <url>
                    the address people use, for invite links (default: the one a request came to)
  --allow-origin <origins>
                    other web pages that may use this server, comma-separated
                    (its own pages and the desktop app always may)
  --renderer <dir>  built renderer to serve to browsers (default: out/renderer)
  --help            show this help

Tables outlive the server: started again on the same data folder, it resumes them.`

export interface ServerArgs {
  readonly port: number
  readonly hostname: string
  readonly botDelayMs?: number
  readonly dataDir?: string
  readonly redisUrl?: string
  readonly publicAddress?: string
  readonly publicUrl?: string
  readonly allowedOrigins: readonly string[]
  readonly rendererDir?: string
  readonly help: boolean
}

export class ServerUsageError extends Error {
  override readonly name = 'ServerUsageError'
}

const SERVER_FLAGS = {
  port: { type: 'string' },
  host: { type: 'string' },
  'bot-delay': { type: 'string' },
  data: { type: 'string' },
  redis: { type: 'string' },
  'public-address': { type: 'string' },
  'public-url': { type: 'string' },
  'allow-origin': { type: 'string' },
  renderer: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies FlagSpec

const SERVER_WORDS: FlagWords = {
  unknown: (arg) => `Unknown option "${arg}".`,
  stray: (arg) => `Unknown option "${arg}".`,
}

export function parseServerArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): ServerArgs {
  let values: FlagValues<typeof SERVER_FLAGS>
  try {
    values = readFlags(argv, SERVER_FLAGS, SERVER_WORDS)
  } catch (err) {
    if (err instanceof FlagError) throw new ServerUsageError(err.message)
    throw err
  }
  const valued = [
    'port',
    'host',
    'bot-delay',
    'data',
    'redis',
    'public-address',
    'public-url',
    'allow-origin',
    'renderer',
  ] as const
  for (const flag of valued) {
    if (values[flag] === '') throw new ServerUsageError(`--${flag} needs a value.`)
  }
  const portText = values.port ?? env.PORT
  const delayText = values['bot-delay']
  return {
    port:
      portText === undefined || portText === ''
        ? DEFAULT_SERVER_PORT
        : wholeNumber(portText, 'port', 0, 65535),
    hostname: values.host ?? '127.0.0.1',
    ...(delayText === undefined ? {} : { botDelayMs: wholeNumber(delayText, 'bot delay', 0, 5000) }),
    ...(values.data === undefined ? {} : { dataDir: values.data }),
    ...(values.redis === undefined ? {} : { redisUrl: values.redis }),
    ...(values['public-address'] === undefined ? {} : { publicAddress: values['public-address'] }),
    ...(values['public-url'] === undefined
      ? {}
      : { publicUrl: webAddress(values['public-url'], '--public-url') }),
    allowedOrigins: (values['allow-origin'] ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== '')
      .map((origin) => webAddress(origin, '--allow-origin')),
    ...(values.renderer === undefined ? {} : { rendererDir: values.renderer }),
    help: values.help === true,
  }
}

function wholeNumber(text: string, what: string, min: number, max: number): number {
  const n = /^\d+$/.test(text) ? Number(text) : NaN
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new ServerUsageError(`The ${what} must be a whole number from ${min} to ${max}, not "${text}".`)
  }
  return n
}

function webAddress(text: string, flag: string): string {
  try {
    const url = new URL(text)
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin
  } catch {
    // said below
  }
  throw new ServerUsageError(
    `${flag} takes web addresses such as https://zombies.example.org, not "${text}".`,
  )
}
