/**
 * MonopoZombie data: the 40 squares and the groups (assets/monopozombie/board.json), the 32 Scavenge
 * and Survivor Cache cards (cards.json) and the rule numbers (rules.json), checked once at load time so
 * that a hand-edited file with a wrong count or a bad field is refused with a message naming the square,
 * card or field.
 */
import rawBoard from '../../../assets/monopozombie/board.json'
import rawCards from '../../../assets/monopozombie/cards.json'
import { fail, intIn, isInt, oneOf, record } from '../../core/dataChecks'
import rawRules from '../../../assets/monopozombie/rules.json'
import {
  BOARD_SIZE,
  COLOUR_GROUPS,
  FREE_PARKING,
  GO,
  GO_TO_JAIL,
  JAIL,
  type CardData,
  type CardEffect,
  type Deck,
  type GroupData,
  type GroupId,
  type MonopoData,
  type MonopoRules,
  type SquareData,
  type SquareKind,
  type TaxEdition,
  type TaxRates,
} from './dataTypes'

const BOARD_FILE = 'assets/monopozombie/board.json'
const CARDS_FILE = 'assets/monopozombie/cards.json'
const RULES_FILE = 'assets/monopozombie/rules.json'

const SQUARE_KINDS: readonly SquareKind[] = [
  'go',
  'street',
  'railroad',
  'utility',
  'chance',
  'chest',
  'tax',
  'jail',
  'freeParking',
  'goToJail',
]

/** How many squares of each kind the board has (40 in all). */
const KIND_COUNTS: Readonly<Record<SquareKind, number>> = {
  go: 1,
  street: 22,
  railroad: 4,
  utility: 2,
  chance: 3,
  chest: 3,
  tax: 2,
  jail: 1,
  freeParking: 1,
  goToJail: 1,
}

const CORNERS: readonly { index: number; id: string; kind: SquareKind }[] = [
  { index: GO, id: 'GO', kind: 'go' },
  { index: JAIL, id: 'JAIL', kind: 'jail' },
  { index: FREE_PARKING, id: 'FREE_PARKING', kind: 'freeParking' },
  { index: GO_TO_JAIL, id: 'GO_TO_JAIL', kind: 'goToJail' },
]

/** The fields a square of each kind has besides index, id, name and kind. */
const LOT_FIELDS = ['group', 'price', 'mortgage']
const SQUARE_FIELDS: Readonly<Record<SquareKind, readonly string[]>> = {
  go: [],
  street: [...LOT_FIELDS, 'rents', 'houseCost'],
  railroad: LOT_FIELDS,
  utility: LOT_FIELDS,
  chance: [],
  chest: [],
  tax: ['tax'],
  jail: [],
  freeParking: [],
  goToJail: [],
}

const GROUP_IDS: readonly GroupId[] = [...COLOUR_GROUPS, 'railroad', 'utility']
const GROUP_SIZES: Readonly<Record<GroupId, number>> = {
  brown: 2,
  lightBlue: 3,
  pink: 3,
  orange: 3,
  red: 3,
  yellow: 3,
  green: 3,
  darkBlue: 2,
  railroad: 4,
  utility: 2,
}

/** The fields each card effect has besides its kind. */
const EFFECT_FIELDS: Readonly<Record<CardEffect['kind'], readonly string[]>> = {
  advanceTo: ['square'],
  advanceToNearest: ['target'],
  collect: ['amount'],
  pay: ['amount'],
  getOutOfJailFree: [],
  goBack: ['spaces'],
  goToJail: [],
  repairs: ['perHouse', 'perHotel'],
  payEachPlayer: ['amount'],
  collectFromEachPlayer: ['amount'],
}

const DECK_SIZE = 16
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/
const HEX_COLOUR = /^#[0-9a-f]{6}$/i

function positive(file: string, v: unknown, what: string): number {
  if (!isInt(v) || v < 1) fail(file, `${what} must be a positive whole number`)
  return v
}

