/**
 * Hand-made MonopoZombie views for the harness and the scene tests (no engine needed): `full` is the
 * heaviest table the game can show (8 players, all 32 houses and 12 hotels on the board, zombies,
 * bodyguards, mortgages, Stage 3 with three dice); `mid` is a 6-player Stage 2 game.
 */
import { DEFAULT_OPTIONS } from '../../../engine/games/monopozombie/options'
import { LOT_SQUARES, MONOPOZOMBIE } from '../../../engine/games/monopozombie/data'
import type { LotView, MonopoView, PlayerView } from '../../../engine/games/monopozombie/types'
import { playerStart, turnStart } from '../../../engine/games/monopozombie/setup'

export const MONOPO_FIXTURES = ['full', 'mid', 'start'] as const
export type MonopoFixture = (typeof MONOPO_FIXTURES)[number]

const NAMES = ['Alex', 'Billie', 'Casey', 'Dana', 'Emery', 'Finley', 'Gray', 'Harper']

/** A player's view at the start of a game, with `over` patched in. */
export function playerView(seat: number, over: Partial<PlayerView> = {}): PlayerView {
  return { seat, name: NAMES[seat] ?? `Seat ${seat}`, cash: 1500, ...playerStart(), worth: 1500, ...over }
}

function lots(levels: Readonly<Record<number, Partial<LotView>>>): LotView[] {
  return LOT_SQUARES.map((square) => ({
    square,
    owner: null,
    mortgaged: false,
    level: 0,
    liftAtPrincipal: false,
    ...levels[square],
  }))
}

const STREETS = MONOPOZOMBIE.squares.filter((s) => s.kind === 'street').map((s) => s.index)

function base(players: PlayerView[], lotViews: LotView[]): MonopoView {
  return {
    game: 'monopozombie',
    viewer: 0,
    options: DEFAULT_OPTIONS,
    stage: 1,
    firstSeat: 0,
    players,
    lots: lotViews,
    bankHouses: MONOPOZOMBIE.rules.houses,
    bankHotels: MONOPOZOMBIE.rules.hotels,
    deckSizes: { chance: 16, chest: 16 },
    shownCard: null,
    occupied: [],
    turn: { seat: 0, number: 1, round: 1, ...turnStart() },
    decision: { kind: 'turn', seat: 0 },
    auction: null,
    trade: null,
    debt: null,
    winners: null,
    endReason: null,
  }
}

/**
 * 8 players; 12 streets with hotels and 8 with four houses (32); 4 zombies; Stage 3; two humans
 * standing on a zombie's built-up street (occupied: it comes down a level when they leave).
 */
function full(): MonopoView {
  const levels: Record<number, Partial<LotView>> = {}
  STREETS.forEach((square, i) => {
    const owner = i % 8
    if (i < 12) levels[square] = { owner, level: 5 }
    else if (i < 20) levels[square] = { owner, level: 4 }
    else levels[square] = { owner, mortgaged: true }
  })
  for (const [i, square] of [5, 15, 25, 35, 12, 28].entries()) {
    levels[square] = { owner: (i * 3) % 8, mortgaged: i % 2 === 0 }
  }
  const players = [
    playerView(0, { position: 24, cash: 412, bodyguards: 2, lapped: true }),
    playerView(1, { position: 24, cash: 80, zombie: true, lapped: true }),
    playerView(2, { position: 24, cash: 1210, lapped: true, cards: [4] }),
    playerView(3, { position: 10, inJail: true, cash: 35, lapped: true }),
    playerView(4, { position: 10, cash: 640, zombie: true, lapped: true }),
    playerView(5, { position: 0, cash: 0, zombie: true, lapped: true }),
    playerView(6, { position: 37, cash: 2310, bodyguards: 3, lapped: true }),
    playerView(7, { position: 31, cash: 150, zombie: true, lapped: true }),
  ]
  const v = base(players, lots(levels))
  return {
    ...v,
    stage: 3,
    bankHouses: 0,
    bankHotels: 0,
    deckSizes: { chance: 15, chest: 16 },
    shownCard: 19,
    occupied: [24],
    turn: { ...v.turn, seat: 6, number: 311, round: 39, phase: 'postRoll', dice: [3, 5, 1], chosen: [0, 1] },
    decision: { kind: 'turn', seat: 6 },
  }
}

/**
 * 6 players in Stage 2: some houses, a hotel, two zombies, mortgages, a zombie rolling 2d4, and a
 * human who survived on a zombie's house (an occupied lot).
 */
function mid(): MonopoView {
  const levels: Record<number, Partial<LotView>> = {
    1: { owner: 0, level: 2 },
    3: { owner: 0, level: 3 },
    6: { owner: 1 },
    8: { owner: 1, mortgaged: true },
    9: { owner: 2 },
    11: { owner: 3, level: 1 },
    13: { owner: 3, level: 1 },
    14: { owner: 3, level: 2 },
    16: { owner: 4, level: 1 },
    19: { owner: 5, mortgaged: true },
    21: { owner: 2 },
    26: { owner: 1 },
    31: { owner: 5, level: 4 },
    32: { owner: 5, level: 5 },
    34: { owner: 5, level: 4 },
    5: { owner: 4 },
    25: { owner: 4 },
    12: { owner: 2, mortgaged: true },
    37: { owner: 0 },
  }
  const players = [
    playerView(0, { position: 11, cash: 730, bodyguards: 1, lapped: true }),
    playerView(1, { position: 11, cash: 210, zombie: true, lapped: true }),
    playerView(2, { position: 16, cash: 960, lapped: true, bodyguards: 2 }),
    playerView(3, { position: 10, inJail: true, cash: 55, lapped: true }),
    playerView(4, { position: 27, cash: 1320, zombie: true, lapped: true }),
    playerView(5, { position: 33, cash: 405, lapped: true, cards: [20] }),
  ]
  const v = base(players, lots(levels))
  return {
    ...v,
    stage: 2,
    bankHouses: 32 - 18,
    occupied: [16],
    bankHotels: 11,
    deckSizes: { chance: 16, chest: 15 },
    shownCard: 6,
    turn: { ...v.turn, seat: 4, number: 97, round: 17, phase: 'postRoll', dice: [3, 2], diceKind: 'd4' },
    decision: { kind: 'turn', seat: 4 },
  }
}

export function monopoFixture(name: MonopoFixture, players = 8): MonopoView {
  if (name === 'full') return full()
  if (name === 'mid') return mid()
  const n = Math.min(8, Math.max(2, players))
  return base(
    Array.from({ length: n }, (_, seat) => playerView(seat)),
    lots({}),
  )
}
