/**
 * The legal actions as choices a player can read: a label built from the action and the view (with
 * the dollars paid or received wherever money moves), grouped the way the HUD shows them: the
 * decision in front of the player, the turn's own actions, and the commerce on each lot.
 */
import type { Seat } from '../../../../engine/core/types'
import { plural } from '../../../../engine/core/words'
import type {
  LotView,
  MonopoAction,
  MonopoView,
  PlayerView,
  SquareIndex,
} from '../../../../engine/games/monopozombie/types'
import {
  RULES,
  creditorName,
  groupColour,
  houseCost,
  money,
  mortgageValue,
  price,
  sellRefund,
  squareAfter,
  squareName,
  unmortgageCost,
} from './boardInfo'
import { tradePartners } from './trade'

export type ChoiceGroup =
  | 'immunity'
  | 'incomeTax'
  | 'buy'
  | 'auction'
  | 'debt'
  | 'placeBuilding'
  | 'tradeAnswer'
  | 'zombieMove'
  | 'survivorMove'
  | 'jail'
  | 'bodyguards'
  | 'turn'
  /** Build, sell a building, mortgage, unmortgage: shown per lot. */
  | 'lots'
  /** Propose or counter a trade: made on the trade screen, not as a button per sample offer. */
  | 'trade'

/** The groups answered in the decision panel (the turn's own actions are in the actions panel under it). */
export const DECISION_GROUPS: readonly ChoiceGroup[] = [
  'immunity',
  'incomeTax',
  'buy',
  'auction',
  'debt',
  'placeBuilding',
  'tradeAnswer',
  'zombieMove',
  'survivorMove',
]

/** The groups shown as button rows, in order (lots and trades have their own panels). */
export const CHOICE_ORDER: readonly ChoiceGroup[] = [...DECISION_GROUPS, 'jail', 'bodyguards', 'turn']

export interface Choice {
  readonly action: MonopoAction
  /** The whole sentence: the button's accessible name. */
  readonly label: string
  /** What the button itself says where its row already says the rest (the lot, "bodyguards"). */
  readonly short: string
  readonly group: ChoiceGroup
  /** The lot the choice acts on, if any. */
  readonly square: SquareIndex | null
  /** The chooser becomes a zombie by it. */
  readonly danger: boolean
}

export interface ChoiceSection {
  readonly group: ChoiceGroup
  readonly heading: string
  readonly choices: readonly Choice[]
}

/** The commerce open on one lot: build, sell a building, mortgage or lift the mortgage. */
export interface LotChoices {
  readonly square: SquareIndex
  readonly name: string
  readonly colour: string
  readonly level: number
  readonly mortgaged: boolean
  readonly choices: readonly Choice[]
}

/** Bids the viewer may type: any whole amount from min to max. */
export interface BidRange {
  readonly min: number
  readonly max: number
}

export interface ChoiceSet {
  readonly sections: readonly ChoiceSection[]
  readonly lots: readonly LotChoices[]
  /** The amounts the viewer may bid now, or null when they cannot bid. */
  readonly bid: BidRange | null
  /** The viewer may open the trade screen and propose an offer. */
  readonly canPropose: boolean
  /** The viewer may answer the offer in front of them with a counter-offer. */
  readonly canCounter: boolean
}

export const NO_CHOICES: ChoiceSet = {
  sections: [],
  lots: [],
  bid: null,
  canPropose: false,
  canCounter: false,
}

export function lotAt(view: MonopoView, square: SquareIndex): LotView | undefined {
  return view.lots.find((l) => l.square === square)
}

function playerAt(view: MonopoView, seat: Seat | null | undefined): PlayerView | undefined {
  return seat === null || seat === undefined ? undefined : view.players[seat]
}

/** The seat a move choice moves: the one deciding, else the seat whose turn it is. */
function moverOf(view: MonopoView): PlayerView | undefined {
  return playerAt(view, view.decision?.seat ?? view.turn.seat)
}

const dirWord = (dir: 1 | -1): string => (dir === 1 ? 'clockwise' : 'counter-clockwise')
const Dir = (dir: 1 | -1): string => (dir === 1 ? 'Clockwise' : 'Counter-clockwise')

