/** The sound each Selfish event makes at the table. */
import type { SelfishEvent } from '../../../engine/games/selfish/types'
import { eventSounds } from '../../sound/eventSounds'

export const selfishSounds = eventSounds<SelfishEvent>({
  dieRolled: 'dice',
  cardDrawn: 'cardDraw',
  cardStolen: 'cardDraw',
  cardPlayed: 'cardPlay',
  attackBlocked: 'cardPlay',
  attackReflected: 'cardPlay',
  playerDied: 'zombie',
  gameWon: 'win',
  zombiesWon: 'win',
})
