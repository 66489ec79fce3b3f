import { describe, expect, it } from 'vitest'
import { botContext } from '../../../engine/bots/context'
import { rolloutMove } from '../../../engine/bots/search/rollouts'
import type { Bot } from '../../../engine/bots/types'
import { seedRng } from '../../../engine/core/rng'
import type { Seat } from '../../../engine/core/types'
import { monopoHeuristicBot } from '../../../engine/games/monopozombie/bots'
import { monopoSearchPolicy } from '../../../engine/games/monopozombie/searchPolicy'
import type { MonopoAction, MonopoState } from '../../../engine/games/monopozombie/types'
import { bots, games } from '../../../engine/index'
import { runGame } from '../../../engine/sim/runGame'
import { ann, bob, CHEST, SQ } from './board'
import { isZombie, lotAt, pos } from './reading'
import { act, monopozombie, owned, scenario, type PlayerSpec } from './scenario'

const H: PlayerSpec = { lapped: true }
const Z: PlayerSpec = { zombie: true }
const at = (position: number, spec: PlayerSpec = H): PlayerSpec => ({ ...spec, position })

/** The bot's move from the seat's view, with no sampler (so a search bot keeps its policy's move). */
function choice(bot: Bot<MonopoAction, unknown>, s: MonopoState, seat: Seat): MonopoAction {
  const { view, legal, rng } = botContext(monopozombie, s, seat, seedRng('policy'))
  return bot.choose({ seat, view, legal, rng } as never)
}

/** Bob's zombie has rolled 5 in the Apocalypse; Ann, the last human, has a house on each light blue. */
const withHouses = (human: number, zombie: number) =>
  scenario({
    players: [at(human), at(zombie, Z)],
    stage: 3,
    seat: bob,
    zombieDice: [2, 3],
    lots: owned(ann, [SQ.oriental, SQ.vermont, SQ.connecticut], 1),
  })

/** Hard's rollouts on the search policy, on a small budget. */
const searched = (s: MonopoState, seat: Seat) =>
  rolloutMove(monopozombie, botContext(monopozombie, s, seat, seedRng('settled')), {
    iterations: 40,
    playoutSteps: 40,
    confidence: 0.5,
    policy: monopoSearchPolicy as Bot,
  })

