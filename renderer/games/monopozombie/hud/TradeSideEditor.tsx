import type { Seat } from '../../../../engine/core/types'
import type { MonopoView, TradeSide } from '../../../../engine/games/monopozombie/types'
import { jailCardName, money } from './boardInfo'
import { toggled, tradeLots } from './trade'

export interface TradeSideEditorProps {
  readonly view: MonopoView
  /** Whose lots, cash and cards this side draws on. */
  readonly owner: Seat
  readonly title: string
  readonly side: TradeSide
  readonly onChange: (side: TradeSide) => void
}

/** One side of a trade being drafted: tick lots (only tradeable ones), cash, Get Out of Quarantine Free cards. */
export function TradeSideEditor({ view, owner, title, side, onChange }: TradeSideEditorProps) {
  const player = view.players[owner]
  const lots = tradeLots(view, owner)
  const cash = player?.cash ?? 0
  return (
    <fieldset className="mh-trade__side">
      <legend>{title}</legend>
      {lots.length === 0 ? (
        <p className="hud-muted">No lots.</p>
      ) : (
        <ul className="mh-trade__lots">
          {lots.map((lot) => (
            <li key={lot.square} className={lot.tradeable ? undefined : 'is-locked'}>
              <label title={lot.why ?? undefined}>
                <input
                  type="checkbox"
                  checked={side.squares.includes(lot.square)}
                  disabled={!lot.tradeable}
                  onChange={() => onChange({ ...side, squares: toggled(side.squares, lot.square) })}
                />
                <span className="mh-deed__band" style={{ background: lot.colour }} />
                {lot.name}
                {lot.mortgaged && <span className="hud-warn"> (mortgaged)</span>}
                {lot.why && <span className="hud-muted"> — {lot.why}</span>}
              </label>
            </li>
          ))}
        </ul>
      )}
      <label className="mh-trade__cash">
        Cash
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={cash}
          step={1}
          value={Number.isNaN(side.cash) ? '' : side.cash}
          onChange={(e) => onChange({ ...side, cash: e.target.value === '' ? 0 : Number(e.target.value) })}
        />
        <span className="hud-muted">of {money(cash)}</span>
      </label>
      {(player?.cards ?? []).length > 0 && (
        <ul className="mh-trade__cards">
          {(player?.cards ?? []).map((card) => (
            <li key={card}>
              <label>
                <input
                  type="checkbox"
                  checked={side.cards.includes(card)}
                  onChange={() => onChange({ ...side, cards: toggled(side.cards, card) })}
                />
                {jailCardName(card)}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}
