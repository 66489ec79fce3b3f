import { useFrame, useThree } from '@react-three/fiber'
import { useLayoutEffect, useMemo, useRef } from 'react'
import { Color, type InstancedMesh } from 'three'
import type { WasteKind } from '../../../../engine/games/selfish/data'
import type { PlayerView } from '../../../../engine/games/selfish/types'
import type { CardAtlas } from '../../../table/cardAtlas'
import { commitCardInstances, writeCardInstance } from '../../../table/cardInstancing'
import { CARD_THICKNESS } from '../../../table/shared'
import { columnX, spaceZ } from './layout'
import { SelfishRig, useSelfishRig } from './sceneRig'
import { AtlasCards } from '../../../table/AtlasCards'
import { useTableThings } from '../../../table/tableThings'
import { wasteName } from '../hud/cardInfo'
import type { SelfishInspectTarget } from '../hud/inspect'

export interface TrailsProps {
  readonly players: readonly PlayerView[]
  readonly atlas: CardAtlas
  /** Wasteland cards in the game (sizes the buffers). */
  readonly capacity: number
}

export interface TrailCardPlace {
  readonly seat: number
  readonly space: number
  /** The face's key when it lies face up; null face down. */
  readonly face: WasteKind | null
}

/** Every Wasteland card lying in the columns, in seat then space order. */
export function trailCards(players: readonly PlayerView[]): TrailCardPlace[] {
  const out: TrailCardPlace[] = []
  for (const p of players) {
    p.trail.forEach((card, space) => {
      if (card) out.push({ seat: p.seat, space, face: card.faceUp ? card.kind : null })
    })
  }
  return out
}

const white = new Color('#ffffff')
const faceDownTint = new Color('#b9aa98')

function jitter(seat: number, space: number): number {
  const s = Math.sin(seat * 91.7 + space * 17.3) * 9137.1
  return (s - Math.floor(s)) * 2 - 1
}

function writeTrails(
  mesh: InstancedMesh,
  rig: SelfishRig,
  cards: readonly TrailCardPlace[],
  players: number,
  atlas: CardAtlas,
) {
  let i = 0
  for (const c of cards) {
    if (rig.hiddenTrail.has(SelfishRig.trailKey(c.seat, c.space))) continue
    writeCardInstance(
      mesh,
      i++,
      {
        x: columnX(c.seat, players) + jitter(c.seat, c.space) * 0.03,
        y: CARD_THICKNESS / 2,
        z: spaceZ(c.space) + jitter(c.space, c.seat) * 0.03,
        yaw: jitter(c.seat + 7, c.space) * 0.035,
        pitch: 0,
        roll: c.face === null ? Math.PI : 0,
        scale: 1,
      },
      c.face === null ? atlas.back : atlas.rect(c.face),
      atlas.back,
      c.face === null ? faceDownTint : white,
    )
  }
  mesh.count = i
  commitCardInstances(mesh)
}

/**
 * The Wasteland cards left behind in each column, as one InstancedMesh: face up and readable
 * behind the living, face down behind zombies.
 */
export function Trails({ players, atlas, capacity }: TrailsProps) {
  const rig = useSelfishRig()
  const mesh = useRef<InstancedMesh>(null)
  const drawn = useRef(-1)
  const invalidate = useThree((s) => s.invalidate)
  const cards = useMemo(() => trailCards(players), [players])

  useLayoutEffect(() => {
    const m = mesh.current
    if (!m) return
    writeTrails(m, rig, cards, players.length, atlas)
    drawn.current = rig.version
    invalidate()
  }, [rig, cards, players.length, atlas, invalidate])

  useFrame(() => {
    const m = mesh.current
    if (!m || drawn.current === rig.version) return
    writeTrails(m, rig, cards, players.length, atlas)
    drawn.current = rig.version
  })

  // Instance i is the i-th card not hidden by an animation (as writeTrails lays them).
  const things = useTableThings(mesh, (i) => {
    if (i === undefined) return null
    const card = cards.filter((c) => !rig.hiddenTrail.has(SelfishRig.trailKey(c.seat, c.space)))[i]
    if (!card) return null
    const owner = players[card.seat]?.name ?? `Seat ${card.seat + 1}`
    if (card.face === null) {
      const target: SelfishInspectTarget = { kind: 'hiddenWaste', seat: card.seat, space: card.space }
      return { label: `Wasteland card, face down (behind ${owner})`, target }
    }
    const target: SelfishInspectTarget = { kind: 'waste', card: card.face, where: 'trail', seat: card.seat }
    return { label: `${wasteName(card.face)} (behind ${owner})`, target }
  })

  return <AtlasCards ref={mesh} name="trails" atlas={atlas} capacity={capacity} receiveShadow {...things} />
}
