/**
 * An earlier Selfish state as it would have been in a drawn world (GameDefinition.recall), for a
 * search that weighs its drawn states by how likely the other seats' moves were in them.
 *
 * What a hand held before a move, in a world: as many of the world's cards in that hand as it has
 * kept throughout since (the first dealt; the world's order is a shuffle), plus the cards that have
 * left it since, each of which the viewer saw go: played, discarded, bitten, or stolen by or from the
 * viewer. A card that left and came back (a Single taken out of the discard pile for a Double) counts
 * as gone and taken again. A Steal Supplies between two other seats passes a card face down, so what
 * a hand held before one cannot be told. The rest of the earlier state is drawn from what the viewer
 * saw of it, as `sample` draws, so nothing else of it is read.
 */
import { seedRng } from '../../core/rng'
import type { Seat } from '../../core/types'
import { answers, sampleSelfish } from './sample'
import type { CardId, SelfishAction, SelfishState } from './types'

type Move = { readonly seat: Seat; readonly action: SelfishAction; readonly before: SelfishState }

export function recallSelfish(
  since: readonly Move[],
  now: SelfishState,
  viewer: Seat,
): ((world: SelfishState) => SelfishState) | null {
  const past = since[0]?.before
  if (past === undefined || since.some((move) => stolenUnseen(move, viewer))) return null
  const later = [...since.slice(1).map((move) => move.before), now]
  const kept: number[] = []
  const gone: (readonly CardId[])[] = []
  past.players.forEach((p, i) => {
    const stayed =
      i === viewer ? [] : p.hand.filter((id) => later.every((s) => s.players[i]?.hand.includes(id)))
    kept.push(stayed.length)
    gone.push(i === viewer ? [] : p.hand.filter((id) => !stayed.includes(id)))
  })
  const base = sampleSelfish(past, viewer, seedRng('recall'))
  return (world) => {
    const hands = base.players.map((p, i) =>
      i === viewer ? p.hand : (world.players[i]?.hand ?? []).slice(0, kept[i]).concat(gone[i] ?? []),
    )
    const d = base.decision
    return {
      ...base,
      players: base.players.map((p, i) => ({ ...p, hand: hands[i] ?? p.hand })),
      decision:
        d?.kind === 'respond' && d.seat !== viewer
          ? { ...d, options: answers(hands[d.seat] ?? [], d.effect, d.reflected) }
          : d,
    }
  }
}

/** A Steal Supplies played where the viewer neither plays it nor is its target (nor, reflected, either). */
function stolenUnseen(move: Move, viewer: Seat): boolean {
  const a = move.action
  return a.type === 'playCard' && a.card === 'stealSupplies' && move.seat !== viewer && a.target !== viewer
}
