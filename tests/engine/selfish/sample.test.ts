/**
 * The search hooks: `sample` redeals only the cards a seat cannot see (and the random stream), reads
 * nothing else hidden and keeps what the table shows of the hands; `estimate` scores every seat in
 * [0, 1] the way the game is won.
 */
import { describe, expect, it } from 'vitest'
import { seedRng } from '../../../engine/core/rng'
import type { Seat } from '../../../engine/core/types'
import { selfish, type SelfishState } from '../../../engine/games/selfish'
import { kindOf } from '../../../engine/games/selfish/draft'
import { estimateSelfish } from '../../../engine/games/selfish/estimate'
import { sampleSelfish } from '../../../engine/games/selfish/sample'
import { chiSquare, chiSquareLimit, countByPlace } from '../shared/chiSquare'
import { deepFreeze } from '../shared/determinism'
import {
  expectSampleKeepsWhatItsSeatSees,
  expectSharesInRange,
  expectWinnersShares,
} from '../shared/searchHooks'
import {
  permuteDeck,
  permuteWastelandUnseen,
  swapBetweenHands,
  swapFaceDownCards,
  swapFaceDownWithWasteland,
  swapHandWithDeck,
  type HiddenChange,
} from './hiddenChanges'
import { PLAYER_COUNTS, playRandomGame } from './randomGames'
import { act, scenario } from './scenario'

/** Every state with a decision or an Alliance and every 4th other one of a few random games, and their ends. */
function collect(): { states: SelfishState[]; finals: SelfishState[] } {
  const states: SelfishState[] = []
  const finals: SelfishState[] = []
  for (const n of PLAYER_COUNTS) {
    for (let g = 0; g < 6; g++) {
      let actions = 0
      const run = playRandomGame({
        players: n,
        seed: `sample:${n}:${g}`,
        firstSeat: g % n,
        onAction: ({ match }) => {
          const s = match.state as SelfishState
          if (s.decision !== null || s.alliances.length > 0 || ++actions % 4 === 0) states.push(s)
        },
      })
      if (run.outcome === null) throw new Error(`game sample:${n}:${g} did not finish`)
      finals.push(run.match.state as SelfishState)
    }
  }
  return { states, finals }
}

const { states, finals } = collect()
const rngFor = (k: number, seat: Seat) => seedRng(`draw:${k}:${seat}`)
const seatsOf = (s: SelfishState): Seat[] => s.players.map((_, seat) => seat)

