/**
 * sample and estimate, the hooks search bots plan with. A sample must look to its seat exactly like
 * the state it came from, hold together, read nothing the seat cannot see (states the seat sees alike
 * give the same sample), and spread the hidden cards fairly; estimate gives one share per seat.
 */
import { describe, expect, it } from 'vitest'
import { randomBot } from '../../../engine/bots/random'
import { seedRng } from '../../../engine/core/rng'
import type { Seat } from '../../../engine/core/types'
import { zombielife, type ZombielifeState } from '../../../engine/games/zombielife'
import { zombielifeHeuristicBot } from '../../../engine/games/zombielife/bots'
import { actionCopy, assetCopy, assetIndex, assetType } from '../../../engine/games/zombielife/data'
import { estimateZombielife } from '../../../engine/games/zombielife/estimate'
import { sampleZombielife } from '../../../engine/games/zombielife/sample'
import { chiSquare, chiSquareLimit } from '../shared/chiSquare'
import { deepFreeze } from '../shared/determinism'
import {
  expectSampleKeepsWhatItsSeatSees,
  expectSharesInRange,
  expectWinnersShares,
} from '../shared/searchHooks'
import {
  moveInfection,
  peekOf,
  permuteDeckPeeked,
  permuteDeckUnseen,
  swapBetweenHands,
  swapHandWithDeck,
  type HiddenChange,
} from './hiddenChanges'
import { collectStates } from './randomGames'

const view = (s: ZombielifeState, seat: Seat) => zombielife.view(s, seat)
const seats = (s: ZombielifeState): Seat[] => s.players.map((_, seat) => seat)
const sample = (s: ZombielifeState, seat: Seat, seed: string) => sampleZombielife(s, seat, seedRng(seed))
/** Half the seats heuristic, half random: reaches states random play rarely does (full ILPs, late zombies). */
const mixed = (n: number) =>
  Array.from({ length: n }, (_, i) => (i % 2 === 0 ? zombielifeHeuristicBot : randomBot))

const keep = (s: ZombielifeState, actions: number) => s.over || peekOf(s) !== null || actions % 4 === 0
// Random bots peek at the deck far more often; heuristic ones keep more assets.
const states = [...collectStates(6, 'sample:random', keep), ...collectStates(6, 'sample:mixed', keep, mixed)]
const midGame = states.filter((s) => !s.over)
const finished = states.filter((s) => s.over)
/** A third of them, and every one with a seat peeking, for the costlier checks. */
const some = midGame.filter((s, i) => i % 3 === 0 || peekOf(s) !== null)

/** The same state with two hidden assets of one interchangeable kind swapped (or the removed ones reordered). */
function assetsShuffled(s: ZombielifeState): ZombielifeState | null {
  const t = structuredClone(s) as unknown as { piles: number[][]; removed: number[] }
  for (const kind of ['investment', 'medical', 'ilp', 'endowment'] as const) {
    const pile = t.piles[assetIndex(kind)] as number[]
    const r = t.removed.findIndex((a) => assetCopy(a).kind === kind)
    if (pile.length >= 2 && r >= 0) {
      const under = pile[0] as number
      pile[0] = t.removed[r] as number
      t.removed[r] = under
      return t as unknown as ZombielifeState
    }
  }
  if (t.removed.length < 2) return null
  t.removed.reverse()
  return t as unknown as ZombielifeState
}

