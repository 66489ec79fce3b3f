/**
 * The words of the stream page's call-outs as data: each game's assets/<id>/callouts.json names the
 * big moments (by event type, or "type:variant" where one event type has several) with a title, a
 * line with {placeholders} and a tone, and the lines of its final standings. This reads a file,
 * checks its shape, and fills the placeholders; callOutsFrom makes a game's GameUi.callout of its
 * words and what each big moment says.
 */
import type { GameEvent, Seat } from '../../engine/core/types'
import { seatName } from './standings'

/** How a call-out looks: its colour and mood. */
export const CALL_OUT_TONES = ['zombie', 'win', 'danger', 'money', 'stage'] as const
export type CallOutTone = (typeof CALL_OUT_TONES)[number]

/** One call-out as shown: the big word, the line under it, and its tone. */
export interface CallOut {
  readonly title: string
  readonly line: string
  readonly tone: CallOutTone
}

export interface CallOutFile {
  readonly game: string
  /** By event type, or "eventType:variant" ("built:hotel", "stageChanged:3"). */
  readonly callouts: Readonly<Record<string, CallOut>>
  /** The detail lines of the final standings, by the game's own keys ("escaped", "zombie"). */
  readonly standings: Readonly<Record<string, string>>
}

/** The values a line may name, by placeholder. */
export type CallOutValues = Readonly<Record<string, string | number>>

const PLACEHOLDER = /\{(\w+)\}/g

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== ''

function fields(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {}
}

/** The placeholders a line names ("{player} bites {target}." → player, target). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '')
}

/**
 * A line with its placeholders filled. A placeholder with no value is an error in the words or in
 * the game's call-out code: it throws, naming the placeholder, so a test finds it before a stream.
 */
export function fillWords(text: string, values: CallOutValues): string {
  return text.replace(PLACEHOLDER, (whole, key: string) => {
    const value = values[key]
    if (value === undefined) throw new Error(`no value for ${whole} in "${text}"`)
    return String(value)
  })
}

/** The event type a key is for ("built:hotel" → "built"). */
export const eventTypeOf = (key: string): string => key.split(':')[0] ?? key

/** A game's call-out file as read from its data file: shaped and checked, or an Error naming the file. */
export function callOutFileFrom(file: string, raw: unknown): CallOutFile {
  const fail = (message: string): never => {
    throw new Error(`${file}: ${message}`)
  }
  const top = fields(raw)
  if (!isText(top.game)) fail('a call-out file needs its game.')
  const callouts = fields(top.callouts)
  if (Object.keys(callouts).length === 0) fail('a call-out file needs callouts, by event type.')
  for (const [key, value] of Object.entries(callouts)) {
    const c = fields(value)
    if (!isText(c.title) || !isText(c.line)) fail(`call-out "${key}" needs a title and a line.`)
    if (!CALL_OUT_TONES.includes(c.tone as CallOutTone))
      fail(`call-out "${key}" needs a tone: one of ${CALL_OUT_TONES.join(', ')}.`)
  }
  const standings = fields(top.standings)
  if (Object.keys(standings).length === 0) fail('a call-out file needs the lines of its final standings.')
  for (const [key, value] of Object.entries(standings)) {
    if (!isText(value)) fail(`standings line "${key}" is empty.`)
  }
  return raw as CallOutFile
}

/** The words of a game's call-outs and standings, filled in. */
export interface CallOutBook {
  /** The call-out for `key` with its placeholders filled; throws for a key the file lacks. */
  callout(key: string, values: CallOutValues): CallOut
  /** A standings line for `key`, filled; throws for a key the file lacks. */
  standing(key: string, values: CallOutValues): string
}

export function callOutBook(file: CallOutFile): CallOutBook {
  const own = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key)
  return {
    callout(key, values) {
      if (!own(file.callouts, key)) throw new Error(`${file.game}: no call-out "${key}"`)
      const words = file.callouts[key] as CallOut
      return { title: fillWords(words.title, values), line: fillWords(words.line, values), tone: words.tone }
    },
    standing(key, values) {
      if (!own(file.standings, key)) throw new Error(`${file.game}: no standings line "${key}"`)
      return fillWords(file.standings[key] as string, values)
    },
  }
}

/** What a game's call-out for one event is made with. */
export interface CallOutMoment<V> {
  /** The update the event brought, as the spectator gets it. */
  readonly view: V
  /** A seat's name as the table shows it. */
  name(seat: Seat): string
  /** The call-out for a key of the game's words, filled. */
  say(key: string, values: CallOutValues): CallOut
}

/** Per event type, the big moment it may be: its call-out, or null (not this time). */
export type CallOutMoments<E extends { readonly type: string }, V> = {
  readonly [T in E['type']]?: (
    event: Extract<E, { readonly type: T }>,
    at: CallOutMoment<V>,
  ) => CallOut | null
}

/** A game's GameUi.callout: its words, and what each event type it calls out says. */
export function callOutsFrom<
  E extends { readonly type: string },
  V extends { readonly players: readonly { readonly name: string }[] },
>(
  book: CallOutBook,
  moments: CallOutMoments<E, V>,
): (event: GameEvent, view: V, seats: readonly { readonly name: string }[]) => CallOut | null {
  return (event, view, seats) => {
    if (!Object.prototype.hasOwnProperty.call(moments, event.type)) return null
    const moment = moments[event.type as E['type']] as
      ((event: E, at: CallOutMoment<V>) => CallOut | null) | undefined
    if (!moment) return null
    return moment(event as unknown as E, {
      view,
      name: (seat) => seatName(seats, view.players, seat),
      say: (key, values) => book.callout(key, values),
    })
  }
}
