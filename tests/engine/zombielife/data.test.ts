import { describe, expect, it } from 'vitest'
import rawCards from '../../../assets/zombielife/cards.json'
import rawRules from '../../../assets/zombielife/rules.json'
import { resolveZombielifeOptions } from '../../../engine/games/zombielife'
import {
  ACTION_KINDS,
  ASSET_KINDS,
  EXPECTED_ACTION_COUNTS,
  EXPECTED_ASSET_COUNTS,
  ZOMBIELIFE,
  actionType,
  assetType,
  inPlay,
  loadZombielifeData,
  type ActionKind,
  type AssetKind,
} from '../../../engine/games/zombielife/data'

type Cards = typeof rawCards
type Rules = typeof rawRules
const cards = (): Cards => JSON.parse(JSON.stringify(rawCards)) as Cards
const rules = (): Rules => JSON.parse(JSON.stringify(rawRules)) as Rules
const load = (c: unknown = rawCards, r: unknown = rawRules) => loadZombielifeData(c, r)

const assetsOf = (kind: AssetKind) => ZOMBIELIFE.assets.filter((a) => a.kind === kind)
const copiesOf = (kind: ActionKind) => ZOMBIELIFE.actions.filter((a) => a.kind === kind)
/** The copies of a card as `symbol/dividend` (U = unmarked), as §2.9.2 lists them. */
const listed = (kind: ActionKind) =>
  copiesOf(kind)
    .map((c) => `${c.symbol ?? 'U'}/${c.dividend}`)
    .join(' ')

describe('Components: 53 Asset cards (counts and values from the data file, §2.9.1)', () => {
  it.each([
    ['life', 'Life Insurance', 8],
    ['criticalIllness', 'Critical Illness Insurance', 8],
    ['medical', 'Medical Insurance', 8],
    ['ilp', 'Investment-Linked Policy', 8],
    ['endowment', 'Endowment', 6],
    ['investment', 'Investment', 15],
  ] as const)('%s: %s (%i cards)', (kind, name, n) => {
    expect(assetType(kind).name).toBe(name)
    expect(assetsOf(kind)).toHaveLength(n)
  })

  it('53 asset cards in total; Life, Critical Illness, Medical and ILP are the Insurance cards', () => {
    expect(ZOMBIELIFE.assetCount).toBe(53)
    expect(ASSET_KINDS.filter((k) => assetType(k).insurance)).toEqual([
      'life',
      'criticalIllness',
      'medical',
      'ilp',
    ])
  })

  it('Life Insurance: the usual cost is 1 Wonga (rulebook example), maintenance 1, ladder 16..9', () => {
    expect(assetsOf('life').map((a) => [a.cost, a.maintenance])).toEqual(Array(8).fill([1, 1]))
    expect(assetsOf('life').map((a) => a.payout)).toEqual([16, 15, 14, 13, 12, 11, 10, 9])
    expect(assetType('life').claimAtInfected).toEqual([3])
  })

  it('Critical Illness: cost 2, maintenance 1, ladder 12..5, pays at 2 infected, buyable below 2 infected', () => {
    expect(assetsOf('criticalIllness').map((a) => [a.cost, a.maintenance])).toEqual(Array(8).fill([2, 1]))
    expect(assetsOf('criticalIllness').map((a) => a.payout)).toEqual([12, 11, 10, 9, 8, 7, 6, 5])
    expect(assetType('criticalIllness')).toMatchObject({ claimAtInfected: [2], maxInfectedToBuy: 1 })
  })

  it('Medical: cost 1, maintenance 1, pays 4 on any flip', () => {
    expect(assetsOf('medical').map((a) => [a.cost, a.maintenance, a.payout])).toEqual(
      Array(8).fill([1, 1, 4]),
    )
    expect(assetType('medical').claimAtInfected).toEqual([1, 2, 3])
  })

  it('ILP: cost 2, maintenance 1 to the bank (Z6), dividends onto the card, 6 on zombification', () => {
    expect(assetsOf('ilp').map((a) => [a.cost, a.maintenance, a.payout])).toEqual(Array(8).fill([2, 1, 6]))
    expect(assetType('ilp')).toMatchObject({
      maintenanceTo: 'bank',
      dividendTo: 'card',
      claimAtInfected: [3],
    })
  })

  it('Endowment: cost 2 and maintenance 1 both onto the card (Z3), 3 on zombification, no surcharge', () => {
    expect(assetsOf('endowment').map((a) => [a.cost, a.maintenance, a.payout])).toEqual(
      Array(6).fill([2, 1, 3]),
    )
    expect(assetType('endowment')).toMatchObject({
      insurance: false,
      purchaseTo: 'card',
      maintenanceTo: 'card',
      claimAtInfected: [3],
    })
  })

  it('Investment: cost 3, no maintenance (a one-time fee), dividends in cash', () => {
    expect(assetsOf('investment').map((a) => [a.cost, a.maintenance])).toEqual(Array(15).fill([3, 0]))
    expect(assetType('investment')).toMatchObject({
      insurance: false,
      dividendTo: 'cash',
      claimAtInfected: [],
    })
  })

  it('Life and Critical Illness piles are sorted highest on top; the others are identical cards', () => {
    expect(ASSET_KINDS.filter((k) => assetType(k).pileOrder === 'highestOnTop')).toEqual([
      'life',
      'criticalIllness',
    ])
  })
})

