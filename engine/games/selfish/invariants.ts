/**
 * What must hold in every Selfish state between actions: every card in exactly one place, levels and
 * counters in range, the dead holding nothing, and someone able to act while the game goes on.
 * Used by the simulator and the tests after every action; never on the hot path of play.
 */
import { checkAskedToAct, checkConservation, invariantsFrom, isSeatOf } from '../../core/invariantChecks'
import { SELFISH } from './data'
import { kindOf } from './draft'
import { legalActions, toAct } from './legal'
import type { CardId, Decision, SelfishState, WasteId } from './types'

const RULES = SELFISH.rules

/** The broken invariants of a state, as sentences; empty when all is well. */
export const selfishInvariants = invariantsFrom<SelfishState>([
  checkGameCards,
  checkWastelandCards,
  checkPlayers,
  checkTurn,
  checkDecision,
  checkAlliances,
  checkEnding,
])

function checkGameCards(s: SelfishState, broken: string[]): void {
  const places: { where: string; ids: readonly CardId[] }[] = [
    { where: 'the Game deck', ids: s.deck },
    { where: 'the Game discard pile', ids: s.discard },
  ]
  s.players.forEach((p, seat) => places.push({ where: `seat ${seat}'s hand`, ids: p.hand }))
  s.alliances.forEach((a, i) => places.push({ where: `Alliance ${i}`, ids: [a.card] }))
  checkConservation(places, SELFISH.gameCardCount, 'Game', broken)
}

function checkWastelandCards(s: SelfishState, broken: string[]): void {
  const places: { where: string; ids: readonly (WasteId | null)[] }[] = [
    { where: 'the Wasteland deck', ids: s.wasteland },
    { where: 'the Wasteland discard pile', ids: s.wastelandDiscard },
  ]
  s.players.forEach((p, seat) =>
    places.push({ where: `seat ${seat}'s trail`, ids: p.trail.map((c) => (c === null ? null : c.id)) }),
  )
  checkConservation(places, SELFISH.wastelandCardCount, 'Wasteland', broken)
}

function checkPlayers(s: SelfishState, broken: string[]): void {
  if (s.players.length < 2 || s.players.length > 5) {
    broken.push(`There are ${s.players.length} players; Selfish is for 2 to 5.`)
  }
  s.players.forEach((p, seat) => {
    const who = `Seat ${seat}`
    if (!Number.isInteger(p.level) || p.level < 0 || p.level > RULES.chopperLevel) {
      broken.push(`${who} is on level ${p.level}, outside 0..${RULES.chopperLevel}.`)
    }
    if (p.trail.length > RULES.chopperLevel) {
      broken.push(`${who}'s trail has ${p.trail.length} cards, more than the ${RULES.chopperLevel} spaces.`)
    }
    if (p.alive) {
      if (p.trail.length !== p.level) {
        broken.push(`${who} is alive on level ${p.level} but its trail has ${p.trail.length} cards.`)
      }
      return
    }
    // A zombie keeps the trail it died on and adds face-down cards as it shambles past it.
    if (p.trail.length < p.level) {
      broken.push(`${who} is a zombie on level ${p.level} with only ${p.trail.length} trail cards.`)
    }
    if (p.hand.length > 0) broken.push(`${who} is dead but holds ${p.hand.length} cards.`)
    if (p.trail.some((c) => c !== null && c.faceUp))
      broken.push(`${who} is dead but has face-up trail cards.`)
    if (p.skipNext) broken.push(`${who} is dead but is marked to miss a turn.`)
  })
}

