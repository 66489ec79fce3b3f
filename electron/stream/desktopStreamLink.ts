/**
 * The desktop app's spectator link, off until the player turns it on (Stream menu or panel):
 * a table server on 127.0.0.1 serving the table to watch only. Its token is kept in the data
 * folder and its port stays the same while free, so the link a streamer put in OBS keeps working
 * across restarts, until they ask for a new one (`renew`).
 */
import type { StreamLinkStatus } from '../protocol'
import type { StreamLinkControl } from '../service/tableService'
import { startTableServer, type TableServer, type TableServerOptions } from './server'
import { loadTableTokens } from './tokenFile'
import { newToken } from './tokens'

/** The spectator link's port when it is free, so a streamer's browser source keeps its address. */
export const SPECTATOR_PORT = 4174

export interface DesktopStreamLinkOptions {
  /** The running table; null before it is ready. */
  readonly table: () => { readonly dataDir: string; readonly service: TableServerOptions['service'] } | null
  readonly rendererDir: string
  /** Told each time the link starts or stops (the Stream menu follows it). */
  readonly onChange: () => void
  readonly port?: number
}

export interface DesktopStreamLink {
  /** The Stream panel's controls: the same link as the Stream menu's. */
  readonly control: StreamLinkControl
  /** The watch link while it is on. */
  url(): string | null
  /** Turns the link on (a new token when `renew`, even if it is on); throws when it cannot. */
  open(renew: boolean): Promise<void>
  stop(): Promise<void>
}

export function desktopStreamLink(options: DesktopStreamLinkOptions): DesktopStreamLink {
  let server: TableServer | null = null

  const stop = async (): Promise<void> => {
    const running = server
    server = null
    options.onChange()
    await running?.close()
  }

  const open = async (renew: boolean): Promise<void> => {
    const table = options.table()
    if (table === null) throw new Error('The table is not ready yet.')
    if (server !== null) {
      if (!renew) return
      await stop()
    }
    // The watch link's token is kept (OBS keeps working); the play token is new each time and
    // never shown: nobody is meant to play the desktop's table from a browser.
    const tokens = { ...(await loadTableTokens(table.dataDir, renew)), player: newToken() }
    const serverOptions = {
      service: table.service,
      rendererDir: options.rendererDir,
      token: tokens.player,
      spectatorToken: tokens.spectator,
    }
    server = await startTableServer({ ...serverOptions, port: options.port ?? SPECTATOR_PORT }).catch(() =>
      startTableServer({ ...serverOptions, port: 0 }),
    )
    options.onChange()
  }

  const status = (): StreamLinkStatus => ({
    available: true,
    running: server !== null,
    url: server?.spectatorUrl ?? null,
  })
  const then = (step: () => Promise<void>) => async (): Promise<StreamLinkStatus> => {
    await step()
    return status()
  }
  return {
    control: { status, start: then(() => open(false)), stop: then(stop), renew: then(() => open(true)) },
    url: () => server?.spectatorUrl ?? null,
    open,
    stop,
  }
}
