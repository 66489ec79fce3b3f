import { useEffect } from 'react'
import type { ActionCardView, ZombielifeAction, ZombielifeView } from '../../../engine/games/zombielife/types'
import { HandPanel } from '../../hud/HandPanel'
import { HudLayout, waitingFor } from '../../hud/HudLayout'
import '../../hud/hud.css'
import { useHandChoices } from '../../hud/useHandSelection'
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
/** The hand as the hand panel shows it: a card no choice plays says so. */
const HAND = {
  order: handOrder,
  describe: describeHandCard,
  inspectTarget: (card: ActionCardView): ZombielifeInspectTarget => ({
    kind: 'action',
    card: card.kind,
    dividend: card.dividend,
    where: 'hand',
  }),
  markUnusable: true,
}

export function ZombielifeHud(props: GameHudProps<ZombielifeView, ZombielifeAction>) {
  const { view, toAct, outcome, seats, me, log, picked } = props
  const selectCard = picked.set
  const hand = me === null ? null : view.hand
  const { choices, pick } = useHandChoices(props, hand, describeAction, usesOf)

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
          <PeekPanel
            label="Action cards you see"
            heading="Top of the Action deck"
            cards={me === null ? null : view.peek}
            name={cardName}
            text={cardText}
            cardClass={(card) => `zh-peek zh-peek--${card.kind}`}
            inspectTarget={(card, index): ZombielifeInspectTarget => ({
              kind: 'action',
              card: card.kind,
              dividend: card.dividend,
              where: 'peek',
              index,
            })}
          />
        </>
      }
      left={<PlayerStatus view={view} seats={seats} me={me} />}
      facts={<TableFacts view={view} />}
      choices={
        hand && (
          <ChoicePanel
            {...pick.choiceProps}
            choices={choices}
            waitingFor={waitingFor(toAct, (s) => playerName(view, s), me)}
          />
        )
      }
      log={log}
      hand={hand && <HandPanel cards={hand} {...HAND} {...pick.handProps} />}
    />
  )
}
