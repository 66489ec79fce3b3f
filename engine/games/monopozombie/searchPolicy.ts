/**
 * The policy Hard and Expert play out and improve on: Medium, except in the Apocalypse, where most
 * two-player games are decided by the race to Quarantine (R15) that starts when the last human turns.
 *
 * - A zombie racing walks to where its next walk is likeliest to end on Quarantine (quarantineRace.ts).
 *   Against one other zombie that walk is solved exactly, so the search keeps it (`settled`).
 * - One last human with no improved street (who cannot win as a human, R14) against one zombie: the
 *   chase is solved (lastHumanChase.ts) and both play it as solved, also `settled`. She turns where
 *   and when the race favours her most (by her walk, R1, R9, R10 or Go To Quarantine, or by declining
 *   her immunity card; snake eyes onto Quarantine wins at once, M20); far from the stall limit she
 *   can afford to wait, so the zombie may rather turn her itself and take the race as it stands.
 * - Otherwise, while one human is left, a zombie does not turn them (whoever turns last walks first
 *   in the race, and the stall limit goes to the zombies); it ruins their houses instead (R11) and
 *   keeps to squares from which it would start the race well; a hopeless last human turns when the
 *   race would then favour it.
 *
 * Against Medium this policy alone wins 68.8% of two-player games (1,372 of 1,995 decided games,
 * 66.7–70.8%, seats alternated; 61.3% before the chase was solved), where Medium against itself
 * wins half.
 */
import type { PolicyBot } from '../../bots/types'
import type { Seat } from '../../core/types'
import { monopoHeuristicBot } from './bots'
import { MONOPOZOMBIE } from './data'
import { BOARD_SIZE, FREE_PARKING, GO_TO_JAIL, JAIL } from './dataTypes'
import {
  chaseBoard,
  chaseOdds,
  quickChaseOdds,
  roundsLeft,
  type ChaseBoard,
  type ChaseOdds,
} from './lastHumanChase'
import { bestWalk, firstToQuarantine } from './quarantineRace'
import type { MonopoAction, MonopoView, PlayerView } from './types'
import { humansOn, lotAt, zombiesOn } from './viewQueries'

const SQUARES = MONOPOZOMBIE.squares

/** A last human turns when the race would give it at least this chance. */
const TURN_AT = 0.5

const wrap = (square: number) => ((square % BOARD_SIZE) + BOARD_SIZE) % BOARD_SIZE
const standing = (view: MonopoView) => view.players.filter((p) => !p.eliminated)
const humansOf = (view: MonopoView) => standing(view).filter((p) => !p.zombie)
const zombiesOf = (view: MonopoView) => standing(view).filter((p) => p.zombie)

function improvedStreets(view: MonopoView, seat: Seat): number[] {
  return view.lots
    .filter((l) => l.owner === seat && l.level > 0 && SQUARES[l.square]?.kind === 'street')
    .map((l) => l.square)
}

/** My chance in the race standing on `mine`, against each rival in turn: averaged over them. */
function raceOdds(mine: number, rivals: readonly PlayerView[], iWalkFirst: boolean): number {
  if (rivals.length === 0) return 1
  let odds = 0
  for (const r of rivals) {
    odds += iWalkFirst ? firstToQuarantine(mine, r.position) : 1 - firstToQuarantine(r.position, mine)
  }
  return odds / rivals.length
}

function zombieWalk(view: MonopoView, seat: Seat): MonopoAction {
  const me = view.players[seat] as PlayerView
  const total = view.turn.dice.reduce((a, b) => a + b, 0)
  const humans = humansOf(view)
  const rivals = zombiesOf(view).filter((p) => p.seat !== seat)
  const lastRival = humans.length === 0 && rivals.length === 1 ? rivals[0] : undefined
  if (lastRival) return { type: 'moveZombie', dir: bestWalk(me.position, total, lastRival.position).dir }
  const houses = new Set(humans.flatMap((h) => improvedStreets(view, h.seat)))
  const worth = (dir: 1 | -1): number => {
    const to = wrap(me.position + dir * total)
    if (humans.length === 0) return to === JAIL ? 2 : raceOdds(to, rivals, false)
    let score = 0
    const there = humansOn(view, to).length
    const level = lotAt(view, to)?.level ?? 0
    if (houses.has(to) && there === 0) score += level === 1 ? 8 : 5
    if (houses.has(to)) score += 0.5
    const zombiesThere = zombiesOn(view, to) + 1
    if (there > 0 && to !== FREE_PARKING && zombiesThere >= there + level) score -= 1
    // If the last human turns next, I walk first from here.
    return score + raceOdds(to, humans, true)
  }
  return { type: 'moveZombie', dir: worth(1) >= worth(-1) ? 1 : -1 }
}

