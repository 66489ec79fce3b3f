/**
 * The end of most two-player games: one human with no improved street left (so it cannot win as a
 * human, R14) and one zombie. The human wins only by turning and then winning the race to
 * Quarantine (R15), so it chooses where and when to turn; the zombie either keeps away and stands
 * where the race would favour itself, or walks onto her and takes the race as it is (turned on the
 * zombie's walk, she walks first). Nothing happening until the stall limit gives the zombie the
 * game (M19), so near the limit she must turn wherever she can.
 *
 * Solved by value iteration over where both stand, one round per sweep from the stall limit back,
 * until a round more changes nothing: the human rolls 3d6 and moves by two of them either way
 * (R13), again after a double; it turns on snake eyes (R1, winning at once on Quarantine, M20), on
 * Go To Quarantine (M3), on unimproved zombie ground (R9), on the zombie's square (R10; not Free
 * Parking or an improved lot), or by a Go to Jail card drawn on Chance or Community Chest (R2).
 * The zombie walks 2d4 either way and turns the human by landing on it. Left out: immunity cards
 * (the policy asks the table when one is offered) and demolitions on improved zombie lots.
 */
import { MONOPOZOMBIE } from './data'
import { BOARD_SIZE, FREE_PARKING, GO_TO_JAIL, JAIL } from './dataTypes'
import { firstToQuarantine, TWO_D4 } from './quarantineRace'

/** What a lone human meets on each square. */
export interface ChaseBoard {
  /** Squares that turn a lapped human arriving by its walk: Go To Quarantine and unimproved zombie lots. */
  readonly turning: readonly boolean[]
  /** Squares where a zombie standing with the human does not turn it: Free Parking, improved lots. */
  readonly sheltered: readonly boolean[]
}

/** The human's chances, by where both stand, with some rounds left before the stall limit. */
export interface ChaseOdds {
  /** The human about to roll. */
  humanToMove(human: number, zombie: number, roundsLeft: number): number
  /** The zombie about to walk. */
  zombieToMove(human: number, zombie: number, roundsLeft: number): number
  /** The human's chance after its walk by dice `x` and `y` ends on `to`. */
  afterWalk(to: number, zombie: number, x: number, y: number, roundsLeft: number): number
  /** The human's chance after the zombie's walk ends on `to`. */
  afterZombieWalk(human: number, to: number, roundsLeft: number): number
}

const N = BOARD_SIZE
const wrap = (square: number) => ((square % N) + N) % N

/** The chance a Chance or Community Chest card sends a human to jail, which turns it (R2). */
const CARD_TURNS: readonly number[] = (() => {
  const p = new Array<number>(N).fill(0)
  for (const [i, sq] of MONOPOZOMBIE.squares.entries()) {
    if (sq.kind !== 'chance' && sq.kind !== 'chest') continue
    const deck = MONOPOZOMBIE.cards.filter((c) => c.deck === sq.kind)
    p[i] = deck.filter((c) => c.effect.kind === 'goToJail').length / deck.length
  }
  return p
})()

/** Every roll of 3d6 as its sorted faces and how many of the 216 give it. */
const THREE_D6: readonly { faces: readonly [number, number, number]; weight: number }[] = (() => {
  const counts = new Map<string, { faces: [number, number, number]; weight: number }>()
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) {
        const faces = [a, b, c].sort((x, y) => x - y) as [number, number, number]
        const key = faces.join()
        const entry = counts.get(key) ?? { faces, weight: 0 }
        entry.weight += 1 / 216
        counts.set(key, entry)
      }
  return [...counts.values()]
})()

/** The pairs a roll of three offers, each once. */
function pairsOf([a, b, c]: readonly [number, number, number]): [number, number][] {
  const pairs: [number, number][] = [[a, b]]
  if (c !== b) pairs.push([a, c])
  if (b !== a && c !== a) pairs.push([b, c])
  return pairs
}