function rising(file: string, v: unknown, length: number, owner: string, noun: string): number[] {
  if (!Array.isArray(v)) fail(file, `${owner} must list ${length} ${noun}`)
  if (v.length !== length) fail(file, `${owner} has ${v.length} ${noun}, expected ${length}`)
  if (!v.every((n, i) => isInt(n) && n > (i === 0 ? 0 : (v[i - 1] as number)))) {
    fail(file, `${owner} ${noun} must be positive whole numbers, each above the last: ${JSON.stringify(v)}`)
  }
  return v as number[]
}

function noOtherFields(file: string, o: Record<string, unknown>, allowed: readonly string[], at: string) {
  const extra = Object.keys(o).find((key) => !allowed.includes(key))
  if (extra !== undefined) fail(file, `${at} has a field "${extra}" it does not take`)
}

function checkSquare(item: unknown, i: number): SquareData {
  const s = record(item)
  if (typeof s.name !== 'string' || s.name === '') fail(BOARD_FILE, `square ${i} has no name`)
  const name = s.name
  const at = `square ${i} (${name})`
  const bad = (message: string): never => fail(BOARD_FILE, `${at} ${message}`)
  if (s.index !== i)
    bad(`has index ${JSON.stringify(s.index)}, expected ${i} (squares are listed in board order)`)
  const kind = oneOf(BOARD_FILE, s.kind, SQUARE_KINDS, `${at} kind`)
  const corner = CORNERS.find((c) => c.index === i)
  if (corner && (s.id !== corner.id || kind !== corner.kind)) {
    bad(`must have id "${corner.id}" and kind "${corner.kind}"`)
  }
  if (!corner && (typeof s.id !== 'string' || !KEBAB.test(s.id))) bad('needs a kebab-case id')
  noOtherFields(BOARD_FILE, s, ['index', 'id', 'name', 'kind', ...SQUARE_FIELDS[kind]], at)
  const square = { index: i, id: s.id as string, name, kind }
  if (kind === 'tax') {
    return { ...square, tax: oneOf(BOARD_FILE, s.tax, ['income', 'luxury'] as const, `${at} tax`) }
  }
  if (kind !== 'street' && kind !== 'railroad' && kind !== 'utility') return square

  const price = positive(BOARD_FILE, s.price, `${at} price`)
  const mortgage = positive(BOARD_FILE, s.mortgage, `${at} mortgage`)
  if (mortgage * 2 !== price) bad(`has mortgage ${mortgage}, expected ${price / 2} (half the price)`)
  if (kind !== 'street') {
    if (s.group !== kind) bad(`group must be "${kind}"`)
    return { ...square, group: kind, price, mortgage }
  }
  return {
    ...square,
    group: oneOf(BOARD_FILE, s.group, COLOUR_GROUPS, `${at} group`),
    price,
    rents: rising(BOARD_FILE, s.rents, 6, at, 'rents'),
    houseCost: positive(BOARD_FILE, s.houseCost, `${at} houseCost`),
    mortgage,
  }
}

function checkSquares(list: unknown): SquareData[] {
  if (!Array.isArray(list) || list.length !== BOARD_SIZE) {
    fail(BOARD_FILE, `squares must list the ${BOARD_SIZE} squares in board order`)
  }
  const squares = list.map(checkSquare)
  squares.forEach((s, i) => {
    const first = squares.findIndex((t) => t.id === s.id)
    if (first !== i) fail(BOARD_FILE, `square ${i} (${s.name}) has the id "${s.id}" of square ${first}`)
  })
  for (const kind of SQUARE_KINDS) {
    const n = squares.filter((s) => s.kind === kind).length
    if (n !== KIND_COUNTS[kind])
      fail(BOARD_FILE, `the board has ${n} ${kind} squares, expected ${KIND_COUNTS[kind]}`)
  }
  for (const tax of ['income', 'luxury'] as const) {
    if (!squares.some((s) => s.tax === tax)) fail(BOARD_FILE, `the board has no ${tax} tax square`)
  }
  return squares
}

