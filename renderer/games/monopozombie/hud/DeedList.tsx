import type { LotView, SquareIndex } from '../../../../engine/games/monopozombie/types'
import { groupColour, levelMark, levelText, money, price, squareName } from './boardInfo'

export interface DeedListProps {
  readonly lots: readonly LotView[]
  /** Opens a deed's detail; null: the deeds are not clickable (spectator). */
  readonly onOpen: ((square: SquareIndex) => void) | null
  readonly selected: SquareIndex | null
}

function deedSummary(lot: LotView): string {
  const parts = [squareName(lot.square), money(price(lot.square))]
  if (lot.level > 0) parts.push(levelText(lot.level))
  if (lot.mortgaged) parts.push('mortgaged')
  return parts.join(', ')
}

/** A player's deeds in board order: the colour band, the name, houses or hotel, and M when mortgaged. */
export function DeedList({ lots, onOpen, selected }: DeedListProps) {
  if (lots.length === 0) return <p className="mh-deeds__none">No deeds</p>
  return (
    <ul className="mh-deeds" aria-label="Deeds">
      {lots.map((lot) => {
        const classes = [
          'mh-deed',
          lot.mortgaged ? 'is-mortgaged' : '',
          selected === lot.square ? 'is-selected' : '',
        ]
        const body = (
          <>
            <span className="mh-deed__band" style={{ background: groupColour(lot.square) }} />
            <span className="mh-deed__name">{squareName(lot.square)}</span>
            {lot.level > 0 && (
              <span className={`mh-deed__level${lot.level >= 5 ? ' is-hotel' : ''}`}>
                {levelMark(lot.level)}
              </span>
            )}
            {lot.mortgaged && (
              <span className="mh-deed__mortgaged" title="Mortgaged">
                M
              </span>
            )}
          </>
        )
        return (
          <li key={lot.square} className={classes.filter(Boolean).join(' ')} data-square={lot.square}>
            {onOpen ? (
              <button
                type="button"
                className="mh-deed__button"
                aria-label={deedSummary(lot)}
                onClick={() => onOpen(lot.square)}
              >
                {body}
              </button>
            ) : (
              <span className="mh-deed__button" title={deedSummary(lot)}>
                {body}
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
