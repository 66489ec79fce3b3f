/**
 * Selfish's big moments for the stream page: a player turning, reaching the chopper, bitten, robbed
 * or wiped out by the Bandits; and the final standings (the escaper, then how far up the columns).
 */
import type { PlayerView, SelfishEvent, SelfishView } from '../../../engine/games/selfish/types'
import raw from '../../../assets/selfish/callouts.json'
import { callOutBook, callOutFileFrom, callOutsFrom, type CallOutMoment } from '../../hud/callOutWords'
import { standingsFrom } from '../../hud/standings'

const WORDS = callOutBook(callOutFileFrom('assets/selfish/callouts.json', raw))

/** An attack that took something: the victim and the attacker. */
const robbed = (
  e: Extract<SelfishEvent, { type: 'cardBitten' | 'cardStolen' | 'suppliesStolen' }>,
  at: CallOutMoment<SelfishView>,
) => at.say(e.type, { player: at.name(e.seat), attacker: at.name(e.attacker) })

export const selfishCallout = callOutsFrom<SelfishEvent, SelfishView>(WORDS, {
  playerDied: (e, at) => at.say('playerDied', { player: at.name(e.seat) }),
  survivorMoved: (e, at) =>
    e.level === at.view.chopperLevel ? at.say('survivorMoved:chopper', { player: at.name(e.seat) }) : null,
  cardBitten: robbed,
  cardStolen: robbed,
  suppliesStolen: robbed,
  // A wipe-out: the Bandits took the whole hand (the view is the update the discard brought).
  cardsDiscarded: (e, at) =>
    e.reason === 'bandits' && at.view.players[e.seat]?.handCount === 0
      ? at.say('cardsDiscarded:banditsWipeOut', { player: at.name(e.seat) })
      : null,
})

export const selfishStandings = standingsFrom<SelfishView, PlayerView>((p, view, outcome) => {
  const key = outcome.winners.includes(p.seat) ? 'escaped' : p.alive ? 'survivor' : 'zombie'
  return {
    detail: WORDS.standing(key, { level: p.level, top: view.chopperLevel }),
    // How far up the column; a survivor ahead of a zombie on the same space.
    rank: [p.level, p.alive ? 1 : 0],
  }
})
