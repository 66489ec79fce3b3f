/** Pure rule queries: prices, who may buy what, scores. They read a state (or a draft) and change nothing. */
import type { Seat } from '../../core/types'
import { ASSET_KINDS, ZOMBIELIFE, type AssetKind, type AssetType, type GuideOption } from './data'
import type { AssetId } from './types'

// Module-level tables: these run inside legal-move enumeration for every action.
const RULES = ZOMBIELIFE.rules
const ASSETS = ZOMBIELIFE.assets
const TYPE_OF_KIND = Object.fromEntries(ZOMBIELIFE.assetTypes.map((t) => [t.kind, t])) as Record<
  AssetKind,
  AssetType
>
const PILE_OF_KIND = Object.fromEntries(ASSET_KINDS.map((k, i) => [k, i])) as Record<AssetKind, number>

interface PlayerLike {
  readonly wonga: number
  readonly infected: number
  readonly zombie: boolean
  readonly assets: readonly AssetId[]
}

interface TableLike {
  readonly players: readonly PlayerLike[]
  readonly piles: readonly (readonly AssetId[])[]
  readonly onCard: readonly number[]
}

export function guideOption(option: string | null): GuideOption | undefined {
  return RULES.humanGuide.find((o) => o.option === option)
}

export function topOfPile(t: TableLike, kind: AssetKind): AssetId | undefined {
  const pile = t.piles[PILE_OF_KIND[kind]]
  return pile === undefined ? undefined : pile[pile.length - 1]
}

/** The price of an asset card for this player: printed cost, plus the surcharge on insurance. */
export function priceOf(p: PlayerLike, asset: AssetId): number {
  const copy = ASSETS[asset]
  if (!copy) return Infinity
  return copy.cost + (TYPE_OF_KIND[copy.kind].insurance ? p.infected * RULES.infectionSurcharge : 0)
}

export type BuyProblem = 'zombie' | 'empty' | 'tooInfected'

/** Why this player may not buy from this pile now (money aside), or null when they may. */
export function buyProblem(t: TableLike, seat: Seat, kind: AssetKind): BuyProblem | null {
  const p = t.players[seat]
  if (!p || p.zombie) return 'zombie'
  if (topOfPile(t, kind) === undefined) return 'empty'
  const most = TYPE_OF_KIND[kind].maxInfectedToBuy
  return most !== null && p.infected > most ? 'tooInfected' : null
}

/** The sentence for a BuyProblem. */
export function explainBuyProblem(kind: AssetKind, problem: BuyProblem): string {
  const type = TYPE_OF_KIND[kind]
  switch (problem) {
    case 'zombie':
      return 'Zombies do not buy assets.'
    case 'empty':
      return `There are no ${type.name} cards left.`
    case 'tooInfected':
      return `${type.name} can only be bought with fewer than ${(type.maxInfectedToBuy ?? 0) + 1} infected Health Tokens.`
  }
}

/** What buying from this pile costs, after a discount (Insurance Agent); null when the player may not buy. */
export function buyPrice(t: TableLike, seat: Seat, kind: AssetKind, discount = 0): number | null {
  if (buyProblem(t, seat, kind) !== null) return null
  const p = t.players[seat] as PlayerLike
  return Math.max(0, priceOf(p, topOfPile(t, kind) as AssetId) - discount)
}

export function isInsurance(asset: AssetId): boolean {
  const copy = ASSETS[asset]
  return copy !== undefined && TYPE_OF_KIND[copy.kind].insurance
}

export function countKind(assets: readonly AssetId[], kind: AssetKind): number {
  let n = 0
  for (const a of assets) if (ASSETS[a]?.kind === kind) n++
  return n
}

export function humans(t: { readonly players: readonly { readonly zombie: boolean }[] }): Seat[] {
  const out: Seat[] = []
  t.players.forEach((p, seat) => {
    if (!p.zombie) out.push(seat)
  })
  return out
}

/** Wonga on a player's cards that counts at the end (Endowment, ILP). */
export function moneyOnCards(t: TableLike, p: PlayerLike): number {
  let n = 0
  for (const a of p.assets) n += t.onCard[a] ?? 0
  return n
}

/** Score = Wonga + survivor bonus per healthy token + the money on Endowment and ILP cards, doubled. */
export function scoreOf(t: TableLike, seat: Seat): number {
  const p = t.players[seat]
  if (!p) return 0
  const healthy = RULES.healthTokens - p.infected
  return p.wonga + RULES.survivorBonus * healthy + RULES.cardMoneyMultiplier * moneyOnCards(t, p)
}
