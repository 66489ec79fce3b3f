import type { MonopoView } from '../../../../engine/games/monopozombie/types'
import { TableText } from '../../../table/TableText'
import { BANK_LABEL, BOARD_Y, CHANCE_PILE, CHEST_PILE, DECK_LABEL_Z, type Vec3 } from './layout'

export interface CentreLabelsProps {
  readonly view: Pick<MonopoView, 'deckSizes' | 'bankHouses' | 'bankHotels'>
}

function Label({ at, text, name }: { readonly at: Vec3; readonly text: string; readonly name: string }) {
  return (
    <group name={name} position={[at[0], BOARD_Y + 0.006, at[2]]}>
      <TableText text={text} fontSize={0.17} color="#2d3124" />
    </group>
  )
}

/** How many cards each deck holds and what the bank has left, printed on the board's middle. */
export function CentreLabels({ view }: CentreLabelsProps) {
  const below = DECK_LABEL_Z + 0.22
  return (
    <group name="centre-labels">
      <Label name="label-chance" at={[CHANCE_PILE[0], 0, below]} text={`${view.deckSizes.chance} CARDS`} />
      <Label name="label-chest" at={[CHEST_PILE[0], 0, below]} text={`${view.deckSizes.chest} CARDS`} />
      <Label
        name="label-bank"
        at={BANK_LABEL}
        text={`BANK: ${view.bankHouses} HOUSE${view.bankHouses === 1 ? '' : 'S'} · ${view.bankHotels} HOTEL${view.bankHotels === 1 ? '' : 'S'}`}
      />
    </group>
  )
}
