import { OrbitControls } from '@react-three/drei'
import { useThree } from '@react-three/fiber'
import { useCallback, useLayoutEffect, useRef, type ComponentRef } from 'react'
import { PerspectiveCamera, Vector3 } from 'three'
import { ease } from './animation'
import type { CameraPresetName, GameCamera } from './cameraPresets'
import { useTweens } from './TweenContext'

export interface CameraRigProps {
  /** The game's framings and limits. */
  readonly camera: GameCamera
  /** The preset to frame (default: the overview). */
  readonly preset?: CameraPresetName
  /** Changing it eases the camera back to the preset, wherever the player has moved it (a reset). */
  readonly resetKey?: number
}

type Controls = ComponentRef<typeof OrbitControls>

const MOVE_SECONDS = 0.8
const fromPosition = new Vector3()
const fromTarget = new Vector3()
const toPosition = new Vector3()
const toTarget = new Vector3()

/**
 * The table camera: a per-game preset (overview / close, eased between), plus damped orbit, zoom
 * and pan inside limits. Controls invalidate on change, so a still camera draws nothing.
 */
export function CameraRig({ camera: config, preset, resetKey = 0 }: CameraRigProps) {
  const name = preset ?? 'overview'
  const controls = useRef<Controls>(null)
  const placed = useRef(false)
  const camera = useThree((s) => s.camera)
  const aspect = useThree((s) => s.size.width / Math.max(1, s.size.height))
  const invalidate = useThree((s) => s.invalidate)
  const tweens = useTweens()
  const { limits } = config

  useLayoutEffect(() => {
    const c = controls.current
    if (!c) return
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
    if (!placed.current) {
      placed.current = true
      camera.position.copy(toPosition)
      c.target.copy(toTarget)
      c.update()
      invalidate()
      return
    }
    fromPosition.copy(camera.position)
    fromTarget.copy(c.target)
    const endPosition = toPosition.clone()
    const endTarget = toTarget.clone()
    const startPosition = fromPosition.clone()
    const startTarget = fromTarget.clone()
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
  }, [camera, config, name, aspect, tweens, invalidate, resetKey])

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
      enableDamping
      dampingFactor={0.12}
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
