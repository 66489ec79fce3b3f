import type { LotView, SquareIndex } from '../../../../engine/games/monopozombie/types'
import { InspectButton } from '../../../hud/InspectButton'
import type { MonopoInspectTarget } from './inspect'
import {
  RULES,
  groupColour,
  groupOf,
  houseCost,
  levelText,
  money,
  mortgageValue,
  price,
  rentRows,
  sellRefund,
  squareData,
  squareName,
  textOn,
  unmortgageCost,
} from './boardInfo'

export interface DeedCardProps {
  readonly square: SquareIndex
  readonly lot: LotView | undefined
  /** The owner's name, or null when the bank still holds the deed. */
  readonly owner: string | null
  /** Shows a close button when given. */
  readonly onClose?: () => void
  /** Shows the magnifier that opens the deed in the inspect view (not for the spectator: no controls). */
  readonly magnifier?: boolean
}

const deedTarget = (square: SquareIndex): MonopoInspectTarget => ({ kind: 'square', square })

/** A title deed: price, the rent table, the house cost, the mortgage value and what lifting it costs. */
export function DeedCard({ square, lot, owner, onClose, magnifier = true }: DeedCardProps) {
  const sq = squareData(square)
  const name = squareName(square)
  const street = sq?.kind === 'street'
  return (
    <section className="hud-panel mh-deedcard" aria-label={`Deed: ${name}`}>
      <header
        className="mh-deedcard__band"
        style={{ background: groupColour(square), color: textOn(groupColour(square)) }}
      >
        <span className="mh-deedcard__group">{groupOf(square)?.name ?? ''}</span>
        <span className="mh-deedcard__name">{name}</span>
        {magnifier && (
          <InspectButton target={deedTarget(square)} name={name} className="mh-deedcard__inspect" />
        )}
        {onClose && (
          <button type="button" className="mh-deedcard__close" aria-label="Close the deed" onClick={onClose}>
            ×
          </button>
        )}
      </header>
      <p className="mh-deedcard__owner">
        {owner === null ? 'Unowned' : `Owner: ${owner}`}
        {lot && lot.level > 0 && ` · ${levelText(lot.level)}`}
        {lot?.mortgaged && <span className="hud-warn"> · Mortgaged</span>}
      </p>
      <table className="mh-deedcard__rents">
        <tbody>
          <tr>
            <th scope="row">Price</th>
            <td>{money(price(square))}</td>
          </tr>
          {rentRows(square).map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.rent}</td>
            </tr>
          ))}
          {street && (
            <tr>
              <th scope="row">Houses</th>
              <td>
                {money(houseCost(square))} each (sell back {money(sellRefund(square))})
              </td>
            </tr>
          )}
          {street && (
            <tr>
              <th scope="row">Hotel</th>
              <td>{money(houseCost(square))} plus 4 houses</td>
            </tr>
          )}
          <tr>
            <th scope="row">Mortgage value</th>
            <td>{money(mortgageValue(square))}</td>
          </tr>
          <tr>
            <th scope="row">Unmortgage</th>
            <td>
              {money(unmortgageCost(square))} (+{RULES.mortgageInterestPercent}%)
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  )
}
