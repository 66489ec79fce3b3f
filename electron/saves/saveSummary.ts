/** One line of the saves list: plain data, safe to send to the renderer. */
import type { BackupInfo, SaveErrorKind } from './saveError'

export type { BackupInfo } from './saveError'

export interface SaveSummary {
  /** The save's name in its folder (for an autosave, the match id). */
  readonly slot: string
  /** The game id, or null when a damaged file does not say. */
  readonly game: string | null
  /** Player names in seat order. */
  readonly players: readonly string[]
  readonly savedAt: string
  /** Length of the action log. */
  readonly actions: number
  readonly finished: boolean
  readonly label?: string
  /**
   * The round the game had reached when saved (GameDefinition.round): absent for a game without
   * rounds, a save written before rounds were kept, or a damaged file.
   */
  readonly round?: number
  /** A picture of the table sits beside the save (saves:thumbnail gives it). */
  readonly thumbnail: boolean
  /** Set when the file cannot be loaded; the other fields are then best effort. */
  readonly error?: { readonly kind: SaveErrorKind; readonly message: string }
  /** Set with `error` when the previous version of the file (its `.bak`) can be loaded instead. */
  readonly backup?: BackupInfo
}
