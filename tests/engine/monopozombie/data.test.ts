import { describe, expect, it } from 'vitest'
import rawBoard from '../../../assets/monopozombie/board.json'
import rawCards from '../../../assets/monopozombie/cards.json'
import rawRules from '../../../assets/monopozombie/rules.json'
import {
  LOT_SQUARES,
  MONOPOZOMBIE,
  cardById,
  checkMonopoData,
  groupOf,
  squareAt,
} from '../../../engine/games/monopozombie/data'
import { COLOUR_GROUPS, type CardEffect, type GroupId } from '../../../engine/games/monopozombie/dataTypes'

type Obj = Record<string, unknown>
interface BoardJson {
  squares: Obj[]
  groups: Obj[]
}
interface CardsJson {
  cards: { id: unknown; deck: unknown; text: unknown; effect: Obj }[]
}
type RulesJson = Obj & { taxes: Record<string, Obj> }

const copy = <T>(v: unknown): T => JSON.parse(JSON.stringify(v)) as T
const square = (b: BoardJson, i: number) => b.squares[i] as Obj
const group = (b: BoardJson, id: GroupId) => b.groups.find((g) => g.id === id) as Obj

/** A check of a copy of the shipped files after `change`; throws what checkMonopoData throws. */
const withBoard = (change: (b: BoardJson) => void) => () => {
  const b = copy<BoardJson>(rawBoard)
  change(b)
  return checkMonopoData(b, rawCards, rawRules)
}
const withCards = (change: (c: CardsJson) => void) => () => {
  const c = copy<CardsJson>(rawCards)
  change(c)
  return checkMonopoData(rawBoard, c, rawRules)
}
const withRules = (change: (r: RulesJson) => void) => () => {
  const r = copy<RulesJson>(rawRules)
  change(r)
  return checkMonopoData(rawBoard, rawCards, r)
}

