// @vitest-environment happy-dom
/**
 * The table kit honours the player's preferences it is handed: the animation speed, the camera's
 * sensitivity, reduced motion and following the action; and it tells its feed which events it plays
 * (the stage's sounds follow), but not those of a table shown as it is when it first appears.
 */
import ReactThreeTestRenderer from '@react-three/test-renderer'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { GameEvent } from '../../../engine/core/types'
import { TweenSystem } from '../../../renderer/table/animation'
import { CameraRig } from '../../../renderer/table/CameraRig'
import { DEFAULT_CAMERA } from '../../../renderer/table/cameraPresets'
import type { Choreography } from '../../../renderer/table/choreography'
import { TableAnimator } from '../../../renderer/table/TableAnimator'
import { NO_EVENTS, TableEventsContext, type TableEvents } from '../../../renderer/table/tableEvents'
import { DEFAULT_TABLE_PREFS, TablePrefsContext, type TablePrefs } from '../../../renderer/table/tablePrefs'
import { TableRig } from '../../../renderer/table/tableRig'
import { TweenContext } from '../../../renderer/table/TweenContext'
import { TweenDriver } from '../../../renderer/table/TweenDriver'
import { testCanvas } from './testCanvas'

const canvas = testCanvas()

function table(tweens: TweenSystem, prefs: TablePrefs, children: ReactNode, events: TableEvents = NO_EVENTS) {
  return (
    <TweenContext.Provider value={tweens}>
      <TablePrefsContext.Provider value={prefs}>
        <TableEventsContext.Provider value={events}>{children}</TableEventsContext.Provider>
      </TablePrefsContext.Provider>
    </TweenContext.Provider>
  )
}

describe('the table kit and the player’s preferences', () => {
  it('plays animations at the player’s speed', async () => {
    for (const [speed, expected] of [
      [2, 1],
      [0.5, 0.25],
    ] as const) {
      const tweens = new TweenSystem()
      tweens.add({ duration: 10, onUpdate: () => undefined })
      const r = await canvas.create(
        table(tweens, { ...DEFAULT_TABLE_PREFS, animationSpeed: speed }, <TweenDriver />),
      )
      await ReactThreeTestRenderer.act(() => r.advanceFrames(5, 0.1))
      expect(tweens.now).toBeCloseTo(expected)
      await canvas.unmount()
    }
  })

  it('orbits, zooms and pans at the player’s camera sensitivity, without damping under reduced motion', async () => {
    const prefs = { ...DEFAULT_TABLE_PREFS, cameraSensitivity: 2.5, reducedMotion: true }
    await canvas.create(
      table(
        new TweenSystem(),
        prefs,
        <>
          <CameraRig camera={DEFAULT_CAMERA} />
        </>,
      ),
    )
    // The rig's controls are the scene's default controls (makeDefault).
    const controls = canvas.state()?.controls as unknown as {
      rotateSpeed: number
      zoomSpeed: number
      panSpeed: number
      enableDamping: boolean
    } | null
    expect(controls).not.toBeNull()
    expect(controls?.rotateSpeed).toBe(2.5)
    expect(controls?.zoomSpeed).toBe(2.5)
    expect(controls?.panSpeed).toBe(2.5)
    expect(controls?.enableDamping).toBe(false)
  })

  it('tells its feed the events it plays, with when they start; not those of a table shown as it is', async () => {
    const played = vi.fn<(events: readonly GameEvent[], lead: number) => void>()
    let queue: GameEvent[] = []
    const feedOf = (pending: number, skip = false): TableEvents => ({
      ...NO_EVENTS,
      pending,
      skip,
      take: () => {
        const events = queue
        queue = []
        return { events, upTo: pending }
      },
      played,
    })
    const choreography: Choreography<{ players: unknown[] }, { type: string }, TableRig, null> = {
      stage: () => null,
      tweens: {},
    }
    const rig = new TableRig()
    const tweens = new TweenSystem()
    const view = { players: [1, 2] }
    const scene = (feed: TableEvents, v = view) =>
      table(
        tweens,
        DEFAULT_TABLE_PREFS,
        <TableAnimator view={v} me={0} rig={rig} choreography={choreography} />,
        feed,
      )
    const rolled = { type: 'rolled', text: 'Ann rolls.' } as unknown as GameEvent

    // A new table shows what is: no sounds for what happened before it appeared.
    queue = [rolled]
    await canvas.create(scene(feedOf(1)))
    expect(played).not.toHaveBeenCalled()

    // The next batch plays now (nothing is running), and is told.
    queue = [rolled, rolled]
    await canvas.update(scene(feedOf(2)))
    expect(played).toHaveBeenLastCalledWith([rolled, rolled], 0)

    // A batch behind animations still running starts when they end.
    rig.timelineEnd = tweens.now + 1.5
    queue = [rolled]
    await canvas.update(scene(feedOf(3)))
    expect(played).toHaveBeenLastCalledWith([rolled], 1.5)

    // Skipped animations still make their sounds, at once.
    queue = [rolled]
    await canvas.update(scene(feedOf(4, true)))
    expect(played).toHaveBeenLastCalledWith([rolled], 0)
    expect(played).toHaveBeenCalledTimes(3)

    // A batch with nothing in it is not told.
    await canvas.update(scene(feedOf(5)))
    expect(played).toHaveBeenCalledTimes(3)
  })

  it('frames the preset it is given, and moves by itself only while following the action', async () => {
    const tweens = new TweenSystem()
    const rig = (prefs: TablePrefs, followKey: number) =>
      table(
        tweens,
        prefs,
        <>
          <CameraRig camera={DEFAULT_CAMERA} followKey={followKey} />
        </>,
      )
    const still = { ...DEFAULT_TABLE_PREFS, reducedMotion: true }
    await canvas.create(rig(still, 0))
    const camera = canvas.state()?.camera
    expect(camera).toBeDefined()
    if (!camera) return
    const framed = camera.position.clone()
    // The player orbits away, then the action comes to them: following it, the camera comes back
    // (at once, with reduced motion).
    camera.position.set(5, 5, 5)
    await canvas.update(rig(still, 1))
    expect(camera.position.distanceTo(framed)).toBeLessThan(1e-6)
    // Not following it, the camera stays where the player put it.
    camera.position.set(5, 5, 5)
    await canvas.update(rig({ ...still, followAction: false }, 2))
    expect(camera.position.toArray()).toEqual([5, 5, 5])
    // Turning following back on does not move it by itself; the next time the action comes does.
    await canvas.update(rig(still, 2))
    expect(camera.position.toArray()).toEqual([5, 5, 5])
    await canvas.update(rig(still, 3))
    expect(camera.position.distanceTo(framed)).toBeLessThan(1e-6)
  })
})
