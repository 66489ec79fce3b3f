/**
 * The one contract between the renderer (untrusted) and the host: every request channel with the
 * schema its payload must pass, every push from host to renderer, and the result types. Main (IPC)
 * and the served table (WebSocket) both validate payloads against these schemas before use; the
 * preload and the renderer's bridges are built from the same channel lists.
 */
import { z } from 'zod'
import type { PushChannel, RequestChannel } from './channels'
import type { OptionSpec, OptionValue } from '../engine/core/optionSpecs'
import type { RefusalCode } from '../engine/core/errors'
import type { GameEvent, HiddenOutcome, Outcome, Seat, Viewer } from '../engine/core/types'
import { slotNameProblem } from './saves/saveNames'
import { thumbnailProblem } from './saves/thumbnailData'
import type { BackupInfo, SaveSummary } from './saves/saveSummary'

export type { BackupInfo, SaveSummary } from './saves/saveSummary'

// ---------------------------------------------------------------- what crosses to the renderer

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

// ---------------------------------------------------------------- requests

const MAX_ACTION_JSON = 4096
/** Far deeper than any action or option needs; deeper payloads are refused before parsing. */
const MAX_NESTING = 32

const seat = z.number().int().min(0).max(7)
const viewer = z.union([seat, z.literal('spectator')])
const matchId = z.string().min(1).max(64)
const slot = z.string().superRefine((name, ctx) => {
  const problem = slotNameProblem(name)
  if (problem !== null) ctx.addIssue({ code: 'custom', message: problem })
})
const thumbnail = z.string().superRefine((dataUrl, ctx) => {
  const problem = thumbnailProblem(dataUrl)
  if (problem !== null) ctx.addIssue({ code: 'custom', message: problem })
})
/** A save file brought in from elsewhere (saves:import): far above any real save. */
export const MAX_IMPORT_CHARS = 5 * 1024 * 1024
const fileId = z.string().min(1).max(64)
const smallJson = z
  .json()
  .refine((v) => JSON.stringify(v).length <= MAX_ACTION_JSON, 'That is far too large.')
const empty = z.strictObject({})

export const seatConfigSchema = z.strictObject({
  name: z.string().trim().min(1).max(40),
  kind: z.enum(['human', 'bot']),
  bot: z.string().min(1).max(40).optional(),
})

// ---------------------------------------------------------------- settings

/** The ranges of the numeric settings (the Settings screen's sliders use the same). */
export const SETTINGS_LIMITS = {
  botDelayMs: { min: 0, max: 5000, step: 100 },
  volume: { min: 0, max: 100, step: 5 },
  animationSpeed: { min: 0.5, max: 2, step: 0.25 },
  uiScale: { min: 80, max: 150, step: 5 },
  cameraSensitivity: { min: 0.25, max: 3, step: 0.25 },
  streamDelaySeconds: { min: 0, max: 300, step: 5 },
  streamTextScale: { min: 0.75, max: 2, step: 0.25 },
} as const

type Limited = keyof typeof SETTINGS_LIMITS
const inRange = (key: Limited) => z.number().min(SETTINGS_LIMITS[key].min).max(SETTINGS_LIMITS[key].max)
/** A speed factor in steps of a quarter (exact in binary, so a multiple is a multiple). */
const quarters = (key: Limited) => inRange(key).multipleOf(SETTINGS_LIMITS[key].step)

/** Whether motion is reduced: as the system says (prefers-reduced-motion), or always on or off. */
export const REDUCED_MOTION_CHOICES = ['system', 'on', 'off'] as const
export type ReducedMotionChoice = (typeof REDUCED_MOTION_CHOICES)[number]

/** How much the 3D table draws: shadows (soft at high) and pixel density; low is the cheapest. */
export const TABLE_QUALITIES = ['low', 'medium', 'high'] as const
export type TableQuality = (typeof TABLE_QUALITIES)[number]

/** How the stream page lays out the table: the table only, with a slim overlay, or the player's view. */
export const STREAM_LAYOUTS = ['broadcast', 'table', 'full'] as const
export type StreamLayout = (typeof STREAM_LAYOUTS)[number]
/** `transparent` (an OBS browser source over the streamer's scene), `scene` (the table's own), or a colour. */
export const streamBackgroundSchema = z.string().regex(/^(transparent|scene|#[0-9a-fA-F]{6})$/, {
  message: 'A stream background is transparent, scene, or a colour like #00ff00.',
})
export type StreamBackground = 'transparent' | 'scene' | `#${string}`
/** Hands may be streamed only this far behind the table, as poker broadcasts do. */
export const STREAM_HANDS_MIN_DELAY_SECONDS = 30

