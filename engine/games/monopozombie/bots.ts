/**
 * The Medium MonopoZombie bot (id "heuristic"). As a human before the Apocalypse it buys what it
 * can afford with a cash reserve, bids up to a lot's worth to it, completes colour groups by trade,
 * builds, pays debts by mortgaging loose lots before selling houses, and hires bodyguards when
 * zombies are close. When moving freely it avoids zombies, zombie ground, Go To Quarantine and snake
 * eyes; as a zombie it walks toward humans, and toward the Quarantine cell once everyone has turned.
 */
import type { Bot } from '../../bots/types'
import type { Seat } from '../../core/types'
import { MONOPOZOMBIE } from './data'
import { BOARD_SIZE, FREE_PARKING, GO_TO_JAIL, JAIL } from './dataTypes'
import type { MonopoAction, MonopoView, TradeSide } from './types'
import { humansOn, lotAt, zombiesOn } from './viewQueries'

const SQUARES = MONOPOZOMBIE.squares
const RESERVE = 150

type Action<T extends MonopoAction['type']> = Extract<MonopoAction, { type: T }>

function groupOf(i: number): readonly number[] {
  const g = SQUARES[i]?.group
  return g === undefined ? [] : (MONOPOZOMBIE.groups.find((x) => x.id === g)?.squares ?? [])
}

/** How many lots of the group `seat` would own after gaining lot i. */
function wouldOwn(view: MonopoView, seat: Seat, i: number): { owned: number; size: number } {
  const group = groupOf(i)
  const owned = group.filter((g) => g === i || lotAt(view, g)?.owner === seat).length
  return { owned, size: group.length }
}

/** What lot i is worth to `seat`: its price, more if it completes or blocks a group. */
function lotValue(view: MonopoView, seat: Seat, i: number): number {
  const price = SQUARES[i]?.price ?? 0
  const { owned, size } = wouldOwn(view, seat, i)
  if (owned === size && size > 1) return Math.round(price * 1.8)
  const blocks = groupOf(i).some((g) => {
    const owner = lotAt(view, g)?.owner
    return owner !== null && owner !== undefined && owner !== seat
  })
  return Math.round(price * (blocks ? 1.2 : 1.05))
}

function distance(a: number, b: number): number {
  const d = Math.abs(a - b) % BOARD_SIZE
  return Math.min(d, BOARD_SIZE - d)
}

function first<T extends MonopoAction['type']>(
  legal: readonly MonopoAction[],
  type: T,
): Action<T> | undefined {
  return legal.find((a) => a.type === type) as Action<T> | undefined
}

/** How dangerous it is for a human to stand on square i (0 = safe). */
function danger(view: MonopoView, seat: Seat, i: number, lapped: boolean): number {
  if (i === FREE_PARKING) return 0
  let risk = 0
  const lot = lotAt(view, i)
  const owner = lot?.owner
  if (lapped && owner !== null && owner !== undefined && view.players[owner]?.zombie) {
    risk += lot!.level === 0 ? 1000 : 20
  }
  if (lapped && i === GO_TO_JAIL) risk += 1000
  const level = lot?.level ?? 0
  const here = zombiesOn(view, i)
  const defenders = humansOn(view, i).filter((p) => p.seat !== seat).length + 1 + level
  if (lapped && here >= defenders) risk += 900
  for (const z of view.players) {
    if (!z.zombie || z.eliminated) continue
    const d = distance(z.position, i)
    if (d >= 2 && d <= 8) risk += lapped ? 12 - d : 2
  }
  return risk
}

