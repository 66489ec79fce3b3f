import type { ZombielifeAction, ZombielifeView } from '../../../engine/games/zombielife/types'
import helpRaw from '../../../assets/zombielife/help.json'
import { helpFileFrom } from '../../hud/helpFile'
import type { GameUi } from '../types'
import { zombielifeBroadcast, zombielifeHandNames } from './broadcast'
import { zombielifeCallout, zombielifeStandings } from './callouts'
import { zombielifeCamera } from './camera'
import { zombielifeDirector } from './director'
import { zombielifeInspect } from './hud/inspect'
import { zombielifeWaitCue } from './hud/waitCue'
import { zombielifeSounds } from './sounds'
import { ZombielifeHud } from './ZombielifeHud'
import { ZombielifeScene } from './ZombielifeScene'

export const zombielifeUi: GameUi<ZombielifeView, ZombielifeAction> = {
  id: 'zombielife',
  Scene: ZombielifeScene,
  camera: zombielifeCamera,
  director: zombielifeDirector,
  sounds: zombielifeSounds,
  waitCue: zombielifeWaitCue,
  inspect: zombielifeInspect,
  broadcast: zombielifeBroadcast,
  handNames: zombielifeHandNames,
  callout: zombielifeCallout,
  standings: zombielifeStandings,
  Hud: ZombielifeHud,
  help: helpFileFrom('assets/zombielife/help.json', helpRaw),
  // Space ends a human's turn.
  primaryMoves: ['endTurn'],
}
