import { useEffect, useMemo, useRef, useState } from 'react'
import type { Seat } from '../../../engine/core/types'
import type { MonopoAction, MonopoView, SquareIndex } from '../../../engine/games/monopozombie/types'
import { GameLog } from '../../hud/GameLog'
import '../../hud/hud.css'
import type { GameHudProps } from '../types'
import { ActionBar } from './hud/ActionBar'
import { playerName } from './hud/boardInfo'
import { buildChoices } from './hud/choices'
import { DecisionPanel } from './hud/DecisionPanel'
import { waitingText } from './hud/decisionText'
import { DeedCard } from './hud/DeedCard'
import { PlayerStatus } from './hud/PlayerStatus'
import { ShownCard } from './hud/ShownCard'
import { StageBanner } from './hud/StageBanner'
import { counterDraft, emptyDraft, tradePartners, type TradeDraft, type TradeMode } from './hud/trade'
import { TradeScreen } from './hud/TradeScreen'
import './hud/monopozombieHud.css'

/** The trade screen while open, for the seat that opened it (a hot-seat switch hides it). */
interface OpenTrade {
  readonly me: Seat
  readonly mode: TradeMode
  readonly draft: TradeDraft
  readonly key: number
}

/**
 * MonopoZombie's HTML layer over the board: the turn, the stage and the decision in words on top;
 * every player's cash, position, state and deeds on the left; on the right the decision in front of
 * the table (buy, auction, debt, trade offer, dice), the turn's actions and the commerce on each lot,
 * then the log. Nothing sits under the board itself, so all 40 squares stay in view between the
 * columns (the camera preset frames the board there); the trade screen covers the middle while open.
 * Everything is public at this table, so the spectator (me === null) sees it all, without buttons.
 */
export function MonopozombieHud({
  view,
  legal,
  seats,
  me,
  send,
  log,
}: GameHudProps<MonopoView, MonopoAction>) {
  const choices = useMemo(() => buildChoices(view, legal, me), [view, legal, me])
  const [deed, setDeed] = useState<{ readonly me: Seat | null; readonly square: SquareIndex } | null>(null)
  const [trade, setTrade] = useState<OpenTrade | null>(null)
  const opened = useRef(0)
  // A hot-seat switch closes the previous seat's trade screen and deed: the next player starts clean.
  useEffect(() => {
    setTrade(null)
    setDeed(null)
  }, [me])

  const shownDeed = deed !== null && deed.me === me ? deed.square : null
  const tradeOpen =
    trade !== null &&
    me !== null &&
    trade.me === me &&
    (trade.mode === 'propose' ? choices.canPropose : choices.canCounter && view.trade !== null)

  const openDeed = (square: SquareIndex) => setDeed(shownDeed === square ? null : { me, square })
  const propose = () => {
    if (me === null) return
    const partners = tradePartners(view, me)
    setTrade({
      me,
      mode: 'propose',
      draft: emptyDraft(partners.length === 1 ? (partners[0] ?? null) : null),
      key: ++opened.current,
    })
  }
  const counter = () => {
    if (me === null || view.trade === null) return
    setTrade({ me, mode: 'counter', draft: counterDraft(view.trade), key: ++opened.current })
  }
  const sendTrade = (action: MonopoAction) => {
    setTrade(null)
    send(action)
  }

  const nothing =
    choices.sections.length === 0 && choices.lots.length === 0 && !choices.canPropose && !choices.canCounter
  const deedLot = shownDeed === null ? undefined : view.lots.find((l) => l.square === shownDeed)
  const deedOwner =
    deedLot?.owner === null || deedLot?.owner === undefined ? null : playerName(view, deedLot.owner)

  return (
    <div className={`hud mh${me === null ? ' hud--spectator' : ''}`}>
      <div className="hud-top">
        <StageBanner view={view} me={me} />
      </div>
      <div className="hud-left">
        <PlayerStatus
          view={view}
          seats={seats}
          me={me}
          onOpenDeed={me === null ? null : openDeed}
          selectedDeed={shownDeed}
        />
      </div>
      <div className="hud-right">
        {shownDeed !== null && (
          <DeedCard square={shownDeed} lot={deedLot} owner={deedOwner} onClose={() => setDeed(null)} />
        )}
        <DecisionPanel view={view} me={me} choices={choices} onChoose={send} onCounter={counter} />
        {me !== null && <ActionBar choices={choices} onChoose={send} onPropose={propose} />}
        {me !== null && nothing && (
          <section className="hud-choices hud-panel" aria-label="Your choices">
            <p className="hud-muted">{waitingText(view, me)}</p>
          </section>
        )}
        {view.shownCard !== null && <ShownCard card={view.shownCard} magnifier={me !== null} />}
        <GameLog lines={log} collapsible={me !== null} />
      </div>
      {tradeOpen && me !== null && (
        <TradeScreen
          key={trade.key}
          view={view}
          me={me}
          mode={trade.mode}
          initial={trade.draft}
          onSend={sendTrade}
          onClose={() => setTrade(null)}
        />
      )}
    </div>
  )
}