function chooseSurvivorMove(view: MonopoView, seat: Seat, legal: readonly MonopoAction[]): MonopoAction {
  const me = view.players[seat]!
  const dice = view.turn.dice
  const lastHuman = view.players.filter((p) => !p.zombie && !p.eliminated).length === 1
  let best: MonopoAction = legal[0]!
  let bestScore = -Infinity
  for (const a of legal) {
    if (a.type !== 'moveSurvivor') continue
    const x = dice[a.dice[0]] ?? 0
    const y = dice[a.dice[1]] ?? 0
    const to = (me.position + a.dir * (x + y) + BOARD_SIZE * 2) % BOARD_SIZE
    let score = -danger(view, seat, to, me.lapped)
    if (x === 1 && y === 1 && me.lapped) score -= 5000
    if (x === y) score += 5
    const lot = lotAt(view, to)
    if (lastHuman && lot?.owner === seat && lot.level > 0 && zombiesOn(view, to) === 0) score += 10_000
    if (score > bestScore) {
      bestScore = score
      best = a
    }
  }
  return best
}

function chooseZombieMove(view: MonopoView, seat: Seat): MonopoAction {
  const me = view.players[seat]!
  const total = view.turn.dice.reduce((a, b) => a + b, 0)
  const humans = view.players.filter((p) => !p.zombie && !p.eliminated)
  const score = (dir: 1 | -1): number => {
    const to = (me.position + dir * total + BOARD_SIZE * 2) % BOARD_SIZE
    if (humans.length === 0) return -distance(to, JAIL) + (to === JAIL ? 1000 : 0)
    let s = humansOn(view, to).length * 100
    for (const h of humans) s -= distance(to, h.position)
    return s
  }
  return { type: 'moveZombie', dir: score(1) >= score(-1) ? 1 : -1 }
}

function sideValue(view: MonopoView, seat: Seat, side: TradeSide, gaining: boolean): number {
  let v = side.cash + side.cards.length * 60
  for (const i of side.squares) {
    const mortgaged = lotAt(view, i)?.mortgaged === true
    const worth = gaining ? lotValue(view, seat, i) : (SQUARES[i]?.price ?? 0)
    v += mortgaged ? worth / 2 : worth
  }
  return v
}

function answerTrade(view: MonopoView, seat: Seat, legal: readonly MonopoAction[]): MonopoAction {
  const t = view.trade
  if (t === null) return legal[0]!
  const gain = sideValue(view, seat, t.give, true)
  const loss = sideValue(view, seat, t.get, false)
  const givesThemGroup = t.get.squares.some((i) => {
    const { owned, size } = wouldOwn(view, t.from, i)
    return owned === size && size > 1
  })
  const fair = gain >= loss * (givesThemGroup ? 2 : 1.15)
  const accept = first(legal, 'acceptTrade')
  return fair && accept !== undefined ? accept : { type: 'rejectTrade' }
}

/** An offer to buy the last lot of a group this player almost owns, or undefined. */
function completingOffer(view: MonopoView, seat: Seat): MonopoAction | undefined {
  const me = view.players[seat]!
  if (view.turn.tradeOffers > 0) return undefined
  for (const g of MONOPOZOMBIE.groups) {
    if (g.id === 'railroad' || g.id === 'utility') continue
    const missing = g.squares.filter((i) => lotAt(view, i)?.owner !== seat)
    if (missing.length !== 1) continue
    const i = missing[0]!
    const lot = lotAt(view, i)
    const owner = lot?.owner
    if (owner === null || owner === undefined || view.players[owner]?.zombie) continue
    if (g.squares.some((s) => (lotAt(view, s)?.level ?? 0) > 0)) continue
    const price = Math.round((SQUARES[i]?.price ?? 0) * 1.6)
    if (me.cash - price < RESERVE) continue
    return {
      type: 'proposeTrade',
      to: owner,
      give: { squares: [], cash: price, cards: [] },
      get: { squares: [i], cash: 0, cards: [] },
    }
  }
  return undefined
}

function commerceMove(
  view: MonopoView,
  seat: Seat,
  legal: readonly MonopoAction[],
): MonopoAction | undefined {
  const me = view.players[seat]!
  const builds = legal.filter((a): a is Action<'build'> => a.type === 'build')
  builds.sort((a, b) => (SQUARES[b.square]?.houseCost ?? 0) - (SQUARES[a.square]?.houseCost ?? 0))
  for (const b of builds) {
    if (me.cash - (SQUARES[b.square]?.houseCost ?? 0) >= RESERVE * 2) return b
  }
  for (const a of legal) {
    if (a.type !== 'unmortgage') continue
    const cost = Math.ceil((SQUARES[a.square]?.mortgage ?? 0) * 1.1)
    if (me.cash - cost >= RESERVE * 3) return a
  }
  return undefined
}

