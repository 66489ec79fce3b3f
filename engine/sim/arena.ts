/**
 * Bot against bot: who sits where in each game (seats rotate, so no bot keeps the first seat), one
 * game played and scored by bot, and the tally with 95% confidence intervals. Pure; the arena CLI
 * spreads games over worker threads and adds the clock.
 */
import type { Bot } from '../bots/types'
import type { GameRegistry } from '../core/match'
import { runGame } from './runGame'
import { gameSeed, seatBots } from './simulate'

/** Which bot (by name) plays each seat in game `index`: the list cycled to the table, turned by `index`. */
export function arenaLineup(names: readonly string[], players: number, index: number): string[] {
  const cycled = seatBots(names, players)
  const turn = index % players
  return cycled.map((_, seat) => cycled[(seat + turn) % players] as string)
}

/**
 * The deal game `index` is played on. Plain: a deal of its own. Paired: each deal is played once per
 * turn of the lineup (games 0 to players-1 share deal 0, and so on), so every bot meets the same
 * cards and dice from every chair, and the luck of the deal cancels out of the comparison.
 */
export function arenaDeal(players: number, index: number, paired: boolean): number {
  return paired ? Math.floor(index / players) : index
}

export interface ArenaGameSetup {
  readonly registry: GameRegistry
  readonly game: string
  readonly players: number
  readonly seed: string | number
  readonly index: number
  /** The bots by the names the lineup uses. */
  readonly bots: Readonly<Record<string, Bot>>
  readonly names: readonly string[]
  readonly maxActions?: number
  readonly checkInvariants?: boolean
  readonly clock?: () => number
  /** Deals played from every chair in turn (arenaDeal); left out: each game its own deal. */
  readonly paired?: boolean
}

export interface ArenaGame {
  readonly index: number
  readonly seed: string
  readonly lineup: readonly string[]
  /** The names of the bots that won (one per winning seat); empty when nobody won. */
  readonly winners: readonly string[]
  readonly actions: number
  /** Why the game did not finish, or null. */
  readonly error: string | null
}

export function playArenaGame(setup: ArenaGameSetup): ArenaGame {
  const lineup = arenaLineup(setup.names, setup.players, setup.index)
  const seed = gameSeed(setup.seed, arenaDeal(setup.players, setup.index, setup.paired ?? false))
  const run = runGame({
    registry: setup.registry,
    game: setup.game,
    players: lineup.map((name, seat) => ({ name: `${name} ${seat + 1}` })),
    seed,
    bots: lineup.map((name) => setup.bots[name] as Bot),
    ...(setup.maxActions ? { maxActions: setup.maxActions } : {}),
    checkInvariants: setup.checkInvariants ?? false,
    ...(setup.clock ? { clock: setup.clock } : {}),
  })
  const error = run.outcome
    ? null
    : (run.error ?? run.violations.map((v) => v.message).join(' ') ?? 'The game stopped.')
  return {
    index: setup.index,
    seed,
    lineup,
    winners: run.outcome ? run.outcome.winners.map((seat) => lineup[seat] as string) : [],
    actions: run.actions,
    error,
  }
}

export interface ArenaStanding {
  readonly bot: string
  /** Seats it played, over all finished games. */
  readonly seats: number
  readonly wins: number
  /** wins / seats, with its 95% Wilson interval. */
  readonly winRate: number
  readonly winRateCI: readonly [number, number]
  /** Its part of all wins (games somebody won), with its 95% Wilson interval. */
  readonly share: number
  readonly shareCI: readonly [number, number]
  /** The part of the wins its seats would take if every seat were as strong. */
  readonly fairShare: number
}

export interface ArenaTally {
  readonly games: number
  readonly finished: number
  /** Finished games nobody won (the zombies, in Selfish). */
  readonly nobodyWon: number
  readonly errors: number
  readonly meanActions: number
  readonly standings: readonly ArenaStanding[]
}

export function tallyArena(played: readonly ArenaGame[], names: readonly string[]): ArenaTally {
  const finished = played.filter((g) => g.error === null)
  const totalWins = finished.reduce((sum, g) => sum + g.winners.length, 0)
  const totalSeats = finished.reduce((sum, g) => sum + g.lineup.length, 0)
  const standings = [...new Set(names)].map((bot) => {
    const seats = finished.reduce((sum, g) => sum + g.lineup.filter((n) => n === bot).length, 0)
    const wins = finished.reduce((sum, g) => sum + g.winners.filter((n) => n === bot).length, 0)
    return {
      bot,
      seats,
      wins,
      winRate: ratio(wins, seats),
      winRateCI: wilson(wins, seats),
      share: ratio(wins, totalWins),
      shareCI: wilson(wins, totalWins),
      fairShare: ratio(seats, totalSeats),
    }
  })
  return {
    games: played.length,
    finished: finished.length,
    nobodyWon: finished.filter((g) => g.winners.length === 0).length,
    errors: played.length - finished.length,
    meanActions: ratio(
      played.reduce((sum, g) => sum + g.actions, 0),
      played.length,
    ),
    standings,
  }
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole
}

/** The 95% Wilson score interval of a proportion of k in n (0..1 when n is 0). */
export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1]
  const p = k / n
  const z2 = z * z
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n)
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n)
  return [Math.max(0, centre - half), Math.min(1, centre + half)]
}

export interface PairedStanding {
  readonly bot: string
  /** Its part of all wins over the whole deals, as the plain share. */
  readonly share: number
  /** Its 95% interval with the deals as the units (a ratio estimate's delta method): the luck of each deal, which every chair shared, is left out of it. */
  readonly shareCI: readonly [number, number]
}

export interface PairedTally {
  /** Deals whose every turn of the lineup finished (the only ones counted). */
  readonly deals: number
  readonly standings: readonly PairedStanding[]
}

/** The paired estimate of each bot's share of the wins, over the deals played from every chair. */
export function tallyPaired(
  played: readonly ArenaGame[],
  names: readonly string[],
  players: number,
): PairedTally {
  const byDeal = new Map<number, ArenaGame[]>()
  for (const game of played) {
    const deal = arenaDeal(players, game.index, true)
    byDeal.set(deal, [...(byDeal.get(deal) ?? []), game])
  }
  const deals = [...byDeal.values()].filter((g) => g.length === players && g.every((x) => x.error === null))
  const totals = deals.map((g) => g.reduce((sum, x) => sum + x.winners.length, 0))
  const allWins = totals.reduce((a, b) => a + b, 0)
  const standings = [...new Set(names)].map((bot) => {
    const wins = deals.map((g) => g.reduce((sum, x) => sum + x.winners.filter((n) => n === bot).length, 0))
    const share = ratio(
      wins.reduce((a, b) => a + b, 0),
      allWins,
    )
    return { bot, share, shareCI: ratioInterval(wins, totals, share) }
  })
  return { deals: deals.length, standings }
}

/** The 95% interval of Σa/Σn over clusters (a_d, n_d), by the delta method; all of 0..1 with fewer than two. */
function ratioInterval(a: readonly number[], n: readonly number[], r: number, z = 1.96): [number, number] {
  const d = a.length
  const sumN = n.reduce((x, y) => x + y, 0)
  if (d < 2 || sumN === 0) return [0, 1]
  const spread = a.reduce((sum, ai, i) => sum + (ai - r * (n[i] as number)) ** 2, 0)
  const half = (z * Math.sqrt((d / (d - 1)) * spread)) / sumN
  return [Math.max(0, r - half), Math.min(1, r + half)]
}
