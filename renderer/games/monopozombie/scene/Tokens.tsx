import { useCallback, useEffect, useMemo, useRef } from 'react'
import {
  AdditiveBlending,
  CircleGeometry,
  Color,
  ConeGeometry,
  Matrix4,
  MeshBasicMaterial,
  MeshStandardMaterial,
  Quaternion,
  Vector3,
} from 'three'
import type { InstancedMesh, Mesh } from 'three'
import type { Seat } from '../../../../engine/core/types'
import type { PlayerView } from '../../../../engine/games/monopozombie/types'
import { sharedObjects } from '../../../table/shared'
import { useRigWriter } from '../../../table/useRigWriter'
import { commitInstances } from '../../../table/instances'
import { MAX_BODYGUARDS_SHOWN, bodyguardPlace, tokenPlaces, type TokenPlace, type Vec3 } from './layout'
import { createGlowRingTexture } from './markerTextures'
import { createBodyguardGeometry, createPawnGeometry, createZombieGeometry } from './pieceGeometry'
import { Pieces } from './Pieces'
import { useMonopoRig, type MonopoRig } from './sceneRig'
import { BODYGUARD_COLOR, TURN_COLOR, ZOMBIE_SKIN, seatColor } from './seatColors'

export interface TokensProps {
  readonly players: readonly PlayerView[]
  /** The seat whose turn it is (its token wears the gold ring), or null. */
  readonly turn: Seat | null
}

export const MAX_TOKENS = 8
export const BODYGUARD_CAPACITY = MAX_TOKENS * MAX_BODYGUARDS_SHOWN
const BASE_RADIUS = 0.175
const RING_SIZE = 0.78
const ARROW_Y = 0.78

const m4 = new Matrix4()
const quat = new Quaternion()
const pos = new Vector3()
const scale = new Vector3(1, 1, 1)
const color = new Color()

/** The green a turning token flashes. */
export const CONVERT_FLASH = '#7dff3a'
const flashColor = new Color(CONVERT_FLASH)

/**
 * How a token turning into a zombie looks at progress t of its flash (t < 0: not started): how
 * far its colour goes towards the flash green, how it is pushed sideways (a shake, in table units),
 * how much bigger it is drawn, and whether it is still the human pawn (until halfway).
 */
export function flashLook(t: number): { glow: number; shake: number; swell: number; human: boolean } {
  if (t < 0) return { glow: 0, shake: 0, swell: 1, human: true }
  const pulse = Math.sin(Math.PI * Math.min(1, t))
  return {
    glow: 0.9 * pulse,
    shake: Math.sin(t * Math.PI * 12) * 0.05 * (1 - t),
    swell: 1 + 0.22 * pulse,
    human: t < 0.5,
  }
}

/** A zombie's colour: rotting grey-green with a trace of its seat colour. */
export function zombieColor(seat: Seat): string {
  return new Color(ZOMBIE_SKIN).lerp(new Color(seatColor(seat)), 0.12).getStyle()
}

/** Each seat's token, zombie and bodyguard colours, made once rather than on every animated frame. */
const seatTints = new Map<Seat, { readonly token: Color; readonly zombie: Color; readonly guard: Color }>()
function tintsOf(seat: Seat) {
  let tints = seatTints.get(seat)
  if (!tints) {
    const own = new Color(seatColor(seat))
    tints = {
      token: own,
      zombie: new Color(zombieColor(seat)),
      guard: new Color(BODYGUARD_COLOR).lerp(own, 0.3),
    }
    seatTints.set(seat, tints)
  }
  return tints
}

interface TokenMeshes {
  readonly humans: InstancedMesh
  readonly zombies: InstancedMesh
  readonly bases: InstancedMesh
  readonly guards: InstancedMesh
  readonly ring: Mesh
  readonly arrow: Mesh
}

function commit(m: InstancedMesh, count: number): void {
  m.visible = count > 0
  commitInstances(m, count)
}

/** Where each token is drawn: walking tokens where the rig has them, the others in their place. */
function drawnPlaces(places: readonly TokenPlace[], rig: MonopoRig): Map<Seat, Vec3> {
  const out = new Map<Seat, Vec3>()
  for (const { seat, position } of places) {
    const w = rig.walks.get(seat)
    out.set(seat, w ? [w.x, w.y, w.z] : position)
  }
  return out
}

