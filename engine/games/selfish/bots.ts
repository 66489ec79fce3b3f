/**
 * The Medium Selfish bot (id "heuristic"): plays to reach the chopper. It sees only its own view
 * (its hand, counts of others, public table) and the legal actions, like a human player would.
 */
import type { Bot } from '../../bots/types'
import type { Seat } from '../../core/types'
import { discardsFrom, paymentsFrom } from './choices'
import type { GameKind, WasteKind } from './data'
import type { PlayerView, SelfishAction, SelfishView } from './types'

/** What a card in hand is worth to keep; supplies are life, Abandoned Vehicle is a free move. */
const KEEP_VALUE: Record<GameKind, number> = {
  single: 1.2,
  double: 2.4,
  abandonedVehicle: 3,
  bodyArmor: 1.3,
  underestimate: 1.4,
  stealSupplies: 1.1,
  horde: 0.8,
  rampage: 0.8,
  alliance: 0.6,
  scout: 0.5,
  zombieTrap: 0.5,
}

/** How welcome a Wasteland card is on the next move (higher is better). */
const WASTE_VALUE: Record<WasteKind, number> = {
  secretPassageway: 5,
  shoppingMall: 4,
  settlement: 3,
  blank: 2,
  zombies: 1,
  sewer: 0,
  twistedAnkle: -1,
  bandits: -2,
  bitten: -10,
}

type Of<T extends SelfishAction['type']> = Extract<SelfishAction, { type: T }>

const cost = (cards: readonly GameKind[]): number => cards.reduce((n, k) => n + KEEP_VALUE[k], 0)
const units = (cards: readonly GameKind[]): number =>
  cards.reduce((n, k) => n + (k === 'single' ? 1 : k === 'double' ? 2 : 0), 0)

function cheapest<A>(options: readonly A[], price: (a: A) => number): A | undefined {
  let best: A | undefined
  let bestPrice = Infinity
  for (const o of options) {
    const p = price(o)
    if (p < bestPrice) {
      best = o
      bestPrice = p
    }
  }
  return best
}

function ofType<T extends SelfishAction['type']>(legal: readonly SelfishAction[], type: T): Of<T>[] {
  return legal.filter((a): a is Of<T> => a.type === type)
}

const targetOf = (a: SelfishAction): Seat | undefined => ('target' in a ? a.target : undefined)
const targetsOf = (a: SelfishAction): readonly Seat[] => ('targets' in a ? a.targets : [])

/** Every payment for a move the legal list samples (it lists one; the bot weighs them all). */
function paymentsFor<T extends 'rest' | 'travel' | 'paySewer'>(
  legal: readonly SelfishAction[],
  type: T,
  hand: readonly GameKind[],
): Of<T>[] {
  if (!legal.some((a) => a.type === type)) return []
  return paymentsFrom(hand, type === 'travel' ? 2 : 1).map((pay) => ({ type, pay }) as Of<T>)
}

/** Every discard of the sampled size from the hand, when the legal list samples one. */
function discardsFor(legal: readonly SelfishAction[], hand: readonly GameKind[]): Of<'discardCards'>[] {
  const sample = ofType(legal, 'discardCards')[0]
  if (!sample) return []
  return discardsFrom(hand, sample.cards.length).map((cards) => ({ type: 'discardCards', cards }))
}

function playsOf(legal: readonly SelfishAction[], card: GameKind): Of<'playCard'>[] {
  return ofType(legal, 'playCard').filter((a) => a.card === card)
}

/** The opponent most worth slowing down: furthest ahead, then most cards. */
function leader(players: readonly PlayerView[], among: readonly Seat[]): Seat | undefined {
  let best: Seat | undefined
  for (const seat of among) {
    const p = players[seat]
    const b = best === undefined ? undefined : players[best]
    if (!p) continue
    if (!b || p.level > b.level || (p.level === b.level && p.handCount > b.handCount)) best = seat
  }
  return best
}

