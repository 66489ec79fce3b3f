/**
 * Whether an Action card may be played as it is asked for: one pure check, used both to enumerate the
 * legal plays (cheaply: it answers with a code) and to refuse an illegal one with a sentence a player
 * would understand (explainPlayProblem, only when refusing).
 */
import type { Seat } from '../../core/types'
import {
  ACTION_KINDS,
  ASSET_KINDS,
  ZOMBIELIFE,
  actionName,
  actionType,
  type ActionKind,
  type PlayableKind,
} from './data'
import { buyPrice, isInsurance } from './queries'
import type { AssetId, PlayCardAction, ZombielifeState } from './types'

const ACTIONS = ZOMBIELIFE.actions
const COST_OF = Object.fromEntries(ZOMBIELIFE.actionTypes.map((t) => [t.kind, t.cost])) as Record<
  ActionKind,
  number
>
const AGENT_DISCOUNT = actionType('insuranceAgent').amount

/** The Action cards played as actions, in the deck's order (Infection and PPE are not). */
export const PLAYABLE_KINDS: readonly PlayableKind[] = ACTION_KINDS.filter(
  (k): k is PlayableKind => k !== 'infection' && k !== 'ppe',
)

export type PlayProblem =
  | 'noSuchCard'
  | 'notAnAction'
  | 'notHeld'
  | 'cannotPay'
  | 'badTarget'
  | 'badAsset'
  | 'cannotBuy'
  | 'cannotPayBuy'
  | 'nothingToHeal'

const isSeatOf = (s: ZombielifeState, v: unknown): v is Seat =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < s.players.length

const isAssetId = (v: unknown): v is AssetId =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < ZOMBIELIFE.assetCount

export const isAssetKind = (v: unknown): v is (typeof ASSET_KINDS)[number] =>
  typeof v === 'string' && (ASSET_KINDS as readonly string[]).includes(v)

export function holds(hand: readonly number[], kind: ActionKind): boolean {
  for (const id of hand) if (ACTIONS[id]?.kind === kind) return true
  return false
}

/** Why this play is not allowed for `seat` in its actions phase, or null when it is. */
export function playProblem(s: ZombielifeState, seat: Seat, action: PlayCardAction): PlayProblem | null {
  const me = s.players[seat]
  if (!me) return 'notHeld'
  const asked = action.card as string
  if (!(PLAYABLE_KINDS as readonly string[]).includes(asked)) {
    return asked === 'ppe' || asked === 'infection' ? 'notAnAction' : 'noSuchCard'
  }
  const kind = action.card
  if (!holds(me.hand, kind)) return 'notHeld'
  const cost = COST_OF[kind]
  if (me.wonga < cost) return 'cannotPay'
  switch (action.card) {
    case 'superSpreader':
    case 'lockdown': {
      // "Choose a human" (yourself included) / "Choose a zombie" (never yourself: you are human).
      const t = action.target
      const wantZombie = action.card === 'lockdown'
      return isSeatOf(s, t) && s.players[t]?.zombie === wantZombie ? null : 'badTarget'
    }
    case 'policyLapse': {
      // "Choose a human and one of their Insurance cards": yourself included.
      const t = action.target
      if (!isSeatOf(s, t) || s.players[t]?.zombie !== false) return 'badTarget'
      const owned = isAssetId(action.asset) && s.players[t]?.assets.includes(action.asset) === true
      return owned && isInsurance(action.asset) ? null : 'badAsset'
    }
    case 'insuranceAgent': {
      if (!isAssetKind(action.kind)) return 'cannotBuy'
      const price = buyPrice(s, seat, action.kind, AGENT_DISCOUNT)
      if (price === null) return 'cannotBuy'
      return me.wonga < cost + price ? 'cannotPayBuy' : null
    }
    case 'freeLookPeriod':
      return isAssetId(action.asset) && me.assets.includes(action.asset) && isInsurance(action.asset)
        ? null
        : 'badAsset'
    case 'boosterShot':
      return me.infected > 0 ? null : 'nothingToHeal'
    default:
      return null
  }
}

/** The sentence for a PlayProblem. */
export function explainPlayProblem(
  s: ZombielifeState,
  seat: Seat,
  action: PlayCardAction,
  problem: PlayProblem,
): string {
  // Only asked about a refused move, whose card field no check has vetted: a string or nothing.
  const card: unknown = action.card
  const known = typeof card === 'string' && Object.prototype.hasOwnProperty.call(ACTION_NAMES, card)
  const name = known ? (ACTION_NAMES as Record<string, string>)[card] : 'That card'
  const wonga = s.players[seat]?.wonga ?? 0
  switch (problem) {
    case 'noSuchCard':
      return 'There is no such card.'
    case 'notAnAction':
      return `${name} is not played as an action.`
    case 'notHeld':
      return `You have no ${name} card.`
    case 'cannotPay':
      return `${name} costs ${COST_OF[action.card]} Wonga; you have ${wonga}.`
    case 'badTarget':
      return action.card === 'lockdown' ? 'Choose a zombie for Lockdown.' : `Choose a human for ${name}.`
    case 'badAsset':
      return action.card === 'freeLookPeriod'
        ? 'Choose one of your own Insurance cards to return.'
        : 'Choose one of their Insurance cards.'
    case 'cannotBuy':
      return 'You cannot buy from that pile.'
    case 'cannotPayBuy': {
      const price =
        action.card === 'insuranceAgent' ? (buyPrice(s, seat, action.kind, AGENT_DISCOUNT) ?? 0) : 0
      return `That buy costs ${COST_OF[action.card] + price} Wonga; you have ${wonga}.`
    }
    case 'nothingToHeal':
      return 'You have no infected Health Token to heal.'
  }
}

const ACTION_NAMES = Object.fromEntries(ZOMBIELIFE.actionTypes.map((t) => [t.kind, actionName(t.kind)]))

/** Every legal way to play each card in the hand (one entry per distinct play). */
export function legalPlays(s: ZombielifeState, seat: Seat): PlayCardAction[] {
  const me = s.players[seat]
  if (!me) return []
  const out: PlayCardAction[] = []
  let seen = 0
  for (const id of me.hand) {
    const kind = ACTIONS[id]?.kind
    if (kind === undefined || kind === 'ppe' || kind === 'infection') continue
    const bit = 1 << PLAYABLE_KINDS.indexOf(kind)
    if ((seen & bit) !== 0) continue
    seen |= bit
    if (me.wonga < COST_OF[kind]) continue
    const candidates: PlayCardAction[] = []
    switch (kind) {
      case 'superSpreader':
      case 'lockdown':
        for (let t = 0; t < s.players.length; t++)
          candidates.push({ type: 'playCard', card: kind, target: t })
        break
      case 'policyLapse':
        for (let t = 0; t < s.players.length; t++) {
          const p = s.players[t]
          if (!p || p.zombie) continue
          for (const asset of p.assets) candidates.push({ type: 'playCard', card: kind, target: t, asset })
        }
        break
      case 'insuranceAgent':
        for (const k of ASSET_KINDS) candidates.push({ type: 'playCard', card: kind, kind: k })
        break
      case 'freeLookPeriod':
        for (const asset of me.assets) candidates.push({ type: 'playCard', card: kind, asset })
        break
      default:
        candidates.push({ type: 'playCard', card: kind })
    }
    for (const a of candidates) if (playProblem(s, seat, a) === null) out.push(a)
  }
  return out
}
