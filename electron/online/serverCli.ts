/**
 * `npm run server`: a Zombie Table server for online tables. Starts the host and save store on a
 * data folder, resumes the tables kept there, and serves the table rooms and the HTTP endpoints
 * (onlineServer.ts) until Ctrl+C or SIGTERM.
 */
import { commandArgs, runCommand, stopSignal, untilStopped } from '../cli/command'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bots, games } from '../../engine'
import { gameCatalog } from '../service/gameCatalog'
import { packageVersion } from '../cli/packageVersion'
import { plural } from '../../engine/core/words'
import { tuneHeapForTheEngine } from '../host/engineHeap'
import { searchThinker } from '../host/thinking/searchThinker'
import { CHANCE_THREAD, jobThread } from '../host/thinking/jobThread'
import { DataFolderInUse } from '../saves/dataFolderLock'
import { DEFAULT_APP_NAME, defaultDataDir } from '../saves/defaultDir'
import { createTableRuntime } from '../service/tableRuntime'
import { startOnlineServer } from './onlineServer'
import { parseServerArgs, SERVER_USAGE, ServerUsageError } from './serverArgs'
import { RedisTableStore } from './redisTableStore'
import { TableStore } from './tableStore'
import { decodeSave, encodeSave } from '../saves/saveFormat'
import { randomUUID } from 'node:crypto'

tuneHeapForTheEngine()

async function main(): Promise<number> {
  const args = commandArgs(
    () => parseServerArgs(process.argv.slice(2)),
    SERVER_USAGE,
    (err) => err instanceof ServerUsageError,
  )
  if (typeof args === 'number') return args
  const dataDir = resolve(args.dataDir ?? defaultDataDir())
  const rendererDir = builtRenderer(args.rendererDir)
  const app = { name: DEFAULT_APP_NAME, version: packageVersion() }
  // With Redis the tables and their matches are kept there too: another process resumes them.
  const shared = args.redisUrl === undefined ? null : new RedisTableStore(args.redisUrl, randomUUID())
  let runtime
  try {
    runtime = await createTableRuntime({
      dataDir,
      app,
      owner: 'npm run server',
      ...(shared === null
        ? {}
        : {
            mirrorAutosave: (record, meta, matchId) =>
              shared.keepMatch(matchId, encodeSave(record, meta, app, new Date())),
          }),
      thinker: searchThinker(new URL('../host/thinking/searchWorker.ts', import.meta.url), (message) =>
        console.error(message),
      ),
      chanceThread: jobThread(new URL('../host/thinking/searchWorker.ts', import.meta.url), CHANCE_THREAD),
      ...(args.botDelayMs === undefined ? {} : { botDelayMs: args.botDelayMs }),
    })
  } catch (err) {
    if (!(err instanceof DataFolderInUse)) throw err
    console.error(err.message)
    return 1
  }
  if (runtime.readOnly !== null) console.error(runtime.readOnly)
  const { host, saves } = runtime
  let server
  try {
    server = await startOnlineServer({
      host,
      port: args.port,
      hostname: args.hostname,
      store: shared ?? new TableStore(dataDir),
      ...(args.redisUrl === undefined ? {} : { redisUrl: args.redisUrl }),
      ...(args.publicAddress === undefined ? {} : { publicAddress: args.publicAddress }),
      ...(args.publicUrl === undefined ? {} : { publicUrl: args.publicUrl }),
      ...(rendererDir === null ? {} : { rendererDir }),
      allowedOrigins: args.allowedOrigins,
      ...(runtime.chances === null ? {} : { chances: runtime.chances }),
      app: { ...app, games: gameCatalog(games, bots) },
      resumeMatch: async (matchId) => {
        if (host.isOpen(matchId)) return true
        try {
          const kept = await shared?.match(matchId)
          const save = kept == null ? (await saves.loadAutosave(matchId)).save : decodeSave(kept, games)
          host.loadMatch(save.record, save.meta, { matchId })
          return true
        } catch {
          return false
        }
      },
    })
  } catch (err) {
    await runtime.shutdown()
    const inUse = (err as { code?: unknown }).code === 'EADDRINUSE'
    console.error(
      inUse
        ? `Port ${args.port} is already in use: choose another with --port (0 picks a free one).`
        : `The server could not start: ${(err as Error).message}`,
    )
    return 1
  }
  const stopped = stopSignal()
  if (rendererDir === null) {
    console.error('There is no built renderer (npm run build): invite links will not open in a browser.')
  }
  console.log(
    `Zombie Table server at ${server.url} (${plural(server.tableCount(), 'table')} resumed from ${dataDir})`,
  )

  const running = server
  await untilStopped(stopped, () =>
    running
      .close()
      .then(() => runtime.shutdown())
      .then(() => shared?.close()),
  )
  return 0
}

/** The renderer to serve to browsers, or null when none is built. */
function builtRenderer(dir: string | undefined): string | null {
  const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
  const rendererDir = resolve(dir ?? join(projectRoot, 'out', 'renderer'))
  return existsSync(join(rendererDir, 'index.html')) ? rendererDir : null
}

runCommand(main, 'The Zombie Table server could not start:')
