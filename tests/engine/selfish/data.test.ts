import { describe, expect, it } from 'vitest'
import raw from '../../../assets/selfish/cards.json'
import {
  EXPECTED_GAME_COUNTS,
  EXPECTED_WASTE_COUNTS,
  GAME_KINDS,
  SELFISH,
  WASTE_KINDS,
  loadSelfishData,
} from '../../../engine/games/selfish/data'
import { resolveSelfishOptions } from '../../../engine/games/selfish'

type Raw = typeof raw
const copy = (): Raw => JSON.parse(JSON.stringify(raw)) as Raw

describe('Rulebook: Game Cards – Supplies and Actions (counts from the data file)', () => {
  it.each([
    ['single', 'Singles', 38],
    ['double', 'Doubles', 10],
    ['abandonedVehicle', 'Abandoned Vehicle', 4],
    ['alliance', 'Alliance', 4],
    ['bodyArmor', 'Body Armor', 5],
    ['horde', 'Horde', 3],
    ['rampage', 'Rampage', 3],
    ['scout', 'Scout', 4],
    ['stealSupplies', 'Steal Supplies', 3],
    ['underestimate', 'Underestimate', 3],
    ['zombieTrap', 'Zombie Trap', 4],
  ] as const)('%s: %s (%i cards)', (kind, _name, n) => {
    expect(SELFISH.gameCards.find((c) => c.kind === kind)?.count).toBe(n)
    expect(SELFISH.gameKindOf.filter((k) => k === kind)).toHaveLength(n)
  })

  it('Singles (38 cards) are worth 1 and Doubles (10 cards) are worth 2', () => {
    const value = (kind: string) => raw.gameCards.find((c) => c.kind === kind)?.value
    expect([value('single'), value('double')]).toEqual([1, 2])
  })

  it('81 Game cards in total: 48 Supplies (38 Single + 10 Double) and 33 Actions', () => {
    expect(SELFISH.gameCardCount).toBe(81)
    expect(SELFISH.gameKindOf.filter((k) => k === 'single' || k === 'double')).toHaveLength(48)
    expect(SELFISH.gameKindOf.filter((k) => k !== 'single' && k !== 'double')).toHaveLength(33)
  })
})

describe('Rulebook: Wasteland Cards (counts from the data file)', () => {
  it.each([
    ['blank', 12],
    ['settlement', 5],
    ['shoppingMall', 3],
    ['secretPassageway', 1],
    ['twistedAnkle', 3],
    ['sewer', 6],
    ['bandits', 4],
    ['zombies', 4],
    ['bitten', 3],
  ] as const)('%s (%i cards)', (kind, n) => {
    expect(SELFISH.wastelandCards.find((c) => c.kind === kind)?.count).toBe(n)
    expect(SELFISH.wasteKindOf.filter((k) => k === kind)).toHaveLength(n)
  })

  it('41 Wasteland cards in total', () => {
    expect(SELFISH.wastelandCardCount).toBe(41)
  })
})

describe('Rulebook: Setting Up – numbers kept as data', () => {
  it('the chopper is 6 spaces from the start line; zombies stay within 0..5 (S10)', () => {
    expect(SELFISH.rules.chopperLevel).toBe(6)
    expect(SELFISH.rules.zombieMaxLevel).toBe(5)
  })

  it('deal 1 Double, 4 Singles and 4 random cards; 2 players may play 1 Action card; Zombies! bites at 6+ cards for 2', () => {
    expect(SELFISH.rules).toMatchObject({
      startingDoubles: 1,
      startingSingles: 4,
      startingRandomCards: 4,
      twoPlayerActionLimit: 1,
      zombiesDiscardHandSize: 6,
      zombiesDiscardCount: 2,
    })
  })

  it('5 Survivor cards (names are a proposal, 1.2)', () => {
    expect(SELFISH.survivors).toHaveLength(5)
  })
})

