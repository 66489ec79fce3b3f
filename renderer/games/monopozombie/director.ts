/**
 * How the stream page's director films MonopoZombie: the active player's token, a player turning
 * zombie, an auction's lot, a hotel or a dear lot bought, and the stage plaque when the stage
 * changes. Places come from the scene's layout (the tokens fanned out as the table draws them).
 */
import type { Seat } from '../../../engine/core/types'
import type { AuctionLot, MonopoEvent, MonopoView } from '../../../engine/games/monopozombie/types'
import type { CameraPreset, Vec3 } from '../../table/cameraPresets'
import { aimOnBoard, cutTo, cutToSeat, directorFrom, shotAt, type Framing } from '../../table/directorShots'
import { monopozombieCamera } from './camera'
import {
  BANK_HOTEL_PITCH,
  BANK_HOTEL_X0,
  BANK_Z,
  BOARD_Y,
  CHANCE_PILE,
  CHEST_PILE,
  HALF,
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

function tokenAt(view: MonopoView, seat: Seat): Vec3 | null {
  return tokenPlaces(view.players).find((t) => t.seat === seat)?.position ?? null
}

/** Token and lot shots keep to the board: a place on an edge row is framed with the rows inside it. */
const onBoard = (place: Vec3, framing: Framing): Vec3 => aimOnBoard(place, HALF, framing)

function squareShot(square: number): CameraPreset {
  const r = squareRect(square)
  return shotAt(onBoard([r.x, BOARD_Y, r.z], SQUARE), SQUARE)
}

/** The bank's hotels (where a contested building is sold from). */
const BANK_SHOT = shotAt([BANK_HOTEL_X0 + 2.5 * BANK_HOTEL_PITCH, BOARD_Y, BANK_Z], MIDDLE)
const STAGE_SHOT = shotAt([STAGE_PLAQUE.x, BOARD_Y, STAGE_PLAQUE.z], MIDDLE)

function lotShot(lot: AuctionLot): CameraPreset {
  return lot.kind === 'deed' ? squareShot(lot.square) : BANK_SHOT
}

/** A lot's square, when it sold dear enough to be worth a cut. */
const bigPurchase = (square: number, price: number) =>
  price >= BIG_PURCHASE ? cutTo(squareShot(square), MONOPO_PRIORITY.bigPurchase) : null
const resisted = cutToSeat<MonopoView>(MONOPO_PRIORITY.resisted)

export const monopozombieDirector = directorFrom<MonopoEvent, MonopoView>({
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
  seatPlace: tokenAt,
  seatFraming: TOKEN,
  aim: onBoard,
  events: {
    auctionStarted: (e) => cutTo(lotShot(e.lot), MONOPO_PRIORITY.auction),
    lotBought: (e) => bigPurchase(e.square, e.price),
    auctionWon: (e) => (e.lot.kind === 'deed' ? bigPurchase(e.lot.square, e.amount) : null),
    built: (e) => (e.level >= 5 ? cutTo(squareShot(e.square), MONOPO_PRIORITY.hotel) : null),
    demolished: (e) => cutTo(squareShot(e.square), MONOPO_PRIORITY.demolished),
    // A conversion, whatever its cause: snake eyes, an encounter with a zombie, infected ground…
    converted: cutToSeat(MONOPO_PRIORITY.converted),
    conversionResisted: resisted,
    immunityUsed: resisted,
    jailed: cutToSeat(MONOPO_PRIORITY.jailed),
    bankrupt: cutToSeat(MONOPO_PRIORITY.bankrupt),
    stageChanged: () => cutTo(STAGE_SHOT, MONOPO_PRIORITY.stage),
    gameWon: () => cutTo(monopozombieCamera.presets.overview, MONOPO_PRIORITY.won),
  },
  // Whose turn it is, not who bids or answers a trade: the camera stays on the player acting.
  activeSeat: (view) => (view.winners !== null ? null : view.turn.seat),
})
