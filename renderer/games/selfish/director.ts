/**
 * How the stream page's director films Selfish: the active survivor where it stands in its column,
 * attacks between the two columns, a death on the dead player's column, and the escape at the
 * helipad. Places come from the scene's layout, so the shots frame what the table draws.
 */
import type { Seat } from '../../../engine/core/types'
import { SELFISH } from '../../../engine/games/selfish/data'
import type { SelfishEvent, SelfishView } from '../../../engine/games/selfish/types'
import type { CameraPreset } from '../../table/cameraPresets'
import { cutTo, cutToSeat, directorFrom, shotAt, type DirectorMoment } from '../../table/directorShots'
import { selfishCamera } from './camera'
import { columnX, spaceZ, tablePlaces, type Vec3 } from './scene/layout'

/** What matters more than what: a win over a death over an attack landing over an attack played. */
export const SELFISH_PRIORITY = {
  attackPlayed: 2,
  wasteland: 2,
  pushedBack: 2,
  defended: 2,
  attackLanded: 3,
  died: 4,
  won: 5,
} as const

/** The spaces a column shot looks ahead of the survivor (its trail lies behind, nearer the viewer). */
const LOOK_AHEAD = 0.4
/** A typical table for the fixed presets (the piles move out a little for 5–6 players). */
const PRESET_PLAYERS = 4

function survivorAt(view: SelfishView, seat: Seat): Vec3 | null {
  const p = view.players[seat]
  if (!p) return null
  return [columnX(seat, view.players.length), 0, spaceZ(p.level + LOOK_AHEAD)]
}

function helipadShot(view: SelfishView): CameraPreset {
  const { helipad } = tablePlaces(view.players.length, view.chopperLevel)
  return shotAt(helipad, { distance: 8.5, elevation: 0.85, fov: 40 })
}

const ATTACK_CARDS: ReadonlySet<string> = new Set(['horde', 'rampage', 'stealSupplies'])
const BAD_WASTELAND: ReadonlySet<string> = new Set(['bandits', 'zombies', 'bitten'])

/** An attack landing: the attacker and the target in one shot. */
const landed = (e: { readonly seat: Seat; readonly attacker: Seat }, at: DirectorMoment<SelfishView>) =>
  cutTo(at.between(e.attacker, e.seat), SELFISH_PRIORITY.attackLanded)
const defended = cutToSeat<SelfishView>(SELFISH_PRIORITY.defended)

const presetPlaces = tablePlaces(PRESET_PLAYERS, SELFISH.rules.chopperLevel)

/** The whole table for a stream: closer than the player's overview, which leaves room for the HUD. */
const STREAM_OVERVIEW: CameraPreset = { position: [0, 15, 10], target: [0, 0, 1], fov: 39 }

export const selfishDirector = directorFrom<SelfishEvent, SelfishView>({
  presets: [
    { label: 'Overview', shot: STREAM_OVERVIEW },
    { label: 'Start line', shot: selfishCamera.presets.close },
    { label: 'Helipad', shot: shotAt(presetPlaces.helipad, { distance: 8.5, elevation: 0.85, fov: 40 }) },
    { label: 'Game cards', shot: shotAt(presetPlaces.gameDeck, { distance: 7.5, elevation: 1, fov: 40 }) },
    {
      label: 'Wasteland',
      shot: shotAt(presetPlaces.wastelandDeck, { distance: 7.5, elevation: 1, fov: 40 }),
    },
  ],
  seatPlace: survivorAt,
  events: {
    cardPlayed: (e, at) =>
      ATTACK_CARDS.has(e.kind) ? cutTo(at.seat(e.seat), SELFISH_PRIORITY.attackPlayed) : null,
    cardBitten: landed,
    cardStolen: landed,
    suppliesStolen: landed,
    pushedBack: cutToSeat(SELFISH_PRIORITY.pushedBack),
    attackBlocked: defended,
    attackReflected: defended,
    survivorMoved: (e, at) =>
      e.kind !== null && BAD_WASTELAND.has(e.kind)
        ? cutTo(at.seat(e.seat), SELFISH_PRIORITY.wasteland)
        : null,
    playerDied: cutToSeat(SELFISH_PRIORITY.died),
    gameWon: (_e, at) => cutTo(helipadShot(at.view), SELFISH_PRIORITY.won),
    zombiesWon: () => cutTo(STREAM_OVERVIEW, SELFISH_PRIORITY.won),
  },
  // Whose turn it is, not who answers an attack: the camera stays on the player acting.
  activeSeat: (view) => (view.decision.kind === 'over' ? null : view.turn.seat),
})
