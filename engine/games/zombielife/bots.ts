/**
 * The Medium Zombielife bot (id "heuristic"): prices every asset and card by its expected Wonga at the
 * end of the game, from a simple risk model, and plays the best. It sees only its own view (its hand,
 * the public table, the cards it is peeking at) and the legal actions, like a human player would.
 *
 * Risk model: every remaining draw of this player's is an Infection with probability q = Infection
 * cards in the deck / deck size (all Infection cards not in the round area are in the deck, so the
 * count is public), plus a share of the zombies' bites; the number of flips to come is taken as
 * Poisson, and each PPE in hand (with the Wonga to play it) absorbs one.
 */
import type { Bot } from '../../bots/types'
import type { Seat } from '../../core/types'
import { ZOMBIELIFE, actionType, assetType, inPlay, type AssetKind } from './data'
import type { ActionCardView, AssetCardView, PlayerView, ZombielifeAction, ZombielifeView } from './types'

const RULES = ZOMBIELIFE.rules
const TOKENS = RULES.healthTokens
const PPE_COST = actionType('ppe').cost
/** A bite lands (is not cancelled or stopped by PPE) about this often. */
const BITE_LANDS = 0.5
/**
 * Dividends to come are uncertain (an Infection card as round card pays nothing), and every ILP's
 * maintenance ties up cash the bot needs for PPE and later buys: ILP dividends are discounted by
 * this much. Tuned by simulation against random bots (1.0 wins ~82% at 4 players, 0.7 ~92%).
 */
const ILP_DISCOUNT = 0.7
/** Below this expected gain an action is not worth taking (the third Wonga of option B is 1). */
const WORTH = 0.4

type Of<T extends ZombielifeAction['type']> = Extract<ZombielifeAction, { type: T }>

interface Ctx {
  readonly view: ZombielifeView
  readonly seat: Seat
  readonly me: PlayerView
  readonly hand: readonly ActionCardView[]
  /** Chance that one draw is an Infection card. */
  readonly q: number
  /** Expected dividend of a deck card: the next round cards come off the deck. */
  readonly dividend: number
  /** Round ends still to come, this one included. */
  readonly roundEnds: number
  /** This player's end-of-turn draws still to come in the game. */
  readonly draws: number
  /** This player's turn starts still to come (each one costs maintenance). */
  readonly upkeeps: number
  /** Expected flips to come, before PPE. */
  readonly flips: number
  readonly ppe: number
}

// -------------------------------------------------------------------------------------------------
// The risk model

function poissonAtLeast(mean: number, k: number): number {
  if (k <= 0) return 1
  let term = Math.exp(-mean)
  let below = 0
  for (let i = 0; i < k; i++) {
    below += term
    term = (term * mean) / (i + 1)
  }
  return Math.max(0, 1 - below)
}

