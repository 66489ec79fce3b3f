/** What the stream overlay says about a Zombielife table: the round, and each player's Wonga, health and assets. */
import words from '../../../assets/zombielife/broadcast.json'
import type { PlayerView, ZombielifeView } from '../../../engine/games/zombielife/types'
import { broadcastFrom, counted, fill, handNamesFrom } from '../../hud/broadcastSummary'
import { handOrder, shortCardName, wonga } from './hud/cardInfo'
import { roundText } from './hud/decisionText'
import { seatColor } from './scene/seatColors'

export const zombielifeBroadcast = broadcastFrom<ZombielifeView, PlayerView>({
  players: (view) => view.players,
  turn: (view) => (view.decision.kind === 'over' ? null : view.turn.seat),
  tone: (p) => (p.zombie ? 'zombie' : 'alive'),
  status: { won: words.winner, alive: words.human, zombie: words.zombie },
  facts: (p) => {
    const out = [wonga(p.wonga)]
    // A zombie's tokens are all infected: its health says nothing more than "Zombie".
    if (!p.zombie) out.push(fill(words.health, { healthy: p.healthy, total: p.healthy + p.infected }))
    out.push(counted(words.assets, p.assets.length))
    if (p.lockedDown) out.push(words.lockedDown)
    return out
  },
  color: seatColor,
  phase: (view) => ({ phase: roundText(view) }),
})

/** The seat's own hand in the HUD's order (PPE first), by short card name; null in the spectator's view. */
export const zombielifeHandNames = handNamesFrom(
  (view: ZombielifeView) => view.hand,
  handOrder,
  shortCardName,
)
