/** The sound each Zombielife Insurance event makes at the table. */
import type { ZombielifeEvent } from '../../../engine/games/zombielife/types'
import { eventSounds } from '../../sound/eventSounds'

export const zombielifeSounds = eventSounds<ZombielifeEvent>({
  cardDrawn: 'cardDraw',
  infectionDrawn: 'cardDraw',
  roundCardRevealed: 'cardDraw',
  cardPlayed: 'cardPlay',
  ppePlayed: 'cardPlay',
  assetBought: 'coins',
  maintenancePaid: 'coins',
  dividendsPaid: 'coins',
  wongaGained: 'coins',
  insuranceClaimed: 'coins',
  scavenged: 'coins',
  playerZombified: 'zombie',
  gameEnded: 'win',
})
