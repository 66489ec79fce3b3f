/** What the stream overlay says about a Zombielife table: the round, and each player's Wonga, health and assets. */
import words from '../../../assets/zombielife/broadcast.json'
import type { Outcome, Seat } from '../../../engine/core/types'
import type { PlayerView, ZombielifeView } from '../../../engine/games/zombielife/types'
import type { SeatConfig } from '../../../electron/protocol/match'
import {
  broadcastWords,
  counted,
  fill,
  type BroadcastPlayer,
  type BroadcastSummary,
} from '../../hud/broadcastSummary'
import { handOrder, shortCardName, wonga } from './hud/cardInfo'
import { roundText } from './hud/decisionText'
import { seatColor } from './scene/seatColors'

function facts(p: PlayerView): string[] {
  const out = [wonga(p.wonga)]
  // A zombie's tokens are all infected: its health says nothing more than "Zombie".
  if (!p.zombie) out.push(fill(words.health, { healthy: p.healthy, total: p.healthy + p.infected }))
  out.push(counted(words.assets, p.assets.length))
  if (p.lockedDown) out.push(words.lockedDown)
  return out
}

export function zombielifeBroadcast(
  view: ZombielifeView,
  _seats: readonly SeatConfig[],
  toAct: readonly Seat[],
  outcome: Outcome | null,
): BroadcastSummary {
  const over = view.decision.kind === 'over'
  const players = view.players.map((p): BroadcastPlayer => {
    const won = outcome?.winners.includes(p.seat) ?? false
    return {
      seat: p.seat,
      name: p.name,
      status: won ? words.winner : p.zombie ? words.zombie : words.human,
      facts: facts(p),
      active: !over && view.turn.seat === p.seat,
      toAct: toAct.includes(p.seat),
      tone: won ? 'won' : p.zombie ? 'zombie' : 'alive',
      color: seatColor(p.seat),
    }
  })
  if (over) return { phase: broadcastWords.gameOver, detail: outcome?.headline, players }
  return { phase: roundText(view), players }
}

/** The seat's own hand in the HUD's order (PPE first), by short card name; null in the spectator's view. */
export function zombielifeHandNames(view: ZombielifeView): readonly string[] | null {
  if (!view.hand) return null
  return [...view.hand].sort((a, b) => handOrder(a) - handOrder(b)).map((c) => shortCardName(c.kind))
}
