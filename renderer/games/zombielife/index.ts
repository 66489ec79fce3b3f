import type { ZombielifeAction, ZombielifeView } from '../../../engine/games/zombielife/types'
import type { GameUi } from '../types'
import { ZombielifeHud } from './ZombielifeHud'
import { ZombielifeScene } from './ZombielifeScene'

export const zombielifeUi: GameUi<ZombielifeView, ZombielifeAction> = {
  id: 'zombielife',
  Scene: ZombielifeScene,
  Hud: ZombielifeHud,
}
