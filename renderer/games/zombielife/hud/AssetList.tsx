import type { AssetCardView } from '../../../../engine/games/zombielife/types'
import { assetKindName, assetText, wonga } from './cardInfo'

export interface AssetListProps {
  readonly assets: readonly AssetCardView[]
}

/** A player's assets: name, maintenance, payout and the Wonga lying on the card. */
export function AssetList({ assets }: AssetListProps) {
  if (assets.length === 0) return null
  return (
    <ul className="zh-assets" aria-label="Assets">
      {assets.map((a) => (
        <li key={a.id} className={`zh-asset zh-asset--${a.kind}`} title={assetText(a.kind)}>
          <span className="zh-asset__name">{assetKindName(a.kind)}</span>
          <span className="zh-asset__facts">
            {a.maintenance > 0 && <span>upkeep {a.maintenance}</span>}
            {a.payout > 0 && <span>pays {a.payout}</span>}
            {(a.kind === 'ilp' || a.kind === 'endowment' || a.money > 0) && (
              <span className="zh-asset__money">{wonga(a.money)} on card</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  )
}