function rollLabel(view: MonopoView, me: Seat | null): string {
  const p = playerAt(view, me) ?? playerAt(view, view.turn.seat)
  if (p?.zombie) return 'Roll the zombie dice (2d4)'
  if (p?.inJail) {
    return `Roll for doubles to leave Quarantine (try ${p.jailRolls + 1} of ${RULES.maxJailRolls})`
  }
  if (view.turn.rollAgain) return 'Roll again (doubles)'
  if (view.stage === 3) return 'Roll three dice'
  return 'Roll the dice'
}

/** Dice 1..3 of a Stage 3 roll and the squares the pick leads to. */
function survivorLabel(
  view: MonopoView,
  action: Extract<MonopoAction, { type: 'moveSurvivor' }>,
): { label: string; danger: boolean } {
  const [i, j] = action.dice
  const a = view.turn.dice[i]
  const b = view.turn.dice[j]
  if (a === undefined || b === undefined) {
    return { label: `Dice ${i + 1} and ${j + 1}, ${dirWord(action.dir)}`, danger: false }
  }
  const total = a + b
  const from = moverOf(view)?.position ?? 0
  const to = squareName(squareAfter(from, total, action.dir))
  const snake = a === 1 && b === 1
  const extra = snake ? ' — snake eyes: you become a zombie' : a === b ? ' — doubles: roll again' : ''
  return { label: `${a} + ${b} ${dirWord(action.dir)}: ${total} to ${to}${extra}`, danger: snake }
}

export function describeAction(action: MonopoAction, view: MonopoView, me: Seat | null): Choice {
  const make = (
    label: string,
    group: ChoiceGroup,
    extra: { short?: string; square?: SquareIndex; danger?: boolean } = {},
  ): Choice => ({
    action,
    label,
    short: extra.short ?? label,
    group,
    square: extra.square ?? null,
    danger: extra.danger ?? false,
  })
  switch (action.type) {
    case 'roll':
      return make(rollLabel(view, me), 'turn')
    case 'endTurn':
      return make('End turn', 'turn')
    case 'payJailFine':
      return make(`Pay the ${money(RULES.jailFine)} fine to leave Quarantine`, 'jail')
    case 'useJailCard':
      return make('Use a Get Out of Quarantine Free card to leave Quarantine', 'jail')
    case 'hireBodyguards': {
      const cost = money(action.count * RULES.bodyguardCost)
      return make(`Hire ${plural(action.count, 'bodyguard')} (${cost})`, 'bodyguards', {
        short: String(action.count),
      })
    }
    case 'build': {
      const name = squareName(action.square)
      const what = (lotAt(view, action.square)?.level ?? 0) >= 4 ? 'a hotel' : 'a house'
      const cost = money(houseCost(action.square))
      return make(`Build ${what} on ${name} (${cost})`, 'lots', {
        short: `Build ${what} (${cost})`,
        square: action.square,
      })
    }
    case 'sellBuilding': {
      const name = squareName(action.square)
      const what = (lotAt(view, action.square)?.level ?? 0) >= 5 ? 'the hotel' : 'a house'
      const back = money(sellRefund(action.square))
      return make(`Sell ${what} on ${name} (+${back})`, 'lots', {
        short: `Sell ${what} (+${back})`,
        square: action.square,
      })
    }
    case 'mortgage': {
      const value = money(mortgageValue(action.square))
      return make(`Mortgage ${squareName(action.square)} (+${value})`, 'lots', {
        short: `Mortgage (+${value})`,
        square: action.square,
      })
    }
    case 'unmortgage': {
      const cost = money(unmortgageCost(action.square, lotAt(view, action.square)?.liftAtPrincipal === true))
      return make(`Unmortgage ${squareName(action.square)} (${cost})`, 'lots', {
        short: `Unmortgage (${cost})`,
        square: action.square,
      })
    }
    case 'proposeTrade':
      return make(`Offer ${playerAt(view, action.to)?.name ?? 'someone'} a trade`, 'trade')
    case 'counterTrade':
      return make('Counter with another offer', 'trade')
    case 'buy': {
      const square = view.decision?.square
      if (square === undefined) return make('Buy it', 'buy')
      return make(`Buy ${squareName(square)} for ${money(price(square))}`, 'buy', { square })
    }
    case 'decline': {
      const square = view.decision?.square
      const what = square === undefined ? 'it' : squareName(square)
      return make(`Don't buy ${what}: it goes to auction`, 'buy', { short: 'Decline: auction it' })
    }
    case 'bid':
      return make(`Bid ${money(action.amount)}`, 'auction')
    case 'pass':
      return make('Pass: drop out of the auction', 'auction', { short: 'Pass' })
    case 'payDebt': {
      const debt = view.debt
      if (!debt) return make('Pay the debt', 'debt')
      return make(`Pay ${money(debt.amount)} to ${creditorName(view, debt.creditor, me)}`, 'debt')
    }
    case 'declareBankruptcy':
      return make(
        view.options.bankruptcy === 'zombify'
          ? 'Declare bankruptcy (you become a zombie)'
          : 'Declare bankruptcy (you leave the game)',
        'debt',
        { danger: true },
      )
    case 'useImmunity':
      return make('Spend a Get Out of Quarantine Free card: stay human', 'immunity')
    case 'declineImmunity':
      return make("Don't spend it: become a zombie", 'immunity', { danger: true })
    case 'payIncomeTax': {
      const tax = RULES.taxes[view.options.taxEdition]
      if (action.how === 'flat') return make(`Pay ${money(tax.income)} flat`, 'incomeTax')
      const pct = tax.incomePercent ?? 10
      const worth = playerAt(view, view.decision?.seat ?? me)?.worth ?? 0
      return make(
        `Pay ${pct}% of your worth of ${money(worth)}: ${money(incomeTaxPercent(worth, pct))}`,
        'incomeTax',
      )
    }
    case 'moveZombie': {
      const total = view.turn.dice.reduce((n, d) => n + d, 0)
      const from = moverOf(view)?.position ?? 0
      const to = squareName(squareAfter(from, total, action.dir))
      return make(`${Dir(action.dir)}: ${total} squares to ${to}`, 'zombieMove')
    }
    case 'moveSurvivor': {
      const { label, danger } = survivorLabel(view, action)
      return make(label, 'survivorMove', { danger })
    }
    case 'acceptTrade':
      return make('Accept the trade', 'tradeAnswer')
    case 'rejectTrade':
      return make('Reject the trade', 'tradeAnswer')
    case 'placeBuilding': {
      const building = view.decision?.building ?? 'house'
      return make(`Put the ${building} on ${squareName(action.square)}`, 'placeBuilding', {
        square: action.square,
      })
    }
  }
}

