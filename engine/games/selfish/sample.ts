/**
 * A Selfish state drawn from what one seat knows, for search bots (GameDefinition.sample). It reads
 * only what view.ts shows that seat: its own hand, the top card of each discard pile, the face-up
 * trail cards, the Wasteland cards it is peeking at (Scout, Zombie Trap), and counts of the rest.
 *
 * - The Game cards it cannot see (the other hands, the Alliances in play, the deck, the discard pile
 *   under its top) are pooled, sorted by id so that nothing of the real deal shows through, shuffled
 *   and dealt back in a fixed order, each place keeping its size; an Alliance in play gets an Alliance.
 * - So are the Wasteland cards it cannot see: face-down trail cards, the deck under the peeked cards,
 *   the discard pile under its top.
 * - What the seat can tell from the table is kept: a decision another seat is taking says what that
 *   hand holds (a card to answer an attack with, a choice of Supplies to give...), and a survivor with
 *   no death check pending holds Supplies. A deal that breaks this is drawn again.
 * - What only history tells (a scouted or stolen card, the kinds discarded under the top, the
 *   starting hands) is ignored. The pending steps and an Alliance's count of moves are not in the
 *   view but follow from public moves, so they are kept.
 * - Whether the seat may swap a Double tells it that a pile holds two Singles (legal.ts); the deal
 *   is not held to that, as with 38 Singles about it practically never changes.
 */
import { nextU32, shuffleInPlace, type RngState } from '../../core/rng'
import type { Sees, Seat, Viewer } from '../../core/types'
import { payChoices } from './choices'
import { countKind, hasSupplies, kindOf } from './draft'
import { giveChoices } from './turn'
import type { AllianceState, AttackEffect, CardId, Decision, SelfishState, WasteId } from './types'

/** Deals that break what the seat knows are redrawn up to this many times; the last is kept then. */
const MAX_DEALS = 10_000

const byId = (a: number, b: number) => a - b

export function sampleSelfish(s: SelfishState, seat: Viewer, rng: RngState): SelfishState {
  return drawn(s, seat, rng, false)
}

/**
 * For the arena's ceilings (GameDefinition.reveal): 'hands' keeps every hand and Alliance as they
 * are, and the whole discard pile (every card in it was seen going there), and shuffles the Game
 * deck and the Wasteland cards nobody sees;
 * 'all' is the state itself with only its random stream drawn again.
 */
export function revealSelfish(s: SelfishState, seat: Seat, rng: RngState, sees: Sees): SelfishState {
  if (sees === 'all') return { ...s, rng: [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng)] }
  return drawn(s, seat, rng, true)
}

function drawn(s: SelfishState, seat: Viewer, rng: RngState, seesHands: boolean): SelfishState {
  const fresh: RngState = [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng)]
  const game = seesHands ? shuffledDeck(s, rng) : dealGameCards(s, seat, rng)
  const waste = dealWasteland(s, seat, rng)
  const d = s.decision
  return {
    ...s,
    rng: fresh,
    players: s.players.map((p, i) => ({ ...p, hand: game.hands[i] ?? [], trail: waste.trails[i] ?? [] })),
    deck: game.deck,
    discard: game.discard,
    alliances: game.alliances,
    wasteland: waste.wasteland,
    wastelandDiscard: waste.wastelandDiscard,
    // The options of another seat's answer are hidden: they follow from its dealt hand.
    decision:
      d?.kind === 'respond' && d.seat !== seat
        ? { ...d, options: answers(game.hands[d.seat] ?? [], d.effect, d.reflected) }
        : d,
  }
}

interface GameDeal {
  readonly hands: readonly (readonly CardId[])[]
  readonly alliances: readonly AllianceState[]
  readonly deck: readonly CardId[]
  readonly discard: readonly CardId[]
}

/** Every hand, Alliance and discarded card as it is; the Game deck shuffled. */
function shuffledDeck(s: SelfishState, rng: RngState): GameDeal {
  const deck = shuffleInPlace(rng, [...s.deck].sort(byId))
  return { hands: s.players.map((p) => p.hand), alliances: s.alliances, deck, discard: s.discard }
}

