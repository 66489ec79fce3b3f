/**
 * The saves as the renderer sees them: a line of the saves list, a damaged save's backup, a file to
 * download or to open; and what a save keeps besides its record.
 */
import type { SeatConfig } from './match'

/** Why a save file was refused: a stable kind for programs (the sentence goes with it). */
export type SaveErrorKind =
  | 'EMPTY'
  | 'TRUNCATED'
  | 'CORRUPT'
  | 'NOT_A_SAVE'
  | 'UNKNOWN_VERSION'
  | 'MALFORMED'
  | 'TAMPERED'
  | 'UNKNOWN_GAME'
  | 'ILLEGAL_LOG'
  | 'BAD_NAME'
  | 'NOT_FOUND'
  | 'UNREADABLE'
  | 'WRITE_FAILED'

/** The previous version of a save (its `.bak`), when that one loads: enough to offer it by name. */
export interface BackupInfo {
  /** How many moves the backup holds. */
  readonly actions: number
  readonly savedAt: string
}

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

/** A save file brought in from elsewhere (saves:import): far above any real save. */
export const MAX_IMPORT_CHARS = 5 * 1024 * 1024

/** A save file to download: its exact text, and the file name to offer (`<slot>.ztsave.json`). */
export interface SaveExport {
  readonly fileName: string
  readonly text: string
}

/**
 * A file the app was asked to open (a double-click on a .ztsave.json, or one dropped on the app's
 * icon), waiting for the player: saves:openFile opens it.
 */
export interface OfferedFile {
  readonly fileId: string
  /** The file's name without its folder, to ask "Open …?". */
  readonly name: string
}

/** What a save needs besides the match record. */
export interface SaveMeta {
  readonly seats: readonly SeatConfig[]
  readonly label?: string
  readonly finished: boolean
  /** The named save this match was last saved to or loaded from (Save writes there again). */
  readonly slot?: string
  /** How many moves that named save holds (an autosave remembers it, so Leave can say so). */
  readonly slotVersion?: number
  /**
   * The round the game had reached (GameDefinition.round), for the saves list without a replay.
   * Absent for games without rounds, and in saves written before it was kept.
   */
  readonly round?: number
}
