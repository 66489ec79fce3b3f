/** Applying one action: checks the rules for it, changes a draft, then runs the queued steps. */
import { IllegalAction } from '../../core/errors'
import { shuffleInPlace } from '../../core/rng'
import type { ApplyResult, Seat } from '../../core/types'
import { must, pushSteps } from '../../core/steps'
import { SELFISH, gameCardName, wasteCardName, type GameKind } from './data'
import { discardChoices, isChoice, payChoices } from './choices'
import {
  countKind,
  draftOf,
  drawWasteland,
  event,
  finish,
  kindOf,
  player,
  refillWasteland,
  rollDie,
  takeKind,
  type Draft,
} from './draft'
import { actionLimit, canSwapDouble } from './legal'
import { discardKinds, giveChoices, giveSupplies, isOver, respond, runSteps } from './rules'
import type { CardId, Decision, SelfishAction, SelfishEvent, SelfishState } from './types'

const RULES = SELFISH.rules

export function applyAction(
  s: SelfishState,
  seat: Seat,
  action: SelfishAction,
): ApplyResult<SelfishState, SelfishEvent> {
  if (isOver(s)) throw new IllegalAction('GAME_OVER', 'The game is over.')
  const d = draftOf(s)
  if (d.decision) {
    must(
      d.decision.seat === seat,
      `Waiting for ${d.players[d.decision.seat]?.name ?? 'another player'} to decide.`,
    )
    resolveDecision(d, seat, d.decision, action)
  } else {
    if (d.turn.seat !== seat) throw new IllegalAction('NOT_YOUR_TURN', 'It is not your turn.')
    takeTurnAction(d, seat, action)
  }
  runSteps(d)
  return finish(d)
}