describe('Board: the 40 squares of rules/monopoly-base.md §3.2 under the §3.6 names', () => {
  it('40 squares, index = position, the corners keep their ids', () => {
    expect(MONOPOZOMBIE.squares).toHaveLength(40)
    expect(MONOPOZOMBIE.squares.every((s, i) => s.index === i)).toBe(true)
    expect([0, 10, 20, 30].map((i) => [squareAt(i).id, squareAt(i).kind, squareAt(i).name])).toEqual([
      ['GO', 'go', 'Safehouse'],
      ['JAIL', 'jail', 'Quarantine Cell / Just Visiting'],
      ['FREE_PARKING', 'freeParking', 'Sanctuary'],
      ['GO_TO_JAIL', 'goToJail', 'Go To Quarantine'],
    ])
  })

  // [index, id, name, group, price, rents, house cost, mortgage]
  it.each([
    [1, 'bunker-lane', 'Bunker Lane', 'brown', 60, [2, 10, 30, 90, 160, 250], 50, 30],
    [3, 'ration-road', 'Ration Road', 'brown', 60, [4, 20, 60, 180, 320, 450], 50, 30],
    [6, 'barricade-avenue', 'Barricade Avenue', 'lightBlue', 100, [6, 30, 90, 270, 400, 550], 50, 50],
    [8, 'scrapyard-street', 'Scrapyard Street', 'lightBlue', 100, [6, 30, 90, 270, 400, 550], 50, 50],
    [9, 'lookout-lane', 'Lookout Lane', 'lightBlue', 120, [8, 40, 100, 300, 450, 600], 50, 60],
    [11, 'chapel-close', 'Chapel Close', 'pink', 140, [10, 50, 150, 450, 625, 750], 100, 70],
    [13, 'graveyard-gate', 'Graveyard Gate', 'pink', 140, [10, 50, 150, 450, 625, 750], 100, 70],
    [14, 'mortuary-mews', 'Mortuary Mews', 'pink', 160, [12, 60, 180, 500, 700, 900], 100, 80],
    [16, 'pharmacy-place', 'Pharmacy Place', 'orange', 180, [14, 70, 200, 550, 750, 950], 100, 90],
    [18, 'hardware-street', 'Hardware Street', 'orange', 180, [14, 70, 200, 550, 750, 950], 100, 90],
    [19, 'supermarket-square', 'Supermarket Square', 'orange', 200, [16, 80, 220, 600, 800, 1000], 100, 100],
    [21, 'triage-terrace', 'Triage Terrace', 'red', 220, [18, 90, 250, 700, 875, 1050], 150, 110],
    [23, 'isolation-ward-way', 'Isolation Ward Way', 'red', 220, [18, 90, 250, 700, 875, 1050], 150, 110],
    [24, 'laboratory-lane', 'Laboratory Lane', 'red', 240, [20, 100, 300, 750, 925, 1100], 150, 120],
    [26, 'fortress-row', 'Fortress Row', 'yellow', 260, [22, 110, 330, 800, 975, 1150], 150, 130],
    [27, 'watchtower-walk', 'Watchtower Walk', 'yellow', 260, [22, 110, 330, 800, 975, 1150], 150, 130],
    [
      29,
      'greenhouse-gardens',
      'Greenhouse Gardens',
      'yellow',
      280,
      [24, 120, 360, 850, 1025, 1200],
      150,
      140,
    ],
    [31, 'armory-avenue', 'Armory Avenue', 'green', 300, [26, 130, 390, 900, 1100, 1275], 200, 150],
    [32, 'sentry-street', 'Sentry Street', 'green', 300, [26, 130, 390, 900, 1100, 1275], 200, 150],
    [
      34,
      'command-center-circle',
      'Command Center Circle',
      'green',
      320,
      [28, 150, 450, 1000, 1200, 1400],
      200,
      160,
    ],
    [37, 'helipad-heights', 'Helipad Heights', 'darkBlue', 350, [35, 175, 500, 1100, 1300, 1500], 200, 175],
    [
      39,
      'last-stand-boulevard',
      'Last Stand Boulevard',
      'darkBlue',
      400,
      [50, 200, 600, 1400, 1700, 2000],
      200,
      200,
    ],
  ] as const)('street %i %s (%s): %s, $%i', (index, id, name, grp, price, rents, houseCost, mortgage) => {
    expect(squareAt(index)).toEqual({
      index,
      id,
      name,
      kind: 'street',
      group: grp,
      price,
      rents,
      houseCost,
      mortgage,
    })
  })

  it('22 streets; Last Stand Boulevard (Boardwalk) costs 400, rents 50..2000, houses 200', () => {
    expect(MONOPOZOMBIE.squares.filter((s) => s.kind === 'street')).toHaveLength(22)
    expect(squareAt(39)).toMatchObject({ price: 400, houseCost: 200, mortgage: 200 })
    expect(squareAt(39).rents?.[0]).toBe(50)
    expect(squareAt(39).rents?.[5]).toBe(2000)
  })

  it('railroads are the North/East/South/West Evac Lines at 5/15/25/35, $200, mortgage $100', () => {
    expect(MONOPOZOMBIE.squares.filter((s) => s.kind === 'railroad')).toEqual(
      [
        [5, 'north-evac-line', 'North Evac Line'],
        [15, 'east-evac-line', 'East Evac Line'],
        [25, 'south-evac-line', 'South Evac Line'],
        [35, 'west-evac-line', 'West Evac Line'],
      ].map(([index, id, name]) => ({
        index,
        id,
        name,
        kind: 'railroad',
        group: 'railroad',
        price: 200,
        mortgage: 100,
      })),
    )
  })

  it('utilities are the Power Plant (12) and Water Purifier (28), $150, mortgage $75', () => {
    expect(MONOPOZOMBIE.squares.filter((s) => s.kind === 'utility')).toEqual([
      {
        index: 12,
        id: 'power-plant',
        name: 'Power Plant',
        kind: 'utility',
        group: 'utility',
        price: 150,
        mortgage: 75,
      },
      {
        index: 28,
        id: 'water-purifier',
        name: 'Water Purifier',
        kind: 'utility',
        group: 'utility',
        price: 150,
        mortgage: 75,
      },
    ])
  })

  it("Scavenge at 7/22/36, Survivor Cache at 2/17/33, Looters' Toll at 4, Black-Market Levy at 38", () => {
    const of = (kind: string) =>
      MONOPOZOMBIE.squares.filter((s) => s.kind === kind).map((s) => [s.index, s.id, s.name])
    expect(of('chance')).toEqual([
      [7, 'scavenge-7', 'Scavenge'],
      [22, 'scavenge-22', 'Scavenge'],
      [36, 'scavenge-36', 'Scavenge'],
    ])
    expect(of('chest')).toEqual([
      [2, 'cache-2', 'Survivor Cache'],
      [17, 'cache-17', 'Survivor Cache'],
      [33, 'cache-33', 'Survivor Cache'],
    ])
    expect(squareAt(4)).toEqual({
      index: 4,
      id: 'looters-toll',
      name: "Looters' Toll",
      kind: 'tax',
      tax: 'income',
    })
    expect(squareAt(38)).toEqual({
      index: 38,
      id: 'black-market-levy',
      name: 'Black-Market Levy',
      kind: 'tax',
      tax: 'luxury',
    })
  })

  it('28 lots (22 streets, 4 railroads, 2 utilities) in board order; ids are unique', () => {
    expect(LOT_SQUARES).toEqual([
      1, 3, 5, 6, 8, 9, 11, 12, 13, 14, 15, 16, 18, 19, 21, 23, 24, 25, 26, 27, 28, 29, 31, 32, 34, 35, 37,
      39,
    ])
    expect(new Set(MONOPOZOMBIE.squares.map((s) => s.id)).size).toBe(40)
    expect(() => squareAt(40)).toThrow(/no square 40/)
  })
})

