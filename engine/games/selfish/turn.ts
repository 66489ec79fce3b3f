/**
 * The Selfish rules that change a draft: turn flow, movement and Wasteland effects, attacks and
 * responses, death. Work that may pause for a player's decision is queued as Steps in the state and
 * run by runSteps() until a decision is needed or the queue is empty.
 */
import { randomInt } from '../../core/rng'
import type { Seat } from '../../core/types'
import { pushSteps, runSteps as runQueued } from '../../core/steps'
import { listed, plural, sentence } from '../../core/words'
import { SELFISH, gameCardName, wasteCardName, type GameKind, type WasteKind } from './data'
import {
  countKind,
  drawGameCard,
  drawWasteland,
  hasSupplies,
  kindOf,
  nameOf,
  player,
  rollDie,
  supplyUnits,
  takeKind,
  type Draft,
} from './draft'
import { discardChoices, payChoices } from './choices'
import type { AttackEffect, CardId, DiscardReason, Step } from './types'

const RULES = SELFISH.rules

export function livingSeats(d: Draft): Seat[] {
  const seats: Seat[] = []
  d.players.forEach((p, i) => {
    if (p.alive) seats.push(i)
  })
  return seats
}

export function isOver(d: { winner: Seat | null; zombiesWin: boolean }): boolean {
  return d.winner !== null || d.zombiesWin
}

/** Runs queued steps until a decision is needed, the queue is empty, or the game is over. */
export function runSteps(d: Draft): void {
  runQueued(
    d,
    () => d.decision !== null || isOver(d),
    (step) => runStep(d, step),
  )
}

function runStep(d: Draft, step: Step): void {
  switch (step.do) {
    case 'move':
      return moveForward(d, step.owner, step.ignoreEffect)
    case 'wasteland':
      return resolveWasteland(d, step.owner, step.card)
    case 'deathCheck':
      if (player(d, step.owner).alive && !hasSupplies(player(d, step.owner).hand)) {
        die(d, step.owner, 'supplies')
      }
      return
    case 'attack':
      return startAttack(d, step.attacker, step.target, step.effect, step.reflected)
    case 'attackEffect':
      return attackEffect(d, step.attacker, step.target, step.effect)
    case 'endTurn':
      return endTurn(d)
    case 'nextTurn':
      return startTurn(d, nextSeat(d, d.turn.seat))
  }
}

// ---------------------------------------------------------------------------------------------
// Turn flow

function nextSeat(d: Draft, seat: Seat): Seat {
  return (seat + 1) % d.players.length
}

export function startTurn(d: Draft, seat: Seat): void {
  const p = player(d, seat)
  d.turn = {
    seat,
    phase: p.alive ? 'actions' : 'zombieRoll',
    actionsPlayed: 0,
    ap: 0,
    number: d.turn.number + 1,
  }
  d.alliances = d.alliances.map((a) => (a.ally === seat && !a.watching ? { ...a, watching: true } : a))
  const zombie = p.alive ? '' : ' (zombie)'
  d.events?.push({
    type: 'turnStarted',
    seat,
    text: `${p.name}'s turn${zombie}.`,
    you: { [seat]: `Your turn${zombie}.` },
  })
  if (p.alive && p.skipNext) {
    p.skipNext = false
    d.events?.push({
      type: 'turnSkipped',
      seat,
      text: `${p.name} misses this turn to rest a twisted ankle.`,
      you: { [seat]: 'You miss this turn to rest your twisted ankle.' },
    })
    pushSteps(d, { do: 'endTurn' })
    return
  }
  if (p.alive) {
    const card = drawGameCard(d)
    if (card !== null) {
      p.hand.push(card)
      d.events?.push({
        type: 'cardDrawn',
        seat,
        text: `${p.name} picks up a Game card.`,
        private: {
          seats: [seat],
          text: `You pick up ${gameCardName(kindOf(card))}.`,
          card,
          kind: kindOf(card),
        },
      })
    }
  }
}

