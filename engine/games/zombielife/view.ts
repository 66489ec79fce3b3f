/**
 * What one viewer may see: their own hand, counts of everyone else's, no deck order (not even where an
 * Infection card was slotted back: a view has no memory), the peeked cards only for the seat peeking.
 * Assets, Wonga, health, the discard pile and the round cards lie face up for everyone.
 */
import type { Outcome, Seat, Viewer } from '../../core/types'
import { listed } from '../../core/words'
import { ASSET_KINDS, ZOMBIELIFE, actionCopy, assetCopy } from './data'
import { buyProblem, priceOf, scoreOf, topOfPile } from './queries'
import type {
  ActionCardView,
  AssetCardView,
  AssetId,
  CardId,
  DecisionView,
  ZombielifeState,
  ZombielifeView,
} from './types'

const RULES = ZOMBIELIFE.rules

const actionCard = (id: CardId): ActionCardView => {
  const copy = actionCopy(id)
  return { id, kind: copy.kind, dividend: copy.dividend }
}

const assetCard = (s: ZombielifeState, id: AssetId): AssetCardView => {
  const copy = assetCopy(id)
  return {
    id,
    kind: copy.kind,
    cost: copy.cost,
    maintenance: copy.maintenance,
    payout: copy.payout,
    money: s.onCard[id] ?? 0,
  }
}

/**
 * The winner has the most Wonga; a tie goes to the tied player who took a turn last (Z12). Equal
 * scores with no turn between them (possible only if the game ends before they ever played) share it.
 */
export function outcomeOf(s: ZombielifeState): Outcome | null {
  if (!s.over) return null
  const scores = s.players.map((_, seat) => scoreOf(s, seat))
  const best = Math.max(...scores)
  const tied = s.players.flatMap((p, seat) => (scores[seat] === best ? [{ seat, lastTurn: p.lastTurn }] : []))
  const latest = Math.max(...tied.map((t) => t.lastTurn))
  const winners = tied.filter((t) => t.lastTurn === latest).map((t) => t.seat)
  const names = listed(winners.map((w) => s.players[w]?.name ?? `Seat ${w + 1}`))
  const one = winners.length === 1
  const tieNote = tied.length > winners.length ? ' (the tie goes to the player who took a turn last)' : ''
  return {
    winners,
    scores,
    headline: `${names} ${one ? 'wins' : 'win'}`,
    summary: `${names} ${one ? 'has' : 'have'} the most Wonga: ${best}${tieNote}.`,
  }
}

/** The end-of-turn draws the current player still has to make this turn (public: Super-Spreader is played face up). */
export function drawsToCome(s: ZombielifeState): number {
  const p = s.players[s.turn.seat]
  if (!p || p.zombie || s.over) return 0
  let n = 0
  let pending = s.turn.phase === 'chooseOption' || s.turn.phase === 'actions'
  for (const step of s.steps) {
    if (step.do === 'draw') n++
    else if (step.do === 'endOfTurnDraws' || step.do === 'afterUpkeep') pending = true
  }
  return pending && !s.turn.skipDraw ? n + 1 + p.extraDraws - s.turn.selfSpread : n
}

function decisionFor(s: ZombielifeState): DecisionView {
  if (s.over) return { kind: 'over', seat: null }
  return s.decision ?? { kind: 'turn', seat: s.turn.seat, phase: s.turn.phase }
}

function peekFor(s: ZombielifeState, viewer: Viewer): ActionCardView[] | null {
  const d = s.decision
  if (!d || d.seat !== viewer) return null
  if (d.kind === 'arrange') return s.deck.slice(-d.count).reverse().map(actionCard)
  if (d.kind === 'stockTip') return s.deck.slice(-1).map(actionCard)
  return null
}

export function viewZombielife(s: ZombielifeState, viewer: Viewer): ZombielifeView {
  const me = viewer === 'spectator' ? undefined : s.players[viewer]
  const last = s.roundCards[s.roundCards.length - 1]
  return {
    game: 'zombielife',
    viewer,
    round: s.round,
    rounds: RULES.rounds,
    firstSeat: s.firstSeat,
    players: s.players.map((p, seat) => ({
      seat,
      name: p.name,
      wonga: p.wonga,
      infected: p.infected,
      healthy: RULES.healthTokens - p.infected,
      zombie: p.zombie,
      handCount: p.hand.length,
      assets: p.assets.map((a) => assetCard(s, a)),
      extraDraws: p.extraDraws,
      lockedDown: p.lockedDown,
      lastTurn: p.lastTurn,
      score: scoreOf(s, seat),
    })),
    hand: me ? me.hand.map(actionCard) : null,
    deckCount: s.deck.length,
    discard: s.discard.map(actionCard),
    boxCount: s.box.length,
    roundCards: s.roundCards.map(actionCard),
    lastDividend: last === undefined ? 0 : actionCopy(last).dividend,
    revealed: s.revealed === null ? null : actionCard(s.revealed),
    piles: ASSET_KINDS.map((kind, i) => {
      const top = topOfPile(s, kind)
      const price =
        me === undefined || top === undefined || buyProblem(s, viewer as Seat, kind) !== null
          ? null
          : priceOf(me, top)
      return {
        kind,
        count: s.piles[i]?.length ?? 0,
        top: top === undefined ? null : assetCard(s, top),
        price,
      }
    }),
    removedCount: s.removed.length,
    turn: s.turn,
    drawsToCome: drawsToCome(s),
    decision: decisionFor(s),
    peek: peekFor(s, viewer),
  }
}