function context(view: ZombielifeView, seat: Seat): Ctx {
  const me = view.players[seat] as PlayerView
  const hand = view.hand ?? []
  const n = view.players.length
  const infectionsInPlay = ZOMBIELIFE.actions.filter((c) => c.kind === 'infection' && inPlay(c, n)).length
  const onTable = view.roundCards.filter((c) => c.kind === 'infection').length + (view.revealed ? 1 : 0)
  const q = view.deckCount > 0 ? Math.min(1, (infectionsInPlay - onTable) / view.deckCount) : 0
  // The next round cards come from the deck. The unseen cards are the deck plus the other hands, and
  // every unseen Infection card (dividend 0) is in the deck: the other hands hold only Action cards.
  const seen = new Set<number>([...view.roundCards, ...view.discard, ...hand].map((c) => c.id))
  let sum = 0
  let actionSum = 0
  let actionCount = 0
  ZOMBIELIFE.actions.forEach((c, id) => {
    if (!inPlay(c, n) || seen.has(id) || view.revealed?.id === id) return
    sum += c.dividend
    if (c.kind !== 'infection') {
      actionSum += c.dividend
      actionCount++
    }
  })
  const othersHands = view.players.reduce((k, p) => k + (p.seat === seat ? 0 : p.handCount), 0)
  const inHands = actionCount > 0 ? (othersHands * actionSum) / actionCount : 0
  const dividend = view.deckCount > 0 ? Math.max(0, sum - inHands) / view.deckCount : 0
  const roundEnds = view.rounds - view.round + 1
  const myTurnDone = view.turn.seat !== seat && hasPlayedThisRound(view, seat)
  const turnsLeft = roundEnds - (myTurnDone ? 1 : 0)
  const upkeeps = turnsLeft - (view.turn.seat === seat && view.turn.phase !== 'chooseOption' ? 1 : 0)
  const draws =
    turnsLeft - (view.turn.seat === seat ? 1 : 0) + (view.turn.seat === seat ? view.drawsToCome : 0)
  const zombies = view.players.filter((p) => p.zombie).length
  const humans = Math.max(1, n - zombies)
  const bites = (zombies * roundEnds * BITE_LANDS) / humans
  const ppe = me.wonga >= PPE_COST ? hand.filter((c) => c.kind === 'ppe').length : 0
  return {
    view,
    seat,
    me,
    hand,
    q,
    dividend,
    roundEnds,
    draws: Math.max(0, draws),
    upkeeps: Math.max(0, upkeeps),
    flips: Math.max(0, draws) * q + bites,
    ppe,
  }
}

/** True when `seat` has already had its turn in the current round. */
function hasPlayedThisRound(view: ZombielifeView, seat: Seat): boolean {
  const n = view.players.length
  const order = (s: Seat) => (s - view.firstSeat + n) % n
  return order(seat) < order(view.turn.seat)
}

/** Chance of at least `k` more infected tokens before the game ends. */
const atLeast = (c: Ctx, k: number): number => poissonAtLeast(c.flips, k + c.ppe)
const survives = (c: Ctx): number => 1 - atLeast(c, TOKENS - c.me.infected)

// -------------------------------------------------------------------------------------------------
// What assets are worth to this player (Wonga expected at the end of the game)

/** The value of keeping an asset from now on, maintenance not counted. */
function holdValue(c: Ctx, kind: AssetKind, payout: number, money: number): number {
  const type = assetType(kind)
  const infected = c.me.infected
  const live = survives(c)
  let value = 0
  if (type.claimAtInfected.length > 0) {
    const reachable = type.claimAtInfected.filter((k) => k > infected)
    // Medical pays on the next flip; the others when the count reaches their number.
    const next = reachable.length > 0 ? Math.min(...reachable) - infected : Infinity
    if (Number.isFinite(next)) value += atLeast(c, next) * payout
  }
  if (type.dividendTo === 'cash') value += c.roundEnds * c.dividend
  if (type.dividendTo === 'card') {
    value += c.roundEnds * c.dividend * RULES.cardMoneyMultiplier * live * ILP_DISCOUNT
  }
  const onCard = type.purchaseTo === 'card' || type.maintenanceTo === 'card' || type.dividendTo === 'card'
  if (onCard) value += money * RULES.cardMoneyMultiplier * live
  return value
}

/** What the rest of its maintenance costs (money paid onto the card comes back doubled if alive). */
function upkeepCost(c: Ctx, kind: AssetKind, maintenance: number, turns: number): number {
  const back = assetType(kind).maintenanceTo === 'card' ? RULES.cardMoneyMultiplier * survives(c) : 0
  return maintenance * turns * (1 - back)
}

function keepValue(c: Ctx, asset: AssetCardView, turns: number): number {
  return (
    holdValue(c, asset.kind, asset.payout, asset.money) - upkeepCost(c, asset.kind, asset.maintenance, turns)
  )
}

function buyValue(c: Ctx, kind: AssetKind, price: number): number | null {
  const pile = c.view.piles.find((p) => p.kind === kind)
  const top = pile?.top
  if (!top) return null
  const money = assetType(kind).purchaseTo === 'card' ? price : 0
  return holdValue(c, kind, top.payout, money) - upkeepCost(c, kind, top.maintenance, c.upkeeps) - price
}