describe('Components: the 56-card Action deck (§2.9.2, per copy symbol/dividend)', () => {
  it.each([
    ['infection', 8, 0, 'U/0 U/0 U/0 U/0 3/0 4/0 5/0 5/0'],
    ['ppe', 6, 1, 'U/1 U/1 U/1 3/1 4/1 5/1'],
    ['socialDistancing', 5, 1, 'U/2 U/2 U/1 3/3 4/0'],
    ['contactTracing', 4, 1, 'U/1 U/2 3/3 4/0'],
    ['superSpreader', 4, 2, 'U/2 U/1 3/3 5/1'],
    ['bullRun', 4, 1, 'U/0 U/1 U/2 4/3'],
    ['policyLapse', 3, 2, 'U/2 U/1 5/3'],
    ['insuranceAgent', 4, 0, 'U/1 U/2 U/2 3/0'],
    ['freeLookPeriod', 3, 0, 'U/1 U/2 4/3'],
    ['stockTip', 3, 1, 'U/2 U/1 5/0'],
    ['marketCrash', 2, 3, '3/3 4/0'],
    ['lockdown', 3, 2, 'U/1 3/2 5/3'],
    ['boosterShot', 3, 3, 'U/2 U/1 4/2'],
    ['dividendReinvestment', 2, 1, 'U/3 5/2'],
    ['overtime', 2, 0, 'U/1 U/3'],
  ] as const)('%s: %i copies, cost %i, copies %s', (kind, n, cost, copies) => {
    expect(copiesOf(kind)).toHaveLength(n)
    expect(actionType(kind).cost).toBe(cost)
    expect(listed(kind)).toBe(copies)
  })

  it('Social Distancing has a copy with a Dividend Indicator of 2 (rulebook example); Infection cards pay 0', () => {
    expect(actionType('socialDistancing').name).toBe('Social Distancing')
    expect(copiesOf('socialDistancing').some((c) => c.dividend === 2)).toBe(true)
    expect(copiesOf('infection').every((c) => c.dividend === 0)).toBe(true)
  })

  it('composition by symbol: U 25+3+4 = 32, and 8 each for 3, 4 and 5 (42 actions, 6 PPE, 8 Infection)', () => {
    const row = (symbol: number | null) => {
      const c = ZOMBIELIFE.actions.filter((a) => a.symbol === symbol)
      const of = (pred: (k: ActionKind) => boolean) => c.filter((a) => pred(a.kind)).length
      return [
        of((k) => k !== 'ppe' && k !== 'infection'),
        of((k) => k === 'ppe'),
        of((k) => k === 'infection'),
        c.length,
      ]
    }
    expect(row(null)).toEqual([25, 3, 4, 32])
    expect(row(3)).toEqual([6, 1, 1, 8])
    expect(row(4)).toEqual([6, 1, 1, 8])
    expect(row(5)).toEqual([5, 1, 2, 8])
    expect(ZOMBIELIFE.actionCount).toBe(56)
  })

  it('cards in play per player count: 32 / 40 / 48 / 56, with one PPE per player plus a spare', () => {
    for (const [n, total] of [
      [2, 32],
      [3, 40],
      [4, 48],
      [5, 56],
    ] as const) {
      const used = ZOMBIELIFE.actions.filter((c) => inPlay(c, n))
      expect(used).toHaveLength(total)
      expect(used.filter((c) => c.kind === 'ppe')).toHaveLength(n + 1)
    }
  })

  it('dividends over the 42 actions: six 0s, twelve 1s, fourteen 2s, ten 3s (sum 70)', () => {
    const actions = ZOMBIELIFE.actions.filter((c) => c.kind !== 'ppe' && c.kind !== 'infection')
    const count = (d: number) => actions.filter((c) => c.dividend === d).length
    expect([0, 1, 2, 3].map(count)).toEqual([6, 12, 14, 10])
    expect(actions.reduce((s, c) => s + c.dividend, 0)).toBe(70)
  })
})