/** Each setting with its range: the whole settings object, settings:set (partial) and the settings file. */
export const settingsFields = {
  /** The pause before each bot move. */
  botDelayMs: inRange('botDelayMs').int(),
  /** Sound effects on or off. */
  sound: z.boolean(),
  /** Master volume, in percent. */
  volume: inRange('volume').int(),
  /** How fast the table's animations play (1: as designed). */
  animationSpeed: quarters('animationSpeed'),
  /** Every move shown at once, with no animation. */
  skipAnimations: z.boolean(),
  /** The size of the HTML layer (HUD and screens) in percent; the 3D table keeps its size. */
  uiScale: inRange('uiScale').int(),
  /** No camera glides and nothing that flashes. */
  reducedMotion: z.enum(REDUCED_MOTION_CHOICES),
  /** How fast the camera orbits and zooms under the mouse (1: as designed). */
  cameraSensitivity: quarters('cameraSensitivity'),
  /** The camera may move by itself to where the action is. */
  followAction: z.boolean(),
  /** A shape beside each seat's name (● ▲ ■ …), for those who cannot tell the seat colours apart. */
  seatMarks: z.boolean(),
  /** How much the 3D table draws (the stream page takes its own, high unless its address says). */
  quality: z.enum(TABLE_QUALITIES),
  /** The caster delay: the stream page shows the match this many seconds late (held back by the host). */
  streamDelaySeconds: inRange('streamDelaySeconds').int(),
  /** The stream page shows every hand (only with a delay of at least STREAM_HANDS_MIN_DELAY_SECONDS). */
  streamShowHands: z.boolean(),
  /** The layout the Stream panel puts in the stream page's address. */
  streamLayout: z.enum(STREAM_LAYOUTS),
  /** The background the Stream panel puts in the stream page's address. */
  streamBackground: streamBackgroundSchema,
  /** The size of the stream page's overlay text (1: as designed for 1920×1080). */
  streamTextScale: quarters('streamTextScale'),
  /** The quality the Stream panel puts in the stream page's address. */
  streamQuality: z.enum(TABLE_QUALITIES),
} as const

export const settingsSchema = z.strictObject(settingsFields)

/** The player's settings, kept by the host in its data folder. */
export type Settings = Readonly<z.infer<typeof settingsSchema>>

/** What a new data folder starts with (and what any missing or damaged field falls back to). */
export const DEFAULT_SETTINGS: Settings = {
  botDelayMs: 600,
  sound: true,
  volume: 70,
  animationSpeed: 1,
  skipAnimations: false,
  uiScale: 100,
  reducedMotion: 'system',
  cameraSensitivity: 1,
  followAction: true,
  seatMarks: false,
  quality: 'high',
  streamDelaySeconds: 0,
  streamShowHands: false,
  streamLayout: 'broadcast',
  streamBackground: 'transparent',
  streamTextScale: 1,
  streamQuality: 'high',
}

/** Why these settings cannot go together, or null when they can. */
export function settingsConflict(settings: Settings): string | null {
  if (settings.streamShowHands && settings.streamDelaySeconds < STREAM_HANDS_MIN_DELAY_SECONDS) {
    return `Hands can be streamed only with a delay of at least ${STREAM_HANDS_MIN_DELAY_SECONDS} seconds.`
  }
  return null
}

/**
 * The fields of a stored object that pass their checks. A field that is missing (an older file
 * without the newer fields) or fails its check (a hand-edited value out of range) is left out, and
 * so is everything when the object is not an object at all.
 */
export function knownSettings(stored: unknown): Partial<Settings> {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {}
  const source = stored as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(settingsFields) as (keyof typeof settingsFields)[]) {
    if (!Object.prototype.hasOwnProperty.call(source, key)) continue
    const parsed = settingsFields[key].safeParse(source[key])
    if (parsed.success) out[key] = parsed.data
  }
  return out as Partial<Settings>
}

/** Whole settings from a stored object: its valid fields, the defaults for the rest. */
export function settingsFrom(stored: unknown, defaults: Settings = DEFAULT_SETTINGS): Settings {
  const settings: Settings = { ...defaults, ...knownSettings(stored) }
  // A hand-edited file that streams hands too early streams none.
  return settingsConflict(settings) === null ? settings : { ...settings, streamShowHands: false }
}

