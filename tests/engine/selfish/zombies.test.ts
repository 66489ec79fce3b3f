import { describe, expect, it } from 'vitest'
import { selfish } from '../../../engine/games/selfish'
import { act, actAll, isLegal, legal, legalOfType, refusal, submitTo, scenario } from './scenario'
import type { PlayerSpec } from './scenario'
import { bag, count, eventTypes, hand, rep, trail, view, wastelandTop } from './reading'

/** Seat 1 is a zombie whose turn it is, after rolling `ap`. */
const zombieTurn = (
  ap: number,
  zombieLevel = 2,
  others: readonly PlayerSpec[] = [{ hand: ['single', 'single'], level: 1 }],
) =>
  scenario({
    players: [
      { hand: ['single', 'single', 'double', 'scout'], level: 2 },
      { alive: false, level: zombieLevel, trail: rep('blank', zombieLevel) },
      ...others,
    ],
    seat: 1,
    phase: 'zombie',
    ap,
    wasteland: ['bitten', 'settlement', 'blank'],
  })

describe('Rulebook: Taking Your Turn as a Zombie', () => {
  it('a zombie skips Phase 1 (no hand) and must first roll the die', () => {
    const s = scenario({
      players: [{ hand: ['single', 'single'] }, { alive: false, level: 1 }, { hand: ['single'] }],
      deck: ['scout'],
    })
    const r = act(s, 0, { type: 'rest', pay: ['single'] })
    expect(r.state.turn).toMatchObject({ seat: 1, phase: 'zombieRoll' })
    expect(eventTypes(r.events).slice(-1)).toEqual(['turnStarted'])
    expect(r.state.players[1]?.hand).toEqual([])
    expect(r.state.deck).toEqual(s.deck)
    expect(legal(r.state, 1)).toEqual([{ type: 'rollDie' }])
  })

  it('S1: the roll is the number of action points (a die of [3] gives 3)', () => {
    const s = scenario({
      players: [{ hand: ['single'] }, { alive: false, level: 1 }],
      seat: 1,
      dieFaces: [3],
    })
    const r = act(s, 1, { type: 'rollDie' })
    expect(r.state.turn).toMatchObject({ seat: 1, phase: 'zombie', ap: 3 })
    expect(r.events).toMatchObject([{ type: 'dieRolled', seat: 1, value: 3 }])
    expect(view(r.state, 0).lastRoll).toBe(3)
  })

  it('S1: with the default die every roll is one of 0,1,1,2,2,3 and all four values occur', () => {
    const seen = new Set<number>()
    for (let i = 0; i < 60; i++) {
      const s = scenario({ players: [{ hand: ['single'] }, { alive: false, level: 1 }], seat: 1, seed: i })
      seen.add(act(s, 1, { type: 'rollDie' }).state.lastRoll ?? -1)
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3])
  })

  it('a roll of 0 ends the zombie turn at once – zombies can be slow', () => {
    const s = scenario({
      players: [{ hand: ['single'] }, { alive: false, level: 1 }, { hand: ['single'] }],
      seat: 1,
      dieFaces: [0],
    })
    const r = act(s, 1, { type: 'rollDie' })
    expect(r.state.turn.seat).toBe(2)
    expect(eventTypes(r.events)).toEqual(['dieRolled', 'turnEnded', 'turnStarted', 'cardDrawn'])
  })

  it('Attack (1 AP): only living players on the same level are targets ("red zombie": any column)', () => {
    const s = zombieTurn(2, 2, [
      { hand: ['single'], level: 1 },
      { alive: false, level: 2 },
      { hand: ['single'], level: 2 },
    ])
    expect(legalOfType(s, 1, 'zombieAttack').map((a) => a.target)).toEqual([0, 4])
    expect(refusal(() => submitTo(selfish, s, 1, { type: 'zombieAttack', target: 2 })).message).toMatch(
      /own level/,
    )
    expect(refusal(() => submitTo(selfish, s, 1, { type: 'zombieAttack', target: 3 })).code).toBe('ILLEGAL')
  })

  it('Attack: take 1 random card from the target and place it in the discard pile', () => {
    const s = zombieTurn(2)
    const r = act(s, 1, { type: 'zombieAttack', target: 0 })
    expect(r.state.players[0]?.hand).toHaveLength(3)
    const lost = s.players[0]?.hand.find((id) => !r.state.players[0]?.hand.includes(id))
    expect(r.state.discard[r.state.discard.length - 1]).toBe(lost)
    expect(r.state.players[1]?.hand).toEqual([])
    expect(r.state.turn.ap).toBe(1)
    expect(r.events[0]).toMatchObject({ type: 'cardBitten', seat: 0, attacker: 1, card: lost })
  })

  it('Attack: the bitten card is random (S5) – different seeds take different cards', () => {
    const lostKinds = new Set<string>()
    for (let i = 0; i < 30; i++) {
      const s = { ...zombieTurn(1), rng: scenario({ players: [{}, {}], seed: i }).rng }
      const r = act(s, 1, { type: 'zombieAttack', target: 0 })
      lostKinds.add(String(r.events[0]?.kind))
    }
    expect([...lostKinds].sort()).toEqual(['double', 'scout', 'single'])
  })

  it('Attack: the same player may be attacked several times, each attack costing 1 AP', () => {
    const r = actAll(zombieTurn(3), [
      [1, { type: 'zombieAttack', target: 0 }],
      [1, { type: 'zombieAttack', target: 0 }],
    ])
    expect(r.state.players[0]?.hand).toHaveLength(2)
    expect(r.state.turn).toMatchObject({ seat: 1, ap: 1 })
  })

  it('the last AP bite is resolved before the turn passes (the target answers during the zombie turn)', () => {
    const s = scenario({
      players: [
        { hand: ['bodyArmor', 'single', 'single'], level: 2 },
        { alive: false, level: 2 },
        { hand: ['single', 'single'] },
      ],
      seat: 1,
      phase: 'zombie',
      ap: 1,
      deck: ['scout'],
    })
    const r = act(s, 1, { type: 'zombieAttack', target: 0 })
    expect(r.state.decision).toMatchObject({ kind: 'respond', seat: 0, attacker: 1 })
    expect(r.state.turn.seat).toBe(1)
    expect(eventTypes(r.events)).toEqual([])
    const r2 = act(r.state, 0, { type: 'respond', card: 'none' })
    const types = eventTypes(r2.events)
    expect(types.slice(0, 2)).toEqual(['cardBitten', 'turnEnded'])
    expect(r2.state.turn.seat).toBe(2)
    // Without Body Armor: the bite is logged before the turn ends.
    const plain = scenario({
      players: [{ hand: ['single', 'single'], level: 2 }, { alive: false, level: 2 }, { hand: ['single'] }],
      seat: 1,
      phase: 'zombie',
      ap: 1,
    })
    expect(eventTypes(act(plain, 1, { type: 'zombieAttack', target: 0 }).events).slice(0, 3)).toEqual([
      'cardBitten',
      'turnEnded',
      'turnStarted',
    ])
  })

  it('Move forward (1 AP): the Wasteland card goes face down behind the zombie and has no effect', () => {
    const s = zombieTurn(2)
    const r = act(s, 1, { type: 'zombieMove', direction: 'forward' })
    expect(r.state.players[1]?.level).toBe(3)
    expect(r.state.players[1]?.trail).toHaveLength(3)
    expect(r.state.players[1]?.trail[2]).toMatchObject({ faceUp: false })
    expect(trail(r.state, 1)[2]).toBe('bitten')
    expect(r.state.players[1]?.hand).toEqual([])
    expect(r.state.players[1]?.alive).toBe(false)
    expect(r.state.decision).toBeNull()
    expect(view(r.state, 0).players[1]?.trail[2]).toEqual({ id: null, kind: null, faceUp: false })
    expect(JSON.stringify(r.events)).not.toMatch(/bitten/i)
    expect(r.state.turn.ap).toBe(1)
  })

  it('Wasteland cards have no effect on zombies (a Settlement gives nothing, a Sewer takes nothing)', () => {
    const s = scenario({
      players: [{ hand: ['single'] }, { alive: false, level: 0 }],
      seat: 1,
      phase: 'zombie',
      ap: 2,
      wasteland: ['settlement', 'sewer'],
    })
    const r = actAll(s, [
      [1, { type: 'zombieMove', direction: 'forward' }],
      [1, { type: 'zombieMove', direction: 'forward' }],
    ])
    expect(r.state.players[1]).toMatchObject({ level: 2, hand: [], alive: false })
    expect(trail(r.state, 1)).toEqual(['settlement', 'sewer'])
  })

  it('Move backward (1 AP): onto the Wasteland card behind; moving forward off it again places no new card', () => {
    const s = zombieTurn(3)
    let r = act(s, 1, { type: 'zombieMove', direction: 'backward' })
    expect(r.state.players[1]?.level).toBe(1)
    expect(r.state.players[1]?.trail).toEqual(s.players[1]?.trail)
    expect(r.state.wasteland).toEqual(s.wasteland)
    r = act(r.state, 1, { type: 'zombieMove', direction: 'forward' })
    expect(r.state.players[1]?.level).toBe(2)
    expect(r.state.players[1]?.trail).toEqual(s.players[1]?.trail)
    expect(r.state.wasteland).toEqual(s.wasteland)
    r = act(r.state, 1, { type: 'zombieMove', direction: 'forward' })
    expect(r.state.players[1]?.level).toBe(3)
    expect(r.state.players[1]?.trail).toHaveLength(3)
    expect(wastelandTop(r.state, 1)).toEqual(['settlement'])
  })

  it('S10: zombie movement is bounded to levels 0..5 (no backward from 0, no forward from 5)', () => {
    const atStart = zombieTurn(2, 0)
    expect(isLegal(atStart, 1, { type: 'zombieMove', direction: 'backward' })).toBe(false)
    expect(
      refusal(() => submitTo(selfish, atStart, 1, { type: 'zombieMove', direction: 'backward' })).code,
    ).toBe('ILLEGAL')
    const atTop = zombieTurn(2, 5)
    expect(isLegal(atTop, 1, { type: 'zombieMove', direction: 'forward' })).toBe(false)
    expect(isLegal(atTop, 1, { type: 'zombieMove', direction: 'backward' })).toBe(true)
    expect(
      refusal(() => submitTo(selfish, atTop, 1, { type: 'zombieMove', direction: 'forward' })).message,
    ).toMatch(/any further/)
  })

  it('S10: a survivor who died at the chopper (level 6) can only shamble back', () => {
    const s = zombieTurn(1, 6)
    expect(legalOfType(s, 1, 'zombieMove').map((a) => a.direction)).toEqual(['backward'])
  })

  it('a zombie may end its turn early with action points left; when they run out the turn ends by itself', () => {
    const s = zombieTurn(3)
    expect(isLegal(s, 1, { type: 'endTurn' })).toBe(true)
    const early = act(s, 1, { type: 'endTurn' })
    expect(early.state.turn.seat).toBe(2)
    const spent = actAll(zombieTurn(2), [
      [1, { type: 'zombieMove', direction: 'forward' }],
      [1, { type: 'zombieMove', direction: 'backward' }],
    ])
    expect(spent.state.turn.seat).toBe(2)
    expect(spent.state.players[1]?.level).toBe(2)
  })

  it('zombies cannot play cards, rest, travel or swap', () => {
    const s = zombieTurn(2)
    expect(
      legal(s, 1)
        .map((a) => a.type)
        .sort(),
    ).toEqual(['endTurn', 'zombieAttack', 'zombieMove', 'zombieMove'])
    expect(refusal(() => submitTo(selfish, s, 1, { type: 'rest', pay: ['single'] })).code).toBe('ILLEGAL')
    expect(refusal(() => submitTo(selfish, s, 1, { type: 'playCard', card: 'scout' })).code).toBe('ILLEGAL')
  })

  it('a player who dies on their own turn acts as a zombie only from their next turn', () => {
    const s = scenario({
      players: [{ hand: ['single'], level: 2 }, { hand: ['single', 'single'] }],
      dieFaces: [2],
    })
    let r = act(s, 0, { type: 'rest', pay: ['single'] })
    expect(r.state.players[0]?.alive).toBe(false)
    expect(r.state.turn).toMatchObject({ seat: 1, phase: 'actions' })
    r = act(r.state, 1, { type: 'rest', pay: ['single'] })
    expect(r.state.turn).toMatchObject({ seat: 0, phase: 'zombieRoll' })
    r = act(r.state, 0, { type: 'rollDie' })
    expect(r.state.turn.ap).toBe(2)
  })

  it('S12: a bite that takes the last Supplies card kills the target', () => {
    const s = scenario({
      players: [{ hand: ['single'], level: 2 }, { alive: false, level: 2 }, { hand: ['single'] }],
      seat: 1,
      phase: 'zombie',
      ap: 2,
    })
    const r = act(s, 1, { type: 'zombieAttack', target: 0 })
    expect(r.state.players[0]).toMatchObject({ alive: false, hand: [] })
    expect(count(r.state.discard, 'single')).toBe(1)
    expect(r.state.turn).toMatchObject({ seat: 1, ap: 1 })
    expect(legalOfType(r.state, 1, 'zombieAttack')).toEqual([])
    expect(bag(...hand(r.state, 2))).toEqual(['single'])
  })
})
