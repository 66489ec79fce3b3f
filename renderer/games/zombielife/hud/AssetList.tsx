import type { Seat } from '../../../../engine/core/types'
import type { AssetCardView } from '../../../../engine/games/zombielife/types'
import { useInspectable } from '../../../hud/useInspectable'
import { assetKindName, assetText, wonga } from './cardInfo'
import type { ZombielifeInspectTarget } from './inspect'

export interface AssetListProps {
  /** Whose assets these are. */
  readonly seat: Seat
  readonly assets: readonly AssetCardView[]
}

function AssetItem({ seat, asset: a }: { readonly seat: Seat; readonly asset: AssetCardView }) {
  const target: ZombielifeInspectTarget = { kind: 'asset', id: a.id, seat }
  const inspectable = useInspectable({
    key: `asset:${a.id}`,
    target,
    label: assetKindName(a.kind),
    detail: assetText(a.kind),
  })
  return (
    // Focusable, so that I can look at it closer from the keyboard.
    <li className={`zh-asset zh-asset--${a.kind}`} tabIndex={0} data-asset={a.id} {...inspectable}>
      <span className="zh-asset__name">{assetKindName(a.kind)}</span>
      <span className="zh-asset__facts">
        {a.maintenance > 0 && <span>upkeep {a.maintenance}</span>}
        {a.payout > 0 && <span>pays {a.payout}</span>}
        {(a.kind === 'ilp' || a.kind === 'endowment' || a.money > 0) && (
          <span className="zh-asset__money">{wonga(a.money)} on card</span>
        )}
      </span>
    </li>
  )
}

/**
 * A player's assets: name, maintenance, payout and the Wonga lying on the card; each shows its text
 * in the tooltip and opens in the inspect view (I, a right-click or a long press).
 */
export function AssetList({ seat, assets }: AssetListProps) {
  if (assets.length === 0) return null
  return (
    <ul className="zh-assets" aria-label="Assets">
      {assets.map((a) => (
        <AssetItem key={a.id} seat={seat} asset={a} />
      ))}
    </ul>
  )
}
