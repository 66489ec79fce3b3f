/** What the stream overlay says about a Selfish table: the turn, and how far each player is from the chopper. */
import words from '../../../assets/selfish/broadcast.json'
import type { PlayerView, SelfishView } from '../../../engine/games/selfish/types'
import { broadcastFrom, counted, fill, handNamesFrom } from '../../hud/broadcastSummary'
import { handOrder, shortCardName } from './hud/cardInfo'
import { phaseName } from './hud/decisionText'
import { seatColor } from './scene/seatColors'

function where(p: PlayerView, top: number): string {
  if (!p.alive) return fill(words.level, { level: p.level, top })
  if (p.level >= top) return words.atChopper
  return counted(words.toChopper, top - p.level)
}

const isOver = (view: SelfishView) => view.decision.kind === 'over'

export const selfishBroadcast = broadcastFrom<SelfishView, PlayerView>({
  players: (view) => view.players,
  turn: (view) => (isOver(view) ? null : view.turn.seat),
  tone: (p) => (p.alive ? 'alive' : 'zombie'),
  status: { won: words.escaped, alive: words.survivor, zombie: words.zombie },
  facts: (p, view) => {
    const facts = [where(p, view.chopperLevel), counted(words.cards, p.handCount)]
    if (p.skipNext && !isOver(view)) facts.push(words.skipsNext)
    return facts
  },
  color: seatColor,
  phase: (view) => ({
    phase: fill(words.turn, { n: view.turn.number }),
    detail: phaseName(view) ?? undefined,
  }),
})

/** The seat's own hand in the HUD's order (Supplies first), by short card name; null in the spectator's view. */
export const selfishHandNames = handNamesFrom((view: SelfishView) => view.hand, handOrder, shortCardName)
