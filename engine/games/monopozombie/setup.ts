/** A new MonopoZombie table: $1,500 each, everyone human on GO, both decks shuffled, who rolls first. */
import { randomInt, seedRng, shuffleInPlace } from '../../core/rng'
import type { Seat, SetupFn } from '../../core/types'
import { MONOPOZOMBIE } from './data'
import { BOARD_SIZE } from './dataTypes'
import { RULES } from './queries'
import type { LotState, MonopoOptions, MonopoState, PlayerState, TurnState } from './types'

const EMPTY_LOT: LotState = { owner: null, mortgaged: false, level: 0, liftAtPrincipal: false }

export const setupMonopo: SetupFn<MonopoState, MonopoOptions> = (players, seed, options) => {
  if (players.length < RULES.minPlayers || players.length > RULES.maxPlayers) {
    throw new Error(`MonopoZombie needs ${RULES.minPlayers} to ${RULES.maxPlayers} players.`)
  }
  const rng = seedRng(seed)
  const deck = (which: 'chance' | 'chest') =>
    shuffleInPlace(
      rng,
      MONOPOZOMBIE.cards.filter((c) => c.deck === which).map((c) => c.id),
    )
  const chance = deck('chance')
  const chest = deck('chest')
  const firstSeat = options.firstSeat ?? highestRoll(rng, players.length)
  return {
    game: 'monopozombie',
    options,
    rng,
    stage: 1,
    firstSeat,
    players: players.map((p) => ({ name: p.name, cash: RULES.startingCash, ...playerStart() })),
    bank: 0,
    lots: Array.from({ length: BOARD_SIZE }, () => EMPTY_LOT),
    bankHouses: RULES.houses,
    bankHotels: RULES.hotels,
    decks: { chance, chest },
    shownCard: null,
    occupied: [],
    turn: { seat: firstSeat, number: 1, round: 1, ...turnStart() },
    steps: [],
    decision: { kind: 'turn', seat: firstSeat },
    auction: null,
    trade: null,
    debt: null,
    winners: null,
    endReason: null,
  }
}

/** The highest roll of two dice goes first; tied players roll again. */
function highestRoll(rng: MonopoState['rng'], count: number): Seat {
  let tied: Seat[] = Array.from({ length: count }, (_, s) => s)
  for (;;) {
    const rolls = tied.map(() => randomInt(rng, 6) + randomInt(rng, 6) + 2)
    const best = Math.max(...rolls)
    tied = tied.filter((_, k) => rolls[k] === best)
    if (tied.length === 1) return tied[0] as Seat
  }
}

/** A turn as it starts, before the roll (its seat, number and round aside); fresh lists each time. */
export function turnStart(): Omit<TurnState, 'seat' | 'number' | 'round'> {
  return {
    phase: 'preRoll',
    doublesInRow: 0,
    dice: [],
    diceKind: 'd6',
    chosen: [],
    rollAgain: false,
    tradeOffers: 0,
  }
}

/** A player as the game starts (name and cash aside): on GO, human, free, with nothing. */
export function playerStart(): Omit<PlayerState, 'name' | 'cash'> {
  return {
    position: 0,
    zombie: false,
    lapped: false,
    eliminated: false,
    inJail: false,
    jailRolls: 0,
    cards: [],
    bodyguards: 0,
  }
}
