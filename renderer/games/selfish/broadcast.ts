/** What the stream overlay says about a Selfish table: the turn, and how far each player is from the chopper. */
import words from '../../../assets/selfish/broadcast.json'
import type { Outcome, Seat } from '../../../engine/core/types'
import type { PlayerView, SelfishView } from '../../../engine/games/selfish/types'
import type { SeatConfig } from '../../../electron/protocol/match'
import {
  broadcastWords,
  counted,
  fill,
  type BroadcastPlayer,
  type BroadcastSummary,
} from '../../hud/broadcastSummary'
import { handOrder, shortCardName } from './hud/cardInfo'
import { phaseName } from './hud/decisionText'
import { seatColor } from './scene/seatColors'

function where(p: PlayerView, top: number): string {
  if (!p.alive) return fill(words.level, { level: p.level, top })
  if (p.level >= top) return words.atChopper
  return counted(words.toChopper, top - p.level)
}

export function selfishBroadcast(
  view: SelfishView,
  _seats: readonly SeatConfig[],
  toAct: readonly Seat[],
  outcome: Outcome | null,
): BroadcastSummary {
  const over = view.decision.kind === 'over'
  const players = view.players.map((p): BroadcastPlayer => {
    const escaped = outcome?.winners.includes(p.seat) ?? false
    const facts = [where(p, view.chopperLevel), counted(words.cards, p.handCount)]
    if (p.skipNext && !over) facts.push(words.skipsNext)
    return {
      seat: p.seat,
      name: p.name,
      status: escaped ? words.escaped : p.alive ? words.survivor : words.zombie,
      facts,
      active: !over && view.turn.seat === p.seat,
      toAct: toAct.includes(p.seat),
      tone: escaped ? 'won' : p.alive ? 'alive' : 'zombie',
      color: seatColor(p.seat),
    }
  })
  if (over) return { phase: broadcastWords.gameOver, detail: outcome?.headline, players }
  return { phase: fill(words.turn, { n: view.turn.number }), detail: phaseName(view) ?? undefined, players }
}

/** The seat's own hand in the HUD's order (Supplies first), by short card name; null in the spectator's view. */
export function selfishHandNames(view: SelfishView): readonly string[] | null {
  if (!view.hand) return null
  return [...view.hand].sort((a, b) => handOrder(a) - handOrder(b)).map((c) => shortCardName(c.kind))
}
