import { useMemo } from 'react'
import type { GameKind } from '../../../engine/games/selfish/data'
import type { SelfishAction, SelfishView } from '../../../engine/games/selfish/types'
import { useMatchStore } from '../../store/useMatchStore'
import type { GameUiProps } from '../types'
import { ChoicePanel } from './hud/ChoicePanel'
import { wasteName, wasteText } from './hud/cardInfo'
import { describeAction, type Choice } from './hud/choices'
import { DecisionBanner } from './hud/DecisionBanner'
import { GameLog } from '../../hud/GameLog'
import { Hand } from './hud/Hand'
import { PeekPanel } from '../../hud/PeekPanel'
import { LastRoll } from './hud/LastRoll'
import { PlayerStatus } from './hud/PlayerStatus'
import { useHandSelection } from '../../hud/useHandSelection'
import { usePickedCard } from '../../store/usePickedCard'
import '../../hud/hud.css'

/**
 * Selfish's HTML layer over the table: the turn and the decision in words, everyone's status, the
 * log and the last roll; for a seat, also its hand and its legal choices as buttons. The spectator
 * (me === null) gets neither hand nor buttons.
 */
const usesOf = (choice: Choice) => choice.uses

export function SelfishHud({
  view,
  legal,
  toAct,
  outcome,
  seats,
  me,
  send,
}: GameUiProps<SelfishView, SelfishAction>) {
  const log = useMatchStore((s) => s.log)
  const hand = me === null ? null : view.hand
  const choices = useMemo(() => legal.map((action) => describeAction(action, view)), [legal, view])
  const pick = useHandSelection<GameKind, Choice, SelfishAction>(hand, choices, usesOf, send, usePickedCard())
  const waitingNames = toAct.map((s) => view.players[s]?.name ?? `Seat ${s + 1}`).join(' or ')

  return (
    <div className={`sh${me === null ? ' sh--spectator' : ''}`}>
      <div className="sh-top">
        <DecisionBanner view={view} me={me} toAct={toAct} outcome={outcome} />
        {view.peek && view.peek.length > 0 && (
          <PeekPanel
            label="Wasteland cards you see"
            heading="Top of the Wasteland pile"
            cards={view.peek.map((card) => ({
              ...card,
              name: wasteName(card.kind),
              text: wasteText(card.kind),
            }))}
            cardClass={(card) => `sh-waste--${card.kind}`}
          />
        )}
      </div>
      <div className="sh-left">
        <PlayerStatus view={view} seats={seats} me={me} />
        <LastRoll roll={view.lastRoll} faces={view.dieFaces} />
      </div>
      <div className="sh-right">
        {hand && (
          <ChoicePanel
            choices={choices}
            filter={pick.selectedKind}
            onChoose={pick.choose}
            onShowAll={pick.clear}
            waitingFor={waitingNames === '' ? 'The game is over.' : `Waiting for ${waitingNames}…`}
          />
        )}
        <GameLog lines={log} />
      </div>
      {hand && (
        <div className="sh-bottom">
          <Hand cards={hand} selectedId={pick.selectedId} usable={pick.usable} onSelect={pick.toggle} />
        </div>
      )}
    </div>
  )
}
