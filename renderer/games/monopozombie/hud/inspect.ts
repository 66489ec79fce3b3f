/**
 * MonopoZombie up close: what the inspect view shows of a square (a deed with its owner, buildings,
 * mortgage and the rent a human landing there pays now: doubled for a whole group, nothing when it
 * is mortgaged or zombie ground, nothing in the Apocalypse), a Scavenge or Survivor Cache card, and
 * the two decks. The words come from assets/monopozombie (board.json, cards.json, rules.json, and
 * help.json for the squares' and cards' explanations).
 */
import { cardPicture, SQUARE_PICTURES } from '../scene/monopoDecks'
import helpRaw from '../../../../assets/monopozombie/help.json'
import type { Seat } from '../../../../engine/core/types'
import type { Deck } from '../../../../engine/games/monopozombie/dataTypes'
import { rentFor, type Table } from '../../../../engine/games/monopozombie/queries'
import type { CardId, LotState, MonopoView, SquareIndex } from '../../../../engine/games/monopozombie/types'
import { helpWords } from '../../../hud/helpWords'
import type { InspectCard, InspectFact, InspectTarget } from '../../../table/inspectStore'
import {
  DATA,
  RULES,
  cardText,
  deckName,
  groupOf,
  houseCost,
  levelText,
  money,
  mortgageValue,
  playerName,
  price,
  rentRows,
  squareData,
  unmortgageCost,
} from './boardInfo'

/** The things of a MonopoZombie table the inspect view can show. */
export type MonopoInspectTarget =
  | { readonly kind: 'square'; readonly square: SquareIndex }
  | { readonly kind: 'card'; readonly card: CardId }
  | { readonly kind: 'deck'; readonly deck: Deck }

const optionalPicture = (picture: string | undefined) => (picture === undefined ? {} : { picture })

const help = helpWords(helpRaw)
const BOARD = 40
const NO_LOT: LotState = { owner: null, mortgaged: false, level: 0, liftAtPrincipal: false }

/** The view as the engine's rule queries read a table (the lots by square). */
function tableOf(view: MonopoView): Table {
  const lots = Array.from(
    { length: BOARD },
    (_, i): LotState => view.lots.find((l) => l.square === i) ?? NO_LOT,
  )
  return {
    options: view.options,
    stage: view.stage,
    players: view.players,
    lots,
    bankHouses: view.bankHouses,
    bankHotels: view.bankHotels,
  }
}

const ownedOf = (view: MonopoView, seat: Seat, group: string | undefined) =>
  view.lots.filter((l) => l.owner === seat && squareData(l.square)?.group === group).length

/** The rent a human landing on the lot pays now, and why, in words. */
export function rentNow(view: MonopoView, square: SquareIndex): string {
  const sq = squareData(square)
  const lot = view.lots.find((l) => l.square === square)
  if (!sq || !lot) return 'None'
  if (view.stage === 3) return 'None: money is dead in the Apocalypse'
  if (lot.owner === null) return `Nobody owns it: it is for sale at ${money(price(square))}`
  const owner = view.players[lot.owner]
  if (lot.mortgaged) return '$0: it is mortgaged'
  if (owner?.zombie) {
    return lot.level === 0
      ? 'None: zombie ground. A human landing here turns into a zombie'
      : 'None: a zombie owns it. A human landing here survives, and a building comes down when the last human leaves'
  }
  if (sq.kind === 'utility') {
    const n = ownedOf(view, lot.owner, sq.group)
    const factor = RULES.utilityMultipliers[n - 1] ?? 0
    return `${factor} × the dice (the owner has ${n} utilit${n === 1 ? 'y' : 'ies'})`
  }
  const rent = money(rentFor(tableOf(view), square, 0))
  if (sq.kind === 'railroad') {
    const n = ownedOf(view, lot.owner, sq.group)
    return `${rent} (the owner has ${n} Evac Line${n === 1 ? '' : 's'})`
  }
  if (lot.level > 0) return `${rent} (${levelText(lot.level)})`
  const whole = (groupOf(square)?.squares ?? []).every(
    (i) => view.lots.find((l) => l.square === i)?.owner === lot.owner,
  )
  return whole ? `${rent} (doubled: the owner has the whole group)` : rent
}