/** Request channels: renderer → host, answered once. */
export const requestSchemas = {
  'app:info': empty,
  'match:create': z.strictObject({
    game: z.string().min(1).max(40),
    seats: z.array(seatConfigSchema).min(1).max(8),
    seed: z.union([z.string().max(100), z.number().int()]).optional(),
    options: z.record(z.string().max(40), smallJson).optional(),
    label: z.string().max(80).optional(),
  }),
  'match:active': empty,
  'match:subscribe': z.strictObject({ matchId, viewer }),
  'match:unsubscribe': z.strictObject({ matchId, viewer }),
  'match:intent': z.strictObject({ matchId, seat, action: smallJson, version: z.number().int().min(0) }),
  /**
   * `discard` also forgets the match's autosave (the player chose not to keep it). While its
   * autosave is failing, a match is only closed with `evenIfUnsaved` (its last moves are lost).
   */
  'match:close': z.strictObject({
    matchId,
    discard: z.boolean().optional(),
    evenIfUnsaved: z.boolean().optional(),
  }),
  /**
   * Takes back the seat's own last move, and the bots' replies after it, when nothing random or
   * hidden came out since and no other person has moved (HostUpdate.takeBack says whether it may).
   * `version` is the table the player saw: a take-back from an older picture is STALE.
   */
  'match:takeBack': z.strictObject({ matchId, seat, version: z.number().int().min(0) }),
  'saves:list': empty,
  /**
   * Without `slot`: the match's own save, or a new unique name. An existing save of another match
   * is only replaced with `overwrite: true`; otherwise the refusal is EXISTS with what it holds.
   */
  'saves:save': z.strictObject({
    matchId,
    slot: slot.optional(),
    label: z.string().max(80).optional(),
    overwrite: z.boolean().optional(),
    /**
     * A picture of the table (a JPEG, WebP or PNG data URL of at most 300 KB), kept beside the
     * save. Without it the save has no thumbnail. One that cannot be kept never fails the save.
     */
    thumbnail: thumbnail.optional(),
  }),
  'saves:load': z.strictObject({ slot }),
  /** The previous version of a save (its backup), offered when the save itself is damaged. */
  'saves:loadBackup': z.strictObject({ slot }),
  'saves:delete': z.strictObject({ slot }),
  /** Every match not finished with: open now, or kept in its autosave. */
  'saves:unfinished': empty,
  /** Opens a match from its autosave (its previous version if the autosave is damaged). */
  'saves:resume': z.strictObject({ matchId }),
  /** Forgets the autosave of a match that is not open. */
  'saves:discard': z.strictObject({ matchId }),
  'settings:get': empty,
  /** Only the fields to change; each is checked against its range (settingsFields). */
  'settings:set': z.strictObject(settingsFields).partial(),
  /** The stream page's link: whether it is served, and its address. */
  'stream:status': empty,
  'stream:start': empty,
  'stream:stop': empty,
  /** A new stream link: the old one stops working (the streamer puts the new one in OBS). */
  'stream:renew': empty,
  /** Opens a replay of a named save or of a match open at the table (its moves so far). */
  'replay:open': z.union([z.strictObject({ slot }), z.strictObject({ matchId })]),
  /**
   * The table after `at` actions, as `viewer` saw it then ('all': every hand open, finished matches
   * only). With `step`, the update carries the events of action `at` for the table to animate;
   * without, it carries the log so far (a snapshot: the table snaps there).
   */
  'replay:show': z.strictObject({
    replayId: matchId,
    at: z.number().int().min(0),
    viewer: z.union([viewer, z.literal('all')]),
    step: z.boolean().optional(),
  }),
  /**
   * A new match from the replay's first `at` actions, saved under a new name and opened. `seats`
   * may say who plays on (the same names, in the same order: a person may take over a bot's seat).
   */
  'replay:branch': z.strictObject({
    replayId: matchId,
    at: z.number().int().min(0),
    seats: z.array(seatConfigSchema).min(1).max(8).optional(),
  }),
  'replay:close': z.strictObject({ replayId: matchId }),
  /** A save's thumbnail (null: it has none). */
  'saves:thumbnail': z.strictObject({ slot }),
  /** A new name for a save, its backup and thumbnail with it; a name in use is refused with EXISTS. */
  'saves:rename': z.strictObject({ slot, to: slot }),
  /** A save file's exact text, to be downloaded (in the desktop app: the Save dialog). */
  'saves:export': z.strictObject({ slot }),
  /**
   * A save file the player picked (its name and text), checked as a loaded save is and kept as a
   * new named save, under a name made from the file's name.
   */
  'saves:import': z.strictObject({
    fileName: z.string().min(1).max(255),
    text: z
      .string()
      .max(MAX_IMPORT_CHARS, `A save file can be at most ${MAX_IMPORT_CHARS / 1024 / 1024} MB.`),
  }),
  /** Desktop only (app:info's canReveal): shows the save's file in its folder. */
  'saves:reveal': z.strictObject({ slot }),
  /** Opens a file the app was asked to open (file:offered) as a new match. */
  'saves:openFile': z.strictObject({ fileId }),
  /** The files the app was asked to open that are not opened yet (a window that starts late asks). */
  'saves:pendingFiles': empty,
} as const satisfies Record<RequestChannel, z.ZodType>