/** End of the current player's turn: the chopper win check, then Alliances on this player, then the next turn. */
function endTurn(d: Draft): void {
  const seat = d.turn.seat
  const p = player(d, seat)
  if (p.alive && p.level >= RULES.chopperLevel && hasSupplies(p.hand)) {
    d.winner = seat
    d.steps = []
    d.events?.push({
      type: 'gameWon',
      seat,
      text: `${p.name} escapes on the chopper and wins!`,
      you: { [seat]: 'You escape on the chopper and win!' },
    })
    return
  }
  d.events?.push({
    type: 'turnEnded',
    seat,
    text: `${p.name}'s turn ends.`,
    you: { [seat]: 'Your turn ends.' },
  })
  const due = d.alliances.filter((a) => a.ally === seat && a.watching)
  d.alliances = d.alliances.filter((a) => !(a.ally === seat && a.watching))
  const moves: Step[] = []
  for (const a of due) {
    d.discard.push(a.card)
    const owner = player(d, a.owner)
    const spaces = owner.alive ? a.moved : 0
    d.events?.push({
      type: 'allianceEnded',
      seat: a.owner,
      ally: seat,
      spaces,
      text:
        spaces > 0
          ? `${owner.name}'s Alliance with ${p.name} moves ${owner.name} ${plural(spaces, 'space')}.`
          : `${owner.name}'s Alliance with ${p.name} ends without a move.`,
      you: {
        [seat]:
          spaces > 0
            ? `${owner.name}'s Alliance with you moves ${owner.name} ${plural(spaces, 'space')}.`
            : `${owner.name}'s Alliance with you ends without a move.`,
        [a.owner]:
          spaces > 0
            ? `Your Alliance with ${p.name} moves you ${plural(spaces, 'space')}.`
            : `Your Alliance with ${p.name} ends without a move.`,
      },
    })
    for (let i = 0; i < spaces; i++) moves.push({ do: 'move', owner: a.owner, ignoreEffect: false })
  }
  pushSteps(d, ...moves, { do: 'nextTurn' })
}

// ---------------------------------------------------------------------------------------------
// Movement and the Wasteland

export function moveForward(d: Draft, seat: Seat, ignoreEffect: boolean): void {
  const p = player(d, seat)
  if (!p.alive) return
  if (p.level >= RULES.chopperLevel) {
    d.events?.push({
      type: 'moveLost',
      seat,
      text: `${p.name} is already at the chopper and cannot go further.`,
      you: { [seat]: 'You are already at the chopper and cannot go further.' },
    })
    return
  }
  const card = drawWasteland(d)
  p.trail.push(card === null ? null : { id: card, faceUp: true })
  p.level++
  if (d.turn.seat === seat) {
    d.alliances = d.alliances.map((a) => (a.ally === seat && a.watching ? { ...a, moved: a.moved + 1 } : a))
  }
  const kind = card === null ? null : (SELFISH.wasteKindOf[card] ?? null)
  // Some Wasteland cards end in "!" (Zombies!): the sentence ends there, with no stop after it.
  const revealed =
    kind === null
      ? ''
      : sentence(`${wasteCardName(kind)}${ignoreEffect ? ' (ignored: Abandoned Vehicle)' : ''}`)
  d.events?.push({
    type: 'survivorMoved',
    seat,
    level: p.level,
    card,
    kind,
    text:
      kind === null
        ? `${p.name} moves forward to space ${p.level}; the Wasteland deck is empty.`
        : `${p.name} moves forward to space ${p.level} and reveals ${revealed}`,
    you: {
      [seat]:
        kind === null
          ? `You move forward to space ${p.level}; the Wasteland deck is empty.`
          : `You move forward to space ${p.level} and reveal ${revealed}`,
    },
  })
  if (card !== null && !ignoreEffect)
    pushSteps(d, { do: 'wasteland', owner: seat, card }, { do: 'deathCheck', owner: seat })
}