// -------------------------------------------------------------------------------------------------
// Choosing

function best<A>(options: readonly A[], value: (a: A) => number): { action: A; value: number } | undefined {
  let found: { action: A; value: number } | undefined
  for (const a of options) {
    const v = value(a)
    if (!found || v > found.value) found = { action: a, value: v }
  }
  return found
}

function ofType<T extends ZombielifeAction['type']>(legal: readonly ZombielifeAction[], type: T): Of<T>[] {
  return legal.filter((a): a is Of<T> => a.type === type)
}

/** The opponent most worth hurting: the highest score among `seats`. */
function leaderAmong(view: ZombielifeView, seats: readonly Seat[]): Seat | undefined {
  return best(seats, (s) => view.players[s]?.score ?? 0)?.action
}

/** How much one flip hurts a player now (survivor bonus, money at risk) less what their insurance pays. */
function flipHarm(view: ZombielifeView, target: PlayerView): number {
  const infected = target.infected + 1
  let harm = RULES.survivorBonus
  for (const a of target.assets) {
    const type = assetType(a.kind)
    if (type.claimAtInfected.includes(infected)) harm -= a.payout
    if (infected >= TOKENS)
      harm +=
        a.money * RULES.cardMoneyMultiplier + (type.dividendTo === 'cash' ? view.rounds - view.round : 0)
  }
  return harm
}

/** The value to this player of an action taken now (actions phase). */
function actionValue(c: Ctx, a: ZombielifeAction): number {
  const reserve = c.hand.some((h) => h.kind === 'ppe') && c.draws > 0 ? PPE_COST : 0
  const spend = (price: number) => (c.me.wonga - price < reserve ? c.q * flipHarm(c.view, c.me) + 1 : 0)
  switch (a.type) {
    case 'buyAsset': {
      const price = c.view.piles.find((p) => p.kind === a.kind)?.price ?? Infinity
      return (buyValue(c, a.kind, price) ?? -Infinity) - spend(price)
    }
    case 'playCard':
      return playValue(c, a) - spend(actionType(a.card).cost)
    default:
      return WORTH
  }
}

function playValue(c: Ctx, a: Of<'playCard'>): number {
  const cost = actionType(a.card).cost
  const amount = actionType(a.card).amount
  const me = c.me
  switch (a.card) {
    case 'overtime':
      return amount - cost
    case 'bullRun':
      return amount * me.assets.filter((x) => x.kind === 'investment').length - cost
    case 'dividendReinvestment':
      return (
        c.view.lastDividend *
          me.assets.filter((x) => assetType(x.kind).dividendTo === 'card').length *
          RULES.cardMoneyMultiplier *
          survives(c) -
        cost
      )
    case 'boosterShot':
      return me.infected > 0
        ? RULES.survivorBonus * (1 - atLeast(c, TOKENS - me.infected + 1)) +
            (me.infected === TOKENS - 1 ? 4 : 0) -
            cost
        : -cost
    case 'socialDistancing':
      return c.view.drawsToCome > 0 ? c.q * c.view.drawsToCome * flipHarm(c.view, me) - cost - 0.5 : -cost
    case 'insuranceAgent': {
      const price = Math.max(0, (c.view.piles.find((p) => p.kind === a.kind)?.price ?? Infinity) - amount)
      return (buyValue(c, a.kind, price) ?? -Infinity) - cost
    }
    case 'freeLookPeriod': {
      const asset = me.assets.find((x) => x.id === a.asset)
      return asset ? asset.cost - keepValue(c, asset, c.upkeeps) - cost : -cost
    }
    case 'lockdown':
      return me.infected >= TOKENS - 1 ? 1.5 - cost : -cost
    default:
      // Contact Tracing, Stock Tip, Super-Spreader, Policy Lapse, Market Crash: small or uncertain gains.
      return -cost - 0.5
  }
}

