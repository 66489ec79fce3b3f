import { describe, expect, it } from 'vitest'
import { Match } from '../../../engine/core/match'
import { pick, seedRng } from '../../../engine/core/rng'
import { games } from '../../../engine'
import { selfish, type SelfishState } from '../../../engine/games/selfish'
import type { SelfishAction } from '../../../engine/games/selfish/types'
import {
  act,
  actAll,
  isLegal,
  lastSurvivorBitten,
  legalOfType,
  problems,
  refusal,
  submitTo,
  scenario,
  picksFor,
} from './scenario'
import { bag, count, eventTypes, hand, rep, trail, view } from './reading'

describe('Rulebook: Supplies Are Life or Death (S12: death the moment Supplies run out)', () => {
  const victimOf = (cards: Parameters<typeof scenario>[0]['players'][number]['hand']) => ({
    hand: cards,
    level: 2,
    trail: ['settlement', 'blank'] as const,
  })

  it.each<[string, () => ReturnType<typeof act>]>([
    [
      'Steal Supplies',
      () =>
        act(
          scenario({
            players: [
              { hand: ['stealSupplies', 'single'] },
              victimOf(['double', 'scout']),
              { hand: ['single'] },
            ],
          }),
          0,
          {
            type: 'playCard',
            card: 'stealSupplies',
            target: 1,
          },
        ),
    ],
    [
      'Rampage',
      () =>
        act(
          scenario({
            players: [{ hand: ['rampage', 'single'] }, victimOf(['single']), { hand: ['single', 'single'] }],
          }),
          0,
          { type: 'playCard', card: 'rampage', targets: [1, 2] },
        ),
    ],
    [
      'a zombie bite',
      () =>
        act(
          scenario({
            players: [{ alive: false, level: 2 }, victimOf(['single']), { hand: ['single'] }],
            phase: 'zombie',
            ap: 2,
          }),
          0,
          { type: 'zombieAttack', target: 1 },
        ),
    ],
  ])(
    "S12: a survivor who loses the last Supplies card to %s dies at once, on the attacker's turn",
    (_name, run) => {
      const { state, events } = run()
      const p = state.players[1]
      expect(p?.alive).toBe(false)
      expect(p?.hand).toEqual([])
      expect(eventTypes(events)).toContain('playerDied')
      // The attacker's turn goes on.
      expect(state.turn.seat).toBe(0)
    },
  )

  it('Playing as a Zombie – On death: the remaining cards are discarded, the Survivor flips to its zombie side and the trail behind flips face down', () => {
    const s = scenario({
      players: [
        { hand: ['single', 'scout', 'bodyArmor'], level: 2, trail: ['settlement', 'sewer'] },
        { hand: ['single'] },
        { hand: ['single'] },
      ],
    })
    const r = act(s, 0, { type: 'rest', pay: ['single'] })
    const p = r.state.players[0]
    expect(p).toMatchObject({ alive: false, level: 2, hand: [] })
    expect(count(r.state.discard, 'scout') + count(r.state.discard, 'bodyArmor')).toBe(2)
    expect(p?.trail.map((c) => c?.faceUp)).toEqual([false, false])
    // The cards stay where they were, only flipped.
    expect(trail(r.state, 0)).toEqual(['settlement', 'sewer'])
    for (const viewer of [0, 1, 'spectator'] as const) {
      const pv = view(r.state, viewer).players[0]
      expect(pv?.alive).toBe(false)
      expect(pv?.handCount).toBe(0)
      expect(pv?.trail).toEqual([
        { id: null, kind: null, faceUp: false },
        { id: null, kind: null, faceUp: false },
      ])
    }
    expect(JSON.stringify(view(r.state, 1).players[0])).not.toMatch(/settlement|sewer/)
  })

  it('On death: the turn ends at once if it was theirs – the rest of a reflected Rampage is lost', () => {
    const s = scenario({
      players: [
        { hand: ['rampage', 'single'] },
        { hand: ['underestimate', 'single'] },
        { hand: ['single', 'double'] },
      ],
      deck: ['scout'],
    })
    const r = actAll(s, [
      [0, { type: 'playCard', card: 'rampage', targets: [1, 2] }],
      [1, { type: 'respond', card: 'underestimate' }],
    ])
    expect(r.state.players[0]?.alive).toBe(false)
    expect(hand(r.state, 2)).toEqual(bag('single', 'double'))
    expect(r.state.turn).toMatchObject({ seat: 1, phase: 'actions' })
    expect(hand(r.state, 1)).toEqual(bag('single', 'single', 'scout'))
  })

  it('On death: a pending Twisted Ankle no longer matters', () => {
    const s = scenario({
      players: [
        { hand: ['stealSupplies', 'single'] },
        { hand: ['single', 'single'], skipNext: true },
        { hand: ['single'] },
      ],
    })
    const r = act(s, 0, { type: 'playCard', card: 'stealSupplies', target: 1 })
    expect(r.state.players[1]).toMatchObject({ alive: false, skipNext: false })
  })
})