function writeTokens(
  t: TokenMeshes,
  players: readonly PlayerView[],
  placesInView: readonly TokenPlace[],
  turn: Seat | null,
  rig: MonopoRig,
): void {
  const places = drawnPlaces(placesInView, rig)
  let h = 0
  let z = 0
  let b = 0
  let g = 0
  t.ring.visible = false
  t.arrow.visible = false
  for (const p of players) {
    const at = places.get(p.seat)
    if (!at) continue
    rig.lastPlace.set(p.seat, at)
    const [x, y, zz] = at
    // A token turning into a zombie stays a pawn until halfway through its green flash.
    const flash = rig.flashes.get(p.seat)
    const look = flash ? flashLook(flash.t) : null
    const zombie = p.zombie && !(look?.human ?? false)
    const glow = look?.glow ?? 0
    const tints = tintsOf(p.seat)
    pos.set(x + (look?.shake ?? 0), y, zz)
    m4.compose(pos, quat.identity(), scale.setScalar(look?.swell ?? 1))
    if (zombie && z < MAX_TOKENS) {
      t.zombies.setMatrixAt(z, m4)
      t.zombies.setColorAt(z, color.copy(tints.zombie).lerp(flashColor, glow))
      z++
    } else if (!zombie && h < MAX_TOKENS) {
      t.humans.setMatrixAt(h, m4)
      t.humans.setColorAt(h, color.copy(tints.token).lerp(flashColor, glow))
      h++
    }
    if (b < MAX_TOKENS) {
      // The seat-coloured base: how a zombie is still known by its seat.
      // Bases of neighbouring tokens may overlap: each lies at its own height, so none flickers.
      const r = BASE_RADIUS * 2 * (1 + glow * 0.6)
      m4.makeScale(r, 1, r).setPosition(x, y + 0.003 + b * 0.0006, zz)
      t.bases.setMatrixAt(b, m4)
      t.bases.setColorAt(b, color.copy(tints.token).lerp(flashColor, glow))
      b++
    }
    const shown = Math.min(MAX_BODYGUARDS_SHOWN, Math.max(0, Math.floor(p.bodyguards)))
    for (let i = 0; i < shown && g < BODYGUARD_CAPACITY; i++, g++) {
      const [gx, gy, gz] = bodyguardPlace(at, i, shown)
      t.guards.setMatrixAt(g, m4.makeTranslation(gx, gy, gz))
      t.guards.setColorAt(g, tints.guard)
    }
    if (p.seat === turn) {
      t.ring.position.set(x, y + 0.006, zz)
      t.ring.visible = true
      t.arrow.position.set(x, y + ARROW_Y, zz)
      t.arrow.visible = true
    }
  }
  commit(t.humans, h)
  commit(t.zombies, z)
  commit(t.bases, b)
  commit(t.guards, g)
}

/**
 * The players' tokens: humans as pawns in their seat colour, zombies as hunched grey-green figures
 * reaching forward on a base of their seat colour, bodyguards as small dark pawns behind their
 * employer, and a gold ring and arrow on the token whose turn it is; a token turning into a zombie
 * flashes green and shakes (the rig's flashes). One InstancedMesh per shape.
 */
export function Tokens({ players, turn }: TokensProps) {
  const humans = useRef<InstancedMesh>(null)
  const zombies = useRef<InstancedMesh>(null)
  const bases = useRef<InstancedMesh>(null)
  const guards = useRef<InstancedMesh>(null)
  const ring = useRef<Mesh>(null)
  const arrow = useRef<Mesh>(null)
  const objects = useMemo(() => {
    const base = new CircleGeometry(0.5, 28)
    base.rotateX(-Math.PI / 2)
    return {
      pawn: createPawnGeometry(),
      zombie: createZombieGeometry(),
      guard: createBodyguardGeometry(),
      base,
      cone: new ConeGeometry(0.075, 0.18, 14).rotateX(Math.PI),
      plastic: new MeshStandardMaterial({ roughness: 0.38, metalness: 0.05 }),
      rot: new MeshStandardMaterial({ roughness: 0.85, metalness: 0, color: '#ffffff' }),
      flat: new MeshStandardMaterial({ roughness: 0.6, metalness: 0 }),
      gold: new MeshStandardMaterial({
        color: TURN_COLOR,
        emissive: TURN_COLOR,
        emissiveIntensity: 0.45,
        roughness: 0.3,
        metalness: 0.3,
      }),
      glow: new MeshBasicMaterial({
        map: createGlowRingTexture(),
        color: TURN_COLOR,
        transparent: true,
        blending: AdditiveBlending,
        depthWrite: false,
        toneMapped: false,
      }),
    }
  }, [])
  useEffect(
    () => () => {
      for (const v of Object.values(objects)) {
        if ('map' in v) v.map?.dispose()
        v.dispose()
      }
    },
    [objects],
  )
  // Where the view puts each token: worked out per view, not on every animated frame.
  const placesInView = useMemo(() => tokenPlaces(players), [players])
  const write = useCallback(
    (rig: MonopoRig) => {
      const [hm, zm, bm, gm, rm, am] = [
        humans.current,
        zombies.current,
        bases.current,
        guards.current,
        ring.current,
        arrow.current,
      ]
      if (!hm || !zm || !bm || !gm || !rm || !am) return
      writeTokens(
        { humans: hm, zombies: zm, bases: bm, guards: gm, ring: rm, arrow: am },
        players,
        placesInView,
        turn,
        rig,
      )
    },
    [players, placesInView, turn],
  )
  useRigWriter(useMonopoRig(), write)
  return (
    <group name="tokens">
      <Pieces ref={humans} name="human-tokens" args={[objects.pawn, objects.plastic, MAX_TOKENS]} />
      <Pieces ref={zombies} name="zombie-tokens" args={[objects.zombie, objects.rot, MAX_TOKENS]} />
      <Pieces
        ref={bases}
        name="token-bases"
        args={[objects.base, objects.flat, MAX_TOKENS]}
        castShadow={false}
      />
      <Pieces ref={guards} name="bodyguards" args={[objects.guard, objects.plastic, BODYGUARD_CAPACITY]} />
      <mesh
        ref={ring}
        name="turn-ring"
        geometry={sharedObjects().flatPlane}
        material={objects.glow}
        scale={[RING_SIZE, 1, RING_SIZE]}
        renderOrder={1}
        dispose={null}
      />
      <mesh ref={arrow} name="turn-arrow" geometry={objects.cone} material={objects.gold} dispose={null} />
    </group>
  )
}
