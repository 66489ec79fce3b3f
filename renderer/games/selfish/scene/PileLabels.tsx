import type { SelfishView } from '../../../../engine/games/selfish/types'
import { TableText } from '../../../table/TableText'
import { CARD_LENGTH } from '../../../table/shared'
import type { TablePlaces, Vec3 } from './layout'

export interface PileLabelsProps {
  readonly view: SelfishView
  readonly places: TablePlaces
}

function PileLabel({ at, text }: { readonly at: Vec3; readonly text: string }) {
  return (
    <TableText
      text={text}
      fontSize={0.19}
      anchorY="top"
      position={[at[0], 0.01, at[2] + CARD_LENGTH / 2 + 0.14]}
      color="#d8cdb4"
    />
  )
}

/** What each pile is and how many cards it holds, printed on the table in front of it. */
export function PileLabels({ view, places }: PileLabelsProps) {
  return (
    <group name="pile-labels">
      <PileLabel at={places.gameDeck} text={`GAME CARDS · ${view.deckCount}`} />
      <PileLabel at={places.gameDiscard} text={`DISCARD · ${view.discardCount}`} />
      <PileLabel at={places.wastelandDeck} text={`WASTELAND · ${view.wastelandCount}`} />
      <PileLabel at={places.wastelandDiscard} text={`DISCARD · ${view.wastelandDiscardCount}`} />
    </group>
  )
}
