/**
 * The legal actions as choices a player can read: a label built from the action and the view (with
 * the price in Wonga wherever Wonga is paid), and the group it is shown under.
 */
import type { ActionKind } from '../../../../engine/games/zombielife/data'
import type { ZombieAct, ZombielifeAction, ZombielifeView } from '../../../../engine/games/zombielife/types'
import {
  RULES,
  assetKindName,
  cardAmount,
  cardCost,
  guideOptionInfo,
  ordinal,
  playerName,
  shortCardName,
  wonga,
} from './cardInfo'
import { choiceGroupsFrom, inGroups, type GroupedChoice } from '../../../hud/ChoiceGroupsPanel'
import words from '../../../../assets/zombielife/choices.json'

/** The groups the choices are shown in, by name. */
export type ChoiceGroup = keyof typeof words.groups

/** Groups in the order they are shown, with their headings (from assets/zombielife/choices.json). */
export const CHOICE_GROUPS = choiceGroupsFrom('assets/zombielife/choices.json', words.groups)

export interface Choice extends GroupedChoice<ZombielifeAction, ChoiceGroup> {
  /** The hand card kind this choice plays, if any. */
  readonly uses: ActionKind | null
}

const priced = (kind: ActionKind): string => {
  const cost = cardCost(kind)
  return cost > 0 ? ` (${wonga(cost)})` : ''
}

function assetOf(view: ZombielifeView, asset: number) {
  for (const p of view.players) {
    const found = p.assets.find((a) => a.id === asset)
    if (found) return found
  }
  return undefined
}

/** The asset's name; with its number and payout when its owner holds more than one of that kind. */
function assetLabel(view: ZombielifeView, asset: number): string {
  for (const p of view.players) {
    const card = p.assets.find((a) => a.id === asset)
    if (!card) continue
    const same = p.assets.filter((a) => a.kind === card.kind)
    const name = assetKindName(card.kind)
    if (same.length < 2) return name
    return `${name} #${same.indexOf(card) + 1} (pays ${card.payout})`
  }
  return 'an asset'
}

/** Where an Infection card slotted at `position` ends up, in words (position = cards above it). */
export function slotLabel(position: number, deckCount: number): string {
  if (position === 0) return 'Put it back on top'
  if (position >= deckCount) return `Put it back at the bottom (${ordinal(position + 1)} from the top)`
  return `Put it back ${ordinal(position + 1)} from the top`
}

function zombieActWords(view: ZombielifeView, act: ZombieAct): string {
  if (act.act === 'bite') return `bite on ${playerName(view, act.target)}`
  return act.act === 'scavenge' ? 'scavenge' : 'lurk'
}

function arrangeLabel(view: ZombielifeView, order: readonly number[]): string {
  const peek = view.peek ?? []
  const counts = new Map<ActionKind, number>()
  for (const card of peek) counts.set(card.kind, (counts.get(card.kind) ?? 0) + 1)
  const names = order.map((i) => {
    const card = peek[i]
    if (!card) return `card ${i + 1}`
    const name = shortCardName(card.kind)
    return (counts.get(card.kind) ?? 0) > 1 ? `${name} (was ${ordinal(i + 1)})` : name
  })
  return `Order: ${names.join(', ')}`
}

function playLabel(action: Extract<ZombielifeAction, { type: 'playCard' }>, view: ZombielifeView): string {
  const name = shortCardName(action.card)
  switch (action.card) {
    case 'superSpreader':
    case 'lockdown':
      return `Play ${name} on ${playerName(view, action.target)}${priced(action.card)}`
    case 'policyLapse':
      return `Play ${name} on ${playerName(view, action.target)}'s ${assetLabel(view, action.asset)}${priced(action.card)}`
    case 'insuranceAgent': {
      const pile = view.piles.find((p) => p.kind === action.kind)
      const price = pile?.price ?? 0
      const total = cardCost(action.card) + Math.max(0, price - cardAmount(action.card))
      return `Play ${name}: buy ${assetKindName(action.kind)} (${wonga(total)})`
    }
    case 'freeLookPeriod': {
      const card = assetOf(view, action.asset)
      const back = card ? ` for ${wonga(card.cost)} back` : ''
      return `Play ${name}: return ${assetLabel(view, action.asset)}${back}${priced(action.card)}`
    }
    default:
      return `Play ${name}${priced(action.card)}`
  }
}