/** The classic income tax's percent choice, in whole dollars (rounded down). */
export function incomeTaxPercent(worth: number, percent: number): number {
  return Math.floor((worth * percent) / 100)
}

/** The heading over a group's buttons (some name the dice they choose from). */
export function headingFor(group: ChoiceGroup, view: MonopoView): string {
  const dice = view.turn.dice
  switch (group) {
    case 'immunity':
      return 'Immunity'
    case 'incomeTax':
      return 'Income tax'
    case 'buy':
      return 'Buy or auction'
    case 'auction':
      return 'Bid'
    case 'debt':
      return 'Debt'
    case 'placeBuilding':
      return `Place the ${view.decision?.building ?? 'building'} you won`
    case 'tradeAnswer':
      return 'Trade offer'
    case 'zombieMove':
      return `Zombie move: the d4s show ${dice.join(' + ')} = ${dice.reduce((n, d) => n + d, 0)}`
    case 'survivorMove':
      return `Pick two of ${dice.join(', ')} and a direction`
    case 'jail':
      return 'Quarantine'
    case 'bodyguards':
      return `Hire bodyguards (${money(RULES.bodyguardCost)} each, until your next turn)`
    case 'turn':
      return 'Turn'
    case 'lots':
      return 'Your lots'
    case 'trade':
      return 'Trade'
  }
}

const LOT_ORDER: Readonly<Record<string, number>> = { build: 0, sellBuilding: 1, unmortgage: 2, mortgage: 3 }

/** Quick bid buttons at most: the number box takes any other amount. */
export const MAX_QUICK_BIDS = 6

/** The bid choices (sorted by amount) cut to MAX_QUICK_BIDS evenly spread ones, lowest and highest kept; pass stays. */
export function quickBids(choices: readonly Choice[]): Choice[] {
  const bids = choices.filter((c) => c.action.type === 'bid')
  const rest = choices.filter((c) => c.action.type !== 'bid')
  if (bids.length <= MAX_QUICK_BIDS) return [...bids, ...rest]
  const picked = new Set<number>()
  for (let k = 0; k < MAX_QUICK_BIDS; k++) {
    picked.add(Math.round((k * (bids.length - 1)) / (MAX_QUICK_BIDS - 1)))
  }
  return [...bids.filter((_, i) => picked.has(i)), ...rest]
}

