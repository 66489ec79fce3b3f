/**
 * The director rig (issue 12): it plays the director's shots on the real camera, glides only while
 * a move runs, waits on timers (none left once at rest), takes the table's events from the feed
 * when their animations start, and obeys the hotkey presets. Fake timers and a fake clock.
 */
import { useThree } from '@react-three/fiber'
import ReactThreeTestRenderer from '@react-three/test-renderer'
import { Vector3, type Camera } from 'three'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Seat } from '../../../engine/core/types'
import type { CameraPreset } from '../../../renderer/table/cameraPresets'
import { TURN_OVERVIEW_HOLD_MS, MIN_HOLD_MS, type DirectorRules } from '../../../renderer/table/director'
import { createDirectorFeed, type DirectorFeed } from '../../../renderer/table/directorFeed'
import { DirectorRig, type DirectorProbe, type DirectorStatus } from '../../../renderer/table/DirectorRig'
import { shotAt } from '../../../renderer/table/directorShots'

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
})
afterEach(() => {
  vi.useRealTimers()
})

interface ToyView {
  readonly turn: Seat
}
const OVERVIEW: CameraPreset = { position: [0, 16, 11], target: [0, 0, 0], fov: 40 }
const seatCamera = (seat: Seat) => shotAt([(seat - 1.5) * 3, 0, 2])
const bangCamera = shotAt([0, 0, -3], { distance: 5, elevation: 1.1, fov: 36 })
const rules: DirectorRules<ToyView> = {
  presets: [
    { label: 'Overview', shot: OVERVIEW },
    { label: 'Far', shot: shotAt([0, 0, -4]) },
  ],
  seatShot: (_view, seat) => seatCamera(seat),
  eventShot: (event) => (event.type === 'bang' ? { shot: bangCamera, priority: 1 } : null),
  activeSeat: (view) => view.turn,
}

let camera: Camera | null = null
function GrabCamera() {
  camera = useThree((s) => s.camera)
  return null
}

function Stage(props: {
  view: ToyView
  preset: number | null
  feed: DirectorFeed
  probe: DirectorProbe
  rules?: DirectorRules<ToyView>
}) {
  return (
    <>
      <GrabCamera />
      <DirectorRig
        rules={(props.rules ?? rules) as DirectorRules<unknown>}
        view={props.view}
        toAct={[props.view.turn]}
        feed={props.feed}
        preset={props.preset}
        reducedMotion={false}
        probe={props.probe}
      />
    </>
  )
}

function status(probe: DirectorProbe): DirectorStatus {
  if (!probe.current) throw new Error('no director status')
  return probe.current()
}

function cameraShows(shot: CameraPreset): boolean {
  if (!camera) throw new Error('no camera')
  const look = new Vector3(0, 0, -1).applyQuaternion(camera.quaternion)
  const want = new Vector3(...shot.target).sub(new Vector3(...shot.position)).normalize()
  return camera.position.distanceTo(new Vector3(...shot.position)) < 1e-4 && look.angleTo(want) < 1e-4
}

/** Runs frames until the glide under way ends (the clock moving on with them). */
/** The toy stage showing `view` (no preset): its director's feed, its probe, and the renderer. */
async function mountStage(view: ToyView) {
  const feed = createDirectorFeed()
  const probe: DirectorProbe = { current: null }
  const r = await ReactThreeTestRenderer.create(
    <Stage view={view} preset={null} feed={feed} probe={probe} />,
    {
      width: 1600,
      height: 900,
    },
  )
  return { feed, probe, r }
}

async function playGlide(r: Awaited<ReturnType<typeof ReactThreeTestRenderer.create>>, probe: DirectorProbe) {
  for (let i = 0; i < 400 && status(probe).gliding; i++) {
    vi.advanceTimersByTime(16)
    await r.advanceFrames(1, 0.016)
  }
}

