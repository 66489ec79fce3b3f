/**
 * A match as it crosses to the renderer: seats, each viewer's update, take-backs, the open and
 * unfinished matches.
 */
import { z } from 'zod'
import type { RefusalCode } from '../../engine/core/errors'
import type { OptionValue } from '../../engine/core/optionSpecs'
import type { GameEvent, HiddenOutcome, Outcome, Seat, Viewer } from '../../engine/core/types'
import type { BackupInfo } from './saves'

/** Who sits at a seat: a person at this computer, or a bot of a given level ("random", ...). */
export interface SeatConfig {
  readonly name: string
  readonly kind: 'human' | 'bot'
  readonly bot?: string
}

/** A match's options by key, each a value its game's option specs allow (plain JSON). */
export type MatchOptions = Readonly<Record<string, OptionValue>>

/** How a match's autosaves are going: the player is told while they fail. */
export interface AutosaveStatus {
  /** Null while autosaves succeed; otherwise why the last one failed ("Not saved: the disk is full."). */
  readonly problem: string | null
  /** How many moves the last successful autosave holds (-1: none yet this session). */
  readonly savedVersion: number
}

/** What one viewer is sent after every change (and once, at once, on subscribing). */
export interface HostUpdate {
  readonly matchId: string
  readonly game: string
  readonly version: number
  readonly viewer: Viewer
  readonly view: unknown
  /** The actions this viewer may send now: empty unless it is a human seat that is to act. */
  readonly legal: readonly unknown[]
  readonly toAct: readonly Seat[]
  /**
   * The events of the action that produced this version, as this viewer may see them (viewEvent): one
   * `text` each, in the second person for this viewer's own seat, and no `private` or `you` part.
   */
  readonly events: readonly GameEvent[]
  readonly outcome: Outcome | null
  readonly seats: readonly SeatConfig[]
  /** Whether this match's moves are safely on disk; sent again (same version, no events) when it changes. */
  readonly autosave: AutosaveStatus
  /** The named save the match was last saved to or loaded from, if any. */
  readonly slot?: string
  /**
   * With `slot`: how many moves that named save holds (when the host knows: it was saved or loaded
   * this session, or the autosave remembers it). Fewer than `version`: the save is behind the table.
   */
  readonly slotVersion?: number
  /**
   * The match's options as its game filled them in (every option, defaults included): a rematch or
   * a new game like this one sends them back in match:create, where the game checks them again.
   */
  readonly options?: MatchOptions
  /**
   * Only in the snapshot a new subscriber gets: the recent game log as this viewer may see it, so a
   * loaded match, a hot-seat switch or a spectator joining mid-game starts with a log.
   */
  readonly history?: readonly LogLine[]
  /**
   * Only on the stream page, and only while the streamer shows hands (which needs a caster delay of
   * at least STREAM_HANDS_MIN_DELAY_SECONDS): each seat's own view, by seat, as it was when this
   * update happened. Sent no sooner than the delay after it.
   */
  readonly seatViews?: readonly unknown[]
  /**
   * Only on the stream page: each seat's chance to win after this version (adding up to 1),
   * estimated from worlds drawn from the spectator's view alone. It comes with its update, or later
   * in an update of the same version with no events; never before the move it follows.
   */
  readonly chances?: readonly number[]
  /**
   * Only to a human seat's own viewer: whether it may take back its last move now (and how many
   * actions that undoes, bots' replies included), or why not. Sent with every update, so the
   * Take back button can always say.
   */
  readonly takeBack?: TakeBackStatus
}

/** Whether a seat may take back its last move now. */
export type TakeBackStatus =
  | {
      readonly allowed: true
      /** The actions a take-back undoes: the seat's own last move and every bot reply after it. */
      readonly actions: number
    }
  | { readonly allowed: false; readonly block: TakeBackBlock; readonly reason: string }

/**
 * Why a take-back is refused: something random or hidden came out (a game's HiddenOutcome),
 * another person moved, the seat has no move to take back, or the game is over. The sentences are
 * assets/help/takeBack.json's.
 */
export type TakeBackBlock = HiddenOutcome | 'human' | 'none' | 'over'

/**
 * One line of the game log: one event worded for this viewer (viewEvent): its private wording for
 * the seats it belongs to, "you" for the viewer's own seat, other players by name.
 */
export interface LogLine {
  readonly version: number
  readonly type: string
  readonly text: string
  readonly seat?: Seat
}

export type IntentResult =
  | { readonly ok: true; readonly version: number }
  | { readonly ok: false; readonly code: RefusalCode; readonly message: string }

export const seatConfigSchema = z.strictObject({
  name: z.string().trim().min(1).max(40),
  kind: z.enum(['human', 'bot']),
  bot: z.string().min(1).max(40).optional(),
})

export interface ActiveMatch {
  readonly matchId: string
  readonly game: string
  readonly seats: readonly SeatConfig[]
  readonly label?: string
}

/** A match the player has not finished with: open at the table now, or kept in its autosave. */
export interface UnfinishedMatch {
  readonly matchId: string
  /** The game id, or null when a damaged autosave does not say. */
  readonly game: string | null
  readonly players: readonly string[]
  readonly label?: string
  /** Moves played. */
  readonly actions: number
  /** When its autosave was written (for an open match never saved yet: now). */
  readonly savedAt: string
  /** The game is over but it was never saved under a name. */
  readonly finished: boolean
  /** Open at this table now. */
  readonly open: boolean
  /** Why its autosave cannot be loaded, if it cannot. */
  readonly error?: { readonly kind: string; readonly message: string }
  /** The previous version of a damaged autosave, which resuming uses by itself. */
  readonly backup?: BackupInfo
}

export interface UnfinishedMatches {
  /** The previous session ended without a clean exit (a crash, a kill, a power cut). */
  readonly crashed: boolean
  /** Open matches first, then the newest autosave first. */
  readonly matches: readonly UnfinishedMatch[]
}

export interface Resumed {
  readonly matchId: string
  /** The autosave was damaged, so its previous version was opened. */
  readonly fromBackup: boolean
  /** What was wrong with the autosave, when fromBackup. */
  readonly problem?: string
}

/** How a match came to be opened at the table. */
export type MatchOpenedSource = 'created' | 'loaded' | 'resumed' | 'imported'

/**
 * Told to every connection when a match opens at this table, whoever opened it: the desktop
 * menu's File → Open… (the window shows it), or a new game a spectator page should follow.
 */
export interface MatchOpened {
  readonly matchId: string
  readonly game: string
  readonly source: MatchOpenedSource
}
