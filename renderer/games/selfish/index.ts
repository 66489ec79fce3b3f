import type { SelfishAction, SelfishView } from '../../../engine/games/selfish/types'
import helpRaw from '../../../assets/selfish/help.json'
import { helpFileFrom } from '../../hud/helpFile'
import type { GameUi } from '../types'
import { selfishBroadcast, selfishHandNames } from './broadcast'
import { selfishCallout, selfishStandings } from './callouts'
import { selfishCamera } from './camera'
import { selfishDirector } from './director'
import { selfishInspect } from './hud/inspect'
import { selfishWaitCue } from './hud/waitCue'
import { selfishSounds } from './sounds'
import { SelfishHud } from './SelfishHud'
import { SelfishScene } from './SelfishScene'

export const selfishUi: GameUi<SelfishView, SelfishAction> = {
  id: 'selfish',
  Scene: SelfishScene,
  camera: selfishCamera,
  director: selfishDirector,
  sounds: selfishSounds,
  waitCue: selfishWaitCue,
  inspect: selfishInspect,
  broadcast: selfishBroadcast,
  handNames: selfishHandNames,
  callout: selfishCallout,
  standings: selfishStandings,
  Hud: SelfishHud,
  help: helpFileFrom('assets/selfish/help.json', helpRaw),
  // Space rolls the zombie die, or ends a turn (Rest and Travel are paid by picking cards).
  primaryMoves: ['rollDie', 'endTurn'],
}
