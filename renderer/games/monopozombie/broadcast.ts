/** What the stream overlay says about a MonopoZombie table: the stage and round, and each player's cash and deeds. */
import words from '../../../assets/monopozombie/broadcast.json'
import type { MonopoView, PlayerView } from '../../../engine/games/monopozombie/types'
import { broadcastFrom, counted } from '../../hud/broadcastSummary'
import { money, stageTitle } from './hud/boardInfo'
import { isOver, roundText } from './hud/decisionText'
import { seatColor } from './scene/seatColors'

export const monopozombieBroadcast = broadcastFrom<MonopoView, PlayerView>({
  players: (view) => view.players,
  turn: (view) => (isOver(view) ? null : view.turn.seat),
  winners: (view, outcome) => outcome?.winners ?? view.winners ?? [],
  // Only bankruptcy takes a player out of the game (with the 'eliminate' option).
  tone: (p) => (p.eliminated ? 'out' : p.zombie ? 'zombie' : 'alive'),
  status: { won: words.winner, out: words.bankrupt, alive: words.human, zombie: words.zombie },
  out: (p) => p.eliminated,
  facts: (p, view) => {
    const properties = view.lots.filter((l) => l.owner === p.seat).length
    const facts = [money(p.cash), counted(words.properties, properties)]
    if (p.inJail && !p.eliminated) facts.push(words.inQuarantine)
    return facts
  },
  color: seatColor,
  phase: (view) => ({ phase: stageTitle(view.stage), detail: roundText(view) }),
})
