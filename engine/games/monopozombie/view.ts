/** What a viewer sees: everything on this table is public except the order of the two decks. */
import type { Outcome, Seat, Viewer } from '../../core/types'
import { listed } from '../../core/words'
import { LOT_SQUARES, lotsWorth, worth } from './queries'
import type { DecisionView, LotState, LotView, MonopoState, MonopoView } from './types'

/**
 * The lots as seen, and each seat's worth in lots, for one lots array. A search builds a view for
 * every move of its playouts, and most moves leave the lots as they were (apply copies the array
 * only when a lot changes), so both are kept for as long as the array lives.
 */
interface LotsSeen {
  readonly lots: readonly LotView[]
  readonly lotWorth: number[]
}
const seenLots = new WeakMap<readonly LotState[], LotsSeen>()

function lotsSeen(s: MonopoState): LotsSeen {
  const hit = seenLots.get(s.lots)
  if (hit !== undefined) return hit
  const lots = LOT_SQUARES.map((i) => {
    const l = s.lots[i]!
    return {
      square: i,
      owner: l.owner,
      mortgaged: l.mortgaged,
      level: l.level,
      liftAtPrincipal: l.liftAtPrincipal,
    }
  })
  const seen = { lots, lotWorth: s.players.map((_, seat) => lotsWorth(s, seat)) }
  seenLots.set(s.lots, seen)
  return seen
}

export function viewMonopo(s: MonopoState, viewer: Viewer): MonopoView {
  const dec = s.decision
  let decision: DecisionView | null = null
  if (dec !== null) {
    decision = {
      kind: dec.kind,
      seat: dec.seat,
      ...(dec.kind === 'buy' ? { square: dec.square } : {}),
      ...(dec.kind === 'immunity' ? { cause: dec.cause } : {}),
      ...(dec.kind === 'placeBuilding' ? { building: dec.building } : {}),
    }
  }
  const seen = lotsSeen(s)
  return {
    game: 'monopozombie',
    viewer,
    options: s.options,
    stage: s.stage,
    firstSeat: s.firstSeat,
    players: s.players.map((p, seat) => ({
      seat,
      name: p.name,
      cash: p.cash,
      position: p.position,
      zombie: p.zombie,
      lapped: p.lapped,
      eliminated: p.eliminated,
      inJail: p.inJail,
      jailRolls: p.jailRolls,
      cards: p.cards,
      bodyguards: p.bodyguards,
      worth: p.cash + (seen.lotWorth[seat] ?? 0),
    })),
    lots: seen.lots,
    bankHouses: s.bankHouses,
    bankHotels: s.bankHotels,
    deckSizes: { chance: s.decks.chance.length, chest: s.decks.chest.length },
    shownCard: s.shownCard,
    occupied: s.occupied,
    turn: s.turn,
    decision,
    auction: s.auction,
    trade: s.trade,
    debt: s.debt,
    winners: s.winners,
    endReason: s.endReason,
  }
}

export function outcomeOf(s: MonopoState): Outcome | null {
  if (s.winners === null) return null
  return {
    winners: s.winners,
    scores: s.players.map((_, seat) => worth(s, seat)),
    headline: winnersHeadline(s.players, s.winners),
    summary: s.endReason ?? 'The game is over.',
  }
}

/**
 * The winner line: "The zombies win" when every zombie still playing shares the win (the stall
 * limit, a hopeless last human), else the winners by name (the first zombie into Quarantine wins
 * alone, R15).
 */
export function winnersHeadline(
  players: readonly { readonly name: string; readonly zombie: boolean; readonly eliminated: boolean }[],
  winners: readonly Seat[],
): string {
  if (winners.length === 0) return 'Nobody wins'
  const zombies = players.flatMap((p, seat) => (p.zombie && !p.eliminated ? [seat] : []))
  if (winners.length === zombies.length && winners.every((w) => zombies.includes(w))) {
    return 'The zombies win'
  }
  const names = listed(winners.map((w) => players[w]?.name ?? `Seat ${w + 1}`))
  return `${names} ${winners.length === 1 ? 'wins' : 'win'}`
}