function chooseTurn(view: SelfishView, seat: Seat, legal: readonly SelfishAction[]): SelfishAction {
  const me = view.players[seat] as PlayerView
  const hand = (view.hand ?? []).map((c) => c.kind)
  const supply = units(hand)

  const vehicle = playsOf(legal, 'abandonedVehicle')[0]
  if (vehicle && me.level < view.chopperLevel) return vehicle

  const steal = playsOf(legal, 'stealSupplies')
  if (steal.length > 0) {
    const target = leader(
      view.players,
      steal.flatMap((a) => targetOf(a) ?? []),
    )
    const pick = steal.find((a) => targetOf(a) === target)
    if (pick) return pick
  }
  const horde = playsOf(legal, 'horde')
  if (horde.length > 0) {
    const target = leader(
      view.players,
      horde.flatMap((a) => targetOf(a) ?? []),
    )
    const t = target === undefined ? undefined : view.players[target]
    if (t && t.level >= me.level) return horde.find((a) => targetOf(a) === target) ?? horde[0]!
  }
  const rampage = playsOf(legal, 'rampage')
  if (rampage.length > 0) {
    const bySize = (a: Of<'playCard'>) =>
      -targetsOf(a).reduce((n, t) => n + (view.players[t]?.handCount ?? 0), 0)
    return cheapest(rampage, bySize) ?? rampage[0]!
  }

  const travels = paymentsFor(legal, 'travel', hand)
  const rests = paymentsFor(legal, 'rest', hand)
  const bestTravel = cheapest(travels, (a) => cost(a.pay))
  const keepAfterTravel = bestTravel ? supply - units(bestTravel.pay) : -1
  const wantsTravel =
    bestTravel !== undefined &&
    (keepAfterTravel >= 2 || (me.level === view.chopperLevel - 1 && keepAfterTravel >= 1))

  if (wantsTravel) {
    // Look at the road ahead first when the cards allow it.
    const trap = playsOf(legal, 'zombieTrap')[0] ?? playsOf(legal, 'scout')[0]
    if (trap && (view.actionLimit === null || view.turn.actionsPlayed + 1 < view.actionLimit)) return trap
    return bestTravel
  }
  const alliance = playsOf(legal, 'alliance')
  if (alliance.length > 0) {
    const ally = cheapest(alliance, (a) => -(view.players[targetOf(a) ?? -1]?.handCount ?? 0))
    if (ally) return ally
  }
  const swap = legal.find((a) => a.type === 'swapDouble')
  if (swap && !hand.includes('single')) return swap
  // Rest as cheaply as possible, keeping a Supplies card if at all possible.
  return cheapest(rests, (a) => cost(a.pay) + (supply - units(a.pay) <= 0 ? 100 : 0)) ?? legal[0]!
}

function chooseZombie(view: SelfishView, seat: Seat, legal: readonly SelfishAction[]): SelfishAction {
  const me = view.players[seat] as PlayerView
  const attacks = ofType(legal, 'zombieAttack')
  if (attacks.length > 0) {
    const target = leader(
      view.players,
      attacks.map((a) => a.target),
    )
    return attacks.find((a) => a.target === target) ?? attacks[0]!
  }
  const moves = ofType(legal, 'zombieMove')
  const preyLevels = view.players
    .filter((p) => p.alive && p.handCount > 0 && p.level <= 5)
    .map((p) => p.level)
  if (preyLevels.length > 0 && moves.length > 0) {
    const nearest = preyLevels.reduce((best, l) =>
      Math.abs(l - me.level) < Math.abs(best - me.level) ? l : best,
    )
    const direction = nearest > me.level ? 'forward' : 'backward'
    const move = moves.find((m) => m.direction === direction)
    if (move && nearest !== me.level) return move
  }
  return legal.find((a) => a.type === 'endTurn') ?? legal[0]!
}

function chooseDecision(view: SelfishView, seat: Seat, legal: readonly SelfishAction[]): SelfishAction {
  const first = legal[0]!
  const hand = (view.hand ?? []).map((c) => c.kind)
  switch (first.type) {
    case 'respond': {
      const decision = view.decision
      const effect = decision.kind === 'respond' ? decision.effect : 'bite'
      const reflect = legal.find((a) => a.type === 'respond' && a.card === 'underestimate')
      if (reflect) return reflect
      const block = legal.find((a) => a.type === 'respond' && a.card === 'bodyArmor')
      const lowOnSupplies = units(hand) <= 3
      if (block && (effect === 'horde' || effect === 'stealSupplies' || lowOnSupplies)) return block
      return legal.find((a) => a.type === 'respond' && a.card === 'none') ?? first
    }
    case 'giveSupplies':
      return cheapest(ofType(legal, 'giveSupplies'), (a) => a.cards.length) ?? first
    case 'discardCards': {
      const supply = units(hand)
      return (
        cheapest(discardsFor(legal, hand), (a) => cost(a.cards) + (supply - units(a.cards) <= 0 ? 100 : 0)) ??
        first
      )
    }
    case 'paySewer':
      return cheapest(paymentsFor(legal, 'paySewer', hand), (a) => cost(a.pay)) ?? first
    case 'placeScouted': {
      const top = view.peek?.[0]?.kind
      const good = top !== undefined && WASTE_VALUE[top] >= 2
      return legal.find((a) => a.type === 'placeScouted' && a.where === (good ? 'top' : 'bottom')) ?? first
    }
    case 'arrangeWasteland': {
      const peek = view.peek ?? []
      // Best card on top, for the move this bot is about to make.
      return (
        cheapest(ofType(legal, 'arrangeWasteland'), (a) =>
          a.order.reduce(
            (n, idx, pos) => n - WASTE_VALUE[peek[idx]?.kind ?? 'blank'] * 10 ** (a.order.length - pos),
            0,
          ),
        ) ?? first
      )
    }
    default:
      return first
  }
}

export const selfishHeuristicBot: Bot<SelfishAction, SelfishView> = {
  id: 'heuristic',
  label: 'Medium',
  choose({ view, seat, legal }) {
    if (legal.length === 1) return legal[0]!
    if (view.decision.kind !== 'turn') return chooseDecision(view, seat, legal)
    if (view.turn.phase === 'zombieRoll') return legal[0]!
    if (view.turn.phase === 'zombie') return chooseZombie(view, seat, legal)
    return chooseTurn(view, seat, legal)
  },
}
