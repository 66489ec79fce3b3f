/**
 * Everything one running table needs, wired once: the save store in `<dataDir>/saves`, the match
 * host autosaving into it, the settings file, and the service in front of both. The desktop app
 * (main.ts) and the served table (stream/serve.ts) both start here.
 */
import { join } from 'node:path'
import { bots as defaultBots, games as defaultGames } from '../../engine'
import type { BotRegistry } from '../../engine/bots/types'
import type { GameRegistry } from '../../engine/core/match'
import { DEFAULT_BOT_DELAY_MS, MatchHost } from '../host'
import type { Autosave } from '../host/types'
import type { JobThread } from '../host/thinking/jobThread'
import type { Thinker } from '../host/thinking/thinker'
import { winChancesOn, type WinChances } from '../host/winChances'
import { DEFAULT_APP_NAME } from '../saves/defaultDir'
import type { AppInfo } from '../saves/saveFormat'
import {
  DataFolderReadOnly,
  lockDataFolder,
  type DataFolderLock,
  type LockOptions,
} from '../saves/dataFolderLock'
import { removeLeftoverTemps } from '../saves/leftoverTemps'
import type { SaveFs } from '../saves/saveFs'
import { sharedSaveCheckThread } from '../saves/saveCheckThread'
import { SaveStore } from '../saves/saveStore'
import { SETTINGS_FILE, TOKEN_FILE } from './dataFiles'
import type { ServiceLog } from './serviceErrors'
import { readSettingsFile, writeSettingsFile } from './settingsFile'
import {
  createTableService,
  type StreamClock,
  type OnlineHostingControl,
  type StreamLinkControl,
  type TableService,
} from './tableService'

export interface TableRuntimeOptions {
  /** The app's data folder; saves go to `<dataDir>/saves`, settings to `<dataDir>/settings.json`. */
  readonly dataDir: string
  /** Overrides the saved setting (e.g. `--bot-delay` on the command line). */
  readonly botDelayMs?: number
  readonly app?: AppInfo
  readonly registry?: GameRegistry
  readonly bots?: BotRegistry
  readonly log?: ServiceLog
  /** The file system under the saves (tests make it fail: a full disk, a lost drive). */
  readonly fs?: SaveFs
  /** What this process is, told to a second instance on the same folder ("npm run serve"). */
  readonly owner?: string
  /** Waits between retries of a failing autosave (tests shorten them). */
  readonly autosaveRetryMs?: readonly number[]
  /** The stream page's link, where this runtime's table is served. */
  readonly streamLink?: StreamLinkControl
  /** The caster delay's clock (tests drive it). */
  readonly streamClock?: StreamClock
  /** Shows a file in its folder (the desktop app); see TableServiceOptions.revealPath. */
  readonly revealPath?: (absolutePath: string) => void | Promise<void>
  /** Tables for friends on other computers; see TableServiceOptions.online. */
  readonly online?: OnlineHostingControl
  /**
   * Also keeps each autosave elsewhere (the online server's Redis, where another process can resume
   * the match), after it is on disk and before the move is acknowledged.
   */
  readonly mirrorAutosave?: Autosave
  /** Where bots that think do their searching (a worker thread); closed by shutdown. */
  readonly thinker?: Thinker
  /** Where the stream's win chances are estimated (a worker thread of their own); closed by shutdown. */
  readonly chanceThread?: JobThread
  /** Takes the data folder (tests make it refuse, as a read-only disk does). */
  readonly lockFolder?: (dir: string, options: LockOptions) => Promise<DataFolderLock>
}

export interface TableRuntime {
  readonly service: TableService
  readonly host: MatchHost
  readonly saves: SaveStore
  readonly dataDir: string
  /** This process's hold on the data folder (released by shutdown); none when it is read-only. */
  readonly lock: DataFolderLock
  /**
   * Null when the data folder can be written to. Otherwise the table runs but keeps nothing
   * (every autosave says "Not saved: …"), and this says so, and how to choose another folder, in
   * words for the person starting it.
   */
  readonly readOnly: string | null
  /** The stream's win chances, estimated on `chanceThread` (none without it). */
  readonly chances: WinChances | null
  /**
   * Closes every match (writing pending autosaves), marks a clean exit and releases the data
   * folder. Safe to call twice.
   */
  shutdown(): Promise<void>
}

/**
 * Throws DataFolderInUse when another Zombie Table (the desktop app, or npm run serve) has the
 * data folder: two writers on one folder would overwrite each other's autosaves. A folder that
 * cannot be written to is no reason not to start: see TableRuntime.readOnly.
 */

