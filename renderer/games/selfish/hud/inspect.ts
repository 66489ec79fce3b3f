/**
 * Selfish up close: what the inspect view shows of a Game card, a Wasteland card, a survivor card,
 * a deck or the die, with what it means now (a Supplies card's worth and the Supplies you hold, the
 * actions left this turn, where a card lies). The words come from assets/selfish (cards.json and,
 * for the things with no printed text, help.json).
 */
import raw from '../../../../assets/selfish/cards.json'
import helpRaw from '../../../../assets/selfish/help.json'
import type { Seat } from '../../../../engine/core/types'
import { SELFISH, type GameKind, type WasteKind } from '../../../../engine/games/selfish/data'
import type { SelfishView } from '../../../../engine/games/selfish/types'
import { helpWords } from '../../../hud/helpWords'
import type { InspectCard, InspectFact, InspectTarget } from '../../../table/inspectStore'
import { GAME_PICTURES, WASTELAND_PICTURES } from '../scene/selfishDecks'
import { cardCategory, cardName, cardText, wasteName, wasteText } from './cardInfo'

/** The things of a Selfish table the inspect view can show. */
export type SelfishInspectTarget =
  /** A Game card: in the hand, on top of the discard pile, an Alliance in play. */
  | { readonly kind: 'game'; readonly card: GameKind; readonly where?: 'hand' | 'discard' | 'alliance' }
  /** A Wasteland card face up: peeked at (index 0 the top), on top of its discard pile, in a column. */
  | {
      readonly kind: 'waste'
      readonly card: WasteKind
      readonly where?: 'peek' | 'discard' | 'trail'
      readonly index?: number
      readonly seat?: Seat
    }
  /** A Wasteland card lying face down behind a zombie. */
  | { readonly kind: 'hiddenWaste'; readonly seat: Seat; readonly space: number }
  | { readonly kind: 'survivor'; readonly seat: Seat }
  | { readonly kind: 'deck'; readonly deck: 'game' | 'wasteland' }
  | { readonly kind: 'die' }

const help = helpWords(helpRaw)

const CATEGORY_WORDS = { supplies: 'Supplies', attack: 'Attack', reaction: 'Reaction', action: 'Action' }

/** What a Supplies card is worth (cards.json's value; 0 for an Action card). */
export function supplyValue(kind: GameKind): number {
  return raw.gameCards.find((c) => c.kind === kind)?.value ?? 0
}