/** Whether a lapped human arriving on `to` by dice `x` and `y` turns (R1, M3, R9, R10). */
function turnsOn(view: MonopoView, me: PlayerView, to: number, x: number, y: number): boolean {
  if (!me.lapped) return false
  if ((x === 1 && y === 1) || to === GO_TO_JAIL) return true
  const lot = lotAt(view, to)
  const owner = lot?.owner
  if (lot && owner !== null && owner !== undefined && view.players[owner]?.zombie && lot.level === 0)
    return true
  if (to === FREE_PARKING) return false
  const zombies = zombiesOn(view, to)
  const others = humansOn(view, to).filter((p) => p.seat !== me.seat).length
  return zombies > 0 && zombies >= others + 1 + (lot?.level ?? 0)
}

/** A hopeless last human's walk that turns it where the race favours it most, if any does enough. */
function turningWalk(view: MonopoView, seat: Seat, legal: readonly MonopoAction[]): MonopoAction | null {
  const me = view.players[seat] as PlayerView
  const zombies = zombiesOf(view)
  let best: MonopoAction | null = null
  let bestOdds = TURN_AT
  for (const a of legal) {
    if (a.type !== 'moveSurvivor') continue
    const x = view.turn.dice[a.dice[0]] ?? 0
    const y = view.turn.dice[a.dice[1]] ?? 0
    const to = wrap(me.position + a.dir * (x + y))
    if (!turnsOn(view, me, to, x, y)) continue
    const odds = to === JAIL && x === 1 && y === 1 ? 1 : raceOdds(to, zombies, false)
    if (odds >= bestOdds) {
      best = a
      bestOdds = odds
    }
  }
  return best
}

/** The last human, with no improved street to win on (R14). */
function hopelessLastHuman(view: MonopoView, seat: Seat): boolean {
  const humans = humansOf(view)
  return (
    view.stage === 3 &&
    humans.length === 1 &&
    humans[0]?.seat === seat &&
    improvedStreets(view, seat).length === 0
  )
}

/** Two zombies racing: the walk is solved (quarantineRace.ts). */
function twoRacing(view: MonopoView): boolean {
  return view.decision?.kind === 'zombieMove' && humansOf(view).length === 0 && zombiesOf(view).length === 2
}

/** One hopeless, lapped human and one zombie left: the chase is solved (lastHumanChase.ts). */
interface Chase {
  readonly human: PlayerView
  readonly zombie: PlayerView
  readonly odds: ChaseOdds
  readonly roundsLeft: number
}

type OddsOf = (board: ChaseBoard, stallRounds: number) => ChaseOdds

function chaseOf(view: MonopoView, oddsOf: OddsOf): Chase | null {
  const left = standing(view)
  if (view.stage !== 3 || left.length !== 2) return null
  const human = left.find((p) => !p.zombie)
  const zombie = left.find((p) => p.zombie)
  if (!human || !zombie || !human.lapped || human.inJail || improvedStreets(view, human.seat).length > 0)
    return null
  const board = chaseBoard(view.lots, (seat) => view.players[seat]?.zombie === true)
  const { stallRounds } = view.options
  return {
    human,
    zombie,
    odds: oddsOf(board, stallRounds),
    roundsLeft: roundsLeft(stallRounds, view.turn.round),
  }
}

/** The hopeless human's walk with the best chance, turning or not. */
function chaseWalk(view: MonopoView, chase: Chase, legal: readonly MonopoAction[]): MonopoAction | null {
  let best: MonopoAction | null = null
  let bestOdds = -1
  for (const a of legal) {
    if (a.type !== 'moveSurvivor') continue
    const x = view.turn.dice[a.dice[0]] ?? 0
    const y = view.turn.dice[a.dice[1]] ?? 0
    const to = wrap(chase.human.position + a.dir * (x + y))
    const odds = chase.odds.afterWalk(to, chase.zombie.position, x, y, chase.roundsLeft)
    if (odds > bestOdds) {
      best = a
      bestOdds = odds
    }
  }
  return best
}

