import { describe, expect, it } from 'vitest'
import { selfish } from '../../../engine/games/selfish'
import type { GameKind } from '../../../engine/games/selfish/data'
import type { SelfishAction } from '../../../engine/games/selfish/types'
import { act, actAll, legal, legalOfType, scenario, submitTo } from './scenario'
import { bag, count, eventTypes, hand, trail, view } from './reading'

const attacks: readonly [string, SelfishAction][] = [
  ['Horde', { type: 'playCard', card: 'horde', target: 1 }],
  ['Rampage', { type: 'playCard', card: 'rampage', targets: [1, 2] }],
  ['Steal Supplies', { type: 'playCard', card: 'stealSupplies', target: 1 }],
]

const attacker = {
  hand: ['horde', 'rampage', 'stealSupplies', 'single', 'single', 'double'] as const,
  level: 2,
}

describe('S2: what counts as an attack', () => {
  it.each(attacks)(
    'S2: %s is an attack – the target may answer with Body Armor or Underestimate',
    (_name, action) => {
      const s = scenario({
        players: [
          attacker,
          { hand: ['bodyArmor', 'underestimate', 'single', 'single'], level: 1 },
          { hand: ['single', 'single'] },
        ],
      })
      const r = act(s, 0, action)
      expect(r.state.decision).toEqual({
        kind: 'respond',
        seat: 1,
        attacker: 0,
        effect: action.type === 'playCard' ? action.card : '',
        reflected: false,
        options: ['bodyArmor', 'underestimate'],
      })
      expect(selfish.toAct(r.state)).toEqual([1])
      expect(legal(r.state, 1)).toEqual([
        { type: 'respond', card: 'bodyArmor' },
        { type: 'respond', card: 'underestimate' },
        { type: 'respond', card: 'none' },
      ])
      // Which answers the target holds stays secret from the others.
      expect(view(r.state, 0).decision).toMatchObject({ kind: 'respond', seat: 1, options: [] })
      expect(view(r.state, 1).decision).toMatchObject({ options: ['bodyArmor', 'underestimate'] })
    },
  )

  it('S2: Alliance, Scout and Zombie Trap are not attacks – nobody can answer them', () => {
    const s = scenario({
      players: [
        { hand: ['alliance', 'scout', 'zombieTrap', 'single'] },
        { hand: ['bodyArmor', 'underestimate', 'single'] },
        { hand: ['bodyArmor', 'single'] },
      ],
    })
    let r = act(s, 0, { type: 'playCard', card: 'alliance', target: 1 })
    expect(r.state.decision).toBeNull()
    r = act(r.state, 0, { type: 'playCard', card: 'scout' })
    expect(r.state.decision).toEqual({ kind: 'scout', seat: 0 })
    r = act(r.state, 0, { type: 'placeScouted', where: 'top' })
    r = act(r.state, 0, { type: 'playCard', card: 'zombieTrap' })
    expect(r.state.decision).toEqual({ kind: 'arrange', seat: 0, count: 3 })
    expect(hand(r.state, 1)).toEqual(bag('single', 'bodyArmor', 'underestimate'))
  })

  it('S2: Wasteland cards are not attacks (Bandits takes cards with no chance to block)', () => {
    const s = scenario({
      players: [{ hand: ['single', 'single', 'bodyArmor', 'double'] }, { hand: ['single'] }],
      wasteland: ['bandits'],
      dieFaces: [1],
    })
    const r = act(s, 0, { type: 'travel', pay: ['single', 'single'] })
    expect(r.state.decision).toEqual({ kind: 'discard', seat: 0, count: 1, reason: 'bandits' })
  })

  it('S2: each zombie bite is a separate attack; a blocked bite still spends its action point', () => {
    const s = scenario({
      players: [
        { hand: ['bodyArmor', 'single', 'single', 'single'], level: 2 },
        { alive: false, level: 2 },
      ],
      seat: 1,
      phase: 'zombie',
      ap: 3,
    })
    let r = act(s, 1, { type: 'zombieAttack', target: 0 })
    expect(r.state.turn.ap).toBe(2)
    expect(r.state.decision).toMatchObject({
      kind: 'respond',
      seat: 0,
      effect: 'bite',
      options: ['bodyArmor'],
    })
    r = act(r.state, 0, { type: 'respond', card: 'bodyArmor' })
    expect(hand(r.state, 0)).toEqual(bag('single', 'single', 'single'))
    expect(r.state.turn.ap).toBe(2)
    r = act(r.state, 1, { type: 'zombieAttack', target: 0 })
    // No more Body Armor: the second bite lands at once.
    expect(r.state.decision).toBeNull()
    expect(hand(r.state, 0)).toEqual(bag('single', 'single'))
    expect(r.state.turn.ap).toBe(1)
  })
})