/** How a walk ends, as an index into the values of walks ending on each square (see `solve`). */
const PLAIN = 0
const DOUBLE = 1
const SNAKE_EYES = 2
const walkEnd = (kind: number, to: number) => kind * N + to
const kindOf = (x: number, y: number) => (x === 1 && y === 1 ? SNAKE_EYES : x === y ? DOUBLE : PLAIN)

/** For each square and roll of 3d6 (in THREE_D6's order), the walks it offers, as walk ends. */
const WALKS: readonly (readonly Int32Array[])[] = Array.from({ length: N }, (_, from) =>
  THREE_D6.map(({ faces }) => {
    const ends = new Set<number>()
    for (const [x, y] of pairsOf(faces))
      for (const dir of [1, -1]) ends.add(walkEnd(kindOf(x, y), wrap(from + dir * (x + y))))
    return Int32Array.from(ends)
  }),
)

const CONVERGED = 1e-7

/** The human's chances by rounds left (index), human to move and zombie to move, by `human * N + zombie`. */
interface ChaseTables {
  readonly human: readonly Float64Array[]
  readonly zombie: readonly Float64Array[]
}

/** After turning on its own walk the human's rival walks first (turned by the zombie, she does). */
const turnedOnOwnWalk = (to: number, zombie: number) => 1 - firstToQuarantine(zombie, to)

/** The human's chance after a walk ending on `to`, going on with `goOn` if nothing turns it there. */
function walkValue(board: ChaseBoard, to: number, zombie: number, kind: number, goOn: number): number {
  if (kind === SNAKE_EYES) return to === JAIL ? 1 : turnedOnOwnWalk(to, zombie)
  if (board.turning[to] || (to === zombie && !board.sheltered[to])) return turnedOnOwnWalk(to, zombie)
  const card = CARD_TURNS[to] as number
  return card > 0 ? card * turnedOnOwnWalk(to, zombie) + (1 - card) * goOn : goOn
}

/** The human's chance after the zombie's walk ends on `to`: turned there, she walks first. */
function zombieWalkValue(board: ChaseBoard, human: number, to: number, humanTable: Float64Array): number {
  return to === human && !board.sheltered[human]
    ? firstToQuarantine(human, human)
    : (humanTable[human * N + to] as number)
}

/**
 * Sweeps one round at a time from the stall limit back (at most `rounds`, or until nothing changes):
 * the zombie's walk in a round leads to the human's roll with a round fewer left, the human's walk
 * to the zombie's walk in the same round, and a double to the human's roll again.
 */
function solve(board: ChaseBoard, rounds: number): ChaseTables {
  const humanRounds: Float64Array[] = [new Float64Array(N * N)]
  const zombieRounds: Float64Array[] = [new Float64Array(N * N)]
  const ends = new Float64Array(3 * N)
  for (let round = 1; round <= rounds; round++) {
    const prevHuman = humanRounds[round - 1] as Float64Array
    const zombieTable = new Float64Array(N * N)
    for (let h = 0; h < N; h++)
      for (let z = 0; z < N; z++) {
        let v = 0
        for (let total = 2; total <= 8; total++) {
          const ahead = zombieWalkValue(board, h, wrap(z + total), prevHuman)
          const behind = zombieWalkValue(board, h, wrap(z - total), prevHuman)
          v += ((TWO_D4[total] as number) / 16) * Math.min(ahead, behind)
        }
        zombieTable[h * N + z] = v
      }
    const humanTable = new Float64Array(N * N)
    let change = 0
    for (let z = 0; z < N; z++) {
      for (let to = 0; to < N; to++) {
        ends[walkEnd(PLAIN, to)] = walkValue(board, to, z, PLAIN, zombieTable[to * N + z] as number)
        ends[walkEnd(DOUBLE, to)] = walkValue(board, to, z, DOUBLE, prevHuman[to * N + z] as number)
        ends[walkEnd(SNAKE_EYES, to)] = walkValue(board, to, z, SNAKE_EYES, 0)
      }
      for (let h = 0; h < N; h++) {
        const walks = WALKS[h] as readonly Int32Array[]
        let v = 0
        for (let k = 0; k < walks.length; k++) {
          const options = walks[k] as Int32Array
          let best = 0
          for (let o = 0; o < options.length; o++) best = Math.max(best, ends[options[o] as number] as number)
          v += (THREE_D6[k] as { weight: number }).weight * best
        }
        humanTable[h * N + z] = v
        change = Math.max(change, Math.abs(v - (prevHuman[h * N + z] as number)))
      }
    }
    humanRounds.push(humanTable)
    zombieRounds.push(zombieTable)
    if (change < CONVERGED) break
  }
  return { human: humanRounds, zombie: zombieRounds }
}

