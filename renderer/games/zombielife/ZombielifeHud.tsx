import { useEffect, useMemo } from 'react'
import type { ActionKind } from '../../../engine/games/zombielife/data'
import type { ActionCardView, ZombielifeAction, ZombielifeView } from '../../../engine/games/zombielife/types'
import { HandPanel } from '../../hud/HandPanel'
import { HudLayout, waitingFor } from '../../hud/HudLayout'
import '../../hud/hud.css'
import { useHandSelection } from '../../hud/useHandSelection'
import type { GameHudProps } from '../types'
import { cardName, cardText, describeHandCard, handOrder, playerName } from './hud/cardInfo'
import { ChoicePanel } from './hud/ChoicePanel'
import { describeAction, type Choice } from './hud/choices'
import { DecisionBanner } from './hud/DecisionBanner'
import type { ZombielifeInspectTarget } from './hud/inspect'
import { PeekPanel } from '../../hud/PeekPanel'
import { PlayerStatus } from './hud/PlayerStatus'
import { TableFacts } from './hud/TableFacts'
import './hud/zombielifeHud.css'

/**
 * Zombielife's HTML layer over the table (the same layout as Selfish's): the turn, round and decision
 * in words, everyone's Wonga, health, assets and score, the log; for a seat, also its hand and its
 * legal choices as buttons. Picking a hand card narrows the choices to its plays, until a choice is
 * made, "show all" is pressed or the choices change. The spectator (me === null) gets neither hand
 * nor buttons.
 */
const usesOf = (choice: Choice) => (choice.uses === null ? [] : [choice.uses])
const handTarget = (card: ActionCardView): ZombielifeInspectTarget => ({
  kind: 'action',
  card: card.kind,
  dividend: card.dividend,
  where: 'hand',
})

export function ZombielifeHud(props: GameHudProps<ZombielifeView, ZombielifeAction>) {
  const { view, legal, toAct, outcome, seats, me, send, log, picked } = props
  const selectCard = picked.set
  const hand = me === null ? null : view.hand
  const choices = useMemo(
    () => (me === null ? [] : legal.map((action) => describeAction(action, view))),
    [legal, view, me],
  )
  const pick = useHandSelection<ActionKind, Choice, ZombielifeAction>(hand, choices, usesOf, send, picked)

  // A pick belongs to the choices it was made among: new choices (a new decision) start unfiltered.
  const choiceWords = choices.map((c) => c.label).join('\n')
  useEffect(() => () => selectCard(null), [choiceWords, selectCard])

  return (
    <HudLayout
      className="zh"
      spectator={me === null}
      top={
        <>
          <DecisionBanner view={view} me={me} toAct={toAct} outcome={outcome} />
          {me !== null && view.peek && view.peek.length > 0 && (
            <PeekPanel
              label="Action cards you see"
              heading="Top of the Action deck"
              cards={view.peek.map((card) => ({
                ...card,
                name: cardName(card.kind),
                text: cardText(card.kind),
              }))}
              cardClass={(card) => `zh-peek zh-peek--${card.kind}`}
              inspectTarget={(_card, index): ZombielifeInspectTarget | null => {
                const card = view.peek?.[index]
                return card
                  ? { kind: 'action', card: card.kind, dividend: card.dividend, where: 'peek', index }
                  : null
              }}
            />
          )}
        </>
      }
      left={<PlayerStatus view={view} seats={seats} me={me} />}
      facts={<TableFacts view={view} />}
      choices={
        hand && (
          <ChoicePanel
            {...pick.choiceProps}
            choices={choices}
            waitingFor={waitingFor(toAct, (s) => playerName(view, s))}
          />
        )
      }
      log={log}
      hand={
        hand && (
          <HandPanel
            cards={hand}
            order={handOrder}
            describe={describeHandCard}
            inspectTarget={handTarget}
            {...pick.handProps}
            markUnusable
          />
        )
      }
    />
  )
}
