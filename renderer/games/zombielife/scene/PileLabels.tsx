import type { ZombielifeView } from '../../../../engine/games/zombielife/types'
import { TableText } from '../../../table/TableText'
import { CARD_LENGTH } from '../../../table/shared'
import { ACTION_DECK, PILE_Z, ROUND_SCALE, pilePlace, roundPlace, type Vec3 } from './layout'

export interface PileLabelsProps {
  readonly view: ZombielifeView
}

function Label({
  at,
  text,
  size = 0.17,
}: {
  readonly at: Vec3
  readonly text: string
  readonly size?: number
}) {
  return (
    <TableText text={text} fontSize={size} anchorY="top" position={[at[0], 0.01, at[2]]} color="#d8cdb4" />
  )
}

/** How many cards each pile holds, the deck and discard counts and the round, printed on the felt. */
export function PileLabels({ view }: PileLabelsProps) {
  const below = PILE_Z + CARD_LENGTH / 2 + 0.08
  const roundsMid = (roundPlace(0)[0] + roundPlace(view.rounds - 1)[0]) / 2
  const actionsBelow = ACTION_DECK[2] + CARD_LENGTH / 2 + 0.06
  return (
    <group name="pile-labels">
      {view.piles.map((p, i) => (
        <Label key={p.kind} at={[pilePlace(i)[0], 0, below]} text={`${p.count} LEFT`} />
      ))}
      <Label
        at={[ACTION_DECK[0] + 0.6, 0, actionsBelow]}
        text={`ACTION DECK ${view.deckCount}     DISCARD ${view.discard.length}`}
      />
      <Label
        at={[roundsMid, 0, ACTION_DECK[2] + (CARD_LENGTH * ROUND_SCALE) / 2 + 0.12]}
        text={`ROUND ${Math.min(view.round, view.rounds)} OF ${view.rounds} · DIVIDEND ${view.lastDividend}`}
      />
    </group>
  )
}
