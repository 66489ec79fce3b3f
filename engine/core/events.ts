import type { GameEvent, Seat, Viewer } from './types'
import type { SecondPerson } from './words'

/**
 * The part of an event only some seats may know: who, their wording (`text`, or `you` per seat),
 * and the hidden fields.
 */
// A type, not an interface: events must stay assignable to GameEvent's index signature.
export type PrivatePart = {
  readonly seats: readonly Seat[]
  readonly text: string
  readonly you?: SecondPerson
}

/**
 * A game's event union built from one interface that maps each event type to its fields (besides
 * `type`, `text` and `you`). A field `private: PrivatePart & {…}` holds what only some seats may see.
 */
export type EventUnion<Fields> = {
  [K in keyof Fields & string]: {
    readonly type: K
    readonly text: string
    readonly you?: SecondPerson
  } & Readonly<Fields[K]>
}[keyof Fields & string]

type SecretFields<E> = E extends { readonly private?: infer P }
  ? Omit<NonNullable<P>, 'seats' | 'text' | 'you'>
  : object

/**
 * An event as one viewer receives it (viewEvent): one `text` in their words, the private part gone,
 * and its fields present only for the seats it belongs to.
 */
export type SeenEvent<E> = E extends unknown ? Omit<E, 'private' | 'you'> & Partial<SecretFields<E>> : never

function wordingFor(you: SecondPerson | undefined, viewer: Viewer): string | undefined {
  if (you === undefined || viewer === 'spectator') return undefined
  return Object.prototype.hasOwnProperty.call(you, viewer) ? you[viewer] : undefined
}

/**
 * What one viewer may see of an event, worded for them: private details and wording only for the
 * seats they belong to, the second-person wording only for its own seat, the public text for the rest.
 */
export function viewEvent(event: GameEvent, viewer: Viewer): GameEvent {
  if (event.private === undefined && event.you === undefined) return event
  const { private: secret, you, ...publicPart } = event
  if (secret && viewer !== 'spectator' && secret.seats.includes(viewer)) {
    const { seats: _seats, you: secretYou, ...details } = secret
    const text = wordingFor(secretYou, viewer) ?? details.text
    return { ...publicPart, ...details, text }
  }
  const text = wordingFor(you, viewer)
  return text === undefined ? publicPart : { ...publicPart, text }
}

export function viewEvents(events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  return events.map((e) => viewEvent(e, viewer))
}