/** The zombie's walk that leaves the hopeless human the least chance. */
function chaseZombieWalk(view: MonopoView, chase: Chase): MonopoAction {
  const total = view.turn.dice.reduce((a, b) => a + b, 0)
  const odds = (dir: 1 | -1) =>
    chase.odds.afterZombieWalk(
      chase.human.position,
      wrap(chase.zombie.position + dir * total),
      chase.roundsLeft,
    )
  return { type: 'moveZombie', dir: odds(1) <= odds(-1) ? 1 : -1 }
}

/** Turned on its own walk, the zombie walks next; turned on the zombie's walk, the human does. */
function chaseImmunity(view: MonopoView, chase: Chase): MonopoAction {
  const { human, zombie, odds, roundsLeft } = chase
  const ownWalk = view.turn.seat === human.seat
  const turned = ownWalk
    ? view.decision?.cause === 'snakeEyes' && human.position === JAIL
      ? 1
      : 1 - firstToQuarantine(zombie.position, human.position)
    : firstToQuarantine(human.position, zombie.position)
  const stays = ownWalk
    ? odds.zombieToMove(human.position, zombie.position, roundsLeft)
    : odds.humanToMove(human.position, zombie.position, roundsLeft - 1)
  return { type: turned >= stays ? 'declineImmunity' : 'useImmunity' }
}

const CHASE_DECISIONS = new Set(['survivorMove', 'zombieMove', 'immunity'])

/** The policy, playing the chase by `oddsOf`. */
function policyWith(oddsOf: OddsOf, id: string): PolicyBot<MonopoAction, MonopoView> {
  return {
    id,
    label: 'Medium, racing in the Apocalypse',
    settled: (ctx) =>
      twoRacing(ctx.view) ||
      (CHASE_DECISIONS.has(ctx.view.decision?.kind ?? '') && chaseOf(ctx.view, oddsOf) !== null),
    choose: (ctx) => {
      const { view, seat, legal } = ctx
      const chase = chaseOf(view, oddsOf)
      if (chase) {
        switch (view.decision?.kind) {
          case 'survivorMove':
            return chaseWalk(view, chase, legal) ?? monopoHeuristicBot.choose(ctx)
          case 'zombieMove':
            return chaseZombieWalk(view, chase)
          case 'immunity':
            return chaseImmunity(view, chase)
          default:
            break
        }
      }
      switch (view.decision?.kind) {
        case 'zombieMove':
          if (humansOf(view).length <= 1) return zombieWalk(view, seat)
          break
        case 'survivorMove':
          if (hopelessLastHuman(view, seat))
            return turningWalk(view, seat, legal) ?? monopoHeuristicBot.choose(ctx)
          break
        case 'immunity':
          if (hopelessLastHuman(view, seat)) {
            // Turned on its own walk, the zombie walks first; turned on the zombie's walk, it does.
            const me = view.players[seat] as PlayerView
            const odds = raceOdds(me.position, zombiesOf(view), view.turn.seat !== seat)
            return { type: odds >= TURN_AT ? 'declineImmunity' : 'useImmunity' }
          }
          break
        default:
          break
      }
      return monopoHeuristicBot.choose(ctx)
    },
  }
}

/** The policy in rollouts: the chase played by its quick stand-in (lastHumanChase.ts). */
const monopoPlayoutPolicy = policyWith(quickChaseOdds, 'search-policy-playout')

export const monopoSearchPolicy: PolicyBot<MonopoAction, MonopoView> = {
  ...policyWith(chaseOdds, 'search-policy'),
  playout: monopoPlayoutPolicy,
}

/**
 * Hard's and Expert's playouts in MonopoZombie stop after 100 moves and take the game's estimate
 * (which reads the race to Quarantine and the last human's chase as solved), so that their time
 * draws four times as many states of so long a game as with 400 moves.
 */
export const MONOPO_PLAYOUT_STEPS = 100
