import type { MonopoAction, MonopoView } from '../../../engine/games/monopozombie/types'
import helpRaw from '../../../assets/monopozombie/help.json'
import { helpFileFrom } from '../../hud/helpFile'
import type { GameUi } from '../types'
import { monopozombieBroadcast } from './broadcast'
import { monopozombieCallout, monopozombieStandings } from './callouts'
import { monopozombieCamera } from './camera'
import { monopozombieDirector } from './director'
import { monopozombieInspect } from './hud/inspect'
import { monopozombieWaitCue } from './hud/waitCue'
import { monopozombieSounds } from './sounds'
import { MonopozombieHud } from './MonopozombieHud'
import { MonopozombieScene } from './MonopozombieScene'

export const monopozombieUi: GameUi<MonopoView, MonopoAction> = {
  id: 'monopozombie',
  Scene: MonopozombieScene,
  camera: monopozombieCamera,
  director: monopozombieDirector,
  sounds: monopozombieSounds,
  waitCue: monopozombieWaitCue,
  inspect: monopozombieInspect,
  broadcast: monopozombieBroadcast,
  callout: monopozombieCallout,
  standings: monopozombieStandings,
  Hud: MonopozombieHud,
  help: helpFileFrom('assets/monopozombie/help.json', helpRaw),
  // Space rolls the dice, or ends the turn.
  primaryMoves: ['roll', 'endTurn'],
  // Everything at a MonopoZombie table is public: hot-seat players need no curtain.
  openInformation: true,
}
