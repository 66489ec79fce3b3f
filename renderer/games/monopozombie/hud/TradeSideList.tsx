import type { MonopoView, TradeSide } from '../../../../engine/games/monopozombie/types'
import { groupColour, jailCardName, money, squareName } from './boardInfo'

export interface TradeSideListProps {
  readonly view: MonopoView
  readonly side: TradeSide
  readonly label: string
}

/** One side of an offer as a list: lots with their colour and a mortgage mark, cash, cards. */
export function TradeSideList({ view, side, label }: TradeSideListProps) {
  const empty = side.squares.length === 0 && side.cash === 0 && side.cards.length === 0
  return (
    <div className="mh-offer__side">
      <h4 className="mh-offer__title">{label}</h4>
      <ul className="mh-offer__items" aria-label={label}>
        {empty && <li className="hud-muted">nothing</li>}
        {side.squares.map((square) => (
          <li key={square} className="mh-offer__lot">
            <span className="mh-deed__band" style={{ background: groupColour(square) }} />
            {squareName(square)}
            {view.lots.find((l) => l.square === square)?.mortgaged && (
              <span className="hud-warn"> (mortgaged)</span>
            )}
          </li>
        ))}
        {side.cash > 0 && <li className="mh-cash">{money(side.cash)}</li>}
        {side.cards.map((card) => (
          <li key={card}>{jailCardName(card)}</li>
        ))}
      </ul>
    </div>
  )
}