function resolveWasteland(d: Draft, seat: Seat, card: number): void {
  const p = player(d, seat)
  if (!p.alive) return
  const kind = SELFISH.wasteKindOf[card] as WasteKind
  switch (kind) {
    case 'blank':
      return
    case 'settlement':
      drawInto(d, seat, 1, 'Settlement')
      return
    case 'shoppingMall':
      drawInto(d, seat, rollAt(d, seat, p.name, 'at the Shopping Mall'), 'Shopping Mall')
      return
    case 'secretPassageway':
      pushSteps(d, { do: 'move', owner: seat, ignoreEffect: false })
      return
    case 'twistedAnkle':
      p.skipNext = true
      d.events?.push({
        type: 'ankleTwisted',
        seat,
        text: `${p.name} twists an ankle and will miss the next turn.`,
        you: { [seat]: 'You twist an ankle and will miss your next turn.' },
      })
      return
    case 'sewer':
      askSewer(d, seat)
      return
    case 'bandits':
      askDiscard(d, seat, rollAt(d, seat, p.name, 'against the Bandits'), 'bandits')
      return
    case 'zombies':
      if (p.hand.length >= RULES.zombiesDiscardHandSize)
        askDiscard(d, seat, RULES.zombiesDiscardCount, 'zombies')
      return
    case 'bitten':
      die(d, seat, 'bitten')
      return
  }
}

/** `seat` (`name`) rolls the die at a Wasteland card, `where` ("at the Shopping Mall"): the roll. */
function rollAt(d: Draft, seat: Seat, name: string, where: string): number {
  const n = rollDie(d)
  d.events?.push({
    type: 'dieRolled',
    seat,
    value: n,
    text: `${name} rolls ${n} ${where}.`,
    you: { [seat]: `You roll ${n} ${where}.` },
  })
  return n
}

function drawInto(d: Draft, seat: Seat, n: number, source: string): void {
  const p = player(d, seat)
  for (let i = 0; i < n; i++) {
    const card = drawGameCard(d)
    if (card === null) {
      d.events?.push({ type: 'deckEmpty', text: 'There are no Game cards left to pick up.' })
      return
    }
    p.hand.push(card)
    d.events?.push({
      type: 'cardDrawn',
      seat,
      text: `${p.name} picks up a Game card (${source}).`,
      private: {
        seats: [seat],
        text: `You pick up ${gameCardName(kindOf(card))} (${source}).`,
        card,
        kind: kindOf(card),
      },
    })
  }
}

/** Sewer: discard 1 Supplies (or 2 Action cards as one Single); asks only when there is a real choice. */
function askSewer(d: Draft, seat: Seat): void {
  const options = payChoices(player(d, seat).hand, 1)
  if (options.length === 0) {
    d.events?.push({
      type: 'nothingToPay',
      seat,
      text: `${nameOf(d, seat)} has nothing to pay the Sewer with.`,
      you: { [seat]: 'You have nothing to pay the Sewer with.' },
    })
  } else if (options.length === 1) {
    discardKinds(d, seat, options[0] as GameKind[], 'sewer', 'for the Sewer')
  } else {
    d.decision = { kind: 'sewer', seat }
  }
}

/** Bandits and Zombies!: the player chooses which cards to discard (S4). */
function askDiscard(d: Draft, seat: Seat, count: number, reason: 'bandits' | 'zombies'): void {
  if (count <= 0) return
  const p = player(d, seat)
  const why = reason === 'bandits' ? 'to the Bandits' : 'to get past the Zombies'
  if (p.hand.length <= count) {
    discardKinds(
      d,
      seat,
      p.hand.map((id) => kindOf(id)),
      reason,
      why,
    )
    return
  }
  const options = discardChoices(p.hand, count)
  if (options.length === 1) discardKinds(d, seat, options[0] as GameKind[], reason, why)
  else d.decision = { kind: 'discard', seat, count, reason }
}

/** Moves cards of the given kinds from a hand to the Game discard pile. */
export function discardKinds(
  d: Draft,
  seat: Seat,
  kinds: readonly GameKind[],
  reason: DiscardReason,
  why: string,
): void {
  const p = player(d, seat)
  for (const kind of kinds) d.discard.push(takeKind(p.hand, kind))
  // The card names are looked up only when the event is built (not for a search's moves).
  if (kinds.length > 0) {
    d.events?.push({
      type: 'cardsDiscarded',
      seat,
      kinds,
      reason,
      text: `${p.name} discards ${listed(kinds.map(gameCardName))} ${why}.`,
      you: { [seat]: `You discard ${listed(kinds.map(gameCardName))} ${why}.` },
    })
  }
}

// ---------------------------------------------------------------------------------------------
// Death

