/** Reading Selfish states in the rule tests: card kinds, hands, trails, pile tops, views and events. */
import type { Seat, Viewer } from '../../../engine/core/types'
import { selfish } from '../../../engine/games/selfish'
import {
  GAME_KINDS,
  SELFISH,
  WASTE_KINDS,
  type GameKind,
  type WasteKind,
} from '../../../engine/games/selfish/data'
import type { CardId, SelfishState, SelfishView, WasteId } from '../../../engine/games/selfish/types'

export const kindOfCard = (id: CardId): GameKind => SELFISH.gameKindOf[id] as GameKind
export const kindOfWaste = (id: WasteId): WasteKind => SELFISH.wasteKindOf[id] as WasteKind

/** A multiset of kinds in a fixed order, for comparing hands whatever their order. */
export function bag(...list: readonly GameKind[]): GameKind[] {
  return list.slice().sort((a, b) => GAME_KINDS.indexOf(a) - GAME_KINDS.indexOf(b))
}

/** The kinds of some Game cards, as a bag. */
export function kinds(ids: readonly CardId[]): GameKind[] {
  return bag(...ids.map(kindOfCard))
}

export function hand(state: SelfishState, seat: Seat): GameKind[] {
  return kinds(state.players[seat]?.hand ?? [])
}

export function count(ids: readonly CardId[], kind: GameKind): number {
  return ids.filter((id) => kindOfCard(id) === kind).length
}

export function supplyUnits(ids: readonly CardId[]): number {
  return ids.reduce((n, id) => n + (kindOfCard(id) === 'double' ? 2 : kindOfCard(id) === 'single' ? 1 : 0), 0)
}

/** The Wasteland kinds behind a player (space 0 first), null where no card lies. */
export function trail(state: SelfishState, seat: Seat): (WasteKind | null)[] {
  return (state.players[seat]?.trail ?? []).map((c) => (c === null ? null : kindOfWaste(c.id)))
}

/** The top `n` Wasteland kinds of the draw pile, top first. */
export function wastelandTop(state: SelfishState, n: number): WasteKind[] {
  return state.wasteland.slice(-n).reverse().map(kindOfWaste)
}

/** The top `n` Game kinds of the draw pile, top first. */
export function deckTop(state: SelfishState, n: number): GameKind[] {
  return state.deck.slice(-n).reverse().map(kindOfCard)
}

export function view(state: SelfishState, viewer: Viewer): SelfishView {
  return selfish.view(state, viewer)
}

export { GAME_KINDS, WASTE_KINDS, SELFISH }

export { eventTypes, rep } from '../shared/scenarioSteps'
