import type { Seat } from '../../../../engine/core/types'
import type { Debt, MonopoView } from '../../../../engine/games/monopozombie/types'
import { creditorName, money, playerName, raisable } from './boardInfo'

export interface DebtPanelProps {
  readonly view: MonopoView
  readonly debt: Debt
  readonly me: Seat | null
}

/** Who owes how much to whom and why, the cash in hand, and the most that selling and mortgaging would raise. */
export function DebtPanel({ view, debt, me }: DebtPanelProps) {
  const mine = debt.seat === me
  const cash = view.players[debt.seat]?.cash ?? 0
  const short = Math.max(0, debt.amount - cash)
  return (
    <div className="mh-debt">
      <h3 className="hud-subheading">Debt</h3>
      <p className="mh-debt__owed">
        <strong>
          {mine ? 'You owe' : `${playerName(view, debt.seat)} owes`} {money(debt.amount)}
        </strong>{' '}
        to {creditorName(view, debt.creditor, me)}
        {debt.reason ? ` (${debt.reason})` : ''}.
      </p>
      <p className="mh-debt__cash">
        Cash {money(cash)}
        {short > 0 ? `: ${money(short)} short` : ': enough to pay'}. Selling every building and mortgaging
        every lot raises at most {money(raisable(view, debt.seat))}.
      </p>
      {mine && short > 0 && (
        <p className="hud-muted">Raise money with your lots in the bar below, then pay.</p>
      )}
    </div>
  )
}
