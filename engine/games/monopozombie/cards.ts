/** The two decks: drawing, and putting cards back at the bottom. */
import { MONOPOZOMBIE } from './data'
import type { CardData, Deck } from './dataTypes'
import type { Draft } from './draft'
import type { CardId } from './types'

export function card(id: CardId): CardData {
  const c = MONOPOZOMBIE.cards[id]
  if (c === undefined) throw new RangeError(`No card ${id}.`)
  return c
}

export function deckName(deck: Deck): string {
  return deck === 'chance' ? 'Scavenge' : 'Survivor Cache'
}

/** Takes the top card of a deck (the first element). Decks never run dry: drawn cards go to the bottom. */
export function takeTop(d: Draft, deck: Deck): CardId {
  const pile = d.decks[deck]
  const top = pile[0]
  if (top === undefined) throw new Error(`The ${deckName(deck)} deck is empty.`)
  d.decks[deck] = pile.slice(1)
  return top
}

export function returnCardToDeck(d: Draft, id: CardId): void {
  const deck = card(id).deck
  d.decks[deck] = [...d.decks[deck], id]
}
