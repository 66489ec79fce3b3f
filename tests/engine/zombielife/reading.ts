/** Reading Zombielife states in the rule tests: card kinds, hands, assets, piles, Wonga, views and events. */
import type { Seat, Viewer } from '../../../engine/core/types'
import { zombielife } from '../../../engine/games/zombielife'
import {
  ASSET_KINDS,
  ZOMBIELIFE,
  actionCopy,
  assetCopy,
  type ActionKind,
  type AssetKind,
} from '../../../engine/games/zombielife/data'
import type { AssetId, CardId, ZombielifeState, ZombielifeView } from '../../../engine/games/zombielife/types'

const RULES = ZOMBIELIFE.rules

export const kindOfCard = (id: CardId): ActionKind => actionCopy(id).kind
export const kindOfAsset = (id: AssetId): AssetKind => assetCopy(id).kind

export function handKinds(state: ZombielifeState, seat: Seat): ActionKind[] {
  return (state.players[seat]?.hand ?? []).map(kindOfCard).sort()
}

export function assetKinds(state: ZombielifeState, seat: Seat): AssetKind[] {
  return (state.players[seat]?.assets ?? []).map(kindOfAsset).sort()
}

/** The top `n` Action kinds of the deck, top first. */
export function deckTop(state: ZombielifeState, n: number): ActionKind[] {
  return state.deck.slice(-n).reverse().map(kindOfCard)
}

export function pile(state: ZombielifeState, kind: AssetKind): readonly AssetId[] {
  return state.piles[ASSET_KINDS.indexOf(kind)] ?? []
}

export function wonga(state: ZombielifeState, seat: Seat): number {
  return state.players[seat]?.wonga ?? NaN
}

export function view(state: ZombielifeState, viewer: Viewer): ZombielifeView {
  return zombielife.view(state, viewer)
}

export { RULES, ZOMBIELIFE }
export { eventTypes, rep } from '../shared/scenarioSteps'