describe('Rulebook: How to Win (S8: chopper arrival)', () => {
  it('reach the chopper (level 6) and end your turn with at least 1 Supplies card: you win', () => {
    const s = scenario({
      players: [
        { hand: ['single', 'single', 'double'], level: 5 },
        { hand: ['single'] },
        { hand: ['single'] },
      ],
      wasteland: ['blank'],
    })
    const r = act(s, 0, { type: 'travel', pay: ['single', 'single'] })
    expect(r.state.players[0]?.level).toBe(6)
    expect(r.state.winner).toBe(0)
    expect(eventTypes(r.events)).toContain('gameWon')
    expect(selfish.outcome(r.state)).toEqual({
      winners: [0],
      scores: [6, 0, 0],
      headline: 'Ann escapes',
      summary: 'Ann reached the chopper and escaped.',
    })
    expect(selfish.toAct(r.state)).toEqual([])
    for (const seat of [0, 1, 2]) expect(selfish.legalActions(r.state, seat)).toEqual([])
    expect(view(r.state, 1).decision).toEqual({ kind: 'over', seat: null })
    expect(refusal(() => submitTo(selfish, r.state, 1, { type: 'rest', pay: ['single'] })).code).toBe(
      'GAME_OVER',
    )
  })

  it('S8: arriving with no Supplies left (a gamble onto a Blank) is death, not a win', () => {
    const s = scenario({
      players: [{ hand: ['single', 'single'], level: 5 }, { hand: ['single'] }],
      wasteland: ['blank'],
    })
    const r = act(s, 0, { type: 'travel', pay: ['single', 'single'] })
    expect(r.state.players[0]).toMatchObject({ level: 6, alive: false })
    expect(r.state.winner).toBeNull()
    expect(selfish.outcome(r.state)).toBeNull()
  })

  it('S8: a gamble onto the chopper that finds Supplies (Settlement) wins', () => {
    const s = scenario({
      players: [{ hand: ['single', 'single'], level: 5 }, { hand: ['single'] }],
      wasteland: ['settlement'],
      deck: ['single'],
    })
    expect(act(s, 0, { type: 'travel', pay: ['single', 'single'] }).state.winner).toBe(0)
  })

  it('S8: reaching level 6 in Phase 2 does not win yet – travel is impossible, rest is required, the win comes at the end of the turn', () => {
    const s = scenario({
      players: [{ hand: ['abandonedVehicle', 'single', 'single'], level: 5 }, { hand: ['single'] }],
      wasteland: ['blank'],
    })
    const r = act(s, 0, { type: 'playCard', card: 'abandonedVehicle' })
    expect(r.state.players[0]?.level).toBe(6)
    expect(r.state.winner).toBeNull()
    expect(selfish.outcome(r.state)).toBeNull()
    expect(legalOfType(r.state, 0, 'travel')).toEqual([])
    expect(
      refusal(() => submitTo(selfish, r.state, 0, { type: 'travel', pay: ['single', 'single'] })).message,
    ).toMatch(/chopper/)
    expect(picksFor(r.state, 0, 'rest')).toEqual([['single']])
    const r2 = act(r.state, 0, { type: 'rest', pay: ['single'] })
    expect(r2.state.winner).toBe(0)
  })

  it('S8: resting at the chopper with the last Supplies card kills you – no escape', () => {
    const s = scenario({ players: [{ hand: ['single', 'scout'], level: 6 }, { hand: ['single'] }] })
    const r = act(s, 0, { type: 'rest', pay: ['single'] })
    expect(r.state.players[0]?.alive).toBe(false)
    expect(r.state.winner).toBeNull()
  })

  it('S8: resting at the chopper with 2 Action cards keeps the last Supplies card – you win', () => {
    const s = scenario({ players: [{ hand: ['single', 'scout', 'horde'], level: 6 }, { hand: ['single'] }] })
    const r = act(s, 0, { type: 'rest', pay: ['horde', 'scout'] })
    expect(r.state.winner).toBe(0)
  })

  it('S8: no forward movement beyond 6 – a Secret Passageway at the chopper is lost', () => {
    const s = scenario({
      players: [{ hand: ['single', 'single', 'single'], level: 5 }, { hand: ['single'] }],
      wasteland: ['secretPassageway', 'bitten'],
    })
    const r = act(s, 0, { type: 'travel', pay: ['single', 'single'] })
    expect(r.state.players[0]?.level).toBe(6)
    expect(r.state.players[0]?.trail).toHaveLength(6)
    expect(eventTypes(r.events)).toContain('moveLost')
    expect(r.state.winner).toBe(0)
  })

  it("S8: the win is checked at the end of your own turn only – reaching the chopper with an Alliance on someone else's turn is not a win yet", () => {
    const s = scenario({
      players: [
        { hand: ['single', 'single', 'single'], level: 5 },
        { hand: ['single', 'single', 'double'] },
        { hand: ['single', 'single'] },
      ],
      seat: 1,
      alliances: [{ owner: 0, ally: 1, watching: true }],
      wasteland: ['blank', 'blank'],
      deck: ['scout', 'scout'],
    })
    let r = act(s, 1, { type: 'travel', pay: ['double'] })
    expect(r.state.players[0]?.level).toBe(6)
    expect(r.state.winner).toBeNull()
    r = act(r.state, 2, { type: 'rest', pay: ['single'] })
    expect(r.state.turn.seat).toBe(0)
    expect(legalOfType(r.state, 0, 'travel')).toEqual([])
    r = act(r.state, 0, { type: 'rest', pay: ['single'] })
    expect(r.state.winner).toBe(0)
  })

  it('S8 + S11 (choice): a survivor carried to the chopper by an Alliance onto a Twisted Ankle wins at the end of the skipped turn, without resting', () => {
    const s = scenario({
      players: [
        { hand: ['single', 'single'], level: 5 },
        { hand: ['single', 'single', 'double'] },
        { hand: ['single', 'single'] },
      ],
      seat: 1,
      alliances: [{ owner: 0, ally: 1, watching: true }],
      wasteland: ['blank', 'twistedAnkle'],
    })
    let r = act(s, 1, { type: 'travel', pay: ['double'] })
    expect(r.state.players[0]).toMatchObject({ level: 6, skipNext: true })
    expect(r.state.winner).toBeNull()
    r = act(r.state, 2, { type: 'rest', pay: ['single'] })
    expect(eventTypes(r.events)).toContain('turnSkipped')
    expect(r.state.winner).toBe(0)
    expect(hand(r.state, 0)).toEqual(bag('single', 'single'))
  })

  it('S8: movement an Alliance would give beyond the chopper is lost', () => {
    const s = scenario({
      players: [
        { hand: ['single', 'single'], level: 5 },
        { hand: ['abandonedVehicle', 'single', 'single', 'double'] },
        { hand: ['single'] },
      ],
      seat: 1,
      alliances: [{ owner: 0, ally: 1, watching: true }],
      wasteland: ['blank', 'blank', 'blank', 'bitten'],
    })
    const r = actAll(s, [
      [1, { type: 'playCard', card: 'abandonedVehicle' }],
      [1, { type: 'travel', pay: ['double'] }],
    ])
    expect(r.state.players[0]).toMatchObject({ level: 6, alive: true })
    expect(eventTypes(r.events)).toContain('moveLost')
  })

  it('the last living player still has to reach the chopper to win', () => {
    const s = scenario({
      players: [
        { hand: rep('single', 4), level: 3 },
        { alive: false, level: 1 },
      ],
      wasteland: ['blank'],
      dieFaces: [0],
    })
    let r = act(s, 0, { type: 'rest', pay: ['single'] })
    expect(selfish.outcome(r.state)).toBeNull()
    r = act(r.state, 1, { type: 'rollDie' })
    expect(r.state.turn.seat).toBe(0)
    r = act(r.state, 0, { type: 'travel', pay: ['single', 'single'] })
    expect(r.state.players[0]?.level).toBe(4)
    expect(selfish.outcome(r.state)).toBeNull()
  })

  it('if everyone turns into a zombie, the zombies win (the last survivor bitten)', () => {
    const r = lastSurvivorBitten()
    expect(r.state.zombiesWin).toBe(true)
    expect(eventTypes(r.events).slice(-2)).toEqual(['playerDied', 'zombiesWon'])
    expect(selfish.outcome(r.state)).toEqual({
      winners: [],
      scores: [1, 1, 4],
      headline: 'The zombies win',
      summary: 'Everyone has turned into a zombie.',
    })
    expect(selfish.toAct(r.state)).toEqual([])
    expect(selfish.legalActions(r.state, 0)).toEqual([])
    expect(problems(r.state)).toEqual([])
  })

  it('if everyone turns into a zombie, the zombies win (the last survivor rests with the last Supplies card)', () => {
    const s = scenario({ players: [{ hand: ['single'] }, { alive: false }] })
    const r = act(s, 0, { type: 'rest', pay: ['single'] })
    expect(r.state.zombiesWin).toBe(true)
    expect(selfish.outcome(r.state)?.winners).toEqual([])
  })
})