describe('Groups: 8 districts, the Evac Lines and the Utilities', () => {
  it.each([
    ['brown', 'Quarantine Row', [1, 3]],
    ['lightBlue', 'The Outskirts', [6, 8, 9]],
    ['pink', 'Old Town', [11, 13, 14]],
    ['orange', 'Market District', [16, 18, 19]],
    ['red', 'Hospital Quarter', [21, 23, 24]],
    ['yellow', 'Uptown', [26, 27, 29]],
    ['green', 'Safe Zone', [31, 32, 34]],
    ['darkBlue', 'Evac Point', [37, 39]],
    ['railroad', 'Evac Lines', [5, 15, 25, 35]],
    ['utility', 'Utilities', [12, 28]],
  ] as const)('%s is %s with squares %j', (id, name, squares) => {
    expect(groupOf(id)).toMatchObject({ id, name, squares })
    expect(groupOf(id).colour).toMatch(/^#[0-9a-f]{6}$/)
    expect(squares.every((i) => squareAt(i).group === id)).toBe(true)
  })

  it('the groups come in the order of COLOUR_GROUPS, then railroad and utility; brown is #8b4513', () => {
    expect(MONOPOZOMBIE.groups.map((g) => g.id)).toEqual([...COLOUR_GROUPS, 'railroad', 'utility'])
    expect(COLOUR_GROUPS.join(' ')).toBe('brown lightBlue pink orange red yellow green darkBlue')
    expect(groupOf('brown').colour).toBe('#8b4513')
  })
})

describe('Cards: 16 Scavenge (Chance) and 16 Survivor Cache (Community Chest), §3.4 current US set', () => {
  const effects = (deck: string) => MONOPOZOMBIE.cards.filter((c) => c.deck === deck).map((c) => c.effect)

  it('32 cards, ids 0..31: 0..15 Scavenge, 16..31 Survivor Cache', () => {
    expect(MONOPOZOMBIE.cards.map((c) => c.id)).toEqual([...Array(32).keys()])
    expect(MONOPOZOMBIE.cards.map((c) => c.deck)).toEqual([
      ...Array(16).fill('chance'),
      ...Array(16).fill('chest'),
    ])
  })

  it('Scavenge effects in table order', () => {
    expect(effects('chance')).toEqual<CardEffect[]>([
      { kind: 'advanceTo', square: 39 },
      { kind: 'advanceTo', square: 0 },
      { kind: 'advanceTo', square: 24 },
      { kind: 'advanceTo', square: 11 },
      { kind: 'advanceToNearest', target: 'railroad' },
      { kind: 'advanceToNearest', target: 'railroad' },
      { kind: 'advanceToNearest', target: 'utility' },
      { kind: 'collect', amount: 50 },
      { kind: 'getOutOfJailFree' },
      { kind: 'goBack', spaces: 3 },
      { kind: 'goToJail' },
      { kind: 'repairs', perHouse: 25, perHotel: 100 },
      { kind: 'pay', amount: 15 },
      { kind: 'advanceTo', square: 5 },
      { kind: 'payEachPlayer', amount: 50 },
      { kind: 'collect', amount: 150 },
    ])
  })

  it('Survivor Cache effects in table order', () => {
    expect(effects('chest')).toEqual<CardEffect[]>([
      { kind: 'advanceTo', square: 0 },
      { kind: 'collect', amount: 200 },
      { kind: 'pay', amount: 50 },
      { kind: 'collect', amount: 50 },
      { kind: 'getOutOfJailFree' },
      { kind: 'goToJail' },
      { kind: 'collect', amount: 100 },
      { kind: 'collect', amount: 20 },
      { kind: 'collectFromEachPlayer', amount: 10 },
      { kind: 'collect', amount: 100 },
      { kind: 'pay', amount: 100 },
      { kind: 'pay', amount: 50 },
      { kind: 'collect', amount: 25 },
      { kind: 'repairs', perHouse: 40, perHotel: 115 },
      { kind: 'collect', amount: 10 },
      { kind: 'collect', amount: 100 },
    ])
  })

  it('effect counts over both decks', () => {
    const counts: Record<string, number> = {}
    for (const c of MONOPOZOMBIE.cards) counts[c.effect.kind] = (counts[c.effect.kind] ?? 0) + 1
    expect(counts).toEqual({
      advanceTo: 6,
      advanceToNearest: 3,
      collect: 10,
      pay: 4,
      getOutOfJailFree: 2,
      goBack: 1,
      goToJail: 2,
      repairs: 2,
      payEachPlayer: 1,
      collectFromEachPlayer: 1,
    })
  })

  it('texts use the themed names', () => {
    expect(cardById(0).text).toBe('Advance to Last Stand Boulevard.')
    expect(cardById(2).text).toMatch(/Laboratory Lane/)
    expect(cardById(3).text).toMatch(/Chapel Close/)
    expect(cardById(4).text).toMatch(/nearest Evac Line.*twice the rent/)
    expect(cardById(6).text).toMatch(/Power Plant or Water Purifier.*ten times the roll/)
    expect(cardById(13).text).toMatch(/North Evac Line/)
    for (const id of [8, 20]) {
      expect(cardById(id).text).toMatch(/^Get Out of Quarantine Free\..*immune to one zombie conversion/)
    }
    expect(
      MONOPOZOMBIE.cards.every((c) => !/Boardwalk|Jail|Chance|Community Chest|\bGO\b/.test(c.text)),
    ).toBe(true)
    expect(() => cardById(32)).toThrow(/no card 32/)
  })
})

describe('Rules: the core numbers (§3.3, §3.5)', () => {
  it('match the rulebook and the MonopoZombie rulings', () => {
    expect(MONOPOZOMBIE.rules).toEqual({
      minPlayers: 2,
      maxPlayers: 8,
      startingCash: 1500,
      goSalary: 200,
      houses: 32,
      hotels: 12,
      jailFine: 50,
      maxJailRolls: 3,
      mortgageInterestPercent: 10,
      bodyguardCost: 100,
      railroadRents: [25, 50, 100, 200],
      utilityMultipliers: [4, 10],
      nearestUtilityMultiplier: 10,
      nearestRailroadFactor: 2,
      monopolyFactor: 2,
      taxes: {
        current: { income: 200, incomePercent: null, luxury: 100 },
        classic: { income: 200, incomePercent: 10, luxury: 75 },
      },
      tradeOffersPerTurn: 3,
      tradeCounters: 4,
    })
  })
})

describe('Data check: checkMonopoData refuses a broken file with a message naming the square, card or field', () => {
  it('accepts the shipped files, and the order of the groups in the file does not matter', () => {
    expect(checkMonopoData(rawBoard, rawCards, rawRules)).toEqual(MONOPOZOMBIE)
    expect(withBoard((b) => b.groups.reverse())()).toEqual(MONOPOZOMBIE)
  })

  it.each<[string, (b: BoardJson) => void, RegExp]>([
    [
      'a street with 5 rents',
      (b) => void (square(b, 6).rents = [6, 30, 90, 270, 400]),
      /^assets\/monopozombie\/board\.json: square 6 \(Barricade Avenue\) has 5 rents, expected 6$/,
    ],
    [
      'rents that do not rise',
      (b) => void (square(b, 39).rents = [50, 200, 600, 1400, 1400, 2000]),
      /square 39 \(Last Stand Boulevard\) rents must be positive whole numbers, each above the last/,
    ],
    [
      'a mortgage that is not half the price',
      (b) => void (square(b, 15).mortgage = 90),
      /square 15 \(East Evac Line\) has mortgage 90, expected 100 \(half the price\)/,
    ],
    [
      'a price that is not a number',
      (b) => void (square(b, 12).price = '150'),
      /square 12 \(Power Plant\) price must be a positive whole number/,
    ],
    [
      'a street without a house cost',
      (b) => delete square(b, 1).houseCost,
      /square 1 \(Bunker Lane\) houseCost/,
    ],
    [
      'a railroad in a colour group',
      (b) => void (square(b, 5).group = 'red'),
      /square 5 .* group must be "railroad"/,
    ],
    [
      'an unknown colour group',
      (b) => void (square(b, 3).group = 'purple'),
      /square 3 \(Ration Road\) group must be one of "brown"/,
    ],
    [
      'a field the kind does not take',
      (b) => void (square(b, 7).price = 100),
      /square 7 \(Scavenge\) has a field "price" it does not take/,
    ],
    [
      'an unknown kind',
      (b) => void (square(b, 2).kind = 'bank'),
      /square 2 \(Survivor Cache\) kind must be one of/,
    ],
    ['a missing square', (b) => void b.squares.pop(), /squares must list the 40 squares/],
    [
      'squares out of order',
      (b) => void b.squares.splice(5, 2, square(b, 6), square(b, 5)),
      /square 5 \(Barricade Avenue\) has index 6, expected 5/,
    ],
    [
      'a moved corner',
      (b) => void (square(b, 10).kind = 'freeParking'),
      /square 10 \(Quarantine Cell \/ Just Visiting\) must have id "JAIL" and kind "jail"/,
    ],
    [
      'a corner id elsewhere',
      (b) => void (square(b, 4).id = 'GO'),
      /square 4 \(Looters' Toll\) needs a kebab-case id/,
    ],
    [
      'a duplicated id',
      (b) => void (square(b, 8).id = 'barricade-avenue'),
      /square 8 \(Scrapyard Street\) has the id "barricade-avenue" of square 6/,
    ],
    [
      'a chance square turned into a chest',
      (b) => void (square(b, 22).kind = 'chest'),
      /the board has 2 chance squares, expected 3/,
    ],
    ['two income taxes', (b) => void (square(b, 38).tax = 'income'), /the board has no luxury tax square/],
    [
      'a street moved to another group',
      (b) => void (square(b, 9).group = 'brown'),
      /group "brown" \(Quarantine Row\) has 3 squares on the board, expected 2/,
    ],
    [
      'a group listing the wrong squares',
      (b) => void (group(b, 'railroad').squares = [5, 15, 25, 36]),
      /group "railroad" \(Evac Lines\) lists squares \[5,15,25,36\], expected \[5,15,25,35\]/,
    ],
    ['a missing group', (b) => void b.groups.pop(), /group "utility" is missing/],
    ['a doubled group', (b) => void b.groups.push(group(b, 'red')), /group "red" is listed twice/],
    [
      'a bad colour',
      (b) => void (group(b, 'pink').colour = 'pink'),
      /group "pink" \(Old Town\) colour must be a hex colour/,
    ],
  ])('board: %s', (_, change, message) => {
    expect(withBoard(change)).toThrow(message)
  })

  it.each<[string, (c: CardsJson) => void, RegExp]>([
    ['a missing card', (c) => void c.cards.pop(), /cards\.json: cards must list the 32 cards, 16 per deck/],
    ['ids out of order', (c) => void c.cards.reverse(), /card 0 has id 31, expected 0/],
    [
      'a card in the wrong deck',
      (c) => void ((c.cards[16] as CardsJson['cards'][number]).deck = 'chance'),
      /card 16 must be in deck "chest"/,
    ],
    [
      'a card without text',
      (c) => void ((c.cards[3] as CardsJson['cards'][number]).text = ''),
      /card 3 has no text/,
    ],
    [
      'advanceTo off the board',
      (c) => void ((c.cards[0] as CardsJson['cards'][number]).effect.square = 40),
      /card 0 effect square must be a whole number from 0 to 39/,
    ],
    [
      'a negative amount',
      (c) => void ((c.cards[12] as CardsJson['cards'][number]).effect.amount = -15),
      /card 12 effect amount must be a positive whole number/,
    ],
    [
      'repairs without a hotel price',
      (c) => delete (c.cards[29] as CardsJson['cards'][number]).effect.perHotel,
      /card 29 effect perHotel must be a positive whole number/,
    ],
    [
      'an unknown effect',
      (c) => void ((c.cards[7] as CardsJson['cards'][number]).effect = { kind: 'teleport' }),
      /card 7 effect kind must be one of "advanceTo"/,
    ],
    [
      'a field the effect does not take',
      (c) => void ((c.cards[10] as CardsJson['cards'][number]).effect.amount = 50),
      /card 10 effect "goToJail" has a field "amount" it does not take/,
    ],
    [
      'a bad nearest target',
      (c) => void ((c.cards[4] as CardsJson['cards'][number]).effect.target = 'street'),
      /card 4 effect target must be one of "railroad", "utility"/,
    ],
    [
      'no Get Out of Quarantine Free in Survivor Cache',
      (c) => void ((c.cards[20] as CardsJson['cards'][number]).effect = { kind: 'collect', amount: 10 }),
      /the chest deck has 0 getOutOfJailFree cards, expected 1/,
    ],
    [
      'two Get Out of Quarantine Free in Scavenge',
      (c) => void ((c.cards[15] as CardsJson['cards'][number]).effect = { kind: 'getOutOfJailFree' }),
      /the chance deck has 2 getOutOfJailFree cards, expected 1/,
    ],
  ])('cards: %s', (_, change, message) => {
    expect(withCards(change)).toThrow(message)
  })

  it.each<[string, (r: RulesJson) => void, RegExp]>([
    [
      'no starting cash',
      (r) => void (r.startingCash = 0),
      /rules\.json: startingCash must be a positive whole number/,
    ],
    ['a missing number', (r) => delete r.hotels, /hotels must be a positive whole number/],
    ['a fractional fine', (r) => void (r.jailFine = 50.5), /jailFine must be a positive whole number/],
    ['too few players', (r) => void (r.minPlayers = 1), /minPlayers must be a whole number from 2 to 8/],
    ['max below min', (r) => void (r.maxPlayers = 1), /maxPlayers must be a whole number from 2 to 8/],
    [
      'three railroad rents',
      (r) => void (r.railroadRents = [25, 50, 100]),
      /railroadRents has 3 numbers, expected 4/,
    ],
    [
      'falling utility multipliers',
      (r) => void (r.utilityMultipliers = [10, 4]),
      /utilityMultipliers numbers must be positive whole numbers, each above the last/,
    ],
    [
      'a bad income percent',
      (r) => void ((r.taxes.classic as Obj).incomePercent = 150),
      /taxes\.classic\.incomePercent must be null or a whole number from 1 to 100/,
    ],
    ['a missing luxury tax', (r) => delete (r.taxes.current as Obj).luxury, /taxes\.current\.luxury/],
  ])('rules: %s', (_, change, message) => {
    expect(withRules(change)).toThrow(message)
  })
})
