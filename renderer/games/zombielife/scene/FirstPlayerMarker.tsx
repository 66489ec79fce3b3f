import type { Seat } from '../../../../engine/core/types'
import { Token } from '../../../table/Token'
import { markerPlace } from './layout'
import { MARKER_COLOR } from './seatColors'

export interface FirstPlayerMarkerProps {
  readonly seat: Seat
  readonly players: number
}

/** The First Player Marker: a large gold token in the holder's area. */
export function FirstPlayerMarker({ seat, players }: FirstPlayerMarkerProps) {
  return <Token name="first-player" color={MARKER_COLOR} position={markerPlace(seat, players)} scale={1.5} />
}