function chooseOption(c: Ctx, legal: readonly ZombielifeAction[]): ZombielifeAction {
  const options = ofType(legal, 'chooseOption')
  const working = RULES.humanGuide.reduce((a, b) => (b.actions > a.actions ? b : a))
  const resting = RULES.humanGuide.reduce((a, b) => (b.salary > a.salary ? b : a))
  // Money after salary and the maintenance this bot means to pay, then the best two actions on it.
  const upkeep = c.me.assets.reduce((n, a) => n + (keepValue(c, a, c.upkeeps) > 0 ? a.maintenance : 0), 0)
  const wonga = c.me.wonga + working.salary - upkeep
  const gains: number[] = []
  for (const pile of c.view.piles) {
    if (pile.price === null || pile.price > wonga) continue
    const v = buyValue(c, pile.kind, pile.price)
    if (v !== null) gains.push(v)
  }
  for (const card of c.hand) {
    if (card.kind === 'overtime') gains.push(actionType('overtime').amount)
    if (card.kind === 'boosterShot' && c.me.infected > 0 && wonga >= actionType('boosterShot').cost)
      gains.push(3)
  }
  gains.sort((x, y) => y - x)
  const gain = (gains[0] ?? 0) + Math.max(0, gains[1] ?? 0)
  const work = gain > resting.salary - working.salary + WORTH
  const pick = options.find((o) => o.option === (work ? working.option : resting.option))
  return pick ?? options[0]!
}

function chooseAction(c: Ctx, legal: readonly ZombielifeAction[]): ZombielifeAction {
  const candidates = legal.filter((a) => a.type === 'buyAsset' || a.type === 'playCard')
  const top = best(candidates, (a) => actionValue(c, a))
  if (top && top.value > WORTH) return top.action
  return legal.find((a) => a.type === 'endTurn') ?? legal[0]!
}

/**
 * Who makes the next draws from the top of the deck, in order ('round' = a round card), starting with
 * the current player's draws still to come. Zombies draw nothing.
 */
function drawOrder(view: ZombielifeView, length: number): (Seat | 'round')[] {
  const n = view.players.length
  const out: (Seat | 'round')[] = []
  for (let i = 0; i < view.drawsToCome; i++) out.push(view.turn.seat)
  let round = view.round
  let first = view.firstSeat
  let seat = view.turn.seat
  while (out.length < length && round <= view.rounds) {
    if (seat === (first + n - 1) % n) {
      out.push('round')
      round++
      first = (first + 1) % n
      seat = first
    } else seat = (seat + 1) % n
    if (round > view.rounds) break
    const p = view.players[seat]
    if (p && !p.zombie) for (let i = 0; i < 1 + p.extraDraws; i++) out.push(seat)
  }
  return out.slice(0, length)
}

/** How good it is for this bot that draw `who` meets an Infection card. */
function infectionValue(c: Ctx, who: Seat | 'round'): number {
  if (who === 'round') {
    const mine = c.me.assets.filter((a) => assetType(a.kind).dividendTo !== 'none').length
    const most = Math.max(
      ...c.view.players.map((p) => p.assets.filter((a) => assetType(a.kind).dividendTo !== 'none').length),
    )
    return (most - mine) * c.dividend * 0.5
  }
  const p = c.view.players[who]
  if (!p) return 0
  const harm = flipHarm(c.view, p)
  if (who === c.seat) return -harm - 3
  const lead = leaderAmong(
    c.view,
    c.view.players.filter((x) => x.seat !== c.seat).map((x) => x.seat),
  )
  return harm * (who === lead ? 1 : 0.5)
}

function chooseSlot(c: Ctx, legal: readonly Of<'slotInfection'>[]): ZombielifeAction {
  const order = drawOrder(c.view, legal.length)
  return (
    best(legal, (a) => {
      const who = order[a.position]
      // Past the known draws the card is harmless to everyone this game; slightly prefer hurting someone.
      return who === undefined ? 0 : infectionValue(c, who)
    })?.action ?? legal[0]!
  )
}

