/**
 * How the stream page's director films MonopoZombie: the active player's token, a player turning
 * zombie, an auction's lot, a hotel or a dear lot bought, and the stage plaque when the stage
 * changes. Places come from the scene's layout (the tokens fanned out as the table draws them).
 */
import type { GameEvent, Seat } from '../../../engine/core/types'
import type { AuctionLot, MonopoEvent, MonopoView } from '../../../engine/games/monopozombie/types'
import type { CameraPreset } from '../../table/cameraPresets'
import type { DirectorRules } from '../../table/director'
import { shotAt, type Framing } from '../../table/directorShots'
import { monopozombieCamera } from './camera'
import {
  BANK_HOTEL_PITCH,
  BANK_HOTEL_X0,
  BANK_Z,
  BOARD_Y,
  CHANCE_PILE,
  CHEST_PILE,
  ROSTER,
  STAGE_PLAQUE,
  squareRect,
  tokenPlaces,
} from './scene/layout'

/** A lot bought (outright or at auction) for at least this much is worth a cut. */
export const BIG_PURCHASE = 300

/** What matters more than what: the end over a stage over a conversion over the rest. */
export const MONOPO_PRIORITY = {
  jailed: 2,
  demolished: 2,
  bigPurchase: 3,
  hotel: 3,
  auction: 3,
  resisted: 3,
  bankrupt: 4,
  converted: 5,
  stage: 6,
  won: 7,
} as const

/** A token and the squares either side of it. */
const TOKEN: Framing = { distance: 7.5, elevation: 1.1, fov: 40 }
const SQUARE: Framing = { distance: 8, elevation: 1.15, fov: 40 }
const MIDDLE: Framing = { distance: 7.5, elevation: 1.05, fov: 40 }

function seatShot(view: MonopoView, seat: Seat): CameraPreset | null {
  const place = tokenPlaces(view.players).find((t) => t.seat === seat)
  return place ? shotAt(place.position, TOKEN) : null
}

function squareShot(square: number): CameraPreset {
  const r = squareRect(square)
  return shotAt([r.x, BOARD_Y, r.z], SQUARE)
}

/** The bank's hotels (where a contested building is sold from). */
const BANK_SHOT = shotAt([BANK_HOTEL_X0 + 2.5 * BANK_HOTEL_PITCH, BOARD_Y, BANK_Z], MIDDLE)
const STAGE_SHOT = shotAt([STAGE_PLAQUE.x, BOARD_Y, STAGE_PLAQUE.z], MIDDLE)

function lotShot(lot: AuctionLot): CameraPreset {
  return lot.kind === 'deed' ? squareShot(lot.square) : BANK_SHOT
}

function eventShot(event: GameEvent, view: MonopoView): { shot: CameraPreset; priority: number } | null {
  const e = event as MonopoEvent
  const at = (shot: CameraPreset | null, priority: number) => (shot ? { shot, priority } : null)
  switch (e.type) {
    case 'auctionStarted':
      return at(lotShot(e.lot), MONOPO_PRIORITY.auction)
    case 'lotBought':
      return e.price >= BIG_PURCHASE ? at(squareShot(e.square), MONOPO_PRIORITY.bigPurchase) : null
    case 'auctionWon':
      return e.lot.kind === 'deed' && e.amount >= BIG_PURCHASE
        ? at(squareShot(e.lot.square), MONOPO_PRIORITY.bigPurchase)
        : null
    case 'built':
      return e.level >= 5 ? at(squareShot(e.square), MONOPO_PRIORITY.hotel) : null
    case 'demolished':
      return at(squareShot(e.square), MONOPO_PRIORITY.demolished)
    // A conversion, whatever its cause: snake eyes, an encounter with a zombie, infected ground…
    case 'converted':
      return at(seatShot(view, e.seat), MONOPO_PRIORITY.converted)
    case 'conversionResisted':
    case 'immunityUsed':
      return at(seatShot(view, e.seat), MONOPO_PRIORITY.resisted)
    case 'jailed':
      return at(seatShot(view, e.seat), MONOPO_PRIORITY.jailed)
    case 'bankrupt':
      return at(seatShot(view, e.seat), MONOPO_PRIORITY.bankrupt)
    case 'stageChanged':
      return at(STAGE_SHOT, MONOPO_PRIORITY.stage)
    case 'gameWon':
      return at(monopozombieCamera.presets.overview, MONOPO_PRIORITY.won)
    default:
      return null
  }
}

export const monopozombieDirector: DirectorRules<MonopoView> = {
  presets: [
    { label: 'Overview', shot: monopozombieCamera.presets.overview },
    { label: 'Close', shot: monopozombieCamera.presets.close },
    { label: 'Roster', shot: shotAt([ROSTER.x, BOARD_Y, ROSTER.z + 1.2], MIDDLE) },
    {
      label: 'Cards and dice',
      shot: shotAt([(CHANCE_PILE[0] + CHEST_PILE[0]) / 2, BOARD_Y, 0], MIDDLE),
    },
    { label: 'Bank', shot: BANK_SHOT },
  ],
  seatShot,
  eventShot,
  // Whose turn it is, not who bids or answers a trade: the camera stays on the player acting.
  activeSeat: (view) => (view.winners !== null ? null : view.turn.seat),
}
