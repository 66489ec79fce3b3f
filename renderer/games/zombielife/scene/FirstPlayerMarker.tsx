import type { Seat } from '../../../../engine/core/types'
import { Token } from '../../../table/Token'
import type { ZombielifeInspectTarget } from '../hud/inspect'
import { markerPlace } from './layout'
import { MARKER_COLOR } from './seatColors'

export interface FirstPlayerMarkerProps {
  readonly seat: Seat
  readonly players: number
  /** The holder's name, for the tooltip. */
  readonly holder?: string
}

/** The First Player Marker: a large gold token in the holder's area (a click opens the holder up close). */
export function FirstPlayerMarker({ seat, players, holder }: FirstPlayerMarkerProps) {
  const target: ZombielifeInspectTarget = { kind: 'player', seat }
  return (
    <Token
      name="first-player"
      color={MARKER_COLOR}
      position={markerPlace(seat, players)}
      scale={1.5}
      thing={holder === undefined ? null : { label: `First Player Marker: ${holder}`, target }}
    />
  )
}