function checkGroups(list: unknown, squares: readonly SquareData[]): GroupData[] {
  if (!Array.isArray(list)) fail(BOARD_FILE, 'groups must be a list')
  const byId = new Map<GroupId, GroupData>()
  list.forEach((item: unknown, i) => {
    const g = record(item)
    const id = oneOf(BOARD_FILE, g.id, GROUP_IDS, `groups[${i}] id`)
    if (byId.has(id)) fail(BOARD_FILE, `group "${id}" is listed twice`)
    if (typeof g.name !== 'string' || g.name === '') fail(BOARD_FILE, `group "${id}" has no name`)
    const at = `group "${id}" (${g.name})`
    if (typeof g.colour !== 'string' || !HEX_COLOUR.test(g.colour)) {
      fail(BOARD_FILE, `${at} colour must be a hex colour such as "#8b4513"`)
    }
    const lots = squares.filter((s) => s.group === id).map((s) => s.index)
    if (lots.length !== GROUP_SIZES[id]) {
      fail(BOARD_FILE, `${at} has ${lots.length} squares on the board, expected ${GROUP_SIZES[id]}`)
    }
    if (JSON.stringify(g.squares) !== JSON.stringify(lots)) {
      fail(BOARD_FILE, `${at} lists squares ${JSON.stringify(g.squares)}, expected ${JSON.stringify(lots)}`)
    }
    byId.set(id, { id, name: g.name, colour: g.colour, squares: lots })
  })
  return GROUP_IDS.map((id) => byId.get(id) ?? fail(BOARD_FILE, `group "${id}" is missing`))
}

function checkEffect(input: unknown, at: string): CardEffect {
  const e = record(input)
  const kind = oneOf(
    CARDS_FILE,
    e.kind,
    Object.keys(EFFECT_FIELDS) as CardEffect['kind'][],
    `${at} effect kind`,
  )
  noOtherFields(CARDS_FILE, e, ['kind', ...EFFECT_FIELDS[kind]], `${at} effect "${kind}"`)
  const amount = (field: string) => positive(CARDS_FILE, e[field], `${at} effect ${field}`)
  switch (kind) {
    case 'advanceTo':
      return { kind, square: intIn(CARDS_FILE, e.square, 0, BOARD_SIZE - 1, `${at} effect square`) }
    case 'advanceToNearest':
      return { kind, target: oneOf(CARDS_FILE, e.target, ['railroad', 'utility'], `${at} effect target`) }
    case 'goBack':
      return { kind, spaces: intIn(CARDS_FILE, e.spaces, 1, BOARD_SIZE - 1, `${at} effect spaces`) }
    case 'repairs':
      return { kind, perHouse: amount('perHouse'), perHotel: amount('perHotel') }
    case 'collect':
    case 'pay':
    case 'payEachPlayer':
    case 'collectFromEachPlayer':
      return { kind, amount: amount('amount') }
    case 'getOutOfJailFree':
    case 'goToJail':
      return { kind }
  }
}

function checkCards(input: unknown): CardData[] {
  const list = record(input).cards
  if (!Array.isArray(list) || list.length !== 2 * DECK_SIZE) {
    fail(CARDS_FILE, `cards must list the ${2 * DECK_SIZE} cards, ${DECK_SIZE} per deck`)
  }
  const cards = list.map((item: unknown, i): CardData => {
    const c = record(item)
    const at = `card ${i}`
    if (c.id !== i)
      fail(CARDS_FILE, `${at} has id ${JSON.stringify(c.id)}, expected ${i} (cards are listed by id)`)
    const deck: Deck = i < DECK_SIZE ? 'chance' : 'chest'
    if (c.deck !== deck) fail(CARDS_FILE, `${at} must be in deck "${deck}" (0..15 chance, 16..31 chest)`)
    if (typeof c.text !== 'string' || c.text === '') fail(CARDS_FILE, `${at} has no text`)
    return { id: i, deck, text: c.text, effect: checkEffect(c.effect, at) }
  })
  for (const deck of ['chance', 'chest'] as const) {
    const n = cards.filter((c) => c.deck === deck && c.effect.kind === 'getOutOfJailFree').length
    if (n !== 1) fail(CARDS_FILE, `the ${deck} deck has ${n} getOutOfJailFree cards, expected 1`)
  }
  return cards
}

