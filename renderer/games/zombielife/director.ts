/**
 * How the stream page's director films Zombielife Insurance: the active player's mat, a zombie's bite
 * between the zombie's mat and its victim's, health lost and a player turning zombie on that
 * player's mat, a Market Crash over the asset piles. Places come from the scene's layout.
 */
import type { Seat } from '../../../engine/core/types'
import type { ZombielifeEvent, ZombielifeView } from '../../../engine/games/zombielife/types'
import type { CameraPreset, Vec3 } from '../../table/cameraPresets'
import { cutTo, cutToSeat, directorFrom, shotAt, shotBetween, type Framing } from '../../table/directorShots'
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

function matAt(view: ZombielifeView, seat: Seat): Vec3 | null {
  return view.players[seat] ? areaCenter(seat, view.players.length) : null
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

/** A row of mats (three across, as at a five- or six-player table). */
function rowShot(z: number): CameraPreset {
  return shotBetween([-AREA_PITCH, 0, z], [AREA_PITCH, 0, z], MAT)
}

export const zombielifeDirector = directorFrom<ZombielifeEvent, ZombielifeView>({
  presets: [
    { label: 'Overview', shot: STREAM_OVERVIEW },
    { label: 'Close', shot: zombielifeCamera.presets.close },
    { label: 'Asset piles', shot: PILES },
    { label: 'Near mats', shot: rowShot(NEAR_Z) },
    { label: 'Far mats', shot: rowShot(FAR_Z) },
  ],
  seatPlace: matAt,
  seatFraming: MAT,
  events: {
    zombieDeclared: (e, at) =>
      e.act === 'bite' && e.target !== undefined
        ? cutTo(at.between(e.seat, e.target), ZOMBIELIFE_PRIORITY.zombieDeclared)
        : null,
    bitten: (e, at) => cutTo(at.between(e.zombie, e.seat), ZOMBIELIFE_PRIORITY.bitten),
    tokenInfected: cutToSeat(ZOMBIELIFE_PRIORITY.healthLost),
    playerZombified: cutToSeat(ZOMBIELIFE_PRIORITY.zombified),
    scavenged: cutToSeat(ZOMBIELIFE_PRIORITY.scavenged),
    insuranceClaimed: cutToSeat(ZOMBIELIFE_PRIORITY.claim),
    cardPlayed: (e, at) => {
      if (e.kind === 'marketCrash') return cutTo(PILES, ZOMBIELIFE_PRIORITY.marketCrash)
      return TARGETED.has(e.kind) ? cutTo(at.seat(e.seat), ZOMBIELIFE_PRIORITY.targetedCard) : null
    },
    gameEnded: () => cutTo(STREAM_OVERVIEW, ZOMBIELIFE_PRIORITY.gameEnded),
  },
  // Whose turn it is, not who answers with PPE: the camera stays on the player acting.
  activeSeat: (view) => (view.decision.kind === 'over' ? null : view.turn.seat),
})