describe('Game Setup and Player Guide numbers (rules.json)', () => {
  it('6 rounds, 3 Health Tokens, 3 Wonga + 3 Action cards + 1 PPE each, 2 to 5 players', () => {
    expect(ZOMBIELIFE.rules).toMatchObject({
      rounds: 6,
      healthTokens: 3,
      startingWonga: 3,
      startingActionCards: 3,
      startingPpe: 1,
      minPlayers: 2,
      maxPlayers: 5,
    })
  })

  it('Human Guide: option A takes 2 Wonga and 2 actions, option B 3 Wonga and no actions', () => {
    expect(ZOMBIELIFE.rules.humanGuide.map((o) => [o.option, o.salary, o.actions])).toEqual([
      ['A', 2, 2],
      ['B', 3, 0],
    ])
  })

  it('scoring: 5 Wonga per healthy token, Endowment and ILP money doubled, +1 per infected token on insurance', () => {
    expect(ZOMBIELIFE.rules).toMatchObject({
      survivorBonus: 5,
      cardMoneyMultiplier: 2,
      infectionSurcharge: 1,
    })
  })

  it('Zombie Guide (§2.7): Scavenge takes 2 Wonga, Lurk looks at 3 cards', () => {
    expect(ZOMBIELIFE.rules).toMatchObject({ scavengeWonga: 2, lurkCards: 3 })
  })
})

