/**
 * Every request channel with the schema its payload must pass, what each answers, every push, and
 * how a request is parsed. Main (IPC) and the served table (WebSocket) both validate payloads
 * against these schemas before use; the preload and the renderer's bridges are built from the
 * same channel lists (channels.ts).
 */
import { z } from 'zod'
import type { AppInfo, MenuCommand } from './app'
import type { PushChannel, RequestChannel } from './channels'
import type { ActiveMatch, HostUpdate, IntentResult, MatchOpened, Resumed, UnfinishedMatches } from './match'
import { seatConfigSchema } from './match'
import type { HostedTable, OnlineHostingStatus, TableLobby } from './online'
import type { ReplayChances, ReplayInfo } from './replay'
import { slotNameProblem } from './saveNames'
import {
  MAX_IMPORT_CHARS,
  type BackupInfo,
  type OfferedFile,
  type SaveExport,
  type SaveSummary,
} from './saves'
import { settingsFields, type Settings } from './settings'
import type { StreamLinkStatus } from './stream'
import { thumbnailProblem } from './thumbnailData'

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
const fileId = z.string().min(1).max(64)
const smallJson = z
  .json()
  .refine((v) => JSON.stringify(v).length <= MAX_ACTION_JSON, 'That is far too large.')
const empty = z.strictObject({})

const createMatch = z.strictObject({
  game: z.string().min(1).max(40),
  seats: z.array(seatConfigSchema).min(1).max(8),
  seed: z.union([z.string().max(100), z.number().int()]).optional(),
  options: z.record(z.string().max(40), smallJson).optional(),
  label: z.string().max(80).optional(),
})

/** Request channels: renderer → host, answered once. */
export const requestSchemas = {
  'app:info': empty,
  'match:create': createMatch,
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
  /** Each seat's chance to win over the match, from the spectator's view (a few seconds' work). */
  'replay:chances': z.strictObject({ replayId: matchId }),
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
  /** At an online table (a seat's connection only): the lobby as it is now. */
  'table:lobby': empty,
  /** The host starts the match once every person's seat is taken or given to a bot. */
  'table:start': empty,
  /** The host gives a person's open seat to a bot, before the start. */
  'table:seatBot': z.strictObject({ seat }),
  /** The host's choice for a person away past the limit. */
  'table:away': z.strictObject({ seat, choice: z.enum(['wait', 'bot', 'end']) }),
  /** Whether this computer's table server is open to the local network. */
  'online:status': empty,
  /**
   * Opens a table for friends on this computer's table server (started, open to the local network,
   * if it is not yet): the match as match:create asks for it, in a lobby the first person hosts.
   */
  'online:host': z.strictObject({
    match: createMatch,
    awayLimitSeconds: z.number().int().min(10).max(3600).optional(),
  }),
  /** Closes this computer's table server (its tables' matches are kept in their autosaves). */
  'online:stop': empty,
  /** Where this page goes to take the seat of an invite link (a link someone sent). */
  'online:join': z.strictObject({ link: z.string().min(1).max(2000) }),
} as const satisfies Record<RequestChannel, z.ZodType>

export type RequestPayload<C extends RequestChannel> = z.infer<(typeof requestSchemas)[C]>

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
  'replay:chances': ReplayChances
  'saves:thumbnail': { readonly dataUrl: string } | null
  'saves:rename': { readonly slot: string }
  'saves:export': SaveExport
  'saves:import': { readonly slot: string }
  'saves:reveal': null
  'saves:openFile': { readonly matchId: string }
  'saves:pendingFiles': readonly OfferedFile[]
  'table:lobby': TableLobby
  'table:start': TableLobby
  'table:seatBot': TableLobby
  'table:away': TableLobby
  'online:status': OnlineHostingStatus
  'online:host': HostedTable
  'online:stop': OnlineHostingStatus
  'online:join': { readonly href: string }
}

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
  /** At an online table: who sits where and who is here changed, or the match started or ended. */
  'table:lobby': TableLobby
}

// Every push channel has a payload type, and every payload type a channel.
const pushPayloadsCoverChannels: Record<PushChannel, true> = {
  'match:update': true,
  'menu:command': true,
  'match:opened': true,
  'match:closed': true,
  'match:focused': true,
  'file:offered': true,
  'table:lobby': true,
} satisfies Record<keyof PushPayloads, true>
void pushPayloadsCoverChannels

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
