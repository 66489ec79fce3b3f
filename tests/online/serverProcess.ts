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
