/** Every legal choice for a seat, enumerated (bots and the UI pick from this list). */
import { permutations } from '../../core/permutations'
import type { Seat } from '../../core/types'
import { ASSET_KINDS, ZOMBIELIFE, actionType } from './data'
import { holds, legalPlays } from './plays'
import { buyPrice } from './queries'
import type { Decision, ZombielifeAction, ZombielifeState } from './types'

const RULES = ZOMBIELIFE.rules
const PPE_COST = actionType('ppe').cost

export function toAct(s: ZombielifeState): Seat[] {
  if (s.over) return []
  if (s.decision) return [s.decision.seat]
  return [s.turn.seat]
}

const PERMUTATIONS: readonly (readonly (readonly number[])[])[] = [0, 1, 2, 3, 4, 5].map(permutations)

export function orderings(count: number): readonly (readonly number[])[] {
  return PERMUTATIONS[count] ?? permutations(count)
}

export function canPlayPpe(s: ZombielifeState, seat: Seat): boolean {
  const p = s.players[seat]
  return p !== undefined && !p.zombie && p.wonga >= PPE_COST && holds(p.hand, 'ppe')
}

export function legalActions(s: ZombielifeState, seat: Seat): ZombielifeAction[] {
  if (s.over) return []
  const decision = s.decision
  if (decision) return decision.seat === seat ? decisionActions(s, decision) : []
  if (s.turn.seat !== seat) return []
  switch (s.turn.phase) {
    case 'chooseOption':
      return RULES.humanGuide.map((o) => ({ type: 'chooseOption', option: o.option }))
    case 'actions':
      return humanActions(s, seat)
    case 'zombie':
      return zombieActions(s, seat)
    case 'done':
      return []
  }
}

function decisionActions(s: ZombielifeState, decision: Decision): ZombielifeAction[] {
  switch (decision.kind) {
    case 'maintenance':
      return [
        { type: 'payMaintenance', asset: decision.asset },
        { type: 'discardAsset', asset: decision.asset },
      ]
    case 'ppe':
    case 'cancel':
      return canPlayPpe(s, decision.seat)
        ? [{ type: 'playPpe' }, { type: 'declinePpe' }]
        : [{ type: 'declinePpe' }]
    case 'slot': {
      const out: ZombielifeAction[] = []
      for (let position = 0; position <= s.deck.length; position++)
        out.push({ type: 'slotInfection', position })
      return out
    }
    case 'arrange':
      return orderings(decision.count).map((order) => ({ type: 'arrangeTop', order }))
    case 'stockTip':
      return [
        { type: 'placeTopCard', where: 'top' },
        { type: 'placeTopCard', where: 'bottom' },
      ]
  }
}

function humanActions(s: ZombielifeState, seat: Seat): ZombielifeAction[] {
  const me = s.players[seat]
  if (!me || s.turn.actionsLeft <= 0) return []
  const out: ZombielifeAction[] = []
  for (const kind of ASSET_KINDS) {
    const price = buyPrice(s, seat, kind)
    if (price !== null && price <= me.wonga) out.push({ type: 'buyAsset', kind })
  }
  for (const play of legalPlays(s, seat)) out.push(play)
  out.push({ type: 'endTurn' })
  return out
}

export function canBite(s: ZombielifeState, target: Seat): boolean {
  const p = s.players[target]
  if (!p || p.zombie) return false
  return !s.options.biteOncePerTargetPerRound || p.bittenInRound !== s.round
}

function zombieActions(s: ZombielifeState, seat: Seat): ZombielifeAction[] {
  const out: ZombielifeAction[] = []
  for (let target = 0; target < s.players.length; target++) {
    if (target !== seat && canBite(s, target)) out.push({ type: 'bite', target })
  }
  out.push({ type: 'scavenge' })
  if (s.deck.length + s.discard.length > 0) out.push({ type: 'lurk' })
  return out
}
