import type { Seat } from '../../../../engine/core/types'
import type { MonopoView, TradeOffer } from '../../../../engine/games/monopozombie/types'
import { RULES, playerName } from './boardInfo'
import { offerText } from './trade'
import { TradeSideList } from './TradeSideList'

export interface TradeOfferPanelProps {
  readonly view: MonopoView
  readonly offer: TradeOffer & { readonly counters: number }
  readonly me: Seat | null
}

/** The offer on the table: who offers whom what, side by side, and how many counters it has seen. */
export function TradeOfferPanel({ view, offer, me }: TradeOfferPanelProps) {
  const from = offer.from === me ? 'You' : playerName(view, offer.from)
  return (
    <div className={`mh-offer${offer.to === me ? ' is-mine' : ''}`}>
      <h3 className="hud-subheading">
        Trade offer
        {offer.counters > 0 ? ` (counter ${offer.counters} of ${RULES.tradeCounters})` : ''}
      </h3>
      <p className="mh-offer__text">{offerText(view, offer, me)}</p>
      <div className="mh-offer__sides">
        <TradeSideList view={view} side={offer.give} label={`${from} give${from === 'You' ? '' : 's'}`} />
        <TradeSideList view={view} side={offer.get} label={`${from} ask${from === 'You' ? '' : 's'} for`} />
      </div>
    </div>
  )
}