export async function createTableRuntime(options: TableRuntimeOptions): Promise<TableRuntime> {
  const registry = options.registry ?? defaultGames
  const bots = options.bots ?? defaultBots
  const app = options.app ?? { name: DEFAULT_APP_NAME, version: '0.0.0' }
  const log: ServiceLog = options.log ?? ((message, err) => console.error(message, err))
  let lostFolder: ((err: Error) => void) | null = null
  let lock: DataFolderLock
  let readOnly: DataFolderReadOnly | null = null
  try {
    lock = await (options.lockFolder ?? lockDataFolder)(options.dataDir, {
      what: options.owner ?? 'Zombie Table',
      onCompromised: (err) => lostFolder?.(err),
    })
  } catch (err) {
    if (!(err instanceof DataFolderReadOnly)) throw err
    // Nobody can write there, so nobody needs to hold it.
    readOnly = err
    lock = { dir: options.dataDir, compromised: false, release: () => Promise.resolve() }
  }
  const settingsPath = join(options.dataDir, SETTINGS_FILE)
  const stored = await readSettingsFile(settingsPath)
  const botDelayMs = options.botDelayMs ?? stored.botDelayMs ?? DEFAULT_BOT_DELAY_MS
  let settingsWrite: Promise<void> = Promise.resolve()

  const saves = new SaveStore({
    dir: join(options.dataDir, 'saves'),
    registry,
    bots,
    // The save-check thread knows the engine's games and bots; other ones are checked in place.
    ...(options.registry === undefined && options.bots === undefined
      ? { checker: sharedSaveCheckThread() }
      : {}),
    app,
    ...(options.fs ? { fs: options.fs } : {}),
  })
  lostFolder = (err) => {
    log('Zombie Table: another program took over the data folder', err)
    saves.blockWrites('another program took over the data folder (is a second Zombie Table running?).')
  }
  const host = new MatchHost({
    registry,
    bots,
    botDelayMs,
    autosave: async (record, meta, matchId) => {
      await saves.autosave(matchId, record, meta)
      await options.mirrorAutosave?.(record, meta, matchId)
    },
    onError: (err) => {
      // On a read-only folder every autosave fails: that was said once at start, and the table shows it.
      if (readOnly !== null && err.kind === 'autosave') return
      log('Zombie Table:', err)
    },
    ...(options.autosaveRetryMs ? { autosaveRetryMs: options.autosaveRetryMs } : {}),
    ...(options.thinker ? { thinker: options.thinker } : {}),
  })
  const { chanceThread } = options
  const chances = chanceThread
    ? winChancesOn({
        position: (matchId) => host.position(matchId),
        run: (job) => chanceThread.run(job),
        close: () => chanceThread.close('The stream stopped estimating: the table is closing.'),
      })
    : undefined
  const service = createTableService({
    host,
    saves,
    registry,
    bots,
    app,
    log,
    settings: { ...stored, botDelayMs },
    ...(options.streamLink ? { streamLink: options.streamLink } : {}),
    ...(options.streamClock ? { streamClock: options.streamClock } : {}),
    ...(options.revealPath ? { revealPath: options.revealPath } : {}),
    ...(options.online ? { online: options.online } : {}),
    ...(chances ? { chances } : {}),
    onSettingsChange: (settings) => {
      if (readOnly !== null) return Promise.resolve() // Said once at start; kept for this session only.
      // One write at a time, in order: a slider sends many changes, and the last one must win.
      settingsWrite = settingsWrite
        .catch(() => undefined)
        .then(() => writeSettingsFile(settingsPath, settings))
      return settingsWrite
    },
  })

  if (readOnly !== null) {
    saves.blockWrites(readOnly.notSaved)
  } else {
    try {
      await saves.markSessionStart()
    } catch (err) {
      // Play does not need the marker; saving will report its own problems.
      log('Zombie Table: the saves folder could not be prepared', err)
    }
    // The saves folder's own are removed by markSessionStart.
    await removeLeftoverTemps(options.dataDir, [SETTINGS_FILE, TOKEN_FILE])
  }

  let stopping: Promise<void> | null = null
  const shutdown = (): Promise<void> => {
    stopping ??= (async () => {
      try {
        await service.closeAll()
        await options.thinker?.close()
        await chances?.close()
        if (readOnly === null) await saves.markCleanExit()
      } catch (err) {
        log('Zombie Table: shutting down did not finish cleanly', err)
      }
      try {
        await lock.release()
      } catch (err) {
        log('Zombie Table: the data folder could not be released', err)
      }
    })()
    return stopping
  }

  return {
    service,
    host,
    saves,
    dataDir: options.dataDir,
    lock,
    readOnly: readOnly?.message ?? null,
    chances: chances ?? null,
    shutdown,
  }
}
