/**
 * Zombielife Insurance up close: what the inspect view shows of an Action card, an Asset card (the
 * top of a pile, with what buying it costs you now, infection surcharge included; one a player owns,
 * with its owner, what it pays and the Wonga on it), the Action deck or a player's area. The words
 * come from assets/zombielife (cards.json, rules.json and help.json for the real-life notes).
 */
import { ASSET_PICTURES } from '../scene/assetFace'
import { ACTION_PICTURES } from '../scene/zombielifeDecks'
import helpRaw from '../../../../assets/zombielife/help.json'
import type { Seat } from '../../../../engine/core/types'
import {
  ACTION_KINDS,
  ASSET_KINDS,
  ZOMBIELIFE,
  type ActionKind,
  type AssetKind,
} from '../../../../engine/games/zombielife/data'
import type { AssetId, ZombielifeView } from '../../../../engine/games/zombielife/types'
import { helpWords } from '../../../hud/helpWords'
import type { InspectCard, InspectFact, InspectTarget } from '../../../table/inspectStore'
import {
  RULES,
  assetKindName,
  assetText,
  cardCost,
  cardName,
  cardText,
  isInsuranceKind,
  ordinal,
  playerName,
  wonga,
} from './cardInfo'

/** The things of a Zombielife table the inspect view can show. */
export type ZombielifeInspectTarget =
  /** An Action card: in the hand, peeked at, on the discard pile, a round card, the revealed Infection. */
  | {
      readonly kind: 'action'
      readonly card: ActionKind
      readonly dividend?: number
      readonly where?: 'hand' | 'peek' | 'discard' | 'round' | 'revealed'
      /** The round card's round, or the peeked card's place (0: the top). */
      readonly index?: number
    }
  /** The top card of an asset pile. */
  | { readonly kind: 'pile'; readonly asset: AssetKind }
  /** An asset a player owns. */
  | { readonly kind: 'asset'; readonly id: AssetId; readonly seat: Seat }
  | { readonly kind: 'deck' }
  /** A player's area: their Health Tokens, Wonga and hand. */
  | { readonly kind: 'player'; readonly seat: Seat }

const help = helpWords(helpRaw)

const TIMING_WORDS: Readonly<Record<string, string>> = {
  action: 'Action card',
  reaction: 'Reaction card',
  infection: 'Infection card',
}

const realLife = (key: string): InspectFact[] => {
  const note = help.entry(key)?.realLife
  return note === undefined ? [] : [{ label: 'In real life', value: note }]
}

function actionCard(
  t: Extract<ZombielifeInspectTarget, { kind: 'action' }>,
  view: ZombielifeView,
): InspectCard {
  const type = ZOMBIELIFE.actionTypes.find((a) => a.kind === t.card)
  const facts: InspectFact[] = []
  if (t.card !== 'infection') {
    facts.push({
      label: 'Cost to play',
      value: `${wonga(cardCost(t.card))}${type?.timing === 'reaction' ? ', outside your actions' : ''}`,
    })
  }
  if (t.dividend !== undefined) facts.push({ label: 'Dividend', value: `${t.dividend}` })
  switch (t.where) {
    case 'round':
      facts.push({
        label: 'Where',
        value: `Round card of the ${ordinal((t.index ?? 0) + 1)} round${t.card === 'infection' ? ': it pays nothing' : ''}`,
      })
      break
    case 'peek':
      facts.push({
        label: 'Where',
        value: (t.index ?? 0) === 0 ? 'On top of the Action deck' : `${(t.index ?? 0) + 1}. from the top`,
      })
      break
    case 'discard':
      facts.push({ label: 'Where', value: `On top of the discard pile (${view.discard.length} cards)` })
      break
    case 'revealed':
      facts.push({ label: 'Where', value: 'Just drawn: it infects whoever drew it' })
      break
  }
  if (view.hand !== null) {
    const held = view.hand.filter((c) => c.kind === t.card).length
    facts.push({ label: 'In your hand', value: held === 0 ? 'none' : `${held}` })
  }
  facts.push(...realLife(t.card))
  return {
    name: cardName(t.card),
    picture: ACTION_PICTURES[t.card],
    category: TIMING_WORDS[type?.timing ?? 'action'] ?? 'Action card',
    text: cardText(t.card),
    facts,
    accent:
      t.card === 'ppe' ? 'inspect--ppe' : t.card === 'infection' ? 'inspect--infection' : 'inspect--action',
  }
}

/** The infection surcharge on an insurance card for a player with `infected` infected tokens. */
const surcharge = (kind: AssetKind, infected: number) =>
  isInsuranceKind(kind) ? infected * RULES.infectionSurcharge : 0

function claimWords(kind: AssetKind): string | null {
  const at = ZOMBIELIFE.assetTypes.find((a) => a.kind === kind)?.claimAtInfected ?? []
  if (at.length === 0) return null
  return `When ${at.join(' or ')} of its owner's Health Tokens are infected`
}

