import { ZOMBIELIFE } from '../../../../engine/games/zombielife/data'
import type { PileView } from '../../../../engine/games/zombielife/types'
import type { CardAtlas } from '../../../table/cardAtlas'
import { CardPile } from '../../../table/CardPile'
import { assetKindName, wonga } from '../hud/cardInfo'
import type { ZombielifeInspectTarget } from '../hud/inspect'
import { pilePlace } from './layout'
import { assetKey } from './zombielifeDecks'

export interface AssetPilesProps {
  readonly piles: readonly PileView[]
  readonly atlas: CardAtlas
  /** The legal buy a click on a pile plays now (null: none, the click opens the pile up close). */
  readonly buyOf?: (pile: PileView) => (() => void) | null
}

/** A pile's tooltip: its name, and its price for the viewer now (surcharge included) or its count. */
function pileLabel(pile: PileView): string {
  const name = assetKindName(pile.kind)
  if (pile.top === null) return `${name}: none left`
  return pile.price === null ? `${name}: ${pile.count} left` : `${name}: ${wonga(pile.price)} for you now`
}

/**
 * The six asset piles in the middle, each as high as it has cards, its top card face up. Each names
 * itself and its price under the pointer; a click buys its top card when that is a legal move, or
 * else opens it up close.
 */
export function AssetPiles({ piles, atlas, buyOf }: AssetPilesProps) {
  return (
    <group name="asset-piles">
      {piles.map((pile, i) => {
        const target: ZombielifeInspectTarget = { kind: 'pile', asset: pile.kind }
        return (
          <CardPile
            key={pile.kind}
            name={`pile-${pile.kind}`}
            atlas={atlas}
            count={pile.count}
            capacity={ZOMBIELIFE.assetTypes[i]?.count ?? 15}
            top={pile.top ? assetKey(pile.top) : null}
            position={pilePlace(i)}
            thing={{ label: pileLabel(pile), target, play: buyOf?.(pile) ?? null }}
          />
        )
      })}
    </group>
  )
}
