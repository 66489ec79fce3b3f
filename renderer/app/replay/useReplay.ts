/**
 * The replay screen's state: the replay opened from the host, the action and viewpoint on show,
 * and playback. Each change asks the host for the table there (replay:show) and puts it in the
 * match store, so the table and HUD show it as they show live play: a step forward animates
 * through the event clock; anything else (a step back, a jump, a scrub) is a snapshot that snaps.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ReplayInfo, ReplayViewpoint } from '../../../electron/protocol/replay'
import type { TableBridge } from '../../bridge/bridge'
import type { ReplaySpeed } from '../../hud/ReplayBar'
import { useMatchStore } from '../../store/useMatchStore'
import { ask, messageOf } from '../request'

/** The pause after an action has played out on the table, at 1×. */
const STEP_PAUSE_MS = 700
/** From this speed on, playback snaps from action to action instead of animating each. */
const SNAP_FROM_SPEED = 4

export interface ReplayState {
  readonly info: ReplayInfo | null
  readonly problem: string | null
  readonly at: number
  readonly viewer: ReplayViewpoint
  readonly playing: boolean
  readonly speed: ReplaySpeed
  seek(at: number): void
  step(by: 1 | -1): void
  turn(by: 1 | -1): void
  setPlaying(playing: boolean): void
  setSpeed(speed: ReplaySpeed): void
  setViewer(viewer: ReplayViewpoint): void
}

export function useReplay(bridge: TableBridge, source: { slot: string } | { matchId: string }): ReplayState {
  const [info, setInfo] = useState<ReplayInfo | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [at, setAt] = useState(0)
  const [viewer, setViewerState] = useState<ReplayViewpoint>('spectator')
  const [playing, setPlayingState] = useState(false)
  const [speed, setSpeed] = useState<ReplaySpeed>(1)
  const asked = useRef(0)
  const sourceKey = 'slot' in source ? `slot:${source.slot}` : `match:${source.matchId}`

  // Open the replay; close it when the screen goes.
  useEffect(() => {
    let replayId: string | null = null
    let gone = false
    ask(bridge, 'replay:open', 'slot' in source ? { slot: source.slot } : { matchId: source.matchId }).then(
      (opened) => {
        if (gone) {
          void bridge.request('replay:close', { replayId: opened.replayId }).catch(() => undefined)
          return
        }
        replayId = opened.replayId
        setInfo(opened)
        // Open at the end: the result first, as a finished match was last seen.
        setAt(opened.length)
      },
      (err: unknown) => setProblem(messageOf(err)),
    )
    return () => {
      gone = true
      if (replayId !== null) void bridge.request('replay:close', { replayId }).catch(() => undefined)
      useMatchStore.getState().actions.follow(null)
      useMatchStore.getState().actions.clear()
    }
  }, [bridge, sourceKey])

  // Show the table at `at` as `viewer` saw it: animated one step forward, else a snapshot.
  const shown = useRef<{ at: number; viewer: ReplayViewpoint } | null>(null)
  useEffect(() => {
    if (info === null) return
    const before = shown.current
    shown.current = { at, viewer }
    const animate =
      before !== null && before.viewer === viewer && at === before.at + 1 && speed < SNAP_FROM_SPEED
    const ticket = ++asked.current
    ask(bridge, 'replay:show', {
      replayId: info.replayId,
      at,
      viewer,
      ...(animate ? { step: true } : {}),
    }).then(
      (update) => {
        // A newer request was made meanwhile (a scrub): its answer is the one to show.
        if (ticket !== asked.current && !animate) return
        const store = useMatchStore.getState().actions
        store.follow({ matchId: update.matchId, viewer: update.viewer })
        store.receive(update)
      },
      (err: unknown) => {
        setPlayingState(false)
        useMatchStore.getState().actions.setNotice(messageOf(err))
      },
    )
  }, [bridge, info, at, viewer, speed])

  // Playback: the next action once this one has played out on the table, after a pause.
  const landed = useMatchStore((s) => s.held.length === 0 && s.version === at)
  useEffect(() => {
    if (!playing || info === null) return
    if (at >= info.length) {
      setPlayingState(false)
      return
    }
    if (!landed) return
    const timer = setTimeout(() => setAt((a) => Math.min(a + 1, info.length)), STEP_PAUSE_MS / speed)
    return () => clearTimeout(timer)
  }, [playing, landed, at, speed, info])

  const clamp = useCallback((n: number) => Math.max(0, Math.min(n, info?.length ?? 0)), [info])
  const seek = useCallback((n: number) => setAt(clamp(n)), [clamp])
  const step = useCallback(
    (by: 1 | -1) => {
      setPlayingState(false)
      setAt((a) => clamp(a + by))
    },
    [clamp],
  )
  const turn = useCallback(
    (by: 1 | -1) => {
      if (info === null) return
      const starts = info.marks.filter((m) => m.kind === 'turn').map((m) => m.at)
      setAt((a) => {
        if (by === 1) return starts.find((s) => s > a) ?? info.length
        // Back to this turn's start, or (already there) the one before.
        const earlier = starts.filter((s) => s < a)
        return earlier[earlier.length - 1] ?? 0
      })
    },
    [info],
  )
  const setPlaying = useCallback(
    (on: boolean) => {
      // Play from the start when at the end.
      if (on && info !== null && at >= info.length) setAt(0)
      setPlayingState(on)
    },
    [info, at],
  )
  const setViewer = useCallback((next: ReplayViewpoint) => setViewerState(next), [])

  return { info, problem, at, viewer, playing, speed, seek, step, turn, setPlaying, setSpeed, setViewer }
}