function deed(square: SquareIndex, view: MonopoView): InspectCard | null {
  const sq = squareData(square)
  const lot = view.lots.find((l) => l.square === square)
  if (!sq || !lot) return null
  const facts: InspectFact[] = [
    { label: 'Owner', value: lot.owner === null ? 'Nobody (the Bank)' : ownerWords(view, lot.owner) },
    { label: 'Rent now', value: rentNow(view, square) },
  ]
  if (sq.kind === 'street') facts.push({ label: 'Buildings', value: levelText(lot.level) })
  if (lot.mortgaged) {
    facts.push({
      label: 'Mortgaged',
      value: `Yes: lifting it costs ${money(unmortgageCost(square, lot.liftAtPrincipal))}`,
    })
  }
  facts.push({ label: 'Price', value: money(price(square)) })
  for (const row of rentRows(square)) facts.push({ label: row.label, value: row.rent })
  if (sq.kind === 'street') facts.push({ label: 'Each house', value: money(houseCost(square)) })
  facts.push({ label: 'Mortgage value', value: money(mortgageValue(square)) })
  const group = groupOf(square)
  const kindWord = sq.kind === 'street' ? 'Street' : sq.kind === 'railroad' ? 'Evac Line' : 'Utility'
  return {
    name: sq.name,
    picture: SQUARE_PICTURES[sq.kind],
    category: sq.kind === 'street' && group ? `${kindWord} · ${group.name}` : kindWord,
    text: help.entry(`square:${sq.kind}`)?.text ?? '',
    facts,
    accent: 'inspect--deed',
  }
}

function ownerWords(view: MonopoView, seat: Seat): string {
  const p = view.players[seat]
  return `${playerName(view, seat)}${p?.zombie ? ' (a zombie)' : ''}`
}

function standing(view: MonopoView, square: SquareIndex): InspectFact[] {
  const here = view.players.filter((p) => !p.eliminated && p.position === square).map((p) => p.name)
  return here.length === 0 ? [] : [{ label: 'Standing here', value: here.join(', ') }]
}

function otherSquare(square: SquareIndex, view: MonopoView): InspectCard | null {
  const sq = squareData(square)
  if (!sq) return null
  const facts: InspectFact[] = []
  if (sq.kind === 'tax') {
    const rates = RULES.taxes[view.options.taxEdition]
    const amount = sq.tax === 'luxury' ? rates.luxury : rates.income
    const percent =
      sq.tax === 'income' && rates.incomePercent !== null ? ` or ${rates.incomePercent}% of your worth` : ''
    facts.push({
      label: 'Tax now',
      value: view.stage === 3 ? 'None in the Apocalypse' : `${money(amount)}${percent}`,
    })
  }
  if (sq.kind === 'jail') {
    const held = view.players.filter((p) => p.inJail && !p.eliminated).map((p) => p.name)
    facts.push({ label: 'In Quarantine', value: held.length === 0 ? 'nobody' : held.join(', ') })
  }
  if (sq.kind === 'chance' || sq.kind === 'chest') {
    facts.push({ label: 'Cards left in the pile', value: `${view.deckSizes[sq.kind]}` })
  }
  facts.push(...standing(view, square))
  return {
    name: sq.name,
    picture: SQUARE_PICTURES[sq.kind],
    category: 'Board square',
    text: help.entry(`square:${sq.kind}`)?.text ?? '',
    facts,
  }
}

function card(id: CardId, view: MonopoView): InspectCard | null {
  const data = DATA.cards.find((c) => c.id === id)
  if (!data) return null
  const entry = help.entry(`card:${id}`)
  const facts: InspectFact[] = []
  if (entry) facts.push({ label: 'In short', value: entry.text })
  if (view.shownCard === id) facts.push({ label: 'Where', value: 'Drawn last, face up' })
  const holders = view.players.filter((p) => p.cards.includes(id)).map((p) => p.name)
  if (holders.length > 0) facts.push({ label: 'Held by', value: holders.join(', ') })
  facts.push({ label: `Cards left in the ${deckName(id)} pile`, value: `${view.deckSizes[data.deck]}` })
  return {
    name: entry?.name ?? deckName(id),
    ...optionalPicture(cardPicture(id)),
    category: `${deckName(id)} card`,
    text: cardText(id),
    facts,
    accent: data.deck === 'chance' ? 'inspect--action' : 'inspect--asset',
  }
}

/** The MonopoZombie inspect view of a target in this view; null when it is not a MonopoZombie target. */
export function monopozombieInspect(target: InspectTarget, view: MonopoView): InspectCard | null {
  const t = target as MonopoInspectTarget
  switch (t.kind) {
    case 'square': {
      const kind = squareData(t.square)?.kind
      return kind === 'street' || kind === 'railroad' || kind === 'utility'
        ? deed(t.square, view)
        : otherSquare(t.square, view)
    }
    case 'card':
      return card(t.card, view)
    case 'deck': {
      const name = t.deck === 'chance' ? 'Scavenge' : 'Survivor Cache'
      return {
        name: `${name} pile`,
        category: 'Card pile · face down',
        text: help.intro(`${name} cards`),
        facts: [{ label: 'Cards left', value: `${view.deckSizes[t.deck]}` }],
        accent: t.deck === 'chance' ? 'inspect--action' : 'inspect--asset',
      }
    }
    default:
      return null
  }
}