export { pushChannels, requestChannels, type PushChannel, type RequestChannel } from './channels'
export type RequestPayload<C extends RequestChannel> = z.infer<(typeof requestSchemas)[C]>

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
  readonly transport: 'ipc' | 'websocket'
  /** A spectator connection may only watch. */
  readonly role: 'player' | 'spectator'
  readonly games: readonly GameInfo[]
  /** saves:reveal works here (the desktop app can show a save in its folder). */
  readonly canReveal: boolean
}

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

/** What each request channel answers. */
export interface RequestResults {
  'app:info': AppInfo
  'match:create': { readonly matchId: string }
  'match:active': ActiveMatch | null
  'match:subscribe': HostUpdate
  'match:unsubscribe': null
  'match:intent': IntentResult
  'match:close': null
  'match:takeBack': IntentResult
  'saves:list': readonly SaveSummary[]
  'saves:save': { readonly slot: string }
  'saves:load': { readonly matchId: string }
  'saves:loadBackup': { readonly matchId: string }
  'saves:delete': null
  'saves:unfinished': UnfinishedMatches
  'saves:resume': Resumed
  'saves:discard': null
  'settings:get': Settings
  'settings:set': Settings
  'stream:status': StreamLinkStatus
  'stream:start': StreamLinkStatus
  'stream:stop': StreamLinkStatus
  'stream:renew': StreamLinkStatus
  'replay:open': ReplayInfo
  'replay:show': HostUpdate
  'replay:branch': { readonly matchId: string; readonly slot: string }
  'replay:close': null
  'saves:thumbnail': { readonly dataUrl: string } | null
  'saves:rename': { readonly slot: string }
  'saves:export': SaveExport
  'saves:import': { readonly slot: string }
  'saves:reveal': null
  'saves:openFile': { readonly matchId: string }
  'saves:pendingFiles': readonly OfferedFile[]
}

/** Who a replay is watched as: a seat, the spectator, or every hand open (finished matches only). */
export type ReplayViewpoint = Viewer | 'all'

/** A place on the replay's timeline: a turn's start or one of the game's big moments. */
export interface ReplayMark {
  /** The version the event led to (the action count after it). */
  readonly at: number
  readonly kind: 'turn' | 'moment'
  /** The event's type ("turnStarted", "converted", "stageChanged", ...). */
  readonly type: string
  readonly seat?: Seat
  /** Its public wording, as a spectator reads it. */
  readonly text: string
}

/** A replay as replay:open opens it: everything the timeline needs. */
export interface ReplayInfo {
  readonly replayId: string
  readonly game: string
  readonly seats: readonly SeatConfig[]
  readonly label?: string
  /** Where it came from: a named save, or a match open at the table. */
  readonly slot?: string
  readonly matchId?: string
  /** How many actions it holds: `at` runs from 0 to this. */
  readonly length: number
  /** Whether the game is over at its end (only then may every hand be shown). */
  readonly finished: boolean
  readonly marks: readonly ReplayMark[]
}

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

