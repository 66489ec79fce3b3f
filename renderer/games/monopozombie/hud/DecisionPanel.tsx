import type { Seat } from '../../../../engine/core/types'
import type { MonopoAction, MonopoView } from '../../../../engine/games/monopozombie/types'
import { playerName } from './boardInfo'
import { AuctionPanel } from './AuctionPanel'
import { ChoiceButtons } from './ChoiceButtons'
import { DECISION_GROUPS, type ChoiceGroup, type ChoiceSet } from './choices'
import { DebtPanel } from './DebtPanel'
import { DeedCard } from './DeedCard'
import { DiceFaces } from './DiceFaces'
import { TradeOfferPanel } from './TradeOfferPanel'

/** Groups whose block above already has a title (the deed, the debt, the offer). */
const TITLED: readonly ChoiceGroup[] = ['buy', 'debt', 'tradeAnswer']

export interface DecisionPanelProps {
  readonly view: MonopoView
  readonly me: Seat | null
  readonly choices: ChoiceSet
  readonly onChoose: (action: MonopoAction) => void
  readonly onCounter: () => void
}

/**
 * The decision in front of the table, for everyone: the lot for sale, the auction, the debt, the trade
 * offer, the dice to choose from; and for the seat deciding, its answers as buttons.
 */
export function DecisionPanel({ view, me, choices, onChoose, onCounter }: DecisionPanelProps) {
  const d = view.decision
  const sections = choices.sections.filter((s) => DECISION_GROUPS.includes(s.group))
  const auctionSection = sections.find((s) => s.group === 'auction') ?? null
  const others = sections.filter((s) => s.group !== 'auction')
  const buySquare = d?.kind === 'buy' ? d.square : undefined
  const deedAuction = view.auction?.lot.kind === 'deed' ? view.auction.lot.square : undefined
  const deed = buySquare ?? deedAuction
  const moving = d?.kind === 'zombieMove' || d?.kind === 'survivorMove'
  const shown = deed !== undefined || view.auction || view.debt || view.trade || moving || sections.length > 0
  if (!shown) return null
  const lot = deed === undefined ? undefined : view.lots.find((l) => l.square === deed)
  const owner = lot?.owner === null || lot?.owner === undefined ? null : playerName(view, lot.owner)
  return (
    <section className="hud-panel mh-decision" aria-label="Decision">
      {deed !== undefined && <DeedCard square={deed} lot={lot} owner={owner} magnifier={me !== null} />}
      {view.auction && (
        <AuctionPanel
          view={view}
          auction={view.auction}
          me={me}
          section={auctionSection}
          range={choices.bid}
          onChoose={onChoose}
        />
      )}
      {view.debt && <DebtPanel view={view} debt={view.debt} me={me} />}
      {view.trade && <TradeOfferPanel view={view} offer={view.trade} me={me} />}
      {moving && (
        <p className="mh-decision__dice">
          <DiceFaces dice={view.turn.dice} kind={view.turn.diceKind} />
        </p>
      )}
      {others.map((s) => (
        <div className="hud-choices__group" key={s.group} role="group" aria-label={s.heading}>
          {!TITLED.includes(s.group) && <h3 className="hud-subheading">{s.heading}</h3>}
          <ChoiceButtons choices={s.choices} onChoose={onChoose} />
        </div>
      ))}
      {choices.canCounter && (
        <div className="hud-choices__buttons mh-decision__counter">
          <button type="button" className="hud-choice mh-choice--counter" onClick={onCounter}>
            Counter…
          </button>
        </div>
      )}
    </section>
  )
}
