import type { GameUi } from './types'

/**
 * Each seat's hand by card name for the stream overlay, from each seat's own view (index = seat);
 * undefined when the game has no hands, so the overlay shows none.
 */
export function broadcastHands(
  ui: Pick<GameUi, 'handNames'>,
  seatViews: readonly unknown[],
): readonly (readonly string[] | null)[] | undefined {
  const names = ui.handNames
  if (!names) return undefined
  return seatViews.map((view) => names(view))
}
