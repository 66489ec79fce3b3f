/** MonopoZombie moments for the call-out tests that bots hardly ever get to, from rules scenarios. */
import type { GameEvent } from '../../../engine/core/types'
import type { MonopoState } from '../../../engine/games/monopozombie/types'
import { ann, SQ } from '../../engine/monopozombie/board'
import { act, monopozombie, owned, play, roll, scenario } from '../../engine/monopozombie/scenario'
import { houseShortage, lastHotelShortage } from '../../engine/monopozombie/shortages'
import { seatsOf, type Moment } from './playedMoments'

/**
 * MonopoZombie's moments bots hardly ever get to (a hotel, a contested building, a bankruptcy, a
 * player out), from rules scenarios.
 */
export function monopoScenarios(): Moment[] {
  const seats = seatsOf(3)
  const moments = (state: MonopoState, events: readonly GameEvent[]) =>
    events.map((event) => ({ event, view: monopozombie.view(state, 'spectator'), seats }))
  const hotel = act(scenario({ players: 3, lots: owned(ann, [SQ.mediterranean, SQ.baltic], 4) }), ann, {
    type: 'build',
    square: SQ.baltic,
  })
  // One house and one hotel left in the bank, more players able to build: each is auctioned.
  const house = act(houseShortage(3), ann, { type: 'build', square: SQ.mediterranean })
  const houseWon = play(house.state, { type: 'bid', amount: 50 }, { type: 'pass' }, { type: 'pass' })
  const lastHotel = act(lastHotelShortage(), ann, { type: 'build', square: SQ.baltic })
  const hotelWon = play(lastHotel.state, { type: 'bid', amount: 50 }, { type: 'pass' })
  // Income Tax with $50 and nothing to sell: bankrupt (a zombie), or out of the game.
  const broke = (options: Record<string, unknown>) => {
    const taxed = roll(scenario({ players: [{ cash: 50, position: 35 }, {}, {}], options }), 1, 2)
    return act(taxed.state, ann, { type: 'declareBankruptcy' })
  }
  const bankrupt = broke({})
  const out = broke({ bankruptcy: 'eliminate' })
  return [
    ...moments(bankrupt.state, bankrupt.events),
    ...moments(out.state, out.events),
    ...moments(hotel.state, hotel.events),
    ...moments(houseWon.state, houseWon.events),
    ...moments(hotelWon.state, hotelWon.events),
  ]
}
