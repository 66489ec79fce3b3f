/** `npm run server` as a child process for the online tests, and a free port to give it. */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '../..')

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** Starts `npm run server` (node with tsx, so that a signal reaches the server itself). */
export async function startServer(
  dataDir: string,
  port: number,
  extra: readonly string[] = [],
): Promise<{ url: string; child: ChildProcess; line: string }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'electron/online/serverCli.ts',
      '--port',
      String(port),
      '--data',
      dataDir,
      '--bot-delay',
      '0',
      ...extra,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  const line = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 30_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const found = /Zombie Table server at \S+.*/.exec(output)
      if (found) {
        clearTimeout(timer)
        resolve(found[0])
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)))
  })
  return { url: /at (\S+)/.exec(line)![1]!, child, line }
}

/** What POST /tables answers. */
export interface OpenedTable {
  readonly tableId: string
  readonly matchId: string
  readonly invites: readonly {
    readonly seat: number
    readonly token: string
    readonly link: string
    readonly code: string
  }[]
  readonly streamLink: string
}

/** Ann and Bob (people) and Rob (a random bot): the tests' usual table. */
export const ANN_BOB_AND_A_BOT = [
  { name: 'Ann', kind: 'human' },
  { name: 'Bob', kind: 'human' },
  { name: 'Rob', kind: 'bot', bot: 'random' },
] as const

/** Opens a table through a server's POST /tables: the response, to check its status, and its body. */
export async function postTable(
  url: string,
  body: {
    readonly game: string
    readonly seed?: string
    readonly seats: readonly object[]
    readonly lobby?: boolean
  },
): Promise<{ readonly status: number; readonly table: OpenedTable }> {
  const response = await fetch(`${url}/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, table: (await response.json()) as OpenedTable }
}
