/**
 * The camera reset (issue 11, flow): a new reset key brings the camera back to the game's overview
 * from wherever the player orbited, panned or zoomed it, in every game.
 */
import { useThree } from '@react-three/fiber'
import ReactThreeTestRenderer from '@react-three/test-renderer'
import type { Camera } from 'three'
import { Vector3 } from 'three'
import { beforeAll, describe, expect, it } from 'vitest'
import { gameUis } from '../../../renderer/games'
import { TweenSystem } from '../../../renderer/table/animation'
import { CameraRig } from '../../../renderer/table/CameraRig'
import type { GameCamera } from '../../../renderer/table/cameraPresets'
import { TweenContext } from '../../../renderer/table/TweenContext'

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

let camera: Camera | null = null
function GrabCamera() {
  camera = useThree((s) => s.camera)
  return null
}

function Rig({ config, tweens, reset }: { config: GameCamera; tweens: TweenSystem; reset: number }) {
  return (
    <TweenContext.Provider value={tweens}>
      <GrabCamera />
      <CameraRig camera={config} resetKey={reset} />
    </TweenContext.Provider>
  )
}

/** Where the overview puts the camera in a window of `aspect` (moved back in a narrow one). */
function overviewPosition(config: GameCamera, aspect: number): Vector3 {
  const { position, target } = config.presets.overview
  const t = new Vector3(...target)
  return new Vector3(...position)
    .sub(t)
    .multiplyScalar(Math.max(1, config.aspect / aspect))
    .add(t)
}

describe('CameraRig: reset', () => {
  it.each(Object.keys(gameUis))('%s: a new reset key brings the camera back to the overview', async (id) => {
    const config = gameUis[id]?.camera
    if (!config) throw new Error(`no camera for ${id}`)
    const tweens = new TweenSystem()
    const r = await ReactThreeTestRenderer.create(<Rig config={config} tweens={tweens} reset={0} />, {
      width: 1600,
      height: 900,
    })
    const cam = camera
    if (cam === null) throw new Error('no camera')
    const home = overviewPosition(config, 1600 / 900)
    expect(cam.position.distanceTo(home)).toBeLessThan(1e-6)

    // The player orbits away; the same key changes nothing.
    cam.position.set(9, 4, -3)
    await r.update(<Rig config={config} tweens={tweens} reset={0} />)
    expect(tweens.busy).toBe(false)
    expect(cam.position.distanceTo(home)).toBeGreaterThan(1)

    // A reset glides back.
    await r.update(<Rig config={config} tweens={tweens} reset={1} />)
    expect(tweens.busy).toBe(true)
    for (let frame = 0; frame < 300 && tweens.busy; frame++) tweens.step(1 / 60)
    expect(tweens.busy).toBe(false)
    expect(cam.position.distanceTo(home)).toBeLessThan(1e-6)
    // Not unmounted: the test renderer's canvas has no DOM element for OrbitControls to let go of.
  })
})