export function describeAction(action: ZombielifeAction, view: ZombielifeView): Choice {
  const plain = (label: string, group: ChoiceGroup): Choice => ({ action, label, group, uses: null })
  switch (action.type) {
    case 'chooseOption': {
      const o = guideOptionInfo(action.option)
      if (!o) return plain(`Option ${action.option}`, 'guide')
      const acts = o.actions === 0 ? 'no actions' : `${o.actions} action${o.actions === 1 ? '' : 's'}`
      return plain(`${o.name}: take ${wonga(o.salary)}, ${acts}`, 'guide')
    }
    case 'payMaintenance': {
      const card = assetOf(view, action.asset)
      const fee = card ? ` (${wonga(card.maintenance)})` : ''
      return plain(`Pay maintenance on ${assetLabel(view, action.asset)}${fee}`, 'maintenance')
    }
    case 'discardAsset':
      return plain(`Discard ${assetLabel(view, action.asset)}`, 'maintenance')
    case 'buyAsset': {
      const price = view.piles.find((p) => p.kind === action.kind)?.price
      const cost = price === null || price === undefined ? '' : ` (${wonga(price)})`
      return plain(`Buy ${assetKindName(action.kind)}${cost}`, 'buy')
    }
    case 'playCard':
      return { action, label: playLabel(action, view), group: 'play', uses: action.card }
    case 'endTurn':
      return plain('End turn', 'end')
    case 'playPpe': {
      const d = view.decision
      const what =
        d.kind === 'cancel'
          ? `cancel ${playerName(view, d.zombie)}'s ${zombieActWords(view, d.act)}`
          : 'ignore the infection'
      return { action, label: `Play PPE (${wonga(cardCost('ppe'))}): ${what}`, group: 'ppe', uses: 'ppe' }
    }
    case 'declinePpe':
      return plain(view.decision.kind === 'cancel' ? 'Let it happen' : 'No PPE: take the infection', 'ppe')
    case 'slotInfection':
      return plain(slotLabel(action.position, view.deckCount), 'slot')
    case 'arrangeTop':
      return plain(arrangeLabel(view, action.order), 'arrange')
    case 'placeTopCard': {
      const top = view.peek?.[0]
      const card = top ? shortCardName(top.kind) : 'the top card'
      return plain(action.where === 'top' ? `Leave ${card} on top` : `Move ${card} to the bottom`, 'stockTip')
    }
    case 'bite':
      return plain(`Bite ${playerName(view, action.target)}`, 'zombie')
    case 'scavenge':
      return plain(`Scavenge: take ${wonga(RULES.scavengeWonga)}`, 'zombie')
    case 'lurk':
      return plain(`Lurk: look at the top ${RULES.lurkCards} cards`, 'zombie')
  }
}

/** Choices grouped under their headings, in display order. */
export const groupChoices = (choices: readonly Choice[]) => inGroups(CHOICE_GROUPS, choices)

/** A place the Infection card can be slotted back at, with its action and its words. */
export interface SlotPlace {
  readonly position: number
  readonly label: string
  readonly choice: Choice
}

/** The slot-back choices as places, top of the deck first. */
export function slotPlaces(choices: readonly Choice[]): SlotPlace[] {
  return choices
    .flatMap((choice) =>
      choice.action.type === 'slotInfection'
        ? [{ position: choice.action.position, label: choice.label, choice }]
        : [],
    )
    .sort((a, b) => a.position - b.position)
}
