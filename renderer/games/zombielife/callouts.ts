/**
 * Zombielife's big moments for the stream page: a player turning, a bite, an insurance pay-out, a
 * Market Crash; and the final standings by the game's own score (the Wonga it counts at the end,
 * ties to the player who took a turn last).
 */
import { assetName } from '../../../engine/games/zombielife/data'
import type { PlayerView, ZombielifeEvent, ZombielifeView } from '../../../engine/games/zombielife/types'
import raw from '../../../assets/zombielife/callouts.json'
import { callOutBook, callOutFileFrom, callOutsFrom } from '../../hud/callOutWords'
import { standingsFrom } from '../../hud/standings'

const WORDS = callOutBook(callOutFileFrom('assets/zombielife/callouts.json', raw))

export const zombielifeCallout = callOutsFrom<ZombielifeEvent, ZombielifeView>(WORDS, {
  playerZombified: (e, at) => at.say('playerZombified', { player: at.name(e.seat) }),
  bitten: (e, at) => at.say('bitten', { player: at.name(e.seat), zombie: at.name(e.zombie) }),
  insuranceClaimed: (e, at) =>
    at.say('insuranceClaimed', { player: at.name(e.seat), amount: e.amount, asset: assetName(e.kind) }),
  cardPlayed: (e, at) =>
    e.kind === 'marketCrash' ? at.say('cardPlayed:marketCrash', { player: at.name(e.seat) }) : null,
})

export const zombielifeStandings = standingsFrom<ZombielifeView, PlayerView>((p, _view, outcome) => {
  const score = outcome.scores[p.seat] ?? p.score
  return {
    detail: WORDS.standing(p.zombie ? 'zombie' : 'human', { score }),
    rank: [score, p.lastTurn],
  }
})