const DEATHS = {
  supplies: { them: 'runs out of supplies and turns', you: 'run out of supplies and turn' },
  bitten: { them: 'is bitten and turns', you: 'are bitten and turn' },
} as const

export function die(d: Draft, seat: Seat, cause: keyof typeof DEATHS): void {
  const p = player(d, seat)
  if (!p.alive) return
  p.alive = false
  p.skipNext = false
  for (const id of p.hand) d.discard.push(id)
  p.hand = []
  p.trail = p.trail.map((c) => (c === null ? null : { id: c.id, faceUp: false }))
  d.events?.push({
    type: 'playerDied',
    seat,
    text: `${p.name} ${DEATHS[cause].them} into a zombie!`,
    you: { [seat]: `You ${DEATHS[cause].you} into a zombie!` },
  })
  // Whatever was still to happen to this player (more moves, Wasteland effects) no longer can.
  d.steps = d.steps.filter((s) => !('owner' in s) || s.owner !== seat)
  if (livingSeats(d).length === 0) {
    d.zombiesWin = true
    d.steps = []
    d.decision = null
    d.events?.push({ type: 'zombiesWon', text: 'Everyone is a zombie. The zombies win!' })
    return
  }
  if (seat === d.turn.seat) {
    // "Your turn is over when you die."
    d.steps = [{ do: 'endTurn' }]
    d.decision = null
  }
}

// ---------------------------------------------------------------------------------------------
// Attacks (S2: Horde, Rampage, Steal Supplies and each zombie bite) and responses

function attackName(effect: AttackEffect): string {
  return effect === 'bite' ? 'bite' : gameCardName(effect)
}

function startAttack(d: Draft, attacker: Seat, target: Seat, effect: AttackEffect, reflected: boolean): void {
  const t = player(d, target)
  const a = player(d, attacker)
  if (!t.alive) return
  if (effect !== 'bite' && !a.alive) return
  const options: ('bodyArmor' | 'underestimate')[] = []
  if (countKind(t.hand, 'bodyArmor') > 0) options.push('bodyArmor')
  // Underestimate turns an attack from another player back on them; not a zombie's, not a reflection.
  if (effect !== 'bite' && !reflected && countKind(t.hand, 'underestimate') > 0) options.push('underestimate')
  if (options.length > 0) {
    d.decision = { kind: 'respond', seat: target, attacker, effect, reflected, options }
    return
  }
  pushSteps(d, { do: 'attackEffect', attacker, target, effect })
}

export function respond(d: Draft, seat: Seat, card: 'bodyArmor' | 'underestimate' | 'none'): void {
  const decision = d.decision
  if (!decision || decision.kind !== 'respond') throw new Error('no attack to respond to')
  d.decision = null
  const { attacker, effect, reflected } = decision
  const p = player(d, seat)
  if (card === 'none') {
    pushSteps(d, { do: 'attackEffect', attacker, target: seat, effect })
    return
  }
  d.discard.push(takeKind(p.hand, card))
  if (card === 'bodyArmor') {
    d.events?.push({
      type: 'attackBlocked',
      seat,
      card,
      text: reflected
        ? `${p.name} blocks back with Body Armor: all cards are discarded with no effect.`
        : `${p.name} blocks ${nameOf(d, attacker)}'s ${attackName(effect)} with Body Armor.`,
      you: reflected
        ? { [seat]: 'You block back with Body Armor: all cards are discarded with no effect.' }
        : {
            [attacker]: `${p.name} blocks your ${attackName(effect)} with Body Armor.`,
            [seat]: `You block ${nameOf(d, attacker)}'s ${attackName(effect)} with Body Armor.`,
          },
    })
    return
  }
  d.events?.push({
    type: 'attackReflected',
    seat,
    card,
    text: `${p.name} plays Underestimate and turns ${nameOf(d, attacker)}'s ${attackName(effect)} back on them!`,
    you: {
      [attacker]: `${p.name} plays Underestimate and turns your ${attackName(effect)} back on you!`,
      [seat]: `You play Underestimate and turn ${nameOf(d, attacker)}'s ${attackName(effect)} back on them!`,
    },
  })
  pushSteps(d, { do: 'attack', attacker: seat, target: attacker, effect, reflected: true })
}

