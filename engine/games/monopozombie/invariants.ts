/**
 * Checks that hold after every action: cash conserved between the bank and the players, 32 houses
 * and 12 hotels, 28 deeds, 32 cards, buildings only where they may stand, and the game inside its
 * stall limit. Used by the simulator and the tests, never on the hot path.
 */
import { MONOPOZOMBIE } from './data'
import { LOT_SQUARES, RULES, isLot, square } from './queries'
import type { MonopoState } from './types'

export function monopoInvariants(s: MonopoState): string[] {
  const broken: string[] = []
  const cash = s.players.reduce((n, p) => n + p.cash, 0)
  const start = RULES.startingCash * s.players.length
  if (cash + s.bank !== start)
    broken.push(`cash is not conserved: players ${cash} + bank ${s.bank} != ${start}`)
  s.players.forEach((p, seat) => {
    if (!Number.isInteger(p.cash) || p.cash < 0) broken.push(`seat ${seat} has cash ${p.cash}`)
    if (p.position < 0 || p.position > 39) broken.push(`seat ${seat} is off the board`)
    if (p.zombie && (p.cards.length > 0 || p.inJail || p.bodyguards > 0)) {
      broken.push(`zombie seat ${seat} holds cards, bodyguards or a jail cell`)
    }
  })
  let houses = s.bankHouses
  let hotels = s.bankHotels
  s.lots.forEach((l, i) => {
    if (!isLot(i)) {
      if (l.owner !== null || l.level !== 0 || l.mortgaged)
        broken.push(`square ${i} is not a lot but is owned`)
      return
    }
    if (l.owner !== null && (l.owner < 0 || l.owner >= s.players.length))
      broken.push(`lot ${i} has no such owner`)
    if (l.level < 0 || l.level > 5) broken.push(`lot ${i} has level ${l.level}`)
    if (l.level > 0 && (square(i).kind !== 'street' || l.owner === null)) {
      broken.push(`lot ${i} has buildings but is not an owned street`)
    }
    if (l.mortgaged && (l.owner === null || l.level > 0)) broken.push(`lot ${i} is mortgaged wrongly`)
    if (l.level === 5) hotels++
    else houses += l.level
  })
  if (houses !== RULES.houses) broken.push(`${houses} houses in play, expected ${RULES.houses}`)
  if (hotels !== RULES.hotels) broken.push(`${hotels} hotels in play, expected ${RULES.hotels}`)
  if (s.bankHouses < 0 || s.bankHotels < 0) broken.push('the bank has a negative number of buildings')
  if (LOT_SQUARES.length !== 28) broken.push(`${LOT_SQUARES.length} deeds, expected 28`)
  const cards = [...s.decks.chance, ...s.decks.chest, ...s.players.flatMap((p) => p.cards)]
  const distinct = new Set(cards)
  if (cards.length !== MONOPOZOMBIE.cards.length || distinct.size !== cards.length) {
    broken.push(`${cards.length} cards (${distinct.size} distinct), expected ${MONOPOZOMBIE.cards.length}`)
  }
  if (s.turn.round > s.options.stallRounds + 1) broken.push(`round ${s.turn.round} is past the stall limit`)
  if (s.winners === null && s.decision === null) broken.push('nobody has a decision to take')
  return broken
}
