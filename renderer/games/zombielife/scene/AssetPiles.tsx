import { ZOMBIELIFE } from '../../../../engine/games/zombielife/data'
import type { PileView } from '../../../../engine/games/zombielife/types'
import type { CardAtlas } from '../../../table/cardAtlas'
import { CardPile } from '../../../table/CardPile'
import { pilePlace } from './layout'
import { assetKey } from './zombielifeDecks'

export interface AssetPilesProps {
  readonly piles: readonly PileView[]
  readonly atlas: CardAtlas
  /** Called with the kind of the pile clicked. */
  readonly onPileClick?: (pile: PileView) => void
}

/** The six asset piles in the middle, each as high as it has cards, its top card face up. */
export function AssetPiles({ piles, atlas, onPileClick }: AssetPilesProps) {
  return (
    <group name="asset-piles">
      {piles.map((pile, i) => (
        <CardPile
          key={pile.kind}
          name={`pile-${pile.kind}`}
          atlas={atlas}
          count={pile.count}
          capacity={ZOMBIELIFE.assetTypes[i]?.count ?? 15}
          top={pile.top ? assetKey(pile.top) : null}
          position={pilePlace(i)}
          onClick={onPileClick && (() => onPileClick(pile))}
        />
      ))}
    </group>
  )
}