describe('Body Armor', () => {
  const victim = {
    hand: ['bodyArmor', 'single', 'single', 'double'] as const,
    level: 1,
    trail: ['sewer'] as const,
  }

  it.each(attacks)(
    'Body Armor: blocks %s; Body Armor and the attack card are both discarded',
    (_name, action) => {
      const s = scenario({ players: [attacker, victim, { hand: ['single', 'single'] }] })
      let r = act(s, 0, action)
      r = act(r.state, 1, { type: 'respond', card: 'bodyArmor' })
      expect(hand(r.state, 1)).toEqual(bag('single', 'single', 'double'))
      expect(r.state.players[1]?.level).toBe(1)
      expect(trail(r.state, 1)).toEqual(['sewer'])
      expect(count(r.state.discard, 'bodyArmor')).toBe(1)
      expect(count(r.state.discard, action.type === 'playCard' ? action.card : 'single')).toBe(1)
      expect(eventTypes(r.events)).toContain('attackBlocked')
      expect(r.state.turn).toMatchObject({ seat: 0, phase: 'actions' })
    },
  )

  it('Body Armor: blocks each Rampage steal on its own (one target blocks, the other is robbed)', () => {
    const s = scenario({
      players: [attacker, victim, { hand: ['single', 'single'] }],
    })
    let r = act(s, 0, { type: 'playCard', card: 'rampage', targets: [1, 2] })
    r = act(r.state, 1, { type: 'respond', card: 'bodyArmor' })
    expect(r.state.players[1]?.hand).toHaveLength(3)
    expect(r.state.players[2]?.hand).toHaveLength(1)
    expect(r.state.players[0]?.hand).toHaveLength(attacker.hand.length)
  })

  it('Body Armor: works on zombies too', () => {
    const s = scenario({
      players: [
        { hand: ['bodyArmor', 'single'], level: 3 },
        { alive: false, level: 3 },
        { hand: ['single'] },
      ],
      seat: 1,
      phase: 'zombie',
      ap: 2,
    })
    let r = act(s, 1, { type: 'zombieAttack', target: 0 })
    r = act(r.state, 0, { type: 'respond', card: 'bodyArmor' })
    expect(hand(r.state, 0)).toEqual(['single'])
    expect(count(r.state.discard, 'bodyArmor')).toBe(1)
    expect(r.state.players[0]?.alive).toBe(true)
  })

  it('Body Armor: holding it is optional – answering "none" lets the attack through and keeps the card', () => {
    const s = scenario({ players: [attacker, victim, { hand: ['single'] }] })
    let r = act(s, 0, { type: 'playCard', card: 'horde', target: 1 })
    r = act(r.state, 1, { type: 'respond', card: 'none' })
    expect(r.state.players[1]?.level).toBe(0)
    expect(hand(r.state, 1)).toContain('bodyArmor')
  })
})