function zombiesNear(view: MonopoView, at: number): number {
  return view.players.filter((p) => p.zombie && !p.eliminated && distance(p.position, at) <= 12).length
}

function raiseMoney(view: MonopoView, seat: Seat, legal: readonly MonopoAction[]): MonopoAction {
  const pay = first(legal, 'payDebt')
  if (pay) return pay
  const mortgages = legal.filter((a): a is Action<'mortgage'> => a.type === 'mortgage')
  const loose = mortgages.find((a) => wouldOwn(view, seat, a.square).owned < groupOf(a.square).length)
  if (loose) return loose
  const sell = first(legal, 'sellBuilding')
  if (sell) return sell
  if (mortgages[0]) return mortgages[0]
  return first(legal, 'declareBankruptcy') ?? legal[0]!
}

function bid(view: MonopoView, seat: Seat, legal: readonly MonopoAction[]): MonopoAction {
  const a = view.auction
  const me = view.players[seat]!
  if (a === null) return { type: 'pass' }
  const worth =
    a.lot.kind === 'deed'
      ? lotValue(view, seat, a.lot.square)
      : Math.max(...view.lots.filter((l) => l.owner === seat).map((l) => SQUARES[l.square]?.houseCost ?? 0)) *
        2
  const min = a.highBidder === null ? a.opening : a.high + 1
  const cap = Math.min(worth, me.cash - RESERVE / 3)
  if (min > cap) return { type: 'pass' }
  const step = Math.max(1, Math.min(Math.floor((cap - min) / 4), 20))
  const amount = Math.min(cap, min + step - 1)
  return legal.some((x) => x.type === 'bid')
    ? { type: 'bid', amount: Math.max(min, amount) }
    : { type: 'pass' }
}

export const monopoHeuristicBot: Bot<MonopoAction, MonopoView> = {
  id: 'heuristic',
  label: 'Medium',
  choose: ({ seat, view, legal }) => {
    const dec = view.decision
    const me = view.players[seat]!
    switch (dec?.kind) {
      case 'zombieMove':
        return chooseZombieMove(view, seat)
      case 'survivorMove':
        return chooseSurvivorMove(view, seat, legal)
      case 'immunity':
        return { type: 'useImmunity' }
      case 'incomeTax': {
        const percent = Math.floor(me.worth / 10)
        return { type: 'payIncomeTax', how: percent < 200 ? 'percent' : 'flat' }
      }
      case 'buy': {
        const price = SQUARES[dec.square ?? 0]?.price ?? 0
        const completes = wouldOwn(view, seat, dec.square ?? 0)
        const keen = completes.owned === completes.size || me.cash - price >= RESERVE
        return keen && first(legal, 'buy') ? { type: 'buy' } : { type: 'decline' }
      }
      case 'auction':
        return bid(view, seat, legal)
      case 'debt':
        return raiseMoney(view, seat, legal)
      case 'trade':
        return answerTrade(view, seat, legal)
      case 'placeBuilding':
        return legal[0]!
      case 'turn': {
        const commerce = commerceMove(view, seat, legal)
        if (commerce) return commerce
        const offer = completingOffer(view, seat)
        if (offer) return offer
        if (view.turn.phase === 'preRoll') {
          if (view.stage === 2 && me.bodyguards === 0 && me.lapped) {
            const near = zombiesNear(view, me.position)
            const count = Math.min(near, Math.floor((me.cash - RESERVE * 2) / 100))
            if (count > 0) return { type: 'hireBodyguards', count }
          }
          return { type: 'roll' }
        }
        return first(legal, 'endTurn') ?? legal[0]!
      }
      default:
        return legal[0]!
    }
  },
}
