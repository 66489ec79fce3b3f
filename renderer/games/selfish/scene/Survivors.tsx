import { useFrame, useThree } from '@react-three/fiber'
import { useLayoutEffect, useRef } from 'react'
import { Color, type InstancedMesh } from 'three'
import type { Seat } from '../../../../engine/core/types'
import type { PlayerView } from '../../../../engine/games/selfish/types'
import type { CardAtlas } from '../../../table/cardAtlas'
import { commitCardInstances, writeCardInstance } from '../../../table/cardInstancing'
import { CARD_LENGTH } from '../../../table/shared'
import { columnX, spaceZ } from './layout'
import { useSelfishRig, type SelfishRig } from './sceneRig'
import { aliveKey, zombieKey } from './survivorCards'
import { AtlasCards } from '../../../table/AtlasCards'
import { useTableThings } from '../../../table/tableThings'
import type { SelfishInspectTarget } from '../hud/inspect'

export interface SurvivorsProps {
  readonly players: readonly PlayerView[]
  readonly atlas: CardAtlas
  /** Seats whose survivor card does something when clicked. */
  readonly clickable: ReadonlySet<Seat>
  readonly onSurvivorClick: (seat: Seat) => void
}

export const MAX_SEATS = 5
/** Standees are a little smaller than the Wasteland cards they stand on. */
const SCALE = 0.9
/** Leaning back from upright, towards the camera's view. */
const PITCH = Math.PI / 2 - 0.32
const HALF = (CARD_LENGTH * SCALE) / 2
/** The standee's foot sits a little in front of the space's centre. */
const FOOT = 0.35

const aliveTint = new Color('#ffffff')
const zombieTint = new Color('#d4e3c4')
const scratchTint = new Color()

/** Where a standee's centre is for a pose (also used by tests). */
export function survivorCenter(
  seat: Seat,
  players: number,
  level: number,
  hop: number,
): [number, number, number] {
  return [
    columnX(seat, players),
    HALF * Math.sin(PITCH) + hop + 0.01,
    spaceZ(level) + FOOT - HALF * Math.cos(PITCH),
  ]
}

function writeSurvivors(
  mesh: InstancedMesh,
  rig: SelfishRig,
  players: readonly PlayerView[],
  atlas: CardAtlas,
) {
  players.forEach((_, seat) => {
    const pose = rig.pose(seat)
    const [x, y, z] = survivorCenter(seat, players.length, pose.level, pose.hop)
    scratchTint.copy(aliveTint).lerp(zombieTint, pose.flip)
    writeCardInstance(
      mesh,
      seat,
      { x, y, z, yaw: 0, pitch: PITCH, roll: pose.flip * Math.PI, scale: SCALE },
      atlas.rect(aliveKey(seat)),
      atlas.rect(zombieKey(seat)),
      scratchTint,
    )
  })
  mesh.count = players.length
  commitCardInstances(mesh)
}

/**
 * Every player's survivor card as one InstancedMesh of standees: alive side towards the viewer,
 * spun round its own upright axis to the zombie side on death, standing on the space the player
 * has reached.
 */
export function Survivors({ players, atlas, clickable, onSurvivorClick }: SurvivorsProps) {
  const rig = useSelfishRig()
  const mesh = useRef<InstancedMesh>(null)
  const drawn = useRef(-1)
  const invalidate = useThree((s) => s.invalidate)

  useLayoutEffect(() => {
    const m = mesh.current
    if (!m) return
    writeSurvivors(m, rig, players, atlas)
    drawn.current = rig.version
    invalidate()
  }, [rig, players, atlas, invalidate])

  useFrame(() => {
    const m = mesh.current
    if (!m || drawn.current === rig.version) return
    writeSurvivors(m, rig, players, atlas)
    drawn.current = rig.version
  })

  // Each standee: its player's name in the tooltip; a click bites or targets them when that is a
  // legal move, or else opens the survivor card in the inspect view.
  const things = useTableThings(mesh, (seat) => {
    const p = seat === undefined ? undefined : players[seat]
    if (seat === undefined || !p) return null
    const target: SelfishInspectTarget = { kind: 'survivor', seat }
    return {
      label: `${p.name}: ${p.survivor}${p.alive ? '' : ' (zombie)'}`,
      target,
      play: clickable.has(seat) ? () => onSurvivorClick(seat) : null,
    }
  })

  return (
    <AtlasCards
      ref={mesh}
      name="survivors"
      atlas={atlas}
      capacity={MAX_SEATS}
      castShadow
      receiveShadow
      {...things}
    />
  )
}
