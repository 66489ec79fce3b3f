import { useMemo } from 'react'
import type { CardView, SelfishAction, SelfishView } from '../../../engine/games/selfish/types'
import type { GameHudProps } from '../types'
import { ChoicePanel } from './hud/ChoicePanel'
import { describeHandCard, handOrder, wasteName, wasteText } from './hud/cardInfo'
import { describeAction, foldTargets, type Choice } from './hud/choices'
import { DecisionBanner } from './hud/DecisionBanner'
import { HandPanel } from '../../hud/HandPanel'
import { HudLayout, waitingFor } from '../../hud/HudLayout'
import { PeekPanel } from '../../hud/PeekPanel'
import { LastRoll } from './hud/LastRoll'
import { PlayerStatus } from './hud/PlayerStatus'
import { useHandChoices } from '../../hud/useHandSelection'
import { PickPanel } from '../../hud/PickPanel'
import { usePicking } from '../../hud/usePicking'
import { pickFormOf } from './hud/picks'
import type { SelfishInspectTarget } from './hud/inspect'
import '../../hud/hud.css'

/**
 * Selfish's HTML layer over the table: the turn and the decision in words, everyone's status, the
 * log and the last roll; for a seat, also its hand and its legal choices as buttons. The spectator
 * (me === null) gets neither hand nor buttons.
 */
const usesOf = (choice: Choice) => choice.uses
/** The hand as the hand panel shows it. */
const HAND = {
  order: handOrder,
  describe: describeHandCard,
  inspectTarget: (card: CardView): SelfishInspectTarget => ({ kind: 'game', card: card.kind, where: 'hand' }),
}

export function SelfishHud(props: GameHudProps<SelfishView, SelfishAction>) {
  const { view, legal, toAct, outcome, seats, me, send, log } = props
  const hand = me === null ? null : view.hand
  const { choices, pick } = useHandChoices(props, hand, describeAction, usesOf)
  // A payment or discard that is the only move open (the Sewer, the Bandits) is picked at once.
  const only = choices.length === 1 && choices[0] ? pickFormOf(choices[0].action, view) : null
  const picking = usePicking(hand, legal, only, send)
  const choose = (choice: Choice) => {
    const opened = choice.opens && hand?.find((c) => c.kind === choice.opens)
    if (opened) return pick.toggle(opened.id)
    const form = pickFormOf(choice.action, view)
    if (!form) return pick.choose(choice)
    picking.start(form, pick.selectedId)
    pick.clear()
  }
  const allKinds = useMemo(() => new Set((hand ?? []).map((c) => c.kind)), [hand])

  return (
    <HudLayout
      spectator={me === null}
      top={
        <>
          <DecisionBanner view={view} me={me} toAct={toAct} outcome={outcome} />
          <PeekPanel
            label="Wasteland cards you see"
            heading="Top of the Wasteland pile"
            cards={view.peek}
            name={wasteName}
            text={wasteText}
            cardClass={(card) => `hud-waste--${card.kind}`}
            inspectTarget={(card, index): SelfishInspectTarget => ({
              kind: 'waste',
              card: card.kind,
              where: 'peek',
              index,
            })}
          />
        </>
      }
      left={
        <>
          <PlayerStatus view={view} seats={seats} me={me} />
          <LastRoll roll={view.lastRoll} faces={view.dieFaces} />
        </>
      }
      choices={
        hand &&
        (picking.form ? (
          <PickPanel picking={picking} />
        ) : (
          <ChoicePanel
            {...pick.choiceProps}
            onChoose={choose}
            choices={pick.selectedKind === null ? foldTargets(choices) : choices}
            waitingFor={waitingFor(toAct, (s) => view.players[s]?.name ?? `Seat ${s + 1}`, me)}
          />
        ))
      }
      log={log}
      hand={
        hand && (
          <HandPanel
            cards={hand}
            {...HAND}
            {...(picking.form
              ? { selectedId: null, pickedIds: picking.pickedIds, usable: allKinds, onSelect: picking.toggle }
              : pick.handProps)}
          />
        )
      }
    />
  )
}
