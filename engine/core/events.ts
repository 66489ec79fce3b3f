import type { GameEvent, Viewer } from './types'

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