/** The odds of a step on `board`, and of what follows by `tables` (solved on that board, or another). */
function chaseOn(board: ChaseBoard, tables: ChaseTables): ChaseOdds {
  const at = (rounds: readonly Float64Array[], roundsLeft: number) =>
    rounds[Math.max(0, Math.min(rounds.length - 1, Math.floor(roundsLeft)))] as Float64Array
  return {
    humanToMove: (h, z, r) => at(tables.human, r)[h * N + z] as number,
    zombieToMove: (h, z, r) => at(tables.zombie, r)[h * N + z] as number,
    afterWalk: (to, z, x, y, r) => {
      const kind = kindOf(x, y)
      const next = (kind === DOUBLE ? at(tables.human, r) : at(tables.zombie, r))[to * N + z] as number
      return walkValue(board, to, z, kind, next)
    },
    afterZombieWalk: (h, to, r) => zombieWalkValue(board, h, to, at(tables.human, r - 1)),
  }
}

const solved = new Map<string, ChaseTables>()
/** Few boards are met in one game and a search keeps asking about the same one; each costs megabytes. */
const KEEP = 4

function tablesFor(board: ChaseBoard, stallRounds: number): ChaseTables {
  const key = board.turning.map((t, i) => (t ? 'T' : board.sheltered[i] ? 'S' : '.')).join('') + stallRounds
  let tables = solved.get(key)
  if (tables === undefined) {
    tables = solve(board, stallRounds)
    if (solved.size >= KEEP) solved.delete(solved.keys().next().value as string)
    solved.set(key, tables)
  }
  return tables
}

/** The chase's odds on this board, solved on first use (0.4 to 0.9 s here) and kept. */
export function chaseOdds(board: ChaseBoard, stallRounds: number): ChaseOdds {
  return chaseOn(board, tablesFor(board, stallRounds))
}

/**
 * A quick stand-in for playouts, which meet a new board in nearly every game they play on: the step
 * at hand on this board, and what follows as on a board where nobody owns a lot (solved once).
 */
export function quickChaseOdds(board: ChaseBoard, stallRounds: number): ChaseOdds {
  let tables = openTables.get(stallRounds)
  if (tables === undefined) {
    tables = solve(OPEN_BOARD, stallRounds)
    openTables.set(stallRounds, tables)
  }
  return chaseOn(board, tables)
}

/** The open board's odds by stall limit, apart from the boards of games, which come and go. */
const openTables = new Map<number, ChaseTables>()

/** The board from who owns what: zombie lots turn a human unless improved; improved lots shelter it. */
export function chaseBoard(
  lots: readonly { square: number; owner: number | null; level: number }[],
  isZombie: (seat: number) => boolean,
): ChaseBoard {
  const turning = new Array<boolean>(N).fill(false)
  const sheltered = new Array<boolean>(N).fill(false)
  turning[GO_TO_JAIL] = true
  sheltered[FREE_PARKING] = true
  for (const l of lots) {
    if (l.level > 0) sheltered[l.square] = true
    else if (l.owner !== null && isZombie(l.owner)) turning[l.square] = true
  }
  return { turning, sheltered }
}

/** The turns the human still has before the stall limit (M19), in the round being played. */
export function roundsLeft(stallRounds: number, round: number): number {
  return stallRounds + 1 - round
}

/** No lot owned: only Go To Quarantine turns her, only Free Parking shelters her. */
const OPEN_BOARD = chaseBoard([], () => false)