/** The stream page's link, as the Stream panel shows it. */
export interface StreamLinkStatus {
  /** This table can serve a stream page (false: there is nothing to start). */
  readonly available: boolean
  /** The stream page is served now. */
  readonly running: boolean
  /** Its address with the token and no page options (the panel adds them), while running. */
  readonly url: string | null
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

/**
 * What the page puts before its title while the game waits for this person (the renderer's waiting
 * cue). The desktop app flashes the window's taskbar button when a title starts with it.
 */
export const WAITING_TITLE_PREFIX = '● Your move — '

/** Pushes: host → renderer, any time. */
export interface PushPayloads {
  'match:update': HostUpdate
  'menu:command': { readonly command: MenuCommand }
  'match:opened': MatchOpened
  /** The match was closed: no more updates will come for it. */
  'match:closed': { readonly matchId: string }
  /** The table's active match changed (the one spectators watch): what match:active answers now. */
  'match:focused': ActiveMatch | null
  /** The app was asked to open a save file: saves:openFile opens it (ask first if a match is unsaved). */
  'file:offered': OfferedFile
}
export type MenuCommand = 'newGame' | 'open' | 'save' | 'saveAs' | 'home'

// Every push channel has a payload type, and every payload type a channel.
const pushPayloadsCoverChannels: Record<PushChannel, true> = {
  'match:update': true,
  'menu:command': true,
  'match:opened': true,
  'match:closed': true,
  'match:focused': true,
  'file:offered': true,
} satisfies Record<keyof PushPayloads, true>
void pushPayloadsCoverChannels

/**
 * What the preload exposes as window.table (electron/preload.ts builds it; the renderer's IPC
 * bridge uses it): requests answered once, and pushes with the payload alone.
 */
export interface PreloadApi {
  request(channel: string, payload: unknown): Promise<unknown>
  on(channel: string, listener: (payload: unknown) => void): () => void
}

/** Channels a spectator connection may use. */
export const spectatorChannels: ReadonlySet<RequestChannel> = new Set<RequestChannel>([
  'app:info',
  'match:active',
  'match:subscribe',
  'match:unsubscribe',
])

/** Every failure crosses the bridge as data, never as a thrown object. */
export interface RequestError {
  readonly code:
    | 'BAD_REQUEST'
    | 'FORBIDDEN'
    | 'NOT_FOUND'
    | 'REFUSED'
    | 'SAVE_ERROR'
    | 'EXISTS'
    | 'INTERNAL'
    /** The bridge gave up waiting for an answer, or the connection was lost. */
    | 'UNREACHABLE'
  readonly message: string
  /** With SAVE_ERROR: the save is damaged but its previous version loads (saves:loadBackup). */
  readonly backup?: BackupInfo
  /** With EXISTS: what the save of that name holds now. */
  readonly existing?: SaveSummary
}

export type Reply<C extends RequestChannel> =
  | { readonly ok: true; readonly result: RequestResults[C] }
  | { readonly ok: false; readonly error: RequestError }

/** Parses a payload for a channel; the message names the first bad field. */
export function parseRequest<C extends RequestChannel>(
  channel: C,
  payload: unknown,
): { ok: true; value: RequestPayload<C> } | { ok: false; error: RequestError } {
  if (!Object.prototype.hasOwnProperty.call(requestSchemas, channel)) {
    return { ok: false, error: { code: 'BAD_REQUEST', message: `There is no channel "${String(channel)}".` } }
  }
  // Checked without recursion first: the schemas recurse into JSON, and a payload nested
  // thousands deep would otherwise overflow the stack instead of being refused.
  if (nestingDepthExceeds(payload, MAX_NESTING)) {
    return {
      ok: false,
      error: { code: 'BAD_REQUEST', message: `Bad request for ${channel}: nested too deeply.` },
    }
  }
  const result = requestSchemas[channel].safeParse(payload ?? {})
  if (result.success) return { ok: true, value: result.data as RequestPayload<C> }
  const issue = result.error.issues[0]
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join('.')})` : ''
  return {
    ok: false,
    error: {
      code: 'BAD_REQUEST',
      message: `Bad request for ${channel}${where}: ${issue?.message ?? 'invalid'}`,
    },
  }
}

/** True when `value` holds arrays or objects nested more than `max` levels deep (iterative). */
function nestingDepthExceeds(value: unknown, max: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }]
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue
    if (next.depth >= max) return true
    for (const child of Object.values(next.value)) stack.push({ value: child, depth: next.depth + 1 })
  }
  return false
}

export function isRequestChannel(channel: unknown): channel is RequestChannel {
  return typeof channel === 'string' && Object.prototype.hasOwnProperty.call(requestSchemas, channel)
}
