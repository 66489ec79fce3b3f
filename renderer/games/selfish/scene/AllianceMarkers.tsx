import { useMemo } from 'react'
import type { SelfishView } from '../../../../engine/games/selfish/types'
import type { CardAtlas } from '../../../table/cardAtlas'
import { CardInstances, type CardPlacement } from '../../../table/CardInstances'
import { Token } from '../../../table/Token'
import { CARD_THICKNESS } from '../../../table/shared'
import { COLUMN_PITCH, HAND_Z, columnX, type Vec3 } from './layout'
import { seatColor } from './seatColors'
import { cardName } from '../hud/cardInfo'
import type { SelfishInspectTarget } from '../hud/inspect'
import type { TableThing } from '../../../table/tableThings'

export interface AllianceMarkersProps {
  readonly view: SelfishView
  readonly atlas: CardAtlas
}

const SCALE = 0.38

/** Where the k-th Alliance card in front of a player lies. */
export function alliancePlace(ally: number, players: number, k: number): Vec3 {
  return [
    columnX(ally, players) + COLUMN_PITCH / 2 - 0.2 - k * 0.14,
    0.04 + k * CARD_THICKNESS,
    HAND_Z + k * 0.12,
  ]
}

/**
 * Alliance cards lie in front of the player they were played on, each with a token in the colour
 * of the player who played it (one InstancedMesh for the cards, a shared-geometry token each).
 */
export function AllianceMarkers({ view, atlas }: AllianceMarkersProps) {
  const n = view.players.length
  const markers = useMemo(() => {
    const perAlly = new Map<number, number>()
    return view.alliances.map((a) => {
      const k = perAlly.get(a.ally) ?? 0
      perAlly.set(a.ally, k + 1)
      return { owner: a.owner, ally: a.ally, at: alliancePlace(a.ally, n, k) }
    })
  }, [view.alliances, n])
  const cards = useMemo<CardPlacement[]>(
    () => markers.map((m) => ({ position: m.at, yaw: 0.25, faceUp: true, front: 'alliance', scale: SCALE })),
    [markers],
  )
  if (markers.length === 0) return null
  const nameOf = (seat: number) => view.players[seat]?.name ?? `Seat ${seat + 1}`
  const target: SelfishInspectTarget = { kind: 'game', card: 'alliance', where: 'alliance' }
  const thing = (i: number): TableThing | null => {
    const m = markers[i]
    if (!m) return null
    return { label: `${cardName('alliance')}: ${nameOf(m.owner)} with ${nameOf(m.ally)}`, target }
  }
  return (
    <group name="alliances">
      <CardInstances name="alliance-cards" atlas={atlas} cards={cards} capacity={4} thingAt={thing} />
      {markers.map((m, i) => (
        <Token
          key={i}
          name={`alliance-token-${i}`}
          color={seatColor(m.owner)}
          position={[m.at[0] + 0.04, m.at[1], m.at[2] + 0.14]}
          scale={0.5}
          thing={thing(i)}
        />
      ))}
    </group>
  )
}
