import { useState, type FormEvent } from 'react'
import type { Seat } from '../../../../engine/core/types'
import type { AuctionState, MonopoAction, MonopoView } from '../../../../engine/games/monopozombie/types'
import { money, playerName, squareName, whoName } from './boardInfo'
import { ChoiceButtons } from './ChoiceButtons'
import { parseBid, type BidRange, type ChoiceSection } from './choices'

export interface AuctionPanelProps {
  readonly view: MonopoView
  readonly auction: AuctionState
  readonly me: Seat | null
  /** The viewer's quick bids and pass, when it is their bid. */
  readonly section: ChoiceSection | null
  /** Any whole amount the viewer may type, when it is their bid. */
  readonly range: BidRange | null
  readonly onChoose: (action: MonopoAction) => void
}

/** What is under the hammer, the high bid and bidder, who is still in; for the bidder, bids and a box for any amount. */
export function AuctionPanel({ view, auction: a, me, section, range, onChoose }: AuctionPanelProps) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const lot = a.lot.kind === 'deed' ? squareName(a.lot.square) : `a ${a.lot.building}`
  const next = a.bidders[a.next]

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!range) return
    const parsed = parseBid(text, range)
    if ('error' in parsed) {
      setError(parsed.error)
      return
    }
    setError(null)
    setText('')
    onChoose({ type: 'bid', amount: parsed.amount })
  }

  return (
    <div className="mh-auction">
      <h3 className="hud-subheading">Auction: {lot}</h3>
      <p className="mh-auction__high">
        {a.highBidder === null ? (
          <>No bids yet (opening bid {money(a.opening)})</>
        ) : (
          <>
            High bid <strong>{money(a.high)}</strong> by {whoName(view, a.highBidder, me)}
          </>
        )}
      </p>
      <p className="mh-auction__bidders">
        Still bidding:{' '}
        {a.bidders.map((s, i) => (
          <span key={s} className={s === next ? 'mh-auction__next' : undefined}>
            {i > 0 ? ', ' : ''}
            {playerName(view, s)}
            {s === next ? ' (to bid)' : ''}
          </span>
        ))}
      </p>
      {section && <ChoiceButtons choices={section.choices} onChoose={onChoose} />}
      {range && (
        <form className="mh-auction__form" onSubmit={submit} noValidate>
          <label>
            Any amount
            <input
              type="number"
              inputMode="numeric"
              min={range.min}
              max={range.max}
              step={1}
              value={text}
              placeholder={String(range.min)}
              aria-label={`Your bid (${money(range.min)} to ${money(range.max)})`}
              onChange={(e) => {
                setText(e.target.value)
                setError(null)
              }}
            />
          </label>
          <button type="submit" className="hud-choice">
            Bid
          </button>
          {error && (
            <p className="mh-error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  )
}
