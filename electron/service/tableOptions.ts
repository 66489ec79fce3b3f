/** What a table service is made from: the host, the saves, the games, and the app's own hooks. */
import type { BotRegistry } from '../../engine/bots/types'
import type { GameRegistry } from '../../engine/core/match'
import type {
  HostedTable,
  HostedTableOptions,
  OnlineHostingStatus,
  Settings,
  StreamLinkStatus,
} from '../protocol'
import type { CreateMatchRequest } from '../host/types'
import type { MatchHost } from '../host'
import type { Timers } from '../host/timers'
import type { WinChances } from '../host/winChances'
import type { AppInfo } from '../saves/saveFormat'
import type { SaveStore } from '../saves/saveStore'
import type { ServiceLog } from './serviceErrors'

export interface TableServiceOptions {
  readonly host: MatchHost
  readonly saves: SaveStore
  readonly registry: GameRegistry
  readonly bots: BotRegistry
  readonly app: AppInfo
  /** Initial settings; they should agree with how the host was created. */
  readonly settings?: Partial<Settings>
  /** Called after settings:set changed something (the runtime keeps them on disk). */
  readonly onSettingsChange?: (settings: Settings) => void | Promise<void>
  /** Where unexpected failures are reported. Default: console.error. */
  readonly log?: ServiceLog
  readonly now?: () => Date
  /** The stream page's link (the desktop app starts a server for it; a served table has one). */
  readonly streamLink?: StreamLinkControl
  /** The caster delay's clock (default: Date.now and the global timers, looked up on each call). */
  readonly streamClock?: StreamClock
  /**
   * Shows a file in its folder (the desktop app's "open containing folder"). Without it,
   * saves:reveal is refused and app:info says canReveal: false.
   */
  readonly revealPath?: (absolutePath: string) => void | Promise<void>
  /** Tables for friends on other computers (the desktop app's, npm run serve's); without it, online:… is refused. */
  readonly online?: OnlineHostingControl
  /** Estimates the win chances after each move (the stream) and over a replay; without it, none are shown. */
  readonly chances?: Pick<WinChances, 'estimate' | 'series'>
}

/** This computer's table server for friends on the local network (electron/online/onlineHosting.ts). */
export interface OnlineHostingControl {
  status(): OnlineHostingStatus
  /**
   * Opens a lobby table for `match`: on this computer's table server (started if need be), or on
   * the server at `at` (the Settings' table server). Throws with words when it cannot.
   */
  host(match: CreateMatchRequest, how?: HostedTableOptions, at?: string): Promise<HostedTable>
  stop(): Promise<OnlineHostingStatus>
  /** Where this page goes to take an invite's seat. Throws with words for a link that is not an invite. */
  join(link: string): string
}

/** Time for the caster delay: milliseconds now, and timers (tests drive both). */
export interface StreamClock extends Timers {
  now(): number
}

/** Starts, stops and renews the stream page's link, wherever it is served. */
export interface StreamLinkControl {
  status(): StreamLinkStatus
  start(): Promise<StreamLinkStatus>
  stop(): Promise<StreamLinkStatus>
  renew(): Promise<StreamLinkStatus>
}
