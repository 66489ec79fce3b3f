import { OrbitControls } from '@react-three/drei'
import { useThree } from '@react-three/fiber'
import { useCallback, useLayoutEffect, useRef, type ComponentRef } from 'react'
import { PerspectiveCamera, Vector3 } from 'three'
import { ease } from './animation'
import type { CameraPresetName, GameCamera } from './cameraPresets'
import { useTablePrefs } from './tablePrefs'
import { useTweens } from './TweenContext'

export interface CameraRigProps {
  /** The game's framings and limits. */
  readonly camera: GameCamera
  /** The preset to frame (default: the overview). */
  readonly preset?: CameraPresetName
  /**
   * A new value brings the camera back to its framing while the player lets the camera follow the
   * action (the stage bumps it when the game starts waiting for the viewer).
   */
  readonly followKey?: number
  /** Changing it eases the camera back to the preset, wherever the player has moved it (a reset). */
  readonly resetKey?: number
}

type Controls = ComponentRef<typeof OrbitControls>

const MOVE_SECONDS = 0.8
const toPosition = new Vector3()
const toTarget = new Vector3()

/** What the camera was last framed for. */
interface Framing {
  readonly name: CameraPresetName
  readonly config: GameCamera
  readonly aspect: number
  readonly followKey: number
  readonly resetKey: number
}

/**
 * The table camera: a per-game preset (overview / close, eased between), plus damped orbit, zoom
 * and pan inside limits, at the player's camera sensitivity. Controls invalidate on change, so a
 * still camera draws nothing. A preset picked is always framed; the camera moves by itself (a
 * window of another shape, the action coming to the viewer) only while the player lets it follow
 * the action, and with reduced motion it jumps instead of gliding.
 */
export function CameraRig({ camera: config, preset, followKey = 0, resetKey = 0 }: CameraRigProps) {
  const name = preset ?? 'overview'
  const controls = useRef<Controls>(null)
  const framed = useRef<Framing | null>(null)
  const camera = useThree((s) => s.camera)
  const aspect = useThree((s) => s.size.width / Math.max(1, s.size.height))
  const invalidate = useThree((s) => s.invalidate)
  const tweens = useTweens()
  const { reducedMotion, cameraSensitivity, followAction } = useTablePrefs()
  const { limits } = config

  useLayoutEffect(() => {
    const c = controls.current
    if (!c) return
    const before = framed.current
    framed.current = { name, config, aspect, followKey, resetKey }
    const picked =
      before === null || before.name !== name || before.config !== config || before.resetKey !== resetKey
    const moved = before !== null && (before.aspect !== aspect || before.followKey !== followKey)
    if (!picked && !(moved && followAction)) return

    const p = config.presets[name]
    // A window narrower than the framing's aspect moves the camera back to keep the width in view.
    const back = Math.max(1, config.aspect / aspect)
    toTarget.set(...p.target)
    toPosition
      .set(...p.position)
      .sub(toTarget)
      .multiplyScalar(back)
      .add(toTarget)
    if (camera instanceof PerspectiveCamera && camera.fov !== p.fov) {
      camera.fov = p.fov
      camera.updateProjectionMatrix()
    }
    if (before === null || reducedMotion) {
      camera.position.copy(toPosition)
      c.target.copy(toTarget)
      c.update()
      invalidate()
      return
    }
    const endPosition = toPosition.clone()
    const endTarget = toTarget.clone()
    const startPosition = camera.position.clone()
    const startTarget = c.target.clone()
    if (startPosition.distanceToSquared(endPosition) + startTarget.distanceToSquared(endTarget) < 1e-6) return
    const tween = tweens.add({
      duration: MOVE_SECONDS,
      ease: ease.inOutCubic,
      onUpdate: (t) => {
        camera.position.lerpVectors(startPosition, endPosition, t)
        c.target.lerpVectors(startTarget, endTarget, t)
        c.update()
      },
    })
    return () => tween.cancel()
    // A new resetKey re-runs this: the camera glides back from wherever the player put it.
  }, [camera, config, name, aspect, followKey, resetKey, followAction, reducedMotion, tweens, invalidate])

  const keepTargetOnTable = useCallback(() => {
    const c = controls.current
    if (!c) return
    const t = c.target
    const x = Math.max(-limits.panX, Math.min(limits.panX, t.x))
    const z = Math.max(-limits.panZ, Math.min(limits.panZ, t.z))
    if (x !== t.x || z !== t.z || t.y !== 0) t.set(x, 0, z)
  }, [limits])

  return (
    <OrbitControls
      ref={controls}
      makeDefault
      enableDamping={!reducedMotion}
      dampingFactor={0.12}
      rotateSpeed={cameraSensitivity}
      zoomSpeed={cameraSensitivity}
      panSpeed={cameraSensitivity}
      minDistance={limits.minDistance}
      maxDistance={limits.maxDistance}
      minPolarAngle={limits.minPolarAngle}
      maxPolarAngle={limits.maxPolarAngle}
      minAzimuthAngle={limits.minAzimuthAngle}
      maxAzimuthAngle={limits.maxAzimuthAngle}
      screenSpacePanning={false}
      onChange={keepTargetOnTable}
    />
  )
}