const supplies = (n: number) => `${n} Suppl${n === 1 ? 'y' : 'ies'}`
const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`
const nameOf = (view: SelfishView, seat: Seat) => view.players[seat]?.name ?? `Seat ${seat + 1}`
const countOf = <K extends string>(list: readonly { readonly kind: K; readonly count: number }[], kind: K) =>
  list.find((c) => c.kind === kind)?.count ?? 0

function gameCard(t: Extract<SelfishInspectTarget, { kind: 'game' }>, view: SelfishView): InspectCard {
  const category = cardCategory(t.card)
  const facts: InspectFact[] = []
  const hand = view.hand ?? []
  const held = hand.filter((c) => c.kind === t.card).length
  const value = supplyValue(t.card)
  if (category === 'supplies') {
    facts.push({ label: 'Worth', value: supplies(value) })
    if (view.hand !== null) {
      const total = hand.reduce((n, c) => n + supplyValue(c.kind), 0)
      facts.push({ label: 'Your Supplies now', value: `${supplies(total)} in your hand` })
    }
  }
  if (view.hand !== null) facts.push({ label: 'In your hand', value: held === 0 ? 'none' : `${held}` })
  if (category !== 'supplies' && category !== 'reaction' && view.actionLimit !== null) {
    const left = Math.max(0, view.actionLimit - view.turn.actionsPlayed)
    facts.push({ label: 'Action cards left this turn', value: `${left} of ${view.actionLimit}` })
  }
  if (t.where === 'discard')
    facts.push({ label: 'Where', value: `On top of the discard pile (${cards(view.discardCount)})` })
  if (t.where === 'alliance') {
    const lines = view.alliances.map((a) => `${nameOf(view, a.owner)} is with ${nameOf(view, a.ally)}`)
    if (lines.length > 0) facts.push({ label: 'Alliances in play', value: lines.join('; ') })
  }
  facts.push({
    label: 'In the Game deck',
    value: `${countOf(SELFISH.gameCards, t.card)} of ${SELFISH.gameCardCount}`,
  })
  return {
    name: cardName(t.card),
    picture: GAME_PICTURES[t.card],
    category: `Game card · ${CATEGORY_WORDS[category]}`,
    text: cardText(t.card),
    facts,
    accent: `inspect--${category}`,
  }
}

function wasteCard(t: Extract<SelfishInspectTarget, { kind: 'waste' }>, view: SelfishView): InspectCard {
  const facts: InspectFact[] = []
  if (t.where === 'peek') {
    const i = t.index ?? 0
    facts.push({
      label: 'Where',
      value: i === 0 ? 'On top of the Wasteland deck' : `${i + 1}. from the top of the Wasteland deck`,
    })
  } else if (t.where === 'discard') {
    facts.push({
      label: 'Where',
      value: `On top of the Wasteland discard pile (${cards(view.wastelandDiscardCount)})`,
    })
  } else if (t.where === 'trail' && t.seat !== undefined) {
    facts.push({ label: 'Where', value: `Behind ${nameOf(view, t.seat)}, already uncovered` })
  }
  facts.push({
    label: 'In the Wasteland deck',
    value: `${countOf(SELFISH.wastelandCards, t.card)} of ${SELFISH.wastelandCardCount}`,
  })
  return {
    name: wasteName(t.card),
    picture: WASTELAND_PICTURES[t.card],
    category: 'Wasteland card',
    text: wasteText(t.card),
    facts,
    accent: 'inspect--waste',
  }
}

function survivor(seat: Seat, view: SelfishView): InspectCard | null {
  const p = view.players[seat]
  if (!p) return null
  const space =
    p.level >= view.chopperLevel ? 'At the chopper' : p.level === 0 ? 'On the start line' : `Space ${p.level}`
  const facts: InspectFact[] = [
    { label: 'Player', value: p.name },
    { label: 'Now', value: p.alive ? 'A survivor' : 'A zombie' },
    { label: 'Where', value: `${space} (the chopper is at ${view.chopperLevel})` },
  ]
  if (p.alive) facts.push({ label: 'Cards in hand', value: `${p.handCount}` })
  if (p.skipNext) facts.push({ label: 'Next turn', value: 'Sits it out (a twisted ankle)' })
  return {
    name: p.survivor,
    category: 'Survivor card',
    text: help.entry('survivor')?.text ?? '',
    facts,
    accent: p.alive ? 'inspect--survivor' : 'inspect--zombie',
  }
}

function deck(which: 'game' | 'wasteland', view: SelfishView): InspectCard {
  if (which === 'game') {
    return {
      name: 'Game deck',
      category: 'Draw pile · face down',
      text: `${help.intro('Supplies cards')} ${help.intro('Action cards')}`.trim(),
      facts: [
        { label: 'Cards left', value: `${view.deckCount}` },
        { label: 'Discard pile', value: cards(view.discardCount) },
      ],
      accent: 'inspect--supplies',
    }
  }
  return {
    name: 'Wasteland deck',
    category: 'Draw pile · face down',
    text: help.intro('Wasteland cards'),
    facts: [
      { label: 'Cards left', value: `${view.wastelandCount}` },
      { label: 'Discard pile', value: cards(view.wastelandDiscardCount) },
    ],
    accent: 'inspect--waste',
  }
}

/** The Selfish inspect view of a target in this view; null when it is not a Selfish target or gone. */
export function selfishInspect(target: InspectTarget, view: SelfishView): InspectCard | null {
  const t = target as SelfishInspectTarget
  switch (t.kind) {
    case 'game':
      return SELFISH.gameCards.some((c) => c.kind === t.card) ? gameCard(t, view) : null
    case 'waste':
      return SELFISH.wastelandCards.some((c) => c.kind === t.card) ? wasteCard(t, view) : null
    case 'hiddenWaste': {
      const owner = view.players[t.seat]
      if (!owner) return null
      return {
        name: 'Wasteland card, face down',
        category: 'Wasteland card',
        text: help.paragraph('zombies'),
        facts: [{ label: 'Where', value: `Behind ${owner.name}, turned over when they became a zombie` }],
        accent: 'inspect--zombie',
      }
    }
    case 'survivor':
      return survivor(t.seat, view)
    case 'deck':
      return deck(t.deck, view)
    case 'die':
      return {
        name: 'Zombie die',
        category: 'Die',
        text: help.paragraph('zombieTurn'),
        facts: [
          { label: 'Faces', value: view.dieFaces.join(', ') },
          { label: 'Last roll', value: view.lastRoll === null ? 'Not rolled yet' : `${view.lastRoll}` },
        ],
      }
    default:
      return null
  }
}