describe('the MonopoZombie search policy (what Hard and Expert play out)', () => {
  it('is the move Hard and Expert keep when they cannot search; Medium stays the hand-written bot', () => {
    expect(bots.monopozombie?.heuristic).toBe(monopoHeuristicBot)
    // Where the policy and Medium differ, and with no sampler given, the search has nothing to try.
    const s = scenario({ players: [at(13, Z), at(30, Z)], stage: 3, zombieDice: [1, 1] })
    for (const level of ['hard', 'expert']) {
      expect(choice(bots.monopozombie![level] as Bot<MonopoAction, unknown>, s, ann)).toEqual({
        type: 'moveZombie',
        dir: 1,
      })
    }
  })

  describe('in the race, once everyone has turned', () => {
    it('walks onto Quarantine when the dice allow it, and wins', () => {
      const s = scenario({ players: [at(15, Z), at(30, Z)], stage: 3, zombieDice: [2, 3] })
      const move = choice(monopoSearchPolicy, s, ann)
      expect(move).toEqual({ type: 'moveZombie', dir: -1 })
      expect(act(s, ann, move).state.winners).toEqual([ann])
    })

    it('is settled between two zombies: Hard keeps the solved walk without rollouts, not with three or a hopeful human', () => {
      const two = scenario({ players: [at(13, Z), at(30, Z)], stage: 3, zombieDice: [1, 1] })
      expect(monopoSearchPolicy.settled?.(botContext(monopozombie, two, ann, seedRng('v')) as never)).toBe(
        true,
      )
      expect(searched(two, ann)).toMatchObject({ action: { type: 'moveZombie', dir: 1 }, iterations: 0 })

      const three = scenario({ players: [at(13, Z), at(30, Z), at(35, Z)], stage: 3, zombieDice: [1, 1] })
      const hopeful = withHouses(25, 20)
      for (const [s, seat] of [
        [three, ann],
        [hopeful, bob],
      ] as const) {
        expect(monopoSearchPolicy.settled?.(botContext(monopozombie, s, seat, seedRng('v')) as never)).toBe(
          false,
        )
        expect(searched(s, seat).iterations).toBeGreaterThan(0)
      }
    })

    it('stops five squares off Quarantine rather than one (where Medium goes nearest)', () => {
      const s = scenario({ players: [at(13, Z), at(30, Z)], stage: 3, zombieDice: [1, 1] })
      expect(choice(monopoSearchPolicy, s, ann)).toEqual({ type: 'moveZombie', dir: 1 })
      expect(choice(monopoHeuristicBot, s, ann)).toEqual({ type: 'moveZombie', dir: -1 })
    })
  })

  describe('a zombie against the last human', () => {
    it('turns a last human who cannot win while she has long to choose where to turn, not near the stall limit', () => {
      const early = scenario({ players: [at(25), at(20, Z)], stage: 3, seat: bob, zombieDice: [2, 3] })
      expect(choice(monopoSearchPolicy, early, bob)).toEqual({ type: 'moveZombie', dir: 1 })
      const late = { ...early, turn: { ...early.turn, round: early.options.stallRounds - 1 } }
      expect(choice(monopoSearchPolicy, late, bob)).toEqual({ type: 'moveZombie', dir: -1 })
      // Medium walks onto her either way.
      expect(choice(monopoHeuristicBot, late, bob)).toEqual({ type: 'moveZombie', dir: 1 })
    })

    it('plays the solved chase without rollouts', () => {
      const s = scenario({ players: [at(25), at(20, Z)], stage: 3, seat: bob, zombieDice: [2, 3] })
      expect(monopoSearchPolicy.settled?.(botContext(monopozombie, s, bob, seedRng('v')) as never)).toBe(true)
      expect(searched(s, bob)).toMatchObject({ action: { type: 'moveZombie', dir: 1 }, iterations: 0 })
    })

    it('ruins one of her houses when it can (R11)', () => {
      const s = withHouses(0, 3)
      const move = choice(monopoSearchPolicy, s, bob)
      expect(move).toEqual({ type: 'moveZombie', dir: 1 })
      expect(lotAt(act(s, bob, move).state, SQ.vermont).level).toBe(0)
    })

    it('walks as Medium while more than one human is left', () => {
      const s = scenario({
        players: [at(25), at(20, Z), at(5), at(35)],
        stage: 2,
        seat: bob,
        zombieDice: [2, 3],
      })
      expect(choice(monopoSearchPolicy, s, bob)).toEqual(choice(monopoHeuristicBot, s, bob))
    })
  })

  describe('the last human', () => {
    it('with no improved street, turns on Quarantine by snake eyes and wins (M20)', () => {
      const s = scenario({ players: [at(8), at(30, Z)], stage: 3, survivorDice: [1, 6, 1] })
      const move = choice(monopoSearchPolicy, s, ann)
      expect(move).toEqual({ type: 'moveSurvivor', dice: [0, 2], dir: 1 })
      const r = act(s, ann, move)
      expect(pos(r.state, ann)).toBe(SQ.jail)
      expect(r.state.winners).toEqual([ann])
    })

    it('declines her immunity card to turn there', () => {
      const s = scenario({
        players: [at(8, { ...H, cards: [CHEST.goojf] }), at(30, Z)],
        stage: 3,
        survivorDice: [1, 6, 1],
      })
      const asked = act(s, ann, { type: 'moveSurvivor', dice: [0, 2], dir: 1 }).state
      expect(asked.decision).toMatchObject({ kind: 'immunity', seat: ann })
      const answer = choice(monopoSearchPolicy, asked, ann)
      expect(answer).toEqual({ type: 'declineImmunity' })
      const r = act(asked, ann, answer)
      expect(isZombie(r.state, ann)).toBe(true)
      expect(r.state.winners).toEqual([ann])
    })

    it('with no improved street, turns on Go To Quarantine only when too few rounds are left to wait', () => {
      // A race she would start there is poor (the zombie walks first, her twenty squares off).
      const late = scenario({
        players: [at(25), at(9, Z)],
        stage: 3,
        survivorDice: [2, 3, 6],
        turn: { round: 200 },
      })
      const toJail = { type: 'moveSurvivor', dice: [0, 1], dir: 1 }
      expect(choice(monopoSearchPolicy, late, ann)).toEqual(toJail)
      expect(isZombie(act(late, ann, toJail as MonopoAction).state, ann)).toBe(true)
      const early = { ...late, turn: { ...late.turn, round: 1 } }
      expect(choice(monopoSearchPolicy, early, ann)).not.toEqual(toJail)
    })

    it('uses her immunity card when the zombie walks onto her with long left, declines it near the limit', () => {
      const onHer = (round: number) => {
        const s = scenario({
          players: [at(25, { ...H, cards: [CHEST.goojf] }), at(20, Z)],
          stage: 3,
          seat: bob,
          zombieDice: [2, 3],
          turn: { round },
        })
        const asked = act(s, bob, { type: 'moveZombie', dir: 1 }).state
        expect(asked.decision).toMatchObject({ kind: 'immunity', seat: ann })
        return choice(monopoSearchPolicy, asked, ann)
      }
      expect(onHer(1)).toEqual({ type: 'useImmunity' })
      expect(onHer(200)).toEqual({ type: 'declineImmunity' })
    })

    it('with an improved street to win on, plays as Medium and keeps clear of snake eyes', () => {
      const s = scenario({
        players: [at(8), at(30, Z)],
        stage: 3,
        survivorDice: [1, 6, 1],
        lots: owned(ann, [SQ.pacific, SQ.northCarolina, SQ.pennsylvania], 1),
      })
      const move = choice(monopoSearchPolicy, s, ann)
      expect(move).toEqual(choice(monopoHeuristicBot, s, ann))
      expect(move).not.toEqual({ type: 'moveSurvivor', dice: [0, 2], dir: 1 })
    })
  })

  it('plays whole games against Medium with every move accepted and every invariant kept', () => {
    for (let k = 0; k < 12; k++) {
      const lineup = [monopoSearchPolicy, monopoHeuristicBot] as Bot[]
      const run = runGame({
        registry: games,
        game: 'monopozombie',
        players: [{ name: 'A' }, { name: 'B' }],
        seed: `policy:${k}`,
        bots: k % 2 === 0 ? lineup : [...lineup].reverse(),
      })
      expect(run.error).toBeNull()
      expect(run.violations).toEqual([])
      expect(run.outcome).not.toBeNull()
    }
  })
})
