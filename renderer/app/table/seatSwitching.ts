/**
 * Hot-seat: the renderer shows one viewer at a time. Given the seats, who is to act and the viewer
 * shown now, this decides whom to show next and whether the table must be passed first.
 */
import type { Seat, Viewer } from '../../../engine/core/types'
import type { SeatConfig } from '../../../electron/protocol/match'

export type ViewerPlan =
  /** Keep showing the current viewer. */
  | { readonly kind: 'stay' }
  /** Show another viewer at once: nobody's hidden cards are on screen, or they are the same person's. */
  | { readonly kind: 'switch'; readonly to: Viewer }
  /** A different person must take the table: hide everything until they say they are ready. */
  | { readonly kind: 'curtain'; readonly to: Seat }

export function humanSeats(seats: readonly SeatConfig[]): Seat[] {
  return seats.flatMap((s, seat) => (s.kind === 'human' ? [seat] : []))
}

/** The seat whose view should be shown: the first human to act, or null while only bots act. */
export function humanToAct(seats: readonly SeatConfig[], toAct: readonly Seat[]): Seat | null {
  return toAct.find((seat) => seats[seat]?.kind === 'human') ?? null
}

/**
 * - no human seats: the spectator;
 * - a human is to act: that seat (behind a curtain when another person's view is on screen, or
 *   when several people share the table and nobody's seat is shown yet);
 * - only bots act (or the game is over): keep the last human viewer; with none yet, the first human.
 * In a game without hidden information there is never a curtain: the view follows whoever acts.
 */
export function planViewer(
  seats: readonly SeatConfig[],
  toAct: readonly Seat[],
  current: Viewer | null,
  /** The game hides nothing from anyone (MonopoZombie): seats switch without a curtain. */
  openInformation = false,
): ViewerPlan {
  const humans = humanSeats(seats)
  const first = humans[0]
  if (first === undefined)
    return current === 'spectator' ? { kind: 'stay' } : { kind: 'switch', to: 'spectator' }
  const currentIsHuman = typeof current === 'number' && humans.includes(current)
  const target = humanToAct(seats, toAct) ?? (currentIsHuman ? current : first)
  if (target === current) return { kind: 'stay' }
  if (!openInformation && (currentIsHuman || humans.length > 1)) return { kind: 'curtain', to: target }
  return { kind: 'switch', to: target }
}