function checkRules(input: unknown): MonopoRules {
  const r = record(input)
  const num = (name: string) => positive(RULES_FILE, r[name], name)
  const taxes = record(r.taxes)
  const rates = (edition: TaxEdition): TaxRates => {
    const t = record(taxes[edition])
    const what = `taxes.${edition}`
    const percent = t.incomePercent
    if (percent !== null && !(isInt(percent) && percent >= 1 && percent <= 100)) {
      fail(RULES_FILE, `${what}.incomePercent must be null or a whole number from 1 to 100`)
    }
    return {
      income: positive(RULES_FILE, t.income, `${what}.income`),
      incomePercent: percent,
      luxury: positive(RULES_FILE, t.luxury, `${what}.luxury`),
    }
  }
  const minPlayers = intIn(RULES_FILE, r.minPlayers, 2, 8, 'minPlayers')
  return {
    minPlayers,
    maxPlayers: intIn(RULES_FILE, r.maxPlayers, minPlayers, 8, 'maxPlayers'),
    startingCash: num('startingCash'),
    goSalary: num('goSalary'),
    houses: num('houses'),
    hotels: num('hotels'),
    jailFine: num('jailFine'),
    maxJailRolls: num('maxJailRolls'),
    mortgageInterestPercent: num('mortgageInterestPercent'),
    bodyguardCost: num('bodyguardCost'),
    railroadRents: rising(RULES_FILE, r.railroadRents, GROUP_SIZES.railroad, 'railroadRents', 'numbers'),
    utilityMultipliers: rising(
      RULES_FILE,
      r.utilityMultipliers,
      GROUP_SIZES.utility,
      'utilityMultipliers',
      'numbers',
    ),
    nearestUtilityMultiplier: num('nearestUtilityMultiplier'),
    nearestRailroadFactor: num('nearestRailroadFactor'),
    monopolyFactor: num('monopolyFactor'),
    taxes: { current: rates('current'), classic: rates('classic') },
    tradeOffersPerTurn: num('tradeOffersPerTurn'),
    tradeCounters: num('tradeCounters'),
  }
}

/** Checks raw board, card and rules data. Throws an Error naming the file and the bad square, card or field. */
export function checkMonopoData(board: unknown, cards: unknown, rules: unknown): MonopoData {
  const squares = checkSquares(record(board).squares)
  return {
    squares,
    groups: checkGroups(record(board).groups, squares),
    cards: checkCards(cards),
    rules: checkRules(rules),
  }
}

export const MONOPOZOMBIE: MonopoData = checkMonopoData(rawBoard, rawCards, rawRules)

/** The 28 ownable squares (streets, railroads, utilities) in board order. */
export const LOT_SQUARES: readonly number[] = MONOPOZOMBIE.squares
  .filter((s) => s.price !== undefined)
  .map((s) => s.index)

export function squareAt(index: number): SquareData {
  const square = MONOPOZOMBIE.squares[index]
  if (!square) throw new Error(`There is no square ${index}`)
  return square
}

const GROUPS = Object.fromEntries(MONOPOZOMBIE.groups.map((g) => [g.id, g])) as Record<GroupId, GroupData>

/** A group by its id ('brown', 'railroad'...). */
export const groupOf = (id: GroupId): GroupData => GROUPS[id]

export function cardById(id: number): CardData {
  const card = MONOPOZOMBIE.cards[id]
  if (!card) throw new Error(`There is no card ${id}`)
  return card
}
