/**
 * MonopoZombie's big moments for the stream page: a player turning, the Outbreak and the Apocalypse,
 * a hotel, a bankruptcy, a player out, an auction won; and the final standings (the winners, then
 * by worth, survivors before zombies, players out last).
 */
import type { MonopoEvent, MonopoView, PlayerView } from '../../../engine/games/monopozombie/types'
import raw from '../../../assets/monopozombie/callouts.json'
import { callOutBook, callOutFileFrom, callOutsFrom, type CallOutMoment } from '../../hud/callOutWords'
import { standingsFrom } from '../../hud/standings'
import { money, squareName } from './hud/boardInfo'

const WORDS = callOutBook(callOutFileFrom('assets/monopozombie/callouts.json', raw))

/** The level of a lot with a hotel (0..4 are houses). */
const HOTEL_LEVEL = 5

/** A player's own moment: turned, bankrupt, out. */
const playerMoment = (
  e: Extract<MonopoEvent, { type: 'converted' | 'bankrupt' | 'eliminated' }>,
  at: CallOutMoment<MonopoView>,
) => at.say(e.type, { player: at.name(e.seat) })

export const monopozombieCallout = callOutsFrom<MonopoEvent, MonopoView>(WORDS, {
  converted: playerMoment,
  bankrupt: playerMoment,
  eliminated: playerMoment,
  stageChanged: (e, at) => at.say(`stageChanged:${e.stage}`, {}),
  built: (e, at) =>
    e.level === HOTEL_LEVEL
      ? at.say('built:hotel', { player: at.name(e.seat), street: squareName(e.square) })
      : null,
  auctionWon: (e, at) => {
    const values = { player: at.name(e.seat), amount: money(e.amount) }
    return e.lot.kind === 'deed'
      ? at.say('auctionWon:deed', { ...values, street: squareName(e.lot.square) })
      : at.say(`auctionWon:${e.lot.building}`, values)
  },
})

export const monopozombieStandings = standingsFrom<MonopoView, PlayerView>((p, _view, outcome) => {
  const worth = outcome.scores[p.seat] ?? p.worth
  const key = p.eliminated ? 'eliminated' : p.zombie ? 'zombie' : 'survivor'
  return {
    detail: WORDS.standing(key, { worth: money(worth) }),
    rank: [p.eliminated ? 0 : 1, worth, p.zombie ? 0 : 1],
  }
})