function dealGameCards(s: SelfishState, seat: Viewer, rng: RngState): GameDeal {
  const under = Math.max(0, s.discard.length - 1)
  const pool: CardId[] = []
  s.players.forEach((p, i) => {
    if (i !== seat) pool.push(...p.hand)
  })
  for (const a of s.alliances) pool.push(a.card)
  pool.push(...s.deck, ...s.discard.slice(0, under))
  pool.sort(byId)
  const mustPay = s.players.map((p, i) => i !== seat && p.alive && !deathCheckPending(s, i))
  for (let tries = 1; ; tries++) {
    shuffleInPlace(rng, pool)
    const deal = dealOut(s, seat, pool, under)
    if (tries >= MAX_DEALS || fitsTable(s.decision, seat, deal.hands, mustPay)) return deal
  }
}

/** The shuffled pool dealt to the Alliances in play, the other hands by seat, the deck, the discard. */
function dealOut(s: SelfishState, seat: Viewer, pool: readonly CardId[], under: number): GameDeal {
  const rest = pool.slice()
  const alliances = s.alliances.map((a) => {
    const i = rest.findIndex((id) => kindOf(id) === 'alliance')
    return { ...a, card: rest.splice(i, 1)[0] as CardId }
  })
  let at = 0
  const take = (n: number) => rest.slice(at, (at += n))
  const hands = s.players.map((p, i) => (i === seat ? p.hand : take(p.hand.length)))
  const deck = take(s.deck.length)
  const discard = take(under).concat(s.discard.slice(under))
  return { hands, alliances, deck, discard }
}

function deathCheckPending(s: SelfishState, seat: Seat): boolean {
  return s.steps.some((step) => step.do === 'deathCheck' && step.owner === seat)
}

/** Whether the dealt hands agree with what the table shows of them. */
function fitsTable(
  d: Decision | null,
  seat: Viewer,
  hands: GameDeal['hands'],
  mustPay: readonly boolean[],
): boolean {
  for (let i = 0; i < hands.length; i++) {
    if (mustPay[i] && !hasSupplies(hands[i] ?? [])) return false
  }
  if (!d || d.seat === seat) return true
  const hand = hands[d.seat] ?? []
  // The rules ask these only when the hand leaves a real choice (turn.ts).
  switch (d.kind) {
    case 'respond':
      return answers(hand, d.effect, d.reflected).length > 0
    case 'give':
      return giveChoices(hand).length > 1
    case 'discard':
      return hand.some((id) => kindOf(id) !== kindOf(hand[0] as CardId))
    case 'sewer':
      return payChoices(hand, 1).length > 1
    case 'scout':
    case 'arrange':
      return true
  }
}

/** The cards a hand may answer an attack with, as startAttack lists them. */
export function answers(hand: readonly CardId[], effect: AttackEffect, reflected: boolean) {
  const options: ('bodyArmor' | 'underestimate')[] = []
  if (countKind(hand, 'bodyArmor') > 0) options.push('bodyArmor')
  if (effect !== 'bite' && !reflected && countKind(hand, 'underestimate') > 0) options.push('underestimate')
  return options
}

function dealWasteland(s: SelfishState, seat: Viewer, rng: RngState) {
  const unseen = s.wasteland.length - peekedBy(s, seat)
  const under = Math.max(0, s.wastelandDiscard.length - 1)
  const pool: WasteId[] = []
  for (const p of s.players) for (const c of p.trail) if (c !== null && !c.faceUp) pool.push(c.id)
  pool.push(...s.wasteland.slice(0, unseen), ...s.wastelandDiscard.slice(0, under))
  shuffleInPlace(rng, pool.sort(byId))
  let at = 0
  const trails = s.players.map((p) =>
    p.trail.map((c) => (c === null || c.faceUp ? c : { id: pool[at++] as WasteId, faceUp: false })),
  )
  const wasteland = pool.slice(at, (at += unseen)).concat(s.wasteland.slice(unseen))
  const wastelandDiscard = pool.slice(at, (at += under)).concat(s.wastelandDiscard.slice(under))
  return { trails, wasteland, wastelandDiscard }
}

/** How many top Wasteland cards `seat` is looking at (view.ts's peek). */
function peekedBy(s: SelfishState, seat: Viewer): number {
  const d = s.decision
  if (!d || d.seat !== seat) return 0
  if (d.kind === 'scout') return Math.min(1, s.wasteland.length)
  if (d.kind === 'arrange') return Math.min(d.count, s.wasteland.length)
  return 0
}
