/**
 * `npm run serve`: the table in a browser. Starts the host and save store on the app's data folder
 * and serves the built renderer on 127.0.0.1 with a fresh token, until Ctrl+C.
 */
import { commandArgs, runCommand, stopSignal, untilStopped } from '../cli/command'
import { existsSync } from 'node:fs'
import { packageVersion } from '../cli/packageVersion'
import { appHosting } from '../online/appHosting'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DataFolderInUse } from '../saves/dataFolderLock'
import { createTableRuntime } from '../service/tableRuntime'
import { DEFAULT_APP_NAME, defaultDataDir } from '../saves/defaultDir'
import { linksNotKept } from '../saves/readOnlyFolder'
import { parseServeArgs, SERVE_USAGE, UsageError } from './serveArgs'
import { startTableServer, type TableServer } from './server'
import { servedStreamLink } from './servedStreamLink'
import { loadTableTokens } from './tokenFile'
import { searchThinker } from '../host/thinking/searchThinker'
import { CHANCE_THREAD, jobThread } from '../host/thinking/jobThread'
import { tuneHeapForTheEngine } from '../host/engineHeap'

tuneHeapForTheEngine()

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))

async function main(): Promise<number> {
  const args = commandArgs(
    () => parseServeArgs(process.argv.slice(2)),
    SERVE_USAGE,
    (err) => err instanceof UsageError,
  )
  if (typeof args === 'number') return args
  const rendererDir = resolve(args.rendererDir ?? join(projectRoot, 'out', 'renderer'))
  if (!existsSync(join(rendererDir, 'index.html'))) {
    console.error(`There is no built renderer in ${rendererDir}: run npm run build first.`)
    return 1
  }

  const dataDir = resolve(args.dataDir ?? defaultDataDir())
  let served: TableServer | null = null
  let runtime: Awaited<ReturnType<typeof createTableRuntime>> | undefined
  // Friends on other computers: a browser joins a seat by opening its invite link itself.
  const hosting = appHosting({
    runtime: () => runtime ?? null,
    app: { name: DEFAULT_APP_NAME, version: packageVersion() },
    rendererDir,
    pageFor: (invite) => invite,
  })
  try {
    runtime = await createTableRuntime({
      dataDir,
      app: { name: DEFAULT_APP_NAME, version: packageVersion() },
      owner: 'npm run serve',
      streamLink: servedStreamLink(dataDir, () => served),
      thinker: searchThinker(new URL('../host/thinking/searchWorker.ts', import.meta.url), (message) =>
        console.error(message),
      ),
      chanceThread: jobThread(new URL('../host/thinking/searchWorker.ts', import.meta.url), CHANCE_THREAD),
      ...(args.botDelayMs === undefined ? {} : { botDelayMs: args.botDelayMs }),
      online: hosting,
    })
  } catch (err) {
    if (!(err instanceof DataFolderInUse)) throw err
    console.error(err.message)
    return 1
  }
  if (runtime.readOnly !== null) console.error(runtime.readOnly)
  let server
  let linksKept: boolean
  try {
    const tokens = await loadTableTokens(dataDir, args.newToken)
    linksKept = tokens.kept
    server = await startTableServer({
      service: runtime.service,
      rendererDir,
      port: args.port,
      token: tokens.player,
      spectatorToken: tokens.spectator,
    })
  } catch (err) {
    await runtime.shutdown()
    const inUse = (err as { code?: unknown }).code === 'EADDRINUSE'
    console.error(
      inUse
        ? `Port ${args.port} is already in use: choose another with --port (0 picks a free one).`
        : `The table could not be served: ${(err as Error).message}`,
    )
    return 1
  }
  const stopped = stopSignal()
  served = server
  console.log(`Zombie Table is served at ${server.url}`)
  console.log(`Spectators (watch only): ${server.spectatorUrl}`)
  console.log(
    linksKept
      ? `These links keep working when the table is served again from ${dataDir}; --new-token replaces them.`
      : linksNotKept(dataDir),
  )

  const running = server
  const started = runtime
  await untilStopped(stopped, () =>
    running
      .close()
      .then(() => hosting.stop())
      .then(() => started.shutdown()),
  )
  return 0
}

runCommand(main, 'Zombie Table could not start:')
