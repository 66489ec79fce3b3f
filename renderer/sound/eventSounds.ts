/**
 * Which sound each event of a game makes. The kit knows no game's events: each game's UI
 * declares its own map (renderer/games/<id>/sounds.ts), and the stage plays a batch through it.
 */
import type { GameEvent, Seat } from '../../engine/core/types'
import type { SoundName } from './soundNames'

/** One event type's sound: a name, or a function of the event and the viewer (null: no sound). */
export type EventSound<E> = SoundName | ((event: E, me: Seat | null) => SoundName | null)

/** Each event type's sound (an event type left out makes none). */
export type EventSounds<E extends { readonly type: string } = GameEvent> = {
  readonly [K in E['type']]?: EventSound<Extract<E, { readonly type: K }>>
}

/** A game's map, held where the events are only known to be GameEvents (the host sends the game's own). */
export type AnyEventSounds = Readonly<Record<string, EventSound<GameEvent> | undefined>>

/** Checks a game's map against its event union, and hands it on for any game. */
export function eventSounds<E extends { readonly type: string }>(map: EventSounds<E>): AnyEventSounds {
  return map as unknown as AnyEventSounds
}

export interface ScheduledSound {
  readonly name: SoundName
  /** Seconds after the batch starts. */
  readonly delay: number
}

/** At most this many sounds for one batch, and this many of one name (a flurry is not a din). */
const MAX_PER_BATCH = 5
const MAX_SAME = 2
/** Seconds between the sounds of one batch. */
export const SOUND_SPACING = 0.14

/** The sounds a batch of events makes, in order, spaced a little apart. */
export function soundsForEvents(
  map: AnyEventSounds | undefined,
  events: readonly GameEvent[],
  me: Seat | null,
): ScheduledSound[] {
  if (!map) return []
  const out: ScheduledSound[] = []
  const counts = new Map<SoundName, number>()
  for (const event of events) {
    if (out.length >= MAX_PER_BATCH) break
    if (!Object.prototype.hasOwnProperty.call(map, event.type)) continue
    const entry = map[event.type]
    const name = typeof entry === 'function' ? entry(event, me) : entry
    if (!name) continue
    const count = counts.get(name) ?? 0
    if (count >= MAX_SAME) continue
    counts.set(name, count + 1)
    out.push({ name, delay: out.length * SOUND_SPACING })
  }
  return out
}
