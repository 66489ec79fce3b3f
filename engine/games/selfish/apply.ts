/**
 * Applying one admitted action (engine/core/admit.ts checked it against the legal actions; the
 * reasons for a refusal are in refusals.ts): changes a draft, then runs the queued steps.
 */
import { shuffleInPlace } from '../../core/rng'
import type { ApplyFn, Seat } from '../../core/types'
import { decisionAnswered } from '../../core/admit'
import { plural } from '../../core/words'
import { pushSteps } from '../../core/steps'
import { SELFISH, gameCardName, wasteCardName, type GameKind } from './data'
import {
  countKind,
  draftOf,
  drawWasteland,
  finish,
  kindOf,
  nameOf,
  player,
  refillWasteland,
  rollDie,
  takeKind,
  type Draft,
} from './draft'
import { discardKinds, giveSupplies, respond, runSteps } from './turn'
import type { CardId, Decision, SelfishAction, SelfishEvent, SelfishState } from './types'

// A plain function per game rather than the kernel's wrappers: this is the hottest call of a bot's
// playout, and one indirection less measured 3-8% faster here (tests/bench/engineAB.ts).
export const applyAction: ApplyFn<SelfishState, SelfishAction, SelfishEvent> = (s, seat, action) => {
  const d = draftOf(s)
  carryOut(d, seat, action)
  return { state: finish(d), events: d.events ?? [] }
}

/** GameDefinition.advance: the same rules, with no events built. */
export function advanceSelfish(s: SelfishState, seat: Seat, action: SelfishAction): SelfishState {
  const d = draftOf(s, false)
  carryOut(d, seat, action)
  return finish(d)
}

function carryOut(d: Draft, seat: Seat, action: SelfishAction): void {
  if (d.decision) resolveDecision(d, seat, d.decision, action)
  else takeTurnAction(d, seat, action)
  runSteps(d)
}

function resolveDecision(d: Draft, seat: Seat, decision: Decision, action: SelfishAction): void {
  const me = player(d, seat)
  switch (action.type) {
    case 'respond':
      respond(d, seat, action.card)
      return
    case 'giveSupplies':
      d.decision = null
      giveSupplies(d, seat, decisionAnswered(decision, 'give').to, action.cards)
      return
    case 'discardCards': {
      const { reason } = decisionAnswered(decision, 'discard')
      d.decision = null
      discardKinds(
        d,
        seat,
        action.cards,
        reason,
        reason === 'bandits' ? 'to the Bandits' : 'to get past the Zombies',
      )
      return
    }
    case 'paySewer':
      d.decision = null
      discardKinds(d, seat, action.pay, 'sewer', 'to cut through the Sewer')
      return
    case 'placeScouted': {
      d.decision = null
      const top = d.wasteland[d.wasteland.length - 1] as number
      if (action.where === 'bottom') {
        d.wasteland.pop()
        d.wasteland.unshift(top)
      }
      d.events?.push({
        type: 'wastelandScouted',
        seat,
        where: action.where,
        text: `${me.name} puts the scouted Wasteland card ${action.where === 'top' ? 'back on top' : 'on the bottom'}.`,
        private: {
          seats: [seat],
          text: `You put ${wasteCardName(SELFISH.wasteKindOf[top] ?? 'blank')} ${action.where === 'top' ? 'back on top' : 'on the bottom'}.`,
        },
      })
      return
    }
    case 'arrangeWasteland': {
      const n = decisionAnswered(decision, 'arrange').count
      const order = action.order
      d.decision = null
      const topFirst = d.wasteland.slice(-n).reverse()
      const arranged = order.map((i) => topFirst[i] as number)
      d.wasteland.splice(d.wasteland.length - n, n, ...arranged.reverse())
      const top = n === 1 ? 'the top Wasteland card back' : `the top ${n} Wasteland cards back in an order`
      d.events?.push({
        type: 'wastelandArranged',
        seat,
        text: `${me.name} puts ${top}${n === 1 ? '' : ' of their choosing'}.`,
        you: { [seat]: `You put ${top}${n === 1 ? '' : ' of your choosing'}.` },
      })
      return
    }
    default:
      throw notAdmitted(action)
  }
}

function takeTurnAction(d: Draft, seat: Seat, action: SelfishAction): void {
  const me = player(d, seat)
  switch (action.type) {
    case 'rollDie': {
      const ap = rollDie(d)
      d.turn = { ...d.turn, phase: 'zombie', ap }
      d.events?.push({
        type: 'dieRolled',
        seat,
        value: ap,
        text: `${me.name} rolls ${plural(ap, 'action point')}.`,
        you: { [seat]: `You roll ${plural(ap, 'action point')}.` },
      })
      if (ap === 0) pushSteps(d, { do: 'endTurn' })
      return
    }
    case 'zombieAttack': {
      spendActionPoint(d)
      // One push, so the bite (and any Body Armor answer) happens before a last-AP turn end.
      pushSteps(
        d,
        { do: 'attack', attacker: seat, target: action.target, effect: 'bite', reflected: false },
        ...(d.turn.ap === 0 ? [{ do: 'endTurn' } as const] : []),
      )
      return
    }
    case 'zombieMove':
      zombieMove(d, seat, action.direction)
      if (d.turn.ap === 0) pushSteps(d, { do: 'endTurn' })
      return
    case 'endTurn':
      pushSteps(d, { do: 'endTurn' })
      return
    case 'playCard':
      playCard(d, seat, action)
      return
    case 'swapDouble':
      swapDouble(d, seat)
      return
    case 'rest':
      discardKinds(d, seat, action.pay, 'rest', 'to rest')
      d.events?.push({ type: 'rested', seat, text: `${me.name} rests.`, you: { [seat]: 'You rest.' } })
      pushSteps(d, { do: 'deathCheck', owner: seat }, { do: 'endTurn' })
      return
    case 'travel':
      discardKinds(d, seat, action.pay, 'travel', 'to travel')
      // S12: the payment's death check waits for the move (and its Wasteland card) to resolve; it
      // still runs when no Wasteland card was left to place.
      pushSteps(
        d,
        { do: 'move', owner: seat, ignoreEffect: false },
        { do: 'deathCheck', owner: seat },
        { do: 'endTurn' },
      )
      return
    default:
      throw notAdmitted(action)
  }
}

