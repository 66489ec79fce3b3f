import { useEffect } from 'react'
import type { Seat } from '../../../engine/core/types'
import type { GameUi } from '../../games/types'
import { InspectView } from '../../hud/InspectView'
import { useInspectStore } from '../../table/inspectStore'

export interface InspectLayerProps {
  readonly ui: GameUi | null
  /** The view the HUD shows (null while nothing may be shown: the curtain, no update yet). */
  readonly view: unknown
  readonly me: Seat | null
}

/**
 * The inspect view of the table: the thing the player opened (a hand card, a deed, a card on the
 * table), as the game describes it in the view shown now, so that what it says follows the game
 * (the rent after a house is built). It closes by itself when the thing is gone, and forgets what was
 * pointed at and opened when the seat shown changes or the table closes.
 */
export function InspectLayer({ ui, view, me }: InspectLayerProps) {
  const open = useInspectStore((s) => s.open)
  const { close, reset } = useInspectStore((s) => s.actions)
  const card = open !== null && view !== null && ui?.inspect ? ui.inspect(open, view, me) : null
  const gone = open !== null && card === null
  useEffect(() => {
    if (gone) close()
  }, [gone, close])
  const shownAs = `${ui?.id ?? ''}:${me ?? 'spectator'}:${view === null ? 'hidden' : 'shown'}`
  useEffect(() => reset(), [shownAs, reset])
  useEffect(() => reset, [reset])
  return card === null ? null : <InspectView card={card} onClose={close} />
}
