/** Real Selfish views for the HUD tests: from a fresh Match, or from a rules scenario, and a render helper. */
import type { Seat, Viewer } from '../../../../engine/core/types'
import { selfish } from '../../../../engine/games/selfish'
import type { SelfishAction, SelfishState, SelfishView } from '../../../../engine/games/selfish/types'
import type { SeatConfig } from '../../../../electron/contract'
import { humansOf, newStateOf, renderHudOf, seenIn, type Seen as SeenOf } from '../../shared/hudFixtures'
import { SelfishHud } from '../../../../renderer/games/selfish/SelfishHud'

export type Seen = SeenOf<SelfishView, SelfishAction>

/** What `viewer` sees of `state`, and what they may do (nothing for the spectator). */
export function seen(state: SelfishState, viewer: Viewer): Seen {
  return seenIn(selfish, state, viewer)
}

/** The state of a new match, as the host would set it up. */
export function newMatchState(
  names: readonly string[] = ['Ann', 'Bob', 'Cid'],
  seed = 'hud-test',
): SelfishState {
  return newStateOf<SelfishState>('selfish', names, seed)
}

export function humans(view: SelfishView): SeatConfig[] {
  return humansOf(view)
}

export function renderHud(seenBy: Seen, me: Seat | null, seats?: readonly SeatConfig[]) {
  return renderHudOf(SelfishHud, seenBy, me, seats)
}
