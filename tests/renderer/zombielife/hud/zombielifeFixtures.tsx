/** Real Zombielife views for the HUD tests: from a fresh Match or a rules scenario, and a render helper. */
import { render } from '@testing-library/react'
import { vi } from 'vitest'
import { games } from '../../../../engine'
import { Match } from '../../../../engine/core/match'
import type { Seat, Viewer } from '../../../../engine/core/types'
import { zombielife } from '../../../../engine/games/zombielife'
import type {
  ZombielifeAction,
  ZombielifeState,
  ZombielifeView,
} from '../../../../engine/games/zombielife/types'
import type { SeatConfig } from '../../../../electron/host/types'
import { ZombielifeHud } from '../../../../renderer/games/zombielife/ZombielifeHud'

export interface Seen {
  readonly view: ZombielifeView
  readonly legal: readonly ZombielifeAction[]
}

/** What `viewer` sees of `state`, and what they may do (nothing for the spectator). */
export function seen(state: ZombielifeState, viewer: Viewer): Seen {
  return {
    view: zombielife.view(state, viewer),
    legal: viewer === 'spectator' ? [] : zombielife.legalActions(state, viewer),
  }
}

/** The state of a new match, as the host would set it up. */
export function newMatchState(
  names: readonly string[] = ['Ann', 'Bob', 'Cid'],
  seed = 'zl-hud-test',
): ZombielifeState {
  const match = Match.create(games, {
    game: 'zombielife',
    players: names.map((name) => ({ name })),
    seed,
  })
  return match.state as ZombielifeState
}

export function humans(view: ZombielifeView): SeatConfig[] {
  return view.players.map((p) => ({ name: p.name, kind: 'human' }))
}

export function renderHud(seenBy: Seen, me: Seat | null, seats?: readonly SeatConfig[]) {
  const send = vi.fn<(action: ZombielifeAction) => void>()
  const result = render(
    <ZombielifeHud
      view={seenBy.view}
      legal={seenBy.legal}
      seats={seats ?? humans(seenBy.view)}
      me={me}
      send={send}
    />,
  )
  return { ...result, send }
}