function checkTurn(s: SelfishState, broken: string[]): void {
  const t = s.turn
  if (!isSeatOf(s.players, t.seat)) {
    broken.push(`The turn belongs to seat ${t.seat}, which is not at the table.`)
    return
  }
  if (t.ap < 0) broken.push(`The zombie has ${t.ap} action points.`)
  if (t.actionsPlayed < 0) broken.push(`${t.actionsPlayed} Action cards were played this turn.`)
  if (t.number < 1) broken.push(`The turn number is ${t.number}.`)
  const limit = s.players.length === 2 ? RULES.twoPlayerActionLimit : null
  if (limit !== null && t.actionsPlayed > limit) {
    broken.push(`${t.actionsPlayed} Action cards were played this turn; the limit is ${limit}.`)
  }
  if (s.lastRoll !== null && !s.options.dieFaces.includes(s.lastRoll)) {
    broken.push(`The last roll was ${s.lastRoll}, which is not a face of the die.`)
  }
  const over = s.winner !== null || s.zombiesWin
  if (over || s.decision !== null) return
  // With no decision pending, the rules have run to the point where the turn's owner acts.
  if (s.steps.length > 0) broken.push(`${s.steps.length} rule steps are pending with nobody to decide.`)
  const alive = s.players[t.seat]?.alive === true
  if (alive !== (t.phase === 'actions')) {
    broken.push(`Seat ${t.seat} is ${alive ? 'alive' : 'a zombie'} but its turn is in the ${t.phase} phase.`)
  }
}

function checkDecision(s: SelfishState, broken: string[]): void {
  const d: Decision | null = s.decision
  if (d === null) return
  if (!isSeatOf(s.players, d.seat)) {
    broken.push(`A ${d.kind} decision waits on seat ${d.seat}, which is not at the table.`)
    return
  }
  const p = s.players[d.seat]
  if (!p?.alive) broken.push(`A ${d.kind} decision waits on seat ${d.seat}, who is dead.`)
  const hand = p?.hand ?? []
  switch (d.kind) {
    case 'respond':
      if (!isSeatOf(s.players, d.attacker))
        broken.push(`Seat ${d.seat} is attacked by seat ${d.attacker}, who is not there.`)
      if (d.options.length === 0)
        broken.push(`Seat ${d.seat} is asked to respond with no card to respond with.`)
      for (const card of d.options) {
        if (!hand.some((id) => kindOf(id) === card))
          broken.push(`Seat ${d.seat} may respond with ${card} but has none.`)
      }
      return
    case 'give':
      if (!isSeatOf(s.players, d.to) || d.to === d.seat)
        broken.push(`Seat ${d.seat} is asked to give to seat ${d.to}.`)
      return
    case 'discard':
      if (d.count < 1 || d.count >= hand.length) {
        broken.push(`Seat ${d.seat} is asked to choose ${d.count} of ${hand.length} cards to discard.`)
      }
      return
    case 'sewer':
      return
    case 'scout':
      if (s.wasteland.length < 1) broken.push(`Seat ${d.seat} scouts an empty Wasteland deck.`)
      return
    case 'arrange':
      if (d.count < 0 || d.count > 3 || d.count > s.wasteland.length) {
        broken.push(`Seat ${d.seat} arranges ${d.count} of ${s.wasteland.length} Wasteland cards.`)
      }
      return
  }
}

function checkAlliances(s: SelfishState, broken: string[]): void {
  for (const a of s.alliances) {
    if (!isSeatOf(s.players, a.owner) || !isSeatOf(s.players, a.ally) || a.owner === a.ally) {
      broken.push(`An Alliance joins seat ${a.owner} with seat ${a.ally}.`)
    }
    if (a.card >= 0 && a.card < SELFISH.gameCardCount && kindOf(a.card) !== 'alliance') {
      broken.push(`Card ${a.card} is held as an Alliance but is a ${kindOf(a.card)}.`)
    }
    if (a.moved < 0) broken.push(`An Alliance counts ${a.moved} spaces moved.`)
  }
}

function checkEnding(s: SelfishState, broken: string[]): void {
  const living = s.players.filter((p) => p.alive).length
  const seats = toAct(s)
  if (s.winner !== null && s.zombiesWin) broken.push('A survivor and the zombies have both won.')
  if (s.winner !== null) {
    const w = s.players[s.winner]
    if (!w) broken.push(`The winner is seat ${s.winner}, which is not at the table.`)
    else if (!w.alive || w.level < RULES.chopperLevel)
      broken.push(`The winner, seat ${s.winner}, is not at the chopper.`)
  }
  if (s.zombiesWin && living > 0) broken.push(`The zombies have won while ${living} survivors live.`)
  const over = s.winner !== null || s.zombiesWin
  if (over) {
    if (seats.length > 0) broken.push('The game is over but seats are still asked to act.')
    return
  }
  if (living === 0) broken.push('Everyone is dead but the game goes on.')
  checkAskedToAct(s.players, seats, (seat) => legalActions(s, seat).length > 0, broken)
}
