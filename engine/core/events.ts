import type { GameEvent, Seat, Viewer } from './types'

/** The part of an event only some seats may know: who, their wording, and the hidden fields. */
// A type, not an interface: events must stay assignable to GameEvent's index signature.
export type PrivatePart = {
  readonly seats: readonly Seat[]
  readonly text: string
}

/**
 * A game's event union built from one interface that maps each event type to its fields (besides
 * `type` and `text`). A field `private: PrivatePart & {…}` holds what only some seats may see.
 */
export type EventUnion<Fields> = {
  [K in keyof Fields & string]: { readonly type: K; readonly text: string } & Readonly<Fields[K]>
}[keyof Fields & string]

type SecretFields<E> = E extends { readonly private?: infer P }
  ? Omit<NonNullable<P>, 'seats' | 'text'>
  : object

/**
 * An event as one viewer receives it (viewEvent): the private part is gone, and its fields are
 * present only for the seats it belongs to.
 */
export type SeenEvent<E> = E extends unknown ? Omit<E, 'private'> & Partial<SecretFields<E>> : never

/** What one viewer may see of an event: private details only for the seats they belong to. */
export function viewEvent(event: GameEvent, viewer: Viewer): GameEvent {
  const secret = event.private
  if (!secret) return event
  if (viewer !== 'spectator' && secret.seats.includes(viewer)) {
    const { private: _omit, seats: _seats, ...details } = { ...event, ...secret }
    return details as GameEvent
  }
  const { private: _omit, ...publicPart } = event
  return publicPart as GameEvent
}

export function viewEvents(events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  return events.map((e) => viewEvent(e, viewer))
}
