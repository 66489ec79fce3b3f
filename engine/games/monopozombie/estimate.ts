/**
 * How well each seat stands, for a search that stops a playout early: the seats still playing share
 * one chance of winning. A finished game gives its winners 1; an eliminated seat gets 0.
 *
 * The humans' side gets humans / (humans + zombies) of it, shrinking towards the stall limit (where
 * any zombie wins), and none in the Apocalypse once no human owns an improved street (R14: the last
 * human can only win on one, and nothing is built any more). Humans split their part by net worth
 * (cash + lots less their mortgages + buildings), or in the Apocalypse, when money is worthless, by
 * the levels built on their streets. Zombies split theirs evenly, or once everyone has turned, by how
 * likely each is to reach Quarantine on its next 2d4 walk (R15: the first one there wins).
 *
 * Two left, the race is scored by its odds (quarantineRace.ts): exactly between two zombies, one of
 * them about to walk; and for a last human with nothing to win on, by the chase in which she picks
 * where to turn (lastHumanChase.ts; its quick stand-in, as playouts meet new boards all the time;
 * before her first lap, she cannot turn yet: the race she would start by turning on her own walk).
 */
import { BOARD_SIZE, JAIL } from './dataTypes'
import { LOT_SQUARES, ownsImprovedStreet, square } from './queries'
import { chaseBoard, quickChaseOdds, roundsLeft } from './lastHumanChase'
import { bestWalk, firstToQuarantine, TWO_D4 } from './quarantineRace'
import type { MonopoState } from './types'

export function estimateMonopoZombie(s: MonopoState): number[] {
  const n = s.players.length
  const out = new Array<number>(n).fill(0)
  if (s.winners !== null) {
    for (const w of s.winners) out[w] = 1
    return out
  }
  const race = raceOfTwo(s)
  if (race !== null) return race
  const apocalypse = s.stage === 3
  const weight = new Array<number>(n).fill(0)
  let humans = 0
  let zombies = 0
  for (let seat = 0; seat < n; seat++) {
    const p = s.players[seat]!
    if (p.eliminated) continue
    if (p.zombie) zombies++
    else {
      humans++
      if (!apocalypse) weight[seat] = p.cash
    }
  }
  for (const i of LOT_SQUARES) {
    const l = s.lots[i]!
    if (l.owner === null || s.players[l.owner]!.zombie) continue
    const sq = square(i)
    if (apocalypse) weight[l.owner]! += sq.kind === 'street' ? l.level : 0
    else {
      weight[l.owner]! +=
        (sq.price ?? 0) - (l.mortgaged ? (sq.mortgage ?? 0) : 0) + l.level * (sq.houseCost ?? 0)
    }
  }
  let humanTotal = 0
  let zombieTotal = 0
  for (let seat = 0; seat < n; seat++) {
    const p = s.players[seat]!
    if (p.eliminated) continue
    if (!p.zombie) {
      humanTotal += weight[seat]!
      continue
    }
    const ahead = (JAIL - p.position + BOARD_SIZE) % BOARD_SIZE
    weight[seat] = humans > 0 ? 1 : 1 + (TWO_D4[Math.min(ahead, BOARD_SIZE - ahead)] ?? 0)
    zombieTotal += weight[seat]!
  }

  let humanSide = 1
  if (zombies > 0) {
    const roundsLeft = Math.max(0, s.options.stallRounds + 1 - s.turn.round) / s.options.stallRounds
    humanSide = humanTotal > 0 || !apocalypse ? (humans / (humans + zombies)) * Math.min(1, roundsLeft) : 0
  }
  for (let seat = 0; seat < n; seat++) {
    const p = s.players[seat]!
    if (p.eliminated) continue
    if (p.zombie) out[seat] = ((1 - humanSide) * weight[seat]!) / zombieTotal
    else if (humanTotal > 0) out[seat] = (humanSide * weight[seat]!) / humanTotal
    else out[seat] = humanSide / humans
  }
  return out
}

/** The two seats' chances when only two are left and the race to Quarantine decides; else null. */
function raceOfTwo(s: MonopoState): number[] | null {
  const standing = s.players.flatMap((p, seat) => (p.eliminated ? [] : [seat]))
  if (standing.length !== 2 || s.stage !== 3) return null
  const out = new Array<number>(s.players.length).fill(0)
  const [a, b] = standing as [number, number]
  const pa = s.players[a]!
  const pb = s.players[b]!
  if (pa.zombie && pb.zombie) {
    if (s.decision?.kind !== 'zombieMove') return null
    const mover = s.decision.seat
    const other = mover === a ? b : a
    const total = s.turn.dice.reduce((x, y) => x + y, 0)
    const odds = bestWalk(s.players[mover]!.position, total, s.players[other]!.position).odds
    out[mover] = odds
    out[other] = 1 - odds
    return out
  }
  if (pa.zombie === pb.zombie) return null
  const [human, zombie] = pa.zombie ? [b, a] : [a, b]
  if (ownsImprovedStreet(s, human)) return null
  const h = s.players[human]!.position
  const z = s.players[zombie]!.position
  let odds = 1 - firstToQuarantine(z, h)
  if (s.players[human]!.lapped) {
    const board = chaseBoard(
      s.lots.map((l, square) => ({ square, owner: l.owner, level: l.level })),
      (seat) => s.players[seat]?.zombie === true,
    )
    const chase = quickChaseOdds(board, s.options.stallRounds)
    const left = roundsLeft(s.options.stallRounds, s.turn.round)
    odds = s.decision?.kind === 'zombieMove' ? chase.zombieToMove(h, z, left) : chase.humanToMove(h, z, left)
  }
  out[human] = odds
  out[zombie] = 1 - odds
  return out
}