function attackEffect(d: Draft, attacker: Seat, target: Seat, effect: AttackEffect): void {
  const t = player(d, target)
  const a = player(d, attacker)
  if (!t.alive) return
  switch (effect) {
    case 'horde': {
      if (t.level === 0) {
        d.events?.push({
          type: 'hordeMissed',
          seat: target,
          text: `${t.name} is on the start line: the Horde has no effect.`,
          you: { [target]: 'You are on the start line: the Horde has no effect.' },
        })
        return
      }
      const card = t.trail.pop()
      if (card) d.wastelandDiscard.push(card.id)
      t.level--
      d.events?.push({
        type: 'pushedBack',
        seat: target,
        level: t.level,
        text: `The Horde pushes ${t.name} back to space ${t.level}.`,
        you: { [target]: `The Horde pushes you back to space ${t.level}.` },
      })
      return
    }
    case 'rampage':
    case 'bite': {
      if (t.hand.length === 0) return
      const [card] = t.hand.splice(randomInt(d.rng, t.hand.length), 1) as [CardId]
      const kind = kindOf(card)
      if (effect === 'bite') {
        d.discard.push(card)
        d.events?.push({
          type: 'cardBitten',
          seat: target,
          attacker,
          card,
          kind,
          text: `${a.name} bites ${t.name}, who loses ${gameCardName(kind)}.`,
          you: {
            [attacker]: `You bite ${t.name}, who loses ${gameCardName(kind)}.`,
            [target]: `${a.name} bites you: you lose ${gameCardName(kind)}.`,
          },
        })
      } else {
        a.hand.push(card)
        d.events?.push({
          type: 'cardStolen',
          seat: target,
          attacker,
          text: `${a.name} steals a random card from ${t.name}.`,
          private: {
            seats: [attacker, target],
            text: `${a.name} steals ${gameCardName(kind)} from ${t.name}.`,
            you: {
              [attacker]: `You steal ${gameCardName(kind)} from ${t.name}.`,
              [target]: `${a.name} steals ${gameCardName(kind)} from you.`,
            },
            card,
            kind,
          },
        })
      }
      pushSteps(d, { do: 'deathCheck', owner: target })
      return
    }
    case 'stealSupplies': {
      const choices = giveChoices(t.hand)
      if (choices.length > 1) {
        d.decision = { kind: 'give', seat: target, to: attacker }
        return
      }
      giveSupplies(d, target, attacker, choices[0] ?? [])
      return
    }
  }
}

/** S3: the victim gives 2 units of Supplies (2 Singles or a Double), or all they have if less. */
export function giveChoices(hand: readonly CardId[]): ('single' | 'double')[][] {
  const singles = countKind(hand, 'single')
  const doubles = countKind(hand, 'double')
  const units = supplyUnits(hand)
  if (units === 0) return []
  if (units === 1) return [['single']]
  const out: ('single' | 'double')[][] = []
  if (singles >= 2) out.push(['single', 'single'])
  if (doubles >= 1) out.push(['double'])
  return out
}

export function giveSupplies(d: Draft, from: Seat, to: Seat, kinds: readonly ('single' | 'double')[]): void {
  const giver = player(d, from)
  const taker = player(d, to)
  const given: CardId[] = []
  for (const kind of kinds) given.push(takeKind(giver.hand, kind))
  taker.hand.push(...given)
  const units = kinds.reduce((n, k) => n + (k === 'double' ? 2 : 1), 0)
  d.events?.push({
    type: 'suppliesStolen',
    seat: from,
    attacker: to,
    units,
    text: `${taker.name} steals ${plural(units, 'supply', 'supplies')} from ${giver.name}.`,
    private: {
      seats: [from, to],
      text: `${taker.name} steals ${listed(kinds.map(gameCardName))} from ${giver.name}.`,
      you: {
        [to]: `You steal ${listed(kinds.map(gameCardName))} from ${giver.name}.`,
        [from]: `${taker.name} steals ${listed(kinds.map(gameCardName))} from you.`,
      },
      kinds,
    },
  })
  pushSteps(d, { do: 'deathCheck', owner: from })
}
