/**
 * The legal actions as choices a player can read: a label built from the action and the view, the
 * group it is shown in, and the hand cards it uses (so picking a card can filter the choices).
 */
import { paymentsFrom } from '../../../../engine/games/selfish/choices'
import type { GameKind } from '../../../../engine/games/selfish/data'
import type { Seat } from '../../../../engine/core/types'
import type { SelfishAction, SelfishView } from '../../../../engine/games/selfish/types'
import { describeCards, shortCardName, wasteName } from './cardInfo'
import { choiceGroupsFrom, inGroups, type GroupedChoice } from '../../../hud/ChoiceGroupsPanel'
import words from '../../../../assets/selfish/choices.json'

/** The groups the choices are shown in, by name. */
export type ChoiceGroup = keyof typeof words.groups

/** Groups in the order they are shown, with their headings (from assets/selfish/choices.json). */
export const CHOICE_GROUPS = choiceGroupsFrom('assets/selfish/choices.json', words.groups)

export interface Choice extends GroupedChoice<SelfishAction, ChoiceGroup> {
  /** The kinds of hand cards this choice spends. */
  readonly uses: readonly GameKind[]
  /** Set on a card's plays folded into one choice: choosing it shows that card's plays. */
  readonly opens?: GameKind
}

const handKinds = (view: SelfishView): GameKind[] => (view.hand ?? []).map((c) => c.kind)

/** The hand's kinds that some payment of `units` can use. */
const payingKinds = (view: SelfishView, units: 1 | 2): GameKind[] => [
  ...new Set(paymentsFrom(handKinds(view), units).flat()),
]

function nameOf(view: SelfishView, seat: Seat): string {
  return view.players[seat]?.name ?? `Seat ${seat + 1}`
}

export function describeAction(action: SelfishAction, view: SelfishView): Choice {
  switch (action.type) {
    case 'playCard': {
      const card = shortCardName(action.card)
      if ('targets' in action) {
        const names = action.targets.map((t) => nameOf(view, t)).join(' and ')
        return { action, label: `Play ${card} on ${names}`, group: 'play', uses: [action.card] }
      }
      if ('target' in action) {
        const on = action.card === 'alliance' ? 'with' : 'on'
        return {
          action,
          label: `Play ${card} ${on} ${nameOf(view, action.target)}`,
          group: 'play',
          uses: [action.card],
        }
      }
      return { action, label: `Play ${card}`, group: 'play', uses: [action.card] }
    }
    case 'swapDouble':
      return { action, label: 'Swap a Double for 2 Singles', group: 'swap', uses: ['double'] }
    // A payment or a discard is picked card by card (hud/picks.ts): the listed cards are a sample.
    case 'rest':
      return { action, label: 'Rest: choose 1 Supply to pay…', group: 'rest', uses: payingKinds(view, 1) }
    case 'travel':
      return {
        action,
        label: 'Travel: choose 2 Supplies to pay…',
        group: 'travel',
        uses: payingKinds(view, 2),
      }
    case 'respond':
      if (action.card === 'bodyArmor') {
        return { action, label: 'Block with Body Armor', group: 'respond', uses: ['bodyArmor'] }
      }
      if (action.card === 'underestimate') {
        return { action, label: 'Turn it back with Underestimate', group: 'respond', uses: ['underestimate'] }
      }
      return { action, label: 'Let it happen', group: 'respond', uses: [] }
    case 'giveSupplies':
      return { action, label: `Give ${describeCards(action.cards)}`, group: 'give', uses: action.cards }
    case 'discardCards': {
      const n = action.cards.length
      const label = `Choose ${n} card${n === 1 ? '' : 's'} to discard…`
      return { action, label, group: 'discard', uses: handKinds(view) }
    }
    case 'paySewer':
      return { action, label: 'Choose 1 Supply to pay…', group: 'sewer', uses: payingKinds(view, 1) }
    case 'placeScouted': {
      const top = view.peek?.[0]
      const card = top ? wasteName(top.kind) : 'the card'
      const where = action.where === 'top' ? 'back on top' : 'on the bottom'
      return { action, label: `Put ${card} ${where}`, group: 'scout', uses: [] }
    }
    case 'arrangeWasteland': {
      const names = action.order.map((i) => {
        const card = view.peek?.[i]
        return card ? wasteName(card.kind) : `card ${i + 1}`
      })
      return { action, label: `Order: ${names.join(', ')}`, group: 'arrange', uses: [] }
    }
    case 'rollDie':
      return { action, label: 'Roll for action points', group: 'zombie', uses: [] }
    case 'zombieAttack':
      return { action, label: `Attack ${nameOf(view, action.target)}`, group: 'zombie', uses: [] }
    case 'zombieMove':
      return {
        action,
        label: action.direction === 'forward' ? 'Shamble forward' : 'Shamble back',
        group: 'zombie',
        uses: [],
      }
    case 'endTurn':
      return { action, label: 'End turn', group: 'end', uses: [] }
  }
}

const aimedCard = (action: SelfishAction): GameKind | null =>
  action.type === 'playCard' && ('target' in action || 'targets' in action) ? action.card : null

/**
 * The choices with each card's plays on several targets folded into one ("Play Horde on…"), which
 * opens them: with five players, one button per target would bury the rest.
 */
export function foldTargets(choices: readonly Choice[]): Choice[] {
  const plays = new Map<GameKind, number>()
  for (const c of choices) {
    const card = aimedCard(c.action)
    if (card) plays.set(card, (plays.get(card) ?? 0) + 1)
  }
  const folded = new Set<GameKind>()
  const out: Choice[] = []
  for (const c of choices) {
    const card = aimedCard(c.action)
    if (card === null || (plays.get(card) ?? 0) < 2) out.push(c)
    else if (!folded.has(card)) {
      folded.add(card)
      const on = card === 'alliance' ? 'with' : 'on'
      out.push({ ...c, label: `Play ${shortCardName(card)} ${on}…`, opens: card })
    }
  }
  return out
}

/** Whether a choice spends a card of this kind (the choices panel narrows to these). */
export const spends = (choice: Choice, kind: GameKind): boolean => choice.uses.includes(kind)

/** The choices that spend a card of this kind (all of them when no kind is picked). */
export function choicesUsing(choices: readonly Choice[], kind: GameKind | null): Choice[] {
  return kind === null ? choices.slice() : choices.filter((c) => spends(c, kind))
}

/** Choices grouped under their headings; two that read the same (orders of two Blank cards) are one. */
export const groupChoices = (choices: readonly Choice[]) => inGroups(CHOICE_GROUPS, choices, true)
