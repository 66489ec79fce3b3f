/**
 * "Play online" as the desktop app and npm run serve offer it: this computer's table server
 * (onlineHosting.ts) on the app's own runtime and games, serving the app's built renderer to
 * friends who join from a browser.
 */
import { bots, games } from '../../engine'
import type { TableRuntime } from '../service/tableRuntime'
import { gameCatalog } from '../service/gameCatalog'
import { OnlineHosting } from './onlineHosting'

export interface AppHostingOptions {
  readonly runtime: () => TableRuntime | null
  readonly app: { readonly name: string; readonly version: string }
  readonly rendererDir: string
  /** Where this app's own page goes to take an invite's seat. */
  readonly pageFor: (link: string) => string
}

export function appHosting(options: AppHostingOptions): OnlineHosting {
  return new OnlineHosting({
    host: () => {
      const runtime = options.runtime()
      if (runtime === null) throw new Error('The table is not ready yet.')
      return runtime.host
    },
    chances: () => options.runtime()?.chances ?? null,
    app: { ...options.app, games: gameCatalog(games, bots) },
    rendererDir: options.rendererDir,
    pageFor: options.pageFor,
    log: (message, err) => console.error(message, err ?? ''),
  })
}
