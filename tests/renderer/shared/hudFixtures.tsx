/** What every game's HUD tests need: real views from a fresh match or a state, and a render helper. */
import { render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { vi } from 'vitest'
import { games } from '../../../engine'
import { Match } from '../../../engine/core/match'
import type { Outcome, Seat, Viewer } from '../../../engine/core/types'
import type { SeatConfig } from '../../../electron/protocol'
import { GameHud } from '../../../renderer/app/table/GameHud'
import type { GameHudProps } from '../../../renderer/games/types'

/** What the host sends one viewer: the view, the legal actions, who acts and the result. */
export interface Seen<V, A> {
  readonly view: V
  readonly legal: readonly A[]
  readonly toAct: readonly Seat[]
  readonly outcome: Outcome | null
}

export interface ViewingGame<S, V, A> {
  view(state: S, viewer: Viewer): V
  legalActions(state: S, seat: Seat): readonly A[]
  toAct(state: S): readonly Seat[]
  outcome(state: S): Outcome | null
}

/** What `viewer` sees of `state`, and what they may do (nothing for the spectator). */
export function seenIn<S, V, A>(game: ViewingGame<S, V, A>, state: S, viewer: Viewer): Seen<V, A> {
  return {
    view: game.view(state, viewer),
    legal: viewer === 'spectator' ? [] : game.legalActions(state, viewer),
    toAct: game.toAct(state),
    outcome: game.outcome(state),
  }
}

/** The state of a new match of `game`, as the host would set it up. */
export function newStateOf<S>(game: string, names: readonly string[], seed: string): S {
  return Match.create(games, { game, players: names.map((name) => ({ name })), seed }).state as S
}

/** Every seat played by a person, named as in the view. */
export function humansOf(view: { readonly players: readonly { readonly name: string }[] }): SeatConfig[] {
  return view.players.map((p) => ({ name: p.name, kind: 'human' }))
}

/**
 * Renders a game's HUD for `seenBy` as seat `me`, as the table screen mounts it (the log and the picked
 * card from the stores), with a spy for what it sends.
 */
export function renderHudOf<V extends { readonly players: readonly { readonly name: string }[] }, A>(
  Hud: ComponentType<GameHudProps<V, A>>,
  seenBy: Seen<V, A>,
  me: Seat | null,
  seats?: readonly SeatConfig[],
) {
  const send = vi.fn<(action: A) => void>()
  const result = render(
    <GameHud Hud={Hud} props={{ ...seenBy, seats: seats ?? humansOf(seenBy.view), me, send }} />,
  )
  return { ...result, send }
}

/** One game's HUD fixtures: its views seen by a viewer, a new match's state, and the render helper. */
export function hudFixturesFor<S, V extends { readonly players: readonly { readonly name: string }[] }, A>(
  game: ViewingGame<S, V, A> & { readonly id: string },
  Hud: ComponentType<GameHudProps<V, A>>,
  defaultSeed: string,
) {
  return {
    /** What `viewer` sees of `state`, and what they may do (nothing for the spectator). */
    seen: (state: S, viewer: Viewer): Seen<V, A> => seenIn(game, state, viewer),
    /** The state of a new match, as the host would set it up. */
    newMatchState: (names: readonly string[] = ['Ann', 'Bob', 'Cid'], seed = defaultSeed): S =>
      newStateOf<S>(game.id, names, seed),
    humans: (view: V): SeatConfig[] => humansOf(view),
    renderHud: (seenBy: Seen<V, A>, me: Seat | null, seats?: readonly SeatConfig[]) =>
      renderHudOf(Hud, seenBy, me, seats),
  }
}