function resolveDecision(d: Draft, seat: Seat, decision: Decision, action: SelfishAction): void {
  const me = player(d, seat)
  switch (action.type) {
    case 'respond':
      must(decision.kind === 'respond', 'Nobody is attacking you.')
      must(
        action.card === 'none' || decision.options.includes(action.card),
        `You cannot play ${action.card} now.`,
      )
      respond(d, seat, action.card)
      return
    case 'giveSupplies':
      must(decision.kind === 'give', 'Nobody is stealing from you.')
      must(isChoice(giveChoices(me.hand), action.cards), 'Give 2 Supplies: two Singles or one Double.')
      d.decision = null
      giveSupplies(d, seat, decision.to, action.cards)
      return
    case 'discardCards':
      must(decision.kind === 'discard', 'You have nothing to discard now.')
      must(
        isChoice(discardChoices(me.hand, decision.count), action.cards),
        `Choose ${decision.count} cards from your hand to discard.`,
      )
      d.decision = null
      discardKinds(
        d,
        seat,
        action.cards,
        decision.reason === 'bandits' ? 'to the Bandits' : 'to get past the Zombies',
      )
      return
    case 'paySewer':
      must(decision.kind === 'sewer', 'There is no Sewer to pay for.')
      must(
        isChoice(payChoices(me.hand, 1), action.pay),
        'Pay 1 Supplies card, or 2 Action cards, for the Sewer.',
      )
      d.decision = null
      discardKinds(d, seat, action.pay, 'to cut through the Sewer')
      return
    case 'placeScouted': {
      must(decision.kind === 'scout', 'You are not scouting.')
      d.decision = null
      const top = d.wasteland[d.wasteland.length - 1] as number
      if (action.where === 'bottom') {
        d.wasteland.pop()
        d.wasteland.unshift(top)
      }
      event(d, {
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
      must(decision.kind === 'arrange', 'You are not arranging the Wasteland deck.')
      const n = decision.count
      const order = action.order
      must(
        order.length === n &&
          order.every((i) => Number.isInteger(i) && i >= 0 && i < n) &&
          new Set(order).size === n,
        `Give an order for the top ${n} Wasteland cards.`,
      )
      d.decision = null
      const topFirst = d.wasteland.slice(-n).reverse()
      const arranged = order.map((i) => topFirst[i] as number)
      d.wasteland.splice(d.wasteland.length - n, n, ...arranged.reverse())
      event(d, {
        type: 'wastelandArranged',
        seat,
        text: `${me.name} puts the top ${n} Wasteland cards back in an order of their choosing.`,
      })
      return
    }
    default:
      throw new IllegalAction('ILLEGAL', 'Finish the decision in front of you first.')
  }
}

function takeTurnAction(d: Draft, seat: Seat, action: SelfishAction): void {
  const me = player(d, seat)
  const phase = d.turn.phase
  switch (action.type) {
    case 'rollDie': {
      must(phase === 'zombieRoll', 'Only a zombie rolls for action points, once, at the start of its turn.')
      const ap = rollDie(d)
      d.turn = { ...d.turn, phase: 'zombie', ap }
      event(d, {
        type: 'dieRolled',
        seat,
        value: ap,
        text: `${me.name} rolls ${ap} action point${ap === 1 ? '' : 's'}.`,
      })
      if (ap === 0) pushSteps(d, { do: 'endTurn' })
      return
    }
    case 'zombieAttack': {
      must(phase === 'zombie' && d.turn.ap > 0, 'Only a zombie with action points left can attack.')
      const target = d.players[action.target]
      must(
        target !== undefined && target.alive && target.level === me.level && target.hand.length > 0,
        'A zombie can only attack a living player on its own level.',
      )
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
      must(phase === 'zombie' && d.turn.ap > 0, 'Only a zombie with action points left can move.')
      zombieMove(d, seat, action.direction)
      if (d.turn.ap === 0) pushSteps(d, { do: 'endTurn' })
      return
    case 'endTurn':
      must(phase === 'zombie', 'A survivor ends the turn by resting or travelling.')
      pushSteps(d, { do: 'endTurn' })
      return
    case 'playCard':
      must(phase === 'actions', 'Zombies cannot play cards.')
      playCard(d, seat, action)
      return
    case 'swapDouble':
      must(phase === 'actions', 'Zombies have no cards.')
      swapDouble(d, seat)
      return
    case 'rest':
      must(phase === 'actions', 'Zombies do not rest.')
      must(isChoice(payChoices(me.hand, 1), action.pay), 'Resting costs 1 Supplies card (or 2 Action cards).')
      discardKinds(d, seat, action.pay, 'to rest')
      event(d, { type: 'rested', seat, text: `${me.name} rests.` })
      pushSteps(d, { do: 'deathCheck', owner: seat }, { do: 'endTurn' })
      return
    case 'travel':
      must(phase === 'actions', 'Zombies do not travel.')
      must(me.level < RULES.chopperLevel, 'You are at the chopper: there is nowhere further to travel.')
      must(
        isChoice(payChoices(me.hand, 2), action.pay),
        'Travelling costs 2 Supplies (2 Singles or 1 Double).',
      )
      discardKinds(d, seat, action.pay, 'to travel')
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
      throw new IllegalAction('ILLEGAL', 'There is nothing to answer now.')
  }
}

function spendActionPoint(d: Draft): void {
  d.turn = { ...d.turn, ap: d.turn.ap - 1 }
}

function zombieMove(d: Draft, seat: Seat, direction: 'forward' | 'backward'): void {
  const me = player(d, seat)
  if (direction === 'backward') {
    must(me.level > 0, 'The zombie is already on the start line.')
    spendActionPoint(d)
    me.level--
  } else {
    must(me.level < RULES.zombieMaxLevel, 'A zombie cannot shamble any further forward.')
    spendActionPoint(d)
    // Moving off a space that already holds a Wasteland card (one it stepped back onto) needs no new card.
    if (me.trail.length <= me.level) {
      const card = drawWasteland(d)
      me.trail.push(card === null ? null : { id: card, faceUp: false })
    }
    me.level++
  }
  event(d, {
    type: 'zombieMoved',
    seat,
    level: me.level,
    direction,
    text: `${me.name} shambles ${direction} to space ${me.level}.`,
  })
}

function swapDouble(d: Draft, seat: Seat): void {
  must(canSwapDouble(d, seat), 'You need a Double, and 2 Singles in the draw or discard pile, to swap.')
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
  event(d, {
    type: 'doubleSwapped',
    seat,
    text: `${me.name} swaps a Double for 2 Singles from the ${fromDiscard ? 'discard' : 'draw'} pile.`,
  })
}

type PlayCard = Extract<SelfishAction, { type: 'playCard' }>

function playCard(d: Draft, seat: Seat, action: PlayCard): void {
  const me = player(d, seat)
  const limit = actionLimit(d)
  must(
    limit === null || d.turn.actionsPlayed < limit,
    `With 2 players you may play only ${limit} Action card a turn.`,
  )
  const kind: GameKind = action.card
  must(countKind(me.hand, kind) > 0, `You have no ${gameCardName(kind)} card.`)
  const isLivingOther = (t: unknown): t is Seat =>
    typeof t === 'number' && t !== seat && d.players[t] !== undefined && d.players[t].alive
  let targetText = ''
  switch (action.card) {
    case 'abandonedVehicle':
      must(me.level < RULES.chopperLevel, 'You are already at the chopper.')
      break
    case 'scout':
    case 'zombieTrap':
      must(d.wasteland.length + d.wastelandDiscard.length > 0, 'There are no Wasteland cards to look at.')
      break
    case 'alliance':
    case 'stealSupplies':
      must(isLivingOther(action.target), 'Choose another living player.')
      targetText = ` on ${d.players[action.target]?.name}`
      break
    case 'horde':
      must(isLivingOther(action.target), 'Choose another living player.')
      must(
        (d.players[action.target]?.level ?? 0) > 0,
        'Horde cannot be played on someone on the starting space.',
      )
      targetText = ` on ${d.players[action.target]?.name}`
      break
    case 'rampage': {
      const victims = d.players.flatMap((p, i) => (i !== seat && p.alive && p.hand.length > 0 ? [i] : []))
      const t = action.targets
      const ok =
        Array.isArray(t) &&
        t.every((x) => victims.includes(x)) &&
        new Set(t).size === t.length &&
        t.length === Math.min(2, victims.length) &&
        t.length > 0
      must(ok, 'Rampage steals from 2 different survivors (or the only one there is).')
      targetText = ` on ${t.map((x) => d.players[x]?.name).join(' and ')}`
      break
    }
    default:
      throw new IllegalAction('ILLEGAL', `${gameCardName(kind)} is not played that way.`)
  }
  const card = takeKind(me.hand, kind)
  d.turn = { ...d.turn, actionsPlayed: d.turn.actionsPlayed + 1 }
  event(d, {
    type: 'cardPlayed',
    seat,
    card,
    kind,
    text: `${me.name} plays ${gameCardName(kind)}${targetText}.`,
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
