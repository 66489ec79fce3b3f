import { useState } from 'react'
import type { Seat } from '../../../../engine/core/types'
import type { MonopoAction, MonopoView } from '../../../../engine/games/monopozombie/types'
import { useDialog } from '../../../hud/useDialog'
import { money, playerName } from './boardInfo'
import {
  EMPTY_SIDE,
  describeSide,
  interestOn,
  tradeAction,
  tradePartners,
  type TradeDraft,
  type TradeMode,
} from './trade'
import { TradeSideEditor } from './TradeSideEditor'

export interface TradeScreenProps {
  readonly view: MonopoView
  readonly me: Seat
  readonly mode: TradeMode
  /** Empty for a new offer; the offer turned round for a counter. */
  readonly initial: TradeDraft
  readonly onSend: (action: MonopoAction) => void
  readonly onClose: () => void
}

/**
 * The trade screen: pick a player (not when countering), tick lots on both sides, cash and Get Out
 * of Quarantine Free cards both ways, then propose (or send the counter). Lots in a group with buildings
 * cannot be ticked; the send button stays off, with the reason, while the offer is not valid.
 */
export function TradeScreen({ view, me, mode, initial, onSend, onClose }: TradeScreenProps) {
  const [draft, setDraft] = useState<TradeDraft>(initial)
  // A dialog over the table: Esc closes it (and only it), and the table's shortcuts stay quiet.
  useDialog(onClose)
  const partners = tradePartners(view, me)
  const result = tradeAction(view, me, draft, mode)
  const other = draft.to === null ? null : draft.to
  const otherName = other === null ? '' : playerName(view, other)
  const fee = interestOn(view, draft.get.squares)
  const title = mode === 'counter' ? `Counter ${otherName}'s offer` : 'Propose a trade'

  return (
    <div className="mh-trade-backdrop">
      <section className="hud-panel mh-trade" role="dialog" aria-label={title}>
        <h2 className="hud-heading">{title}</h2>
        {mode === 'propose' && (
          <div className="mh-trade__partners" role="radiogroup" aria-label="Trade with">
            {partners.map((seat) => (
              <label key={seat}>
                <input
                  type="radio"
                  name="mh-trade-partner"
                  checked={draft.to === seat}
                  onChange={() => setDraft({ to: seat, give: draft.give, get: EMPTY_SIDE })}
                />
                {playerName(view, seat)}
              </label>
            ))}
          </div>
        )}
        <div className="mh-trade__sides">
          <TradeSideEditor
            view={view}
            owner={me}
            title="You give"
            side={draft.give}
            onChange={(give) => setDraft({ ...draft, give })}
          />
          {other === null ? (
            <p className="hud-muted">Pick a player above to see what they have.</p>
          ) : (
            <TradeSideEditor
              key={other}
              view={view}
              owner={other}
              title={`You get from ${otherName}`}
              side={draft.get}
              onChange={(get) => setDraft({ ...draft, get })}
            />
          )}
        </div>
        <p className={`mh-trade__summary${result.ok ? '' : ' mh-error'}`} role="status">
          {result.ok
            ? `You give ${describeSide(draft.give)} and get ${describeSide(draft.get)}.`
            : result.error}
          {result.ok && fee > 0 ? ` You pay the bank ${money(fee)} (10%) on the mortgaged lots you get.` : ''}
        </p>
        <div className="hud-choices__buttons">
          <button
            type="button"
            className="hud-choice mh-choice--send"
            disabled={!result.ok}
            onClick={() => {
              if (result.ok) onSend(result.action)
            }}
          >
            {mode === 'counter' ? 'Send counter-offer' : 'Propose'}
          </button>
          <button type="button" className="hud-choice" onClick={onClose}>
            Cancel
          </button>
        </div>
      </section>
    </div>
  )
}