describe('Data check: loadZombielifeData refuses bad card data with a message naming the card', () => {
  it('accepts the shipped files, and the order in the file does not change the ids', () => {
    expect(load().actionCount).toBe(56)
    const reversed = cards()
    reversed.assets.reverse()
    reversed.actionCards.reverse()
    expect(load(reversed).actions).toEqual(ZOMBIELIFE.actions)
    expect(load(reversed).assets).toEqual(ZOMBIELIFE.assets)
    expect(Object.values(EXPECTED_ASSET_COUNTS).reduce((a, b) => a + b, 0)).toBe(53)
    expect(Object.values(EXPECTED_ACTION_COUNTS).reduce((a, b) => a + b, 0)).toBe(56)
    expect(ZOMBIELIFE.actionTypes.map((t) => t.kind)).toEqual([...ACTION_KINDS])
  })

  it('refuses a wrong number of copies, naming the card and the right count', () => {
    const c = cards()
    c.assets.find((a) => a.kind === 'life')?.copies.pop()
    expect(() => load(c)).toThrow(/"Life Insurance" has 7 copies; the game has 8/)
    const d = cards()
    const tip = d.actionCards.find((a) => a.kind === 'stockTip')
    tip?.copies.push({ symbol: null, dividend: 1 })
    expect(() => load(d)).toThrow(/"Stock Tip" has 4 copies; the game has 3/)
  })

  it('refuses an unknown, missing or doubled card, naming it', () => {
    const unknown = cards()
    ;(unknown.actionCards[2] as { kind: string }).kind = 'chainsaw'
    expect(() => load(unknown)).toThrow(/unknown kind "chainsaw"/)
    const missing = cards()
    missing.assets = missing.assets.filter((a) => a.kind !== 'endowment')
    expect(() => load(missing)).toThrow(/missing the "endowment" card/)
    const twice = cards()
    twice.actionCards.push(twice.actionCards[0] as Cards['actionCards'][number])
    expect(() => load(twice)).toThrow(/lists "infection" twice/)
  })

  it('refuses bad fields, naming the card and the field', () => {
    const edit = (change: (c: Cards) => void) => {
      const c = cards()
      change(c)
      return () => load(c)
    }
    const life = (c: Cards) => c.assets.find((a) => a.kind === 'life') as Cards['assets'][number]
    const lapse = (c: Cards) =>
      c.actionCards.find((a) => a.kind === 'policyLapse') as Cards['actionCards'][number]
    expect(edit((c) => void ((life(c).copies[0] as { cost: unknown }).cost = -1))).toThrow(
      /"Life Insurance" copy 1 cost must be a whole number/,
    )
    expect(edit((c) => void ((life(c).copies[2] as { payout: unknown }).payout = '14'))).toThrow(
      /"Life Insurance" copy 3 payout/,
    )
    expect(edit((c) => void ((lapse(c).copies[1] as { symbol: unknown }).symbol = 6))).toThrow(
      /"Policy Lapse" copy 2 symbol must be null \(unmarked\), 3, 4 or 5/,
    )
    expect(edit((c) => void ((lapse(c).copies[0] as { dividend: unknown }).dividend = 1.5))).toThrow(
      /"Policy Lapse" copy 1 dividend/,
    )
    expect(edit((c) => void ((lapse(c) as { timing: string }).timing = 'reaction'))).toThrow(
      /"Policy Lapse" timing must be "action"/,
    )
    expect(edit((c) => void ((lapse(c) as { amount?: number }).amount = 2))).toThrow(
      /"Policy Lapse" takes no amount/,
    )
    expect(
      edit((c) => delete (c.actionCards.find((a) => a.kind === 'overtime') as { amount?: number }).amount),
    ).toThrow(/"Overtime" needs an amount/)
    expect(edit((c) => void ((life(c) as { pileOrder: string }).pileOrder = 'shuffled'))).toThrow(
      /"Life Insurance" pileOrder must be one of/,
    )
    expect(edit((c) => void ((life(c) as { name: string }).name = ''))).toThrow(/"life" has no name/)
  })

  it('refuses a deck that cannot deal the starting hands at some player count', () => {
    const c = cards()
    const ppe = c.actionCards.find((a) => a.kind === 'ppe') as Cards['actionCards'][number]
    ppe.copies = ppe.copies.map((p) => ({ ...p, symbol: 5 }))
    expect(() => load(c)).toThrow(/"Personal Protective Equipment": 2 players need 2, only 0 are in play/)
  })

  it('refuses bad rule numbers, naming them', () => {
    const r = rules()
    r.rounds = 0
    expect(() => load(rawCards, r)).toThrow(/rules.json: rounds must be a whole number from 1/)
    const g = rules()
    ;(g.humanGuide[1] as { option: string }).option = 'A'
    expect(() => load(rawCards, g)).toThrow(/humanGuide\[1\] needs a distinct option label/)
    const z = rules()
    z.zombieGuide.lurkCards = 0
    expect(() => load(rawCards, z)).toThrow(/zombieGuide.lurkCards/)
  })
})

describe('Match options', () => {
  it('fill in defaults: first seat 0, Z2 money on cards lost, bites unlimited', () => {
    expect(resolveZombielifeOptions({}, 4)).toEqual({
      firstSeat: 0,
      cardMoneyOnZombification: 'lost',
      biteOncePerTargetPerRound: false,
    })
  })

  it('refuse unknown or bad options by name', () => {
    expect(() => resolveZombielifeOptions({ dice: 2 }, 4)).toThrow(/no option "dice"/)
    expect(() => resolveZombielifeOptions({ firstSeat: 4 }, 4)).toThrow(/firstSeat/)
    expect(() => resolveZombielifeOptions({ cardMoneyOnZombification: 'kept' }, 4)).toThrow(
      /cardMoneyOnZombification/,
    )
    expect(() => resolveZombielifeOptions({ biteOncePerTargetPerRound: 'yes' }, 4)).toThrow(
      /biteOncePerTargetPerRound/,
    )
    expect(() => resolveZombielifeOptions([], 4)).toThrow(/must be an object/)
  })
})
