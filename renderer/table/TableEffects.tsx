import type { CardAtlas } from './cardAtlas'
import { BurstEffects } from './BurstEffects'
import { FlyingCards } from './FlyingCards'
import type { FlightRig } from './flights'
import type { BurstRig } from './burst'

export interface TableEffectsProps<D extends string> {
  readonly rig: FlightRig<D> & BurstRig
  /** Each deck whose cards fly across the table, with its atlas (drawn in this order). */
  readonly flying: Readonly<Record<D, CardAtlas>>
}

/** What is in the air over a card table: the cards of each deck in flight, then the bursts. */
export function TableEffects<D extends string>({ rig, flying }: TableEffectsProps<D>) {
  return (
    <>
      {(Object.entries(flying) as [D, CardAtlas][]).map(([deck, atlas]) => (
        <FlyingCards key={deck} rig={rig} deck={deck} atlas={atlas} />
      ))}
      <BurstEffects rig={rig} />
    </>
  )
}