function chooseArrange(c: Ctx, legal: readonly Of<'arrangeTop'>[]): ZombielifeAction {
  const peek = c.view.peek ?? []
  const order = drawOrder(c.view, peek.length)
  return (
    best(legal, (a) =>
      a.order.reduce((sum, from, pos) => {
        const card = peek[from]
        const who = order[pos]
        if (!card || who === undefined) return sum
        if (card.kind === 'infection') return sum + infectionValue(c, who)
        // A high dividend is welcome as the round card when this bot earns dividends.
        return who === 'round'
          ? sum - infectionValue(c, 'round') * (card.dividend / Math.max(1, c.dividend)) * 0.3
          : sum
      }, 0),
    )?.action ?? legal[0]!
  )
}

function chooseStockTip(c: Ctx, legal: readonly ZombielifeAction[]): ZombielifeAction {
  const top = c.view.peek?.[0]
  const who = drawOrder(c.view, 1)[0]
  const keep = top?.kind !== 'infection' || (who !== undefined && infectionValue(c, who) > 0)
  return legal.find((a) => a.type === 'placeTopCard' && a.where === (keep ? 'top' : 'bottom')) ?? legal[0]!
}

function choosePpe(c: Ctx, legal: readonly ZombielifeAction[]): ZombielifeAction {
  const play = legal.find((a) => a.type === 'playPpe')
  const decline = legal.find((a) => a.type === 'declinePpe') ?? legal[0]!
  if (!play) return decline
  const decision = c.view.decision
  if (decision.kind === 'cancel') {
    const zombie = c.view.players[decision.zombie]
    const act = decision.act
    if (act.act === 'scavenge' && zombie && zombie.score + RULES.scavengeWonga > c.me.score) return play
    return decline
  }
  // Against an infection: take the flip only when the insurance it triggers pays for it.
  return flipHarm(c.view, c.me) + (c.me.infected + 1 >= TOKENS ? 4 : 1) > PPE_COST ? play : decline
}

function chooseZombie(c: Ctx, legal: readonly ZombielifeAction[]): ZombielifeAction {
  const scavenge = legal.find((a) => a.type === 'scavenge') ?? legal[0]!
  const bites = ofType(legal, 'bite')
  const bite = best(bites, (a) => {
    const t = c.view.players[a.target]
    if (!t) return -Infinity
    const ahead = t.score - c.me.score
    return flipHarm(c.view, t) * BITE_LANDS * (ahead >= 0 ? 1 : 0.4)
  })
  return bite && bite.value > RULES.scavengeWonga ? bite.action : scavenge
}

function chooseMaintenance(c: Ctx, legal: readonly ZombielifeAction[]): ZombielifeAction {
  const pay = legal.find((a) => a.type === 'payMaintenance')
  const drop = legal.find((a) => a.type === 'discardAsset') ?? legal[0]!
  if (!pay || pay.type !== 'payMaintenance') return drop
  const asset = c.me.assets.find((a) => a.id === pay.asset)
  if (!asset) return pay
  // This payment buys the asset until the next one; the later ones are counted in keepValue.
  const value = keepValue(c, asset, Math.max(0, c.upkeeps)) - upkeepCost(c, asset.kind, asset.maintenance, 1)
  return value > 0 ? pay : drop
}

export const zombielifeHeuristicBot: Bot<ZombielifeAction, ZombielifeView> = {
  id: 'heuristic',
  label: 'Medium',
  choose({ view, seat, legal }) {
    if (legal.length === 1) return legal[0]!
    const c = context(view, seat)
    const first = legal[0]!
    switch (first.type) {
      case 'chooseOption':
        return chooseOption(c, legal)
      case 'payMaintenance':
      case 'discardAsset':
        return chooseMaintenance(c, legal)
      case 'playPpe':
      case 'declinePpe':
        return choosePpe(c, legal)
      case 'slotInfection':
        return chooseSlot(c, ofType(legal, 'slotInfection'))
      case 'arrangeTop':
        return chooseArrange(c, ofType(legal, 'arrangeTop'))
      case 'placeTopCard':
        return chooseStockTip(c, legal)
      case 'bite':
      case 'scavenge':
      case 'lurk':
        return chooseZombie(c, legal)
      default:
        return chooseAction(c, legal)
    }
  },
}