describe('DirectorRig', () => {
  it('cuts to the overview, glides to the seat after the hold, and then waits on nothing', async () => {
    const { probe, r } = await mountStage({ turn: 1 })
    await r.advanceFrames(1, 0)
    expect(status(probe)).toMatchObject({ kind: 'overview', atRest: false, moves: 1 })
    expect(cameraShows(OVERVIEW)).toBe(true)
    // The overview is held: one timer waits for its end, and the camera does not move meanwhile.
    expect(vi.getTimerCount()).toBe(1)

    vi.advanceTimersByTime(TURN_OVERVIEW_HOLD_MS)
    expect(status(probe)).toMatchObject({ kind: 'seat', name: 'seat 1', atRest: false, moves: 2 })
    vi.advanceTimersByTime(100)
    await r.advanceFrames(1, 0.1)
    expect(cameraShows(OVERVIEW)).toBe(false)
    expect(cameraShows(seatCamera(1))).toBe(false)

    await playGlide(r, probe)
    expect(status(probe)).toMatchObject({ atRest: true, gliding: false })
    expect(cameraShows(seatCamera(1))).toBe(true)
    expect(camera?.up.toArray()).toEqual([0, 1, 0])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('starts afresh when the page shows another game: its opening overview, from its own presets', async () => {
    const { feed, probe, r } = await mountStage({ turn: 1 })
    vi.advanceTimersByTime(TURN_OVERVIEW_HOLD_MS)
    await playGlide(r, probe)
    expect(status(probe)).toMatchObject({ kind: 'seat', moves: 2, atRest: true })

    const otherOverview: CameraPreset = { position: [0, 20, 14], target: [0, 0, 1], fov: 38 }
    const other: DirectorRules<ToyView> = {
      ...rules,
      presets: [{ label: 'Overview', shot: otherOverview }],
    }
    await r.update(<Stage view={{ turn: 1 }} preset={null} feed={feed} probe={probe} rules={other} />)
    await r.advanceFrames(1, 0)
    expect(status(probe)).toMatchObject({ kind: 'overview', moves: 1, atRest: false })
    expect(cameraShows(otherOverview)).toBe(true)
  })

  it('takes the table’s events from the feed when their animations start, then goes back to the seat', async () => {
    const { feed, probe, r } = await mountStage({ turn: 0 })
    vi.advanceTimersByTime(TURN_OVERVIEW_HOLD_MS)
    await playGlide(r, probe)
    vi.advanceTimersByTime(MIN_HOLD_MS)

    feed.push([{ type: 'bang', text: 'Bang.' }], 0.8)
    vi.advanceTimersByTime(799)
    expect(status(probe).name).toBe('seat 0')
    vi.advanceTimersByTime(1)
    expect(status(probe).name).toBe('event bang')
    await playGlide(r, probe)
    expect(cameraShows(bangCamera)).toBe(true)

    vi.advanceTimersByTime(MIN_HOLD_MS)
    expect(status(probe).name).toBe('seat 0')
    await playGlide(r, probe)
    expect(cameraShows(seatCamera(0))).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a hotkey preset shows at once and holds; 0 hands back to the director', async () => {
    const feed = createDirectorFeed()
    const probe: DirectorProbe = { current: null }
    const stage = (preset: number | null) => (
      <Stage view={{ turn: 2 }} preset={preset} feed={feed} probe={probe} />
    )
    const r = await ReactThreeTestRenderer.create(stage(null), { width: 1600, height: 900 })
    await r.update(stage(1))
    expect(status(probe)).toMatchObject({ kind: 'preset', name: 'preset 2 Far', preset: 1 })
    await playGlide(r, probe)
    expect(cameraShows(rules.presets[1]!.shot)).toBe(true)
    // Held: no timer waits, whatever the feed says.
    feed.push([{ type: 'bang', text: 'Bang.' }], 0)
    vi.advanceTimersByTime(10_000)
    expect(status(probe).name).toBe('preset 2 Far')
    expect(vi.getTimerCount()).toBe(0)

    await r.update(stage(null))
    expect(status(probe)).toMatchObject({ kind: 'seat', name: 'seat 2', preset: null })
    await playGlide(r, probe)
    expect(cameraShows(seatCamera(2))).toBe(true)
  })
})
