/**
 * How the stream page's director films Zombielife Insurance: the active player's mat, a zombie's bite
 * between the zombie's mat and its victim's, health lost and a player turning zombie on that
 * player's mat, a Market Crash over the asset piles. Places come from the scene's layout.
 */
import type { GameEvent, Seat } from '../../../engine/core/types'
import type { ZombielifeEvent, ZombielifeView } from '../../../engine/games/zombielife/types'
import type { CameraPreset } from '../../table/cameraPresets'
import type { DirectorRules } from '../../table/director'
import { shotAt, shotBetween, type Framing } from '../../table/directorShots'
import { zombielifeCamera } from './camera'
import { AREA_PITCH, FAR_Z, NEAR_Z, areaCenter, pilePlace } from './scene/layout'

/** What matters more than what: the end over a new zombie over a bite over health lost. */
export const ZOMBIELIFE_PRIORITY = {
  targetedCard: 1,
  zombieDeclared: 2,
  scavenged: 2,
  marketCrash: 2,
  claim: 2,
  healthLost: 3,
  bitten: 4,
  zombified: 5,
  gameEnded: 6,
} as const

/** A player's mat (3.7 × 2.25) with room around it. */
const MAT: Framing = { distance: 6.5, elevation: 0.95, fov: 40 }

function seatShot(view: ZombielifeView, seat: Seat): CameraPreset | null {
  if (!view.players[seat]) return null
  return shotAt(areaCenter(seat, view.players.length), MAT)
}

function between(view: ZombielifeView, a: Seat, b: Seat): CameraPreset | null {
  const n = view.players.length
  if (!view.players[a] || !view.players[b]) return null
  return shotBetween(areaCenter(a, n), areaCenter(b, n), MAT)
}

const PILES = shotAt([(pilePlace(0)[0] + pilePlace(5)[0]) / 2, 0, pilePlace(0)[2]], {
  distance: 8,
  elevation: 1,
  fov: 40,
})

/**
 * The whole table for a stream: closer than the player's overview, which leaves room for the HUD's
 * columns; six mats (three across) still fit at 16:9.
 */
const STREAM_OVERVIEW: CameraPreset = { position: [0.3, 11.6, 6.4], target: [0.3, 0, 0.7], fov: 40 }

const TARGETED: ReadonlySet<string> = new Set(['superSpreader', 'lockdown', 'policyLapse'])

function eventShot(event: GameEvent, view: ZombielifeView): { shot: CameraPreset; priority: number } | null {
  const e = event as ZombielifeEvent
  const at = (shot: CameraPreset | null, priority: number) => (shot ? { shot, priority } : null)
  switch (e.type) {
    case 'zombieDeclared':
      return e.act === 'bite' && e.target !== undefined
        ? at(between(view, e.seat, e.target), ZOMBIELIFE_PRIORITY.zombieDeclared)
        : null
    case 'bitten':
      return at(between(view, e.zombie, e.seat), ZOMBIELIFE_PRIORITY.bitten)
    case 'tokenInfected':
      return at(seatShot(view, e.seat), ZOMBIELIFE_PRIORITY.healthLost)
    case 'playerZombified':
      return at(seatShot(view, e.seat), ZOMBIELIFE_PRIORITY.zombified)
    case 'scavenged':
      return at(seatShot(view, e.seat), ZOMBIELIFE_PRIORITY.scavenged)
    case 'insuranceClaimed':
      return at(seatShot(view, e.seat), ZOMBIELIFE_PRIORITY.claim)
    case 'cardPlayed':
      if (e.kind === 'marketCrash') return at(PILES, ZOMBIELIFE_PRIORITY.marketCrash)
      return TARGETED.has(e.kind) ? at(seatShot(view, e.seat), ZOMBIELIFE_PRIORITY.targetedCard) : null
    case 'gameEnded':
      return at(STREAM_OVERVIEW, ZOMBIELIFE_PRIORITY.gameEnded)
    default:
      return null
  }
}

/** A row of mats (three across, as at a five- or six-player table). */
function rowShot(z: number): CameraPreset {
  return shotBetween([-AREA_PITCH, 0, z], [AREA_PITCH, 0, z], MAT)
}

export const zombielifeDirector: DirectorRules<ZombielifeView> = {
  presets: [
    { label: 'Overview', shot: STREAM_OVERVIEW },
    { label: 'Close', shot: zombielifeCamera.presets.close },
    { label: 'Asset piles', shot: PILES },
    { label: 'Near mats', shot: rowShot(NEAR_Z) },
    { label: 'Far mats', shot: rowShot(FAR_Z) },
  ],
  seatShot,
  eventShot,
  // Whose turn it is, not who answers with PPE: the camera stays on the player acting.
  activeSeat: (view) => (view.decision.kind === 'over' ? null : view.turn.seat),
}
