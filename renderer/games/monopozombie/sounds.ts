/** The sound each MonopoZombie event makes at the table. */
import type { MonopoEvent } from '../../../engine/games/monopozombie/types'
import { eventSounds } from '../../sound/eventSounds'

export const monopozombieSounds = eventSounds<MonopoEvent>({
  diceRolled: 'dice',
  cardDrawn: 'cardDraw',
  immunityUsed: 'cardPlay',
  moneyPaid: 'coins',
  lotBought: 'coins',
  auctionWon: 'coins',
  bodyguardsHired: 'coins',
  converted: 'zombie',
  gameWon: 'win',
})
