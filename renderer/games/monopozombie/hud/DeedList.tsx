import type { LotView, SquareIndex } from '../../../../engine/games/monopozombie/types'
import { useInspectable } from '../../../hud/useInspectable'
import { groupColour, levelMark, levelText, money, price, squareName } from './boardInfo'
import type { MonopoInspectTarget } from './inspect'

export interface DeedListProps {
  readonly lots: readonly LotView[]
  /** Opens a deed's detail; null: the deeds are not clickable (spectator). */
  readonly onOpen: ((square: SquareIndex) => void) | null
  readonly selected: SquareIndex | null
  /** The rent a human landing on a lot pays now, in words. */
  readonly rentOf: (square: SquareIndex) => string
}

function deedSummary(lot: LotView): string {
  const parts = [squareName(lot.square), money(price(lot.square))]
  if (lot.level > 0) parts.push(levelText(lot.level))
  if (lot.mortgaged) parts.push('mortgaged')
  return parts.join(', ')
}

interface DeedItemProps {
  readonly lot: LotView
  readonly onOpen: ((square: SquareIndex) => void) | null
  readonly selected: boolean
  /** The rent a human landing there pays now, for the tooltip. */
  readonly rent: string
}

function DeedItem({ lot, onOpen, selected, rent }: DeedItemProps) {
  const target: MonopoInspectTarget = { kind: 'square', square: lot.square }
  const inspectable = useInspectable({
    key: `deed:${lot.square}`,
    target,
    label: squareName(lot.square),
    detail: `Rent now: ${rent}`,
  })
  const classes = ['mh-deed', lot.mortgaged ? 'is-mortgaged' : '', selected ? 'is-selected' : '']
  const body = (
    <>
      <span className="mh-deed__band" style={{ background: groupColour(lot.square) }} />
      <span className="mh-deed__name">{squareName(lot.square)}</span>
      {lot.level > 0 && (
        <span className={`mh-deed__level${lot.level >= 5 ? ' is-hotel' : ''}`}>{levelMark(lot.level)}</span>
      )}
      {lot.mortgaged && (
        <span className="mh-deed__mortgaged" title="Mortgaged">
          M
        </span>
      )}
    </>
  )
  return (
    <li className={classes.filter(Boolean).join(' ')} data-square={lot.square}>
      {onOpen ? (
        <button
          type="button"
          className="mh-deed__button"
          aria-label={deedSummary(lot)}
          {...inspectable}
          onClick={() => onOpen(lot.square)}
        >
          {body}
        </button>
      ) : (
        // The spectator's deeds open nothing, but can be focused and looked at closer.
        <span className="mh-deed__button" aria-label={deedSummary(lot)} tabIndex={0} {...inspectable}>
          {body}
        </span>
      )}
    </li>
  )
}

/**
 * A player's deeds in board order: the colour band, the name, houses or hotel, and M when mortgaged.
 * Each shows the rent it asks now in its tooltip and opens in the inspect view (I, a right-click, a
 * long press).
 */
export function DeedList({ lots, onOpen, selected, rentOf }: DeedListProps) {
  if (lots.length === 0) return <p className="mh-deeds__none">No deeds</p>
  return (
    <ul className="mh-deeds" aria-label="Deeds">
      {lots.map((lot) => (
        <DeedItem
          key={lot.square}
          lot={lot}
          onOpen={onOpen}
          selected={selected === lot.square}
          rent={rentOf(lot.square)}
        />
      ))}
    </ul>
  )
}