describe('Underestimate', () => {
  it('Underestimate: blocks Steal Supplies and turns it on the attacker, who now gives 2 Supplies', () => {
    const s = scenario({
      players: [
        { hand: ['stealSupplies', 'single', 'single', 'double'] },
        { hand: ['underestimate', 'single'] },
        { hand: ['single'] },
      ],
    })
    let r = act(s, 0, { type: 'playCard', card: 'stealSupplies', target: 1 })
    r = act(r.state, 1, { type: 'respond', card: 'underestimate' })
    expect(eventTypes(r.events)).toContain('attackReflected')
    expect(r.state.decision).toEqual({ kind: 'give', seat: 0, to: 1 })
    r = act(r.state, 0, { type: 'giveSupplies', cards: ['single', 'single'] })
    expect(hand(r.state, 0)).toEqual(['double'])
    expect(hand(r.state, 1)).toEqual(bag('single', 'single', 'single'))
    expect(count(r.state.discard, 'stealSupplies') + count(r.state.discard, 'underestimate')).toBe(2)
    expect(r.state.turn).toMatchObject({ seat: 0, phase: 'actions' })
  })

  it('Underestimate: a reflected Rampage steals a random card from the attacker', () => {
    const s = scenario({
      players: [
        { hand: ['rampage', 'single', 'double'] },
        { hand: ['underestimate', 'single'] },
        { hand: ['single', 'single'] },
      ],
    })
    let r = act(s, 0, { type: 'playCard', card: 'rampage', targets: [1, 2] })
    r = act(r.state, 1, { type: 'respond', card: 'underestimate' })
    // Seat 1 took one of seat 0's two cards; then the Rampage goes on against seat 2 (for seat 0).
    expect(r.state.players[1]?.hand).toHaveLength(2)
    expect(r.state.players[2]?.hand).toHaveLength(1)
    expect(r.state.players[0]?.hand).toHaveLength(2)
  })

  it('Underestimate: a reflected Horde pushes the attacker back', () => {
    const s = scenario({
      players: [
        { hand: ['horde', 'single'], level: 3, trail: ['blank', 'blank', 'bandits'] },
        { hand: ['underestimate', 'single'], level: 1 },
      ],
    })
    let r = act(s, 0, { type: 'playCard', card: 'horde', target: 1 })
    r = act(r.state, 1, { type: 'respond', card: 'underestimate' })
    expect(r.state.players[0]?.level).toBe(2)
    expect(r.state.players[1]?.level).toBe(1)
    expect(trail(r.state, 0)).toEqual(['blank', 'blank'])
    expect(r.state.wastelandDiscard).toHaveLength(1)
  })

  it('Underestimate (choice): a reflected Horde on an attacker at the start line has no effect', () => {
    const s = scenario({
      players: [{ hand: ['horde', 'single'] }, { hand: ['underestimate', 'single'], level: 1 }],
    })
    let r = act(s, 0, { type: 'playCard', card: 'horde', target: 1 })
    r = act(r.state, 1, { type: 'respond', card: 'underestimate' })
    expect(eventTypes(r.events)).toContain('hordeMissed')
    expect(r.state.players.map((p) => p.level)).toEqual([0, 1])
  })

  it('Underestimate: the attacker can block back with Body Armor – all cards are discarded with no effect', () => {
    const s = scenario({
      players: [
        { hand: ['stealSupplies', 'bodyArmor', 'underestimate', 'single', 'single'] },
        { hand: ['underestimate', 'single', 'single'] },
        { hand: ['single'] },
      ],
    })
    let r = act(s, 0, { type: 'playCard', card: 'stealSupplies', target: 1 })
    r = act(r.state, 1, { type: 'respond', card: 'underestimate' })
    // A reflected attack can only be blocked, not reflected again.
    expect(r.state.decision).toMatchObject({
      kind: 'respond',
      seat: 0,
      attacker: 1,
      reflected: true,
      options: ['bodyArmor'],
    })
    expect(legalOfType(r.state, 0, 'respond').map((a) => a.card)).toEqual(['bodyArmor', 'none'])
    r = act(r.state, 0, { type: 'respond', card: 'bodyArmor' })
    expect(hand(r.state, 0)).toEqual(bag('single', 'single', 'underestimate'))
    expect(hand(r.state, 1)).toEqual(bag('single', 'single'))
    expect(r.state.discard.length).toBe(s.discard.length + 3)
    expect(
      count(r.state.discard, 'stealSupplies') +
        count(r.state.discard, 'bodyArmor') +
        count(r.state.discard, 'underestimate'),
    ).toBe(3)
    expect(r.events.find((e) => e.type === 'attackBlocked')?.text).toMatch(
      /all cards are discarded with no effect/,
    )
  })

  it('Underestimate: does not work on zombies – a bite offers only Body Armor, or nothing at all', () => {
    /** Seat 1, a zombie with 2 action points, bites seat 0, who holds `held`. */
    const bitten = (held: GameKind[]) =>
      act(
        scenario({
          players: [
            { hand: held, level: 1 },
            { alive: false, level: 1 },
          ],
          seat: 1,
          phase: 'zombie',
          ap: 2,
        }),
        1,
        { type: 'zombieAttack', target: 0 },
      )
    const r = bitten(['underestimate', 'single', 'single'])
    expect(r.state.decision).toBeNull()
    expect(r.state.players[0]?.hand).toHaveLength(2)
    const r2 = bitten(['underestimate', 'bodyArmor', 'single'])
    expect(legalOfType(r2.state, 0, 'respond').map((a) => a.card)).toEqual(['bodyArmor', 'none'])
    expect(() => submitTo(selfish, r2.state, 0, { type: 'respond', card: 'underestimate' })).toThrow(
      /cannot play/,
    )
  })

  it("S12: a reflected Steal Supplies that takes the attacker's last Supplies kills them and ends their turn", () => {
    const s = scenario({
      players: [
        { hand: ['stealSupplies', 'scout', 'double'] },
        { hand: ['underestimate', 'single'] },
        { hand: ['single', 'single'] },
      ],
      deck: ['horde'],
    })
    const r = actAll(s, [
      [0, { type: 'playCard', card: 'stealSupplies', target: 1 }],
      [1, { type: 'respond', card: 'underestimate' }],
    ])
    expect(r.state.players[0]).toMatchObject({ alive: false, hand: [] })
    // Seat 1 got the Double, and has drawn its Phase 1 card: the dead attacker's turn is over.
    expect(hand(r.state, 1)).toEqual(bag('single', 'double', 'horde'))
    expect(r.state.turn).toMatchObject({ seat: 1, phase: 'actions' })
  })
})
