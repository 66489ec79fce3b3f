/**
 * The app as the renderer meets it: its games and their bot levels, the menu, the preload's API and
 * the waiting cue.
 */
import type { OptionSpec } from '../../engine/core/optionSpecs'
import type { OnlineSeatInfo } from './online'

export interface BotLevelInfo {
  readonly id: string
  readonly label: string
  readonly help?: string
  readonly suggested?: boolean
}

export interface GameInfo {
  readonly id: string
  readonly name: string
  readonly minPlayers: number
  readonly maxPlayers: number
  /** The bot levels, weakest first, each with a sentence on how it plays; `suggested` is the one a new seat gets. */
  readonly bots: readonly BotLevelInfo[]
  /**
   * The match options the New Game screen offers, as the game describes them (plain data); the
   * chosen values go back in match:create's `options`, where the game checks them again.
   */
  readonly options: readonly OptionSpec[]
}

export interface AppInfo {
  readonly name: string
  readonly version: string
  readonly transport: 'ipc' | 'websocket' | 'colyseus'
  /** A spectator connection may only watch. */
  readonly role: 'player' | 'spectator'
  /** A person's seat at an online table: the app shows that table, from that seat, and nothing else. */
  readonly seat?: OnlineSeatInfo
  readonly games: readonly GameInfo[]
  /** saves:reveal works here (the desktop app can show a save in its folder). */
  readonly canReveal: boolean
}

export type MenuCommand = 'newGame' | 'open' | 'save' | 'saveAs' | 'home'

/**
 * What the preload exposes as window.table (electron/preload.ts builds it; the renderer's IPC
 * bridge uses it): requests answered once, and pushes with the payload alone.
 */
export interface PreloadApi {
  request(channel: string, payload: unknown): Promise<unknown>
  on(channel: string, listener: (payload: unknown) => void): () => void
}

/**
 * What the page puts before its title while the game waits for this person (the renderer's waiting
 * cue). The desktop app flashes the window's taskbar button when a title starts with it.
 */
export const WAITING_TITLE_PREFIX = '● Your move — '
