/** What one viewer may see: their own hand, counts of everyone else's, no deck order, no face-down cards. */
import type { Outcome, Viewer } from '../../core/types'
import { SELFISH } from './data'
import { kindOf } from './draft'
import { actionLimit } from './legal'
import type { DecisionView, SelfishState, SelfishView, WasteId } from './types'

const wasteCard = (id: WasteId) => ({ id, kind: SELFISH.wasteKindOf[id] ?? 'blank' })

/**
 * The round being played, from 1. Selfish has no round counter of its own: every seat takes a turn
 * in seat order (a zombie's turn, and a turn lost to a twisted ankle, count too), so a round is as
 * many turns as there are players, counted from the first.
 */
export function roundOf(s: SelfishState): number {
  return Math.max(1, Math.floor((s.turn.number - 1) / s.players.length) + 1)
}

export function outcomeOf(s: SelfishState): Outcome | null {
  if (s.winner !== null) {
    const name = s.players[s.winner]?.name ?? 'A survivor'
    return {
      winners: [s.winner],
      scores: s.players.map((p) => p.level),
      headline: `${name} escapes`,
      summary: `${name} reached the chopper and escaped.`,
    }
  }
  if (s.zombiesWin) {
    return {
      winners: [],
      scores: s.players.map((p) => p.level),
      headline: 'The zombies win',
      summary: 'Everyone has turned into a zombie.',
    }
  }
  return null
}

function decisionFor(s: SelfishState, viewer: Viewer): DecisionView {
  const d = s.decision
  if (s.winner !== null || s.zombiesWin) return { kind: 'over', seat: null }
  if (!d) return { kind: 'turn', seat: s.turn.seat, phase: s.turn.phase }
  // Which reaction cards a target could play is theirs alone to know.
  if (d.kind === 'respond' && viewer !== d.seat) return { ...d, options: [] }
  return d
}

export function viewSelfish(s: SelfishState, viewer: Viewer): SelfishView {
  const me = viewer === 'spectator' ? undefined : s.players[viewer]
  const decision = s.decision
  let peek: SelfishView['peek'] = null
  if (decision && decision.seat === viewer && (decision.kind === 'scout' || decision.kind === 'arrange')) {
    const n = decision.kind === 'scout' ? 1 : decision.count
    peek = s.wasteland.slice(-n).reverse().map(wasteCard)
  }
  const discardTopId = s.discard[s.discard.length - 1]
  const wasteTopId = s.wastelandDiscard[s.wastelandDiscard.length - 1]
  return {
    game: 'selfish',
    viewer,
    chopperLevel: SELFISH.rules.chopperLevel,
    players: s.players.map((p, seat) => ({
      seat,
      name: p.name,
      survivor: p.survivor,
      alive: p.alive,
      level: p.level,
      handCount: p.hand.length,
      trail: p.trail.map((c) =>
        c === null
          ? null
          : c.faceUp
            ? { id: c.id, kind: SELFISH.wasteKindOf[c.id] ?? null, faceUp: true }
            : { id: null, kind: null, faceUp: false },
      ),
      skipNext: p.skipNext,
    })),
    hand: me ? me.hand.map((id) => ({ id, kind: kindOf(id) })) : null,
    deckCount: s.deck.length,
    discardCount: s.discard.length,
    discardTop: discardTopId === undefined ? null : { id: discardTopId, kind: kindOf(discardTopId) },
    wastelandCount: s.wasteland.length,
    wastelandDiscardCount: s.wastelandDiscard.length,
    wastelandDiscardTop: wasteTopId === undefined ? null : wasteCard(wasteTopId),
    alliances: s.alliances.map((a) => ({ owner: a.owner, ally: a.ally, watching: a.watching })),
    turn: s.turn,
    actionLimit: actionLimit(s),
    decision: decisionFor(s, viewer),
    peek,
    lastRoll: s.lastRoll,
    dieFaces: s.options.dieFaces,
  }
}
