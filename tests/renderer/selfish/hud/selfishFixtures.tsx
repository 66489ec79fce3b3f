/** Real Selfish views for the HUD tests: from a fresh Match, or from a rules scenario, and a render helper. */
import { render } from '@testing-library/react'
import { vi } from 'vitest'
import { games } from '../../../../engine'
import { Match } from '../../../../engine/core/match'
import type { Seat, Viewer } from '../../../../engine/core/types'
import { selfish } from '../../../../engine/games/selfish'
import type { SelfishAction, SelfishState, SelfishView } from '../../../../engine/games/selfish/types'
import type { SeatConfig } from '../../../../electron/contract'
import { SelfishHud } from '../../../../renderer/games/selfish/SelfishHud'

export interface Seen {
  readonly view: SelfishView
  readonly legal: readonly SelfishAction[]
}

/** What `viewer` sees of `state`, and what they may do (nothing for the spectator). */
export function seen(state: SelfishState, viewer: Viewer): Seen {
  return {
    view: selfish.view(state, viewer),
    legal: viewer === 'spectator' ? [] : selfish.legalActions(state, viewer),
  }
}

/** The state of a new match, as the host would set it up. */
export function newMatchState(
  names: readonly string[] = ['Ann', 'Bob', 'Cid'],
  seed = 'hud-test',
): SelfishState {
  const match = Match.create(games, { game: 'selfish', players: names.map((name) => ({ name })), seed })
  return match.state as SelfishState
}

export function humans(view: SelfishView): SeatConfig[] {
  return view.players.map((p) => ({ name: p.name, kind: 'human' }))
}

export function renderHud(seenBy: Seen, me: Seat | null, seats?: readonly SeatConfig[]) {
  const send = vi.fn<(action: SelfishAction) => void>()
  const result = render(
    <SelfishHud
      view={seenBy.view}
      legal={seenBy.legal}
      seats={seats ?? humans(seenBy.view)}
      me={me}
      send={send}
    />,
  )
  return { ...result, send }
}