describe('Game over', () => {
  function playOut(seed: number, players: number): Match {
    const m = Match.create(games, {
      game: 'selfish',
      players: Array.from({ length: players }, (_, i) => ({ name: `P${i}` })),
      seed,
    })
    const rng = seedRng(`bot${seed}`)
    for (let i = 0; i < 20_000 && m.outcome() === null; i++) {
      const seat = m.toAct()[0] as number
      m.submit(seat, pick(rng, m.legalActions(seat)) as SelfishAction)
      expect(problems(m.state as SelfishState)).toEqual([])
    }
    return m
  }

  it.each([
    [1, 2],
    [2, 3],
    [3, 5],
  ])(
    'a game played to the end (seed %i, %i players): no legal actions, nobody to act, Match refuses with GAME_OVER',
    (seed, n) => {
      const m = playOut(seed, n)
      const outcome = m.outcome()
      expect(outcome).not.toBeNull()
      const s = m.state as SelfishState
      if (outcome?.winners.length) {
        const w = outcome.winners[0] as number
        expect(s.players[w]).toMatchObject({ alive: true, level: 6 })
        expect(
          s.players[w]?.hand.some((id) =>
            ['single', 'double'].includes(String(selfish.view(s, w).hand?.find((c) => c.id === id)?.kind)),
          ),
        ).toBe(true)
      } else {
        expect(s.players.every((p) => !p.alive)).toBe(true)
      }
      expect(m.toAct()).toEqual([])
      for (let seat = 0; seat < n; seat++) {
        expect(m.legalActions(seat)).toEqual([])
        expect(refusal(() => m.submit(seat, { type: 'rest', pay: ['single'] })).code).toBe('GAME_OVER')
      }
      expect(isLegal(s, 0, { type: 'endTurn' })).toBe(false)
      // Replaying the log from setup reproduces the final state exactly.
      expect(Match.replay(games, m.record()).state).toEqual(m.state)
    },
  )
})
