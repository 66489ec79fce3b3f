/** What the stream overlay says about a MonopoZombie table: the stage and round, and each player's cash and deeds. */
import words from '../../../assets/monopozombie/broadcast.json'
import type { Outcome, Seat } from '../../../engine/core/types'
import type { MonopoView, PlayerView } from '../../../engine/games/monopozombie/types'
import type { SeatConfig } from '../../../electron/protocol/match'
import {
  broadcastWords,
  counted,
  type BroadcastPlayer,
  type BroadcastSummary,
  type BroadcastTone,
} from '../../hud/broadcastSummary'
import { money, stageTitle } from './hud/boardInfo'
import { isOver, roundText } from './hud/decisionText'
import { seatColor } from './scene/seatColors'

function state(p: PlayerView, won: boolean): { status: string; tone: BroadcastTone } {
  if (won) return { status: words.winner, tone: 'won' }
  // Only bankruptcy takes a player out of the game (with the 'eliminate' option).
  if (p.eliminated) return { status: words.bankrupt, tone: 'out' }
  if (p.zombie) return { status: words.zombie, tone: 'zombie' }
  return { status: words.human, tone: 'alive' }
}

export function monopozombieBroadcast(
  view: MonopoView,
  _seats: readonly SeatConfig[],
  toAct: readonly Seat[],
  outcome: Outcome | null,
): BroadcastSummary {
  const over = isOver(view)
  const winners = outcome?.winners ?? view.winners ?? []
  const players = view.players.map((p): BroadcastPlayer => {
    const properties = view.lots.filter((l) => l.owner === p.seat).length
    const facts = [money(p.cash), counted(words.properties, properties)]
    if (p.inJail && !p.eliminated) facts.push(words.inQuarantine)
    return {
      seat: p.seat,
      name: p.name,
      ...state(p, winners.includes(p.seat)),
      facts,
      active: !over && view.turn.seat === p.seat,
      toAct: toAct.includes(p.seat),
      out: p.eliminated,
      color: seatColor(p.seat),
    }
  })
  if (over) return { phase: broadcastWords.gameOver, detail: outcome?.headline, players }
  return { phase: stageTitle(view.stage), detail: roundText(view), players }
}
