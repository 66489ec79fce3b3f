/** Why an action is refused, in words a player would understand. */
import type { Seat } from '../../core/types'
import { RULES, square } from './queries'
import type { MonopoState } from './types'

const WHEN: Readonly<Record<string, string>> = {
  roll: 'You can only roll at the start of your turn, or again after doubles.',
  endTurn: 'You can only end your turn after your move.',
  payJailFine: `You can pay the $${RULES.jailFine} fine only in Quarantine, before rolling, on your first two tries, with the cash.`,
  useJailCard: 'You need to be in Quarantine and hold a Get Out of Quarantine Free card.',
  hireBodyguards: `Bodyguards cost $${RULES.bodyguardCost} each, and are hired before rolling during the Outbreak.`,
  build:
    'You can build only on a whole colour group you own, unmortgaged, evenly, with the bank supplying the building and the cash to pay.',
  sellBuilding: 'Buildings are sold evenly: from a lot of yours with the most buildings in its group.',
  mortgage: 'Only your own lots can be mortgaged, once, and only when their group has no buildings.',
  unmortgage: 'Lifting a mortgage costs its value plus 10%; you need the cash.',
  proposeTrade:
    'That trade is not allowed: lots must be yours or theirs with no buildings in their group, cash and cards held, and before the Apocalypse.',
  counterTrade: 'That counter-offer is not allowed.',
  buy: 'You can buy only the lot you just landed on, with the cash for it.',
  bid: 'A bid must be a whole number above the current bid and no more than your cash.',
  declareBankruptcy: 'You can still raise enough to pay: sell buildings or mortgage lots.',
  payDebt: 'You do not have enough cash yet: sell buildings or mortgage lots.',
  acceptTrade: 'You cannot afford your side of that trade.',
  placeBuilding: 'That street cannot take the building now.',
}

export function refusal(s: MonopoState, seat: Seat, action: unknown): string {
  const type = typeof action === 'object' && action !== null ? (action as { type?: unknown }).type : undefined
  if (typeof type !== 'string') return 'That move is not a move.'
  const known = Object.prototype.hasOwnProperty.call(WHEN, type) ? WHEN[type] : undefined
  if (known !== undefined) return known
  const dec = s.decision
  if (dec?.kind === 'buy') return `Buy or decline ${square(dec.square).name} first.`
  return `"${type}" is not allowed now.`
}
