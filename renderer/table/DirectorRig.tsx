import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { PerspectiveCamera, type Camera } from 'three'
import type { GameEvent, Seat } from '../../engine/core/types'
import { cameraAt, moving } from './cameraGlide'
import type { CameraPreset } from './cameraPresets'
import {
  atRest,
  initialDirector,
  nextShot,
  wakeAt,
  type DirectorInput,
  type DirectorRules,
  type DirectorState,
  type ShotKind,
} from './director'
import type { DirectorFeed } from './directorFeed'
import type { FrameInsets } from './frameInsets'

/** What a test reads of the director through the debug handle. */
export interface DirectorStatus {
  readonly kind: ShotKind | null
  readonly name: string | null
  /** Nothing moves and nothing waits: the page draws no frames until something happens. */
  readonly atRest: boolean
  /** The camera is on its way to the shot (frames are drawn until it arrives). */
  readonly gliding: boolean
  /** The hotkey preset held (0–4), or null while the director decides. */
  readonly preset: number | null
  /** How many moves (glides or cuts) the director has made. */
  readonly moves: number
}

/** What TableCanvas takes to let the director drive its camera. */
export type TableDirector = Pick<DirectorRigProps, 'rules' | 'view' | 'toAct' | 'feed' | 'preset'> & {
  /** The canvas the stream's overlay covers: the table is drawn in the rest (FramedView). */
  readonly insets?: FrameInsets
}

/** Where the canvas keeps a way to read its director's status (for the debug handle). */
export interface DirectorProbe {
  current: (() => DirectorStatus) | null
}

export interface DirectorRigProps {
  /** The game's rules (each knows its own view: the host sends the view of the game shown). */
  readonly rules: DirectorRules<unknown>
  /** The newest view, or null while none may be shown. */
  readonly view: unknown
  readonly toAct: readonly Seat[]
  /** The events as the table plays them. */
  readonly feed: DirectorFeed
  /** A hotkey preset (0–4), or null: the director decides. */
  readonly preset: number | null
  readonly reducedMotion: boolean
  /** The aspect ratio the shots were framed for; a narrower window moves the camera back. */
  readonly frameAspect?: number
  readonly probe?: DirectorProbe
}

const now = (): number => performance.now()

function place(camera: Camera, shot: CameraPreset, back: number): void {
  const [tx, ty, tz] = shot.target
  const [px, py, pz] = shot.position
  camera.position.set(tx + (px - tx) * back, ty + (py - ty) * back, tz + (pz - tz) * back)
  camera.up.set(0, 1, 0)
  camera.lookAt(tx, ty, tz)
  if (camera instanceof PerspectiveCamera && camera.fov !== shot.fov) {
    camera.fov = shot.fov
    camera.updateProjectionMatrix()
  }
}

/**
 * The stream page's camera: the director (renderer/table/director.ts) picks the shots, this rig
 * plays them. Holds wait on timers and glides draw only while they run, so a director at rest
 * requests no frames. Takes no pointer input: nobody orbits a broadcast.
 */
export function DirectorRig({
  rules,
  view,
  toAct,
  feed,
  preset,
  reducedMotion,
  frameAspect = 16 / 9,
  probe,
}: DirectorRigProps) {
  const camera = useThree((s) => s.camera)
  const invalidate = useThree((s) => s.invalidate)
  const aspect = useThree((s) => s.size.width / Math.max(1, s.size.height))
  const back = Math.max(1, frameAspect / aspect)
  const state = useRef<DirectorState<unknown>>(initialDirector(reducedMotion))
  const shown = useRef<{ id: number; settled: boolean }>({ id: 0, settled: true })
  const live = useRef({ rules, camera, invalidate, back })
  // First of the layout effects: those below see this render's values.
  useLayoutEffect(() => {
    live.current = { rules, camera, invalidate, back }
  })
  const wake = useRef<ReturnType<typeof setTimeout> | null>(null)

  const apply = useRef((input: DirectorInput<unknown>) => {
    const { rules: r, camera: cam, invalidate: draw, back: b } = live.current
    const t = now()
    const before = state.current
    const after = nextShot(r, before, input, t)
    state.current = after
    if (after.move && after.move.id !== shown.current.id) {
      shown.current = { id: after.move.id, settled: false }
      place(cam, cameraAt(after.move, t), b)
      draw()
    }
    if (wake.current !== null) clearTimeout(wake.current)
    wake.current = null
    const at = wakeAt(r, after)
    if (at !== null) wake.current = setTimeout(() => apply.current({ type: 'tick' }), Math.max(0, at - t))
  })

  useEffect(
    () => () => {
      if (wake.current !== null) clearTimeout(wake.current)
    },
    [],
  )

  useLayoutEffect(() => {
    apply.current({ type: 'reducedMotion', reduced: reducedMotion })
  }, [reducedMotion])

  // Another game on the same page (the stream between matches): its director starts afresh, as
  // on a page just opened, keeping only the preset the keys hold.
  const directed = useRef(rules)
  useLayoutEffect(() => {
    if (directed.current !== rules) {
      directed.current = rules
      state.current = initialDirector(reducedMotion)
      shown.current = { id: 0, settled: true }
      apply.current({ type: 'preset', preset })
    }
    if (view !== null && view !== undefined) apply.current({ type: 'view', view, toAct })
    else apply.current({ type: 'tick' })
    // Only a new view, seats or game: the motion and the preset have their own effects.
  }, [view, toAct, rules])

  useLayoutEffect(() => {
    apply.current({ type: 'preset', preset })
  }, [preset])

  // A narrower window: the same shot, moved back.
  useLayoutEffect(() => {
    const move = state.current.move
    if (!move) return
    place(camera, cameraAt(move, now()), back)
    invalidate()
  }, [camera, back, invalidate])

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>()
    const stop = feed.listen((events: readonly GameEvent[], delaySeconds: number) => {
      // The shot goes with the animation: when the table starts playing the batch.
      const timer = setTimeout(() => {
        timers.delete(timer)
        apply.current({ type: 'events', events })
      }, delaySeconds * 1000)
      timers.add(timer)
    })
    return () => {
      stop()
      for (const timer of timers) clearTimeout(timer)
    }
  }, [feed])

  useEffect(() => {
    if (!probe) return
    probe.current = () => {
      const s = state.current
      const t = now()
      const gliding = moving(s.move, t) || !shown.current.settled
      return {
        kind: s.shot?.kind ?? null,
        name: s.shot?.name ?? null,
        atRest: atRest(live.current.rules, s, t) && !gliding,
        gliding,
        preset: s.preset,
        moves: s.move?.id ?? 0,
      }
    }
    return () => {
      probe.current = null
    }
  }, [probe])

  useFrame(() => {
    const move = state.current.move
    if (!move || shown.current.settled) return
    const t = now()
    place(camera, cameraAt(move, t), back)
    if (moving(move, t)) invalidate()
    else shown.current = { id: move.id, settled: true }
  })

  return null
}