describe('S1: die faces', () => {
  it('S1: the default die has six faces 0,1,1,2,2,3 (numbers 0 to 3)', () => {
    expect(SELFISH.rules.dieFaces).toEqual([0, 1, 1, 2, 2, 3])
    expect(resolveSelfishOptions({}).dieFaces).toEqual([0, 1, 1, 2, 2, 3])
  })

  it('S1: the faces are configurable through the match options, and bad faces are refused', () => {
    expect(resolveSelfishOptions({ dieFaces: [0, 1, 2, 3, 3, 3] }).dieFaces).toEqual([0, 1, 2, 3, 3, 3])
    expect(() => resolveSelfishOptions({ dieFaces: [] })).toThrow(/dieFaces/)
    expect(() => resolveSelfishOptions({ dieFaces: [1.5] })).toThrow(/dieFaces/)
    expect(() => resolveSelfishOptions({ dieFaces: [-1] })).toThrow(/dieFaces/)
    expect(() => resolveSelfishOptions({ dieFaces: 'd6' })).toThrow(/dieFaces/)
  })
})

describe('Data check: loadSelfishData refuses bad card data with a message naming the card', () => {
  it('accepts the shipped file', () => {
    expect(loadSelfishData(copy()).gameCardCount).toBe(81)
  })

  it('refuses a wrong Game card count, naming the card and the right count', () => {
    const data = copy()
    const scout = data.gameCards.find((c) => c.kind === 'scout')
    if (!scout) throw new Error('no scout')
    scout.count = 5
    expect(() => loadSelfishData(data)).toThrow(/"Scout" has count 5; the game has 4/)
  })

  it('refuses a wrong Wasteland card count, naming the card', () => {
    const data = copy()
    const sewer = data.wastelandCards.find((c) => c.kind === 'sewer')
    if (!sewer) throw new Error('no sewer')
    sewer.count = 7
    expect(() => loadSelfishData(data)).toThrow(/Cut Through a Sewer" has count 7; the game has 6/)
  })

  it('refuses an unknown kind, naming it', () => {
    const data = copy()
    const first = data.gameCards[0]
    if (!first) throw new Error('empty')
    ;(first as { kind: string }).kind = 'chainsaw'
    expect(() => loadSelfishData(data)).toThrow(/unknown kind "chainsaw"/)
  })

  it('refuses a missing card, naming it', () => {
    const data = copy()
    data.wastelandCards = data.wastelandCards.filter((c) => c.kind !== 'bitten')
    expect(() => loadSelfishData(data)).toThrow(/missing the "bitten" card/)
    const data2 = copy()
    data2.gameCards = data2.gameCards.filter((c) => c.kind !== 'underestimate')
    expect(() => loadSelfishData(data2)).toThrow(/missing the "underestimate" card/)
  })

  it('refuses a card listed twice, a nameless card and bad rule numbers', () => {
    const twice = copy()
    twice.gameCards.push({ ...(twice.gameCards[0] as Raw['gameCards'][number]) })
    expect(() => loadSelfishData(twice)).toThrow(/lists "single" twice/)
    const nameless = copy()
    ;(nameless.gameCards[2] as { name: string }).name = ''
    expect(() => loadSelfishData(nameless)).toThrow(/"abandonedVehicle" has no name/)
    const rules = copy()
    rules.rules.dieFaces = [7]
    expect(() => loadSelfishData(rules)).toThrow(/dieFaces/)
    const chopper = copy()
    chopper.rules.chopperLevel = 0
    expect(() => loadSelfishData(chopper)).toThrow(/chopperLevel/)
  })

  it('every kind the engine knows is in the data, in the engine order (ids do not depend on file order)', () => {
    expect(SELFISH.gameCards.map((c) => c.kind)).toEqual([...GAME_KINDS])
    expect(SELFISH.wastelandCards.map((c) => c.kind)).toEqual([...WASTE_KINDS])
    const reversed = copy()
    reversed.gameCards.reverse()
    expect(loadSelfishData(reversed).gameKindOf).toEqual(SELFISH.gameKindOf)
    expect(Object.values(EXPECTED_GAME_COUNTS).reduce((a, b) => a + b, 0)).toBe(81)
    expect(Object.values(EXPECTED_WASTE_COUNTS).reduce((a, b) => a + b, 0)).toBe(41)
  })
})