function printedFacts(
  card: { cost: number; maintenance: number; payout: number },
  kind: AssetKind,
): InspectFact[] {
  const facts: InspectFact[] = []
  if (card.maintenance > 0) facts.push({ label: 'Upkeep each turn', value: wonga(card.maintenance) })
  if (card.payout > 0) {
    const when = claimWords(kind)
    facts.push({ label: 'Pays out', value: `${wonga(card.payout)}${when ? ` (${when.toLowerCase()})` : ''}` })
  }
  return facts
}

function pile(kind: AssetKind, view: ZombielifeView): InspectCard | null {
  const p = view.piles.find((x) => x.kind === kind)
  if (!p) return null
  const facts: InspectFact[] = []
  const me = view.viewer === 'spectator' ? undefined : view.players[view.viewer]
  if (p.top === null) {
    facts.push({ label: 'Cards left', value: 'none' })
  } else {
    facts.push({ label: 'Printed price', value: wonga(p.top.cost) })
    if (me !== undefined) {
      const extra = surcharge(kind, me.infected)
      if (p.price !== null) {
        const why =
          extra > 0
            ? ` (${p.top.cost} + ${extra} infection surcharge for your ${me.infected} infected Health Token${me.infected === 1 ? '' : 's'})`
            : ''
        facts.push({ label: 'Price for you now', value: `${wonga(p.price)}${why}` })
      } else {
        facts.push({
          label: 'Price for you now',
          value: me.zombie ? 'Zombies do not buy assets' : 'You may not buy it now',
        })
      }
    }
    facts.push(...printedFacts(p.top, kind))
    facts.push({ label: 'Cards left', value: `${p.count}` })
  }
  facts.push(...realLife(kind))
  return {
    name: assetKindName(kind),
    picture: ASSET_PICTURES[kind],
    category: `Asset card · ${isInsuranceKind(kind) ? 'insurance' : 'not insurance'} · top of its pile`,
    text: assetText(kind),
    facts,
    accent: 'inspect--asset',
  }
}

function owned(id: AssetId, seat: Seat, view: ZombielifeView): InspectCard | null {
  const owner = view.players[seat]
  const card = owner?.assets.find((a) => a.id === id)
  if (!owner || !card) return null
  const facts: InspectFact[] = [{ label: 'Owner', value: owner.name }]
  facts.push({ label: 'Printed price', value: wonga(card.cost) })
  facts.push(...printedFacts(card, card.kind))
  if (card.kind === 'investment') facts.push({ label: 'Latest dividend', value: `${view.lastDividend}` })
  if (card.kind === 'ilp' || card.kind === 'endowment' || card.money > 0) {
    facts.push({
      label: 'On the card',
      value: `${wonga(card.money)}, worth ${wonga(card.money * RULES.cardMoneyMultiplier)} at the end`,
    })
  }
  facts.push(...realLife(card.kind))
  return {
    name: assetKindName(card.kind),
    picture: ASSET_PICTURES[card.kind],
    category: `Asset card · owned by ${owner.name}`,
    text: assetText(card.kind),
    facts,
    accent: 'inspect--asset',
  }
}

function player(seat: Seat, view: ZombielifeView): InspectCard | null {
  const p = view.players[seat]
  if (!p) return null
  const facts: InspectFact[] = [
    { label: 'Now', value: p.zombie ? 'A zombie' : 'A human' },
    { label: 'Wonga', value: wonga(p.wonga) },
    { label: 'Health Tokens', value: `${p.healthy} healthy, ${p.infected} infected` },
    { label: 'Action cards in hand', value: `${p.handCount}` },
    {
      label: 'Assets',
      value: p.assets.length === 0 ? 'none' : p.assets.map((a) => assetKindName(a.kind)).join(', '),
    },
    { label: 'Score now', value: `${p.score}` },
  ]
  return {
    name: playerName(view, seat),
    category: 'Player',
    text: p.zombie ? help.paragraph('zombies') : help.paragraph('buying'),
    facts,
    accent: p.zombie ? 'inspect--zombie' : 'inspect--survivor',
  }
}

/** The Zombielife inspect view of a target in this view; null when it is not a Zombielife target or gone. */
export function zombielifeInspect(target: InspectTarget, view: ZombielifeView): InspectCard | null {
  const t = target as ZombielifeInspectTarget
  switch (t.kind) {
    case 'action':
      return (ACTION_KINDS as readonly string[]).includes(t.card) ? actionCard(t, view) : null
    case 'pile':
      return (ASSET_KINDS as readonly string[]).includes(t.asset) ? pile(t.asset, view) : null
    case 'asset':
      return owned(t.id, t.seat, view)
    case 'deck':
      return {
        name: 'Action deck',
        category: 'Draw pile · face down',
        text: help.intro('Action cards'),
        facts: [
          { label: 'Cards left', value: `${view.deckCount}` },
          { label: 'Discard pile', value: `${view.discard.length}` },
          { label: 'Round', value: `${view.round} of ${view.rounds}` },
        ],
        accent: 'inspect--action',
      }
    case 'player':
      return player(t.seat, view)
    default:
      return null
  }
}