describe('sample', () => {
  it('draws on states from every stage, peeking included', () => {
    expect(midGame.length).toBeGreaterThan(600)
    expect(finished.length).toBe(48)
    expect(midGame.filter((s) => peekOf(s) !== null).length).toBeGreaterThan(10)
    expect(midGame.some((s) => s.removed.length > 2)).toBe(true)
  })

  it('looks to its seat like the state, keeps the invariants, the legal actions and the input', () => {
    for (const [i, s] of midGame.entries()) {
      deepFreeze(s)
      const before = JSON.stringify(s)
      for (const seat of seats(s)) {
        expectSampleKeepsWhatItsSeatSees(zombielife, s, seat, sample(s, seat, `look:${i}:${seat}`))
      }
      expect(JSON.stringify(s)).toBe(before)
    }
  })

  it('is the same for the same rng, and not for another', () => {
    let differs = 0
    for (const [i, s] of midGame.entries()) {
      const seat = i % s.players.length
      expect(sample(s, seat, `same:${i}`)).toEqual(sample(s, seat, `same:${i}`))
      if (JSON.stringify(sample(s, seat, `other:${i}`)) !== JSON.stringify(sample(s, seat, `same:${i}`)))
        differs++
    }
    expect(differs).toBeGreaterThan(midGame.length * 0.9)
  })

  it('reads only what its seat sees: states it sees alike give the same sample', () => {
    let alike = 0
    for (const [i, s] of some.entries()) {
      const changes = [
        swapHandWithDeck(s, i, i * 7, i * 13),
        swapBetweenHands(s, i, i + 1, i * 3, i * 5),
        permuteDeckUnseen(s, i),
        permuteDeckPeeked(s, i),
        moveInfection(s, i, i * 11),
      ].filter((c): c is HiddenChange => c !== null)
      const assets = assetsShuffled(s)
      for (const seat of seats(s)) {
        const lookAlikes = changes.filter((c) => !c.seenBy.includes(seat)).map((c) => c.state)
        if (assets) lookAlikes.push(assets)
        lookAlikes.push(sample(s, seat, `resample:${i}`))
        for (const t of lookAlikes) {
          expect(view(t, seat)).toEqual(view(s, seat))
          expect(sample(t, seat, `alike:${i}`)).toEqual(sample(s, seat, `alike:${i}`))
          alike++
        }
      }
    }
    expect(alike).toBeGreaterThan(some.length * 8)
  })

  it('keeps the cards its seat is peeking at on top, in order', () => {
    for (const [i, s] of midGame.entries()) {
      const peek = peekOf(s)
      if (!peek) continue
      const drawn = sample(s, peek.seat, `peek:${i}`)
      expect(drawn.deck.slice(-peek.count)).toEqual(s.deck.slice(-peek.count))
    }
  })

  it('lays out the hidden assets as an untouched pile lies (sorted piles: the lowest payouts)', () => {
    for (const s of midGame) {
      const drawn = sample(s, 0, 'assets')
      for (const kind of ['life', 'criticalIllness'] as const) {
        expect(assetType(kind).pileOrder).toBe('highestOnTop')
        const under = (drawn.piles[assetIndex(kind)] as number[]).slice(0, -1).map((a) => assetCopy(a).payout)
        const removed = drawn.removed
          .filter((a) => assetCopy(a).kind === kind)
          .map((a) => assetCopy(a).payout)
        expect(Math.max(-Infinity, ...under)).toBeLessThan(Math.min(Infinity, ...removed))
      }
    }
  })

  it('spreads a hidden card over the hidden places in proportion to their room (chi-square)', () => {
    // A 4-player state, nobody peeking, every hand holding cards: four places, 3 degrees of freedom.
    const s = midGame.find(
      (t) =>
        t.players.length === 4 &&
        t.round >= 3 &&
        peekOf(t) === null &&
        t.players.every((p) => p.hand.length > 0),
    ) as ZombielifeState
    expect(s).toBeDefined()
    const seat = s.turn.seat
    const others = seats(s).filter((o) => o !== seat)
    // Infection cards never go to a hand, so a plain card's room in the deck is the deck's plain cards.
    const plainInDeck = s.deck.filter((id) => actionCopy(id).kind !== 'infection').length
    const room = [...others.map((o) => s.players[o]?.hand.length ?? 0), plainInDeck]
    const inHand = s.players[others[0] as Seat]?.hand[0] as number
    const inDeck = s.deck.find((id) => actionCopy(id).kind !== 'infection') as number
    const SAMPLES = 4000
    for (const card of [inHand, inDeck]) {
      const counts = room.map(() => 0)
      const rng = seedRng(`chi-square:${card}`)
      for (let k = 0; k < SAMPLES; k++) {
        const drawn = sampleZombielife(s, seat, rng)
        const hand = others.findIndex((o) => drawn.players[o]?.hand.includes(card))
        const place = hand < 0 ? others.length : hand
        counts[place] = (counts[place] as number) + 1
      }
      expect(chiSquare(counts, room)).toBeLessThan(chiSquareLimit(room.length))
    }
  })
})

describe('estimate', () => {
  it('gives each seat a share in [0, 1] during the game', () => {
    for (const s of midGame) expectSharesInRange(estimateZombielife(s), s.players.length)
  })

  it('gives a finished game’s winners 1 and the others 0', () => {
    for (const s of finished) {
      const winners = zombielife.outcome(s)?.winners ?? []
      expect(winners.length).toBeGreaterThan(0)
      expectWinnersShares(estimateZombielife(s), s.players.length, winners)
    }
  })

  it('favours the seat with the higher score, other things equal', () => {
    const s = midGame.find((t) => t.players.length === 2) as ZombielifeState
    const richer = (seat: Seat): ZombielifeState => ({
      ...s,
      players: s.players.map((p, o) => (o === seat ? { ...p, wonga: p.wonga + 30 } : p)),
    })
    expect(estimateZombielife(richer(0))[0]).toBeGreaterThan(estimateZombielife(richer(1))[0] as number)
  })
})