function bidRange(view: MonopoView, legal: readonly MonopoAction[], me: Seat): BidRange | null {
  const amounts = legal.flatMap((a) => (a.type === 'bid' ? [a.amount] : []))
  if (amounts.length === 0) return null
  const a = view.auction
  const floor = a === null ? 1 : a.highBidder === null ? a.opening : a.high + 1
  const cash = view.players[me]?.cash ?? 0
  return { min: Math.min(floor, ...amounts), max: Math.max(cash, ...amounts) }
}

function mayPropose(view: MonopoView, legal: readonly MonopoAction[], me: Seat): boolean {
  if (legal.some((a) => a.type === 'proposeTrade')) return true
  const p = view.players[me]
  const d = view.decision
  return (
    legal.length > 0 &&
    p !== undefined &&
    !p.zombie &&
    !p.eliminated &&
    view.stage < 3 &&
    d?.kind === 'turn' &&
    d.seat === me &&
    view.turn.tradeOffers < RULES.tradeOffersPerTurn &&
    tradePartners(view, me).length > 0
  )
}

function mayCounter(view: MonopoView, legal: readonly MonopoAction[], me: Seat): boolean {
  if (legal.some((a) => a.type === 'counterTrade')) return true
  const t = view.trade
  return (
    legal.length > 0 &&
    t !== null &&
    t.to === me &&
    view.decision?.kind === 'trade' &&
    view.decision.seat === me &&
    t.counters < RULES.tradeCounters
  )
}

/**
 * Everything the viewer may do now, grouped: decision and turn buttons in CHOICE_ORDER (two choices
 * that read the same, like two equal dice, become one), the commerce per lot in board order, the bid
 * range for the number box, and whether the trade screen may be opened.
 */
export function buildChoices(view: MonopoView, legal: readonly MonopoAction[], me: Seat | null): ChoiceSet {
  if (me === null || legal.length === 0) return NO_CHOICES
  const all = legal.map((a) => describeAction(a, view, me))
  const sections = CHOICE_ORDER.flatMap((group): ChoiceSection[] => {
    const seen = new Set<string>()
    const inGroup = all.filter((c) => {
      if (c.group !== group || seen.has(c.label)) return false
      seen.add(c.label)
      return true
    })
    if (group === 'bodyguards' || group === 'auction') {
      const amount = (c: Choice) =>
        c.action.type === 'hireBodyguards' ? c.action.count : c.action.type === 'bid' ? c.action.amount : 1e9
      inGroup.sort((x, y) => amount(x) - amount(y))
    }
    const shown = group === 'auction' ? quickBids(inGroup) : inGroup
    return shown.length > 0 ? [{ group, heading: headingFor(group, view), choices: shown }] : []
  })
  const bySquare = new Map<SquareIndex, Choice[]>()
  for (const c of all) {
    if (c.group !== 'lots' || c.square === null) continue
    const list = bySquare.get(c.square) ?? []
    list.push(c)
    bySquare.set(c.square, list)
  }
  const lots = [...bySquare.entries()]
    .sort(([a], [b]) => a - b)
    .map(([square, choices]): LotChoices => {
      const lot = lotAt(view, square)
      return {
        square,
        name: squareName(square),
        colour: groupColour(square),
        level: lot?.level ?? 0,
        mortgaged: lot?.mortgaged ?? false,
        choices: choices.sort((x, y) => (LOT_ORDER[x.action.type] ?? 9) - (LOT_ORDER[y.action.type] ?? 9)),
      }
    })
  return {
    sections,
    lots,
    bid: bidRange(view, legal, me),
    canPropose: mayPropose(view, legal, me),
    canCounter: mayCounter(view, legal, me),
  }
}

/** A typed bid as a whole number inside the range, or the reason it is not one. */
export function parseBid(text: string, range: BidRange): { amount: number } | { error: string } {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '')
  if (!/^\d+$/.test(trimmed)) return { error: 'Type a whole number of dollars.' }
  const amount = Number(trimmed)
  if (amount < range.min) return { error: `The lowest bid is ${money(range.min)}.` }
  if (amount > range.max) return { error: `You have only ${money(range.max)}.` }
  return { amount }
}