describe('sampleSelfish', () => {
  it('the collected states reach every decision, zombies, Alliances and both discard piles', () => {
    const decisions = new Set(states.map((s) => s.decision?.kind))
    expect(decisions).toEqual(new Set([undefined, 'respond', 'give', 'discard', 'sewer', 'scout', 'arrange']))
    expect(states.some((s) => s.players.some((p) => p.trail.some((c) => c !== null && !c.faceUp)))).toBe(true)
    expect(states.some((s) => s.alliances.length > 0)).toBe(true)
    expect(states.some((s) => s.discard.length > 3 && s.wastelandDiscard.length > 1)).toBe(true)
    expect(states.length).toBeGreaterThan(300)
  })

  it('keeps every seat view, the invariants, who acts and the legal moves, and never changes its input', () => {
    states.forEach((state, k) => {
      const before = JSON.stringify(state)
      deepFreeze(state)
      for (const seat of seatsOf(state)) {
        expectSampleKeepsWhatItsSeatSees(selfish, state, seat, sampleSelfish(state, seat, rngFor(k, seat)))
      }
      expect(JSON.stringify(state)).toBe(before)
    })
  })

  it('gives the same sample for the same rng, and redeals the hidden cards for another', () => {
    let differs = 0
    states.forEach((state, k) => {
      const seat = k % state.players.length
      const a = sampleSelfish(state, seat, rngFor(k, seat))
      expect(sampleSelfish(state, seat, rngFor(k, seat))).toStrictEqual(a)
      const b = sampleSelfish(state, seat, rngFor(k + 1, seat))
      const others = (s: SelfishState) =>
        JSON.stringify([s.players.map((p, i) => i !== seat && p.hand), s.deck])
      if (others(b) !== others(a)) differs++
    })
    expect(differs).toBe(states.length)
  })

  it('reads nothing hidden: a state the seat sees alike gives the same sample', () => {
    states.forEach((state, k) => {
      for (const seat of seatsOf(state)) {
        const twin = sampleSelfish(state, seat, seedRng(`twin:${k}:${seat}`))
        expect(sampleSelfish(twin, seat, rngFor(k, seat))).toStrictEqual(
          sampleSelfish(state, seat, rngFor(k, seat)),
        )
      }
    })
  })

  it('reads nothing hidden: hands, deck orders and face-down cards changed behind a seat change nothing', () => {
    let checked = 0
    states.forEach((state, k) => {
      if (k % 2 === 1) return
      const changes: (HiddenChange | null)[] = [
        swapBetweenHands(state, k, k + 1, k, k + 2),
        swapHandWithDeck(state, k + 2, k, k * 7),
        permuteDeck(state, k),
        permuteWastelandUnseen(state, k),
        swapFaceDownWithWasteland(state, k, k * 3),
        swapFaceDownCards(state, k, k + 1),
      ]
      for (const change of changes) {
        if (change === null) continue
        for (const seat of seatsOf(state)) {
          if (change.seenBy.includes(seat)) continue
          expect(sampleSelfish(change.state, seat, rngFor(k, seat)), change.name).toStrictEqual(
            sampleSelfish(state, seat, rngFor(k, seat)),
          )
          checked++
        }
      }
    })
    expect(checked).toBeGreaterThan(500)
  })

  it('deals an attacked hand a card to answer with, and its hidden options follow the dealt hand', () => {
    const s = scenario({
      players: [
        { hand: ['horde', 'single', 'double'], level: 2 },
        { hand: ['bodyArmor', 'single', 'single'], level: 1 },
        { hand: ['single', 'single'] },
      ],
    })
    const attacked = act(s, 0, { type: 'playCard', card: 'horde', target: 1 }).state
    expect(attacked.decision).toMatchObject({ kind: 'respond', seat: 1, options: ['bodyArmor'] })
    const rng = seedRng('answers')
    const seen = new Set<string>()
    for (let i = 0; i < 300; i++) {
      const sample = sampleSelfish(attacked, 2, rng)
      const kinds = (sample.players[1]?.hand ?? []).map(kindOf)
      const options = (['bodyArmor', 'underestimate'] as const).filter((k) => kinds.includes(k))
      expect(sample.decision).toMatchObject({ kind: 'respond', seat: 1, options })
      expect(options.length).toBeGreaterThan(0)
      seen.add(options.join())
    }
    expect(seen).toEqual(new Set(['bodyArmor', 'underestimate', 'bodyArmor,underestimate']))
    expect(sampleSelfish(attacked, 1, rng).decision).toEqual(attacked.decision)
  })

  /** Chi-square of where one card landed over many samples against the places' sizes. */
  const landedChiSquare = (landed: readonly string[], sizes: ReadonlyMap<string, number>) =>
    chiSquare(countByPlace(landed, [...sizes.keys()]), [...sizes.values()])

  it('spreads a hidden Game card over the hidden places in proportion to their sizes (chi-square)', () => {
    const state = states.find(
      (s) =>
        s.players.length === 4 &&
        s.decision === null &&
        s.alliances.length === 0 &&
        s.players.every((p) => p.alive && p.hand.length >= 6) &&
        s.discard.length >= 6,
    ) as SelfishState
    expect(state).toBeDefined()
    const seat = state.turn.seat
    const others = seatsOf(state).filter((i) => i !== seat)
    const card = state.players[others[0] as Seat]?.hand[0] as number
    const sizes = new Map<string, number>([
      ...others.map((i) => [`hand ${i}`, state.players[i]?.hand.length ?? 0] as const),
      ['deck', state.deck.length],
      ['discard', state.discard.length - 1],
    ])
    const rng = seedRng('chi-square:game')
    const landed = Array.from({ length: 4000 }, () => {
      const s = sampleSelfish(state, seat, rng)
      const holder = others.find((i) => s.players[i]?.hand.includes(card))
      return holder !== undefined ? `hand ${holder}` : s.deck.includes(card) ? 'deck' : 'discard'
    })
    expect(landedChiSquare(landed, sizes)).toBeLessThan(chiSquareLimit(sizes.size))
  })

  it('spreads a hidden Wasteland card over the hidden places in proportion to their sizes (chi-square)', () => {
    const faceDown = (s: SelfishState, i: number) =>
      s.players[i]?.trail.filter((c) => c && !c.faceUp).length ?? 0
    const state = states.find(
      (s) =>
        s.decision === null &&
        seatsOf(s).some((i) => faceDown(s, i) >= 2) &&
        s.wasteland.length >= 4 &&
        s.wastelandDiscard.length >= 2,
    ) as SelfishState
    expect(state).toBeDefined()
    const zombies = seatsOf(state).filter((i) => faceDown(state, i) > 0)
    const card = state.wasteland[0] as number
    const sizes = new Map<string, number>([
      ...zombies.map((i) => [`trail ${i}`, faceDown(state, i)] as const),
      ['deck', state.wasteland.length],
      ['discard', state.wastelandDiscard.length - 1],
    ])
    const rng = seedRng('chi-square:wasteland')
    const landed = Array.from({ length: 4000 }, () => {
      const s = sampleSelfish(state, state.turn.seat, rng)
      const holder = zombies.find((i) => s.players[i]?.trail.some((c) => c?.id === card))
      return holder !== undefined ? `trail ${holder}` : s.wasteland.includes(card) ? 'deck' : 'discard'
    })
    expect(landedChiSquare(landed, sizes)).toBeLessThan(chiSquareLimit(sizes.size))
  })
})

describe('estimateSelfish', () => {
  it('gives one share in [0, 1] per seat, zombies 0, the zombies a share of their own, and the winner 1 at the end', () => {
    for (const state of states) {
      const e = estimateSelfish(state)
      expectSharesInRange(e, state.players.length)
      state.players.forEach((p, seat) => {
        if (!p.alive) expect(e[seat]).toBe(0)
      })
      // The zombies hold a share of their own: nobody may escape at all.
      if (state.winner === null && !state.zombiesWin) {
        const survivors = e.reduce((a, b) => a + b, 0)
        expect(survivors).toBeGreaterThan(0)
        expect(survivors).toBeLessThan(1)
      }
    }
    expect(finals.some((s) => s.winner !== null)).toBe(true)
    for (const state of finals) {
      expectWinnersShares(estimateSelfish(state), state.players.length, [state.winner as Seat])
    }
  })

  it('ranks the survivor nearer the chopper, and the one with more Supplies, higher', () => {
    const [near, far, poor, dead] = estimateSelfish(
      scenario({
        players: [
          { hand: ['double', 'single', 'single'], level: 4 },
          { hand: ['double', 'single', 'single'], level: 1 },
          { hand: ['single'], level: 1 },
          { alive: false, level: 2 },
        ],
      }),
    ) as number[]
    expect(near).toBeGreaterThan(far as number)
    expect(far).toBeGreaterThan(poor as number)
    expect(poor).toBeGreaterThan(0)
    expect(dead).toBe(0)
  })
})