function spendActionPoint(d: Draft): void {
  d.turn = { ...d.turn, ap: d.turn.ap - 1 }
}

function zombieMove(d: Draft, seat: Seat, direction: 'forward' | 'backward'): void {
  const me = player(d, seat)
  if (direction === 'backward') {
    spendActionPoint(d)
    me.level--
  } else {
    spendActionPoint(d)
    // Moving off a space that already holds a Wasteland card (one it stepped back onto) needs no new card.
    if (me.trail.length <= me.level) {
      const card = drawWasteland(d)
      me.trail.push(card === null ? null : { id: card, faceUp: false })
    }
    me.level++
  }
  d.events?.push({
    type: 'zombieMoved',
    seat,
    level: me.level,
    direction,
    text: `${me.name} shambles ${direction} to space ${me.level}.`,
    you: { [seat]: `You shamble ${direction} to space ${me.level}.` },
  })
}

function swapDouble(d: Draft, seat: Seat): void {
  const me = player(d, seat)
  const double = takeKind(me.hand, 'double')
  const fromDiscard = countKind(d.discard, 'single') >= 2
  const pile = fromDiscard ? d.discard : d.deck
  for (let taken = 0; taken < 2;) {
    for (let i = pile.length - 1; i >= 0; i--) {
      if (kindOf(pile[i] as CardId) === 'single') {
        me.hand.push(pile.splice(i, 1)[0] as CardId)
        taken++
        break
      }
    }
  }
  pile.push(double)
  // Searching the draw pile shows its order, so it is shuffled afterwards.
  if (!fromDiscard) shuffleInPlace(d.rng, d.deck)
  d.events?.push({
    type: 'doubleSwapped',
    seat,
    text: `${me.name} swaps a Double for 2 Singles from the ${fromDiscard ? 'discard' : 'draw'} pile.`,
    you: { [seat]: `You swap a Double for 2 Singles from the ${fromDiscard ? 'discard' : 'draw'} pile.` },
  })
}

type PlayCard = Extract<SelfishAction, { type: 'playCard' }>

function playCard(d: Draft, seat: Seat, action: PlayCard): void {
  const me = player(d, seat)
  const kind: GameKind = action.card
  const targets =
    action.card === 'alliance' || action.card === 'stealSupplies' || action.card === 'horde'
      ? [action.target]
      : action.card === 'rampage'
        ? action.targets
        : []
  const on = (viewer: Seat | null) =>
    targets.length === 0
      ? ''
      : ` on ${targets.map((x) => (x === viewer ? 'you' : nameOf(d, x))).join(' and ')}`
  const card = takeKind(me.hand, kind)
  d.turn = { ...d.turn, actionsPlayed: d.turn.actionsPlayed + 1 }
  d.events?.push({
    type: 'cardPlayed',
    seat,
    card,
    kind,
    text: `${me.name} plays ${gameCardName(kind)}${on(null)}.`,
    you: {
      ...Object.fromEntries(targets.map((x) => [x, `${me.name} plays ${gameCardName(kind)}${on(x)}.`])),
      [seat]: `You play ${gameCardName(kind)}${on(null)}.`,
    },
  })
  switch (action.card) {
    case 'abandonedVehicle':
      d.discard.push(card)
      pushSteps(d, { do: 'move', owner: seat, ignoreEffect: true })
      return
    case 'alliance':
      d.alliances.push({ card, owner: seat, ally: action.target, watching: false, moved: 0 })
      return
    case 'horde':
    case 'stealSupplies':
      d.discard.push(card)
      pushSteps(d, {
        do: 'attack',
        attacker: seat,
        target: action.target,
        effect: action.card,
        reflected: false,
      })
      return
    case 'rampage':
      d.discard.push(card)
      pushSteps(
        d,
        ...action.targets.map(
          (target) =>
            ({ do: 'attack', attacker: seat, target, effect: 'rampage', reflected: false }) as const,
        ),
      )
      return
    case 'scout':
      d.discard.push(card)
      refillWasteland(d, 1)
      d.decision = { kind: 'scout', seat }
      return
    case 'zombieTrap': {
      d.discard.push(card)
      refillWasteland(d, 3)
      d.decision = { kind: 'arrange', seat, count: Math.min(3, d.wasteland.length) }
      return
    }
  }
}

/** A programming error: Match admits only legal actions, and this one has no rule to carry it out. */
function notAdmitted(action: { readonly type: string }): Error {
  return new Error(`"${action.type}" reached apply without being admitted.`)
}
