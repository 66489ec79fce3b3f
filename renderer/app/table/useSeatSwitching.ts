/**
 * Hot-seat at the table: follows the human seat that is to act, and puts up the curtain when the
 * table must pass to another person. The subscription changes only after they click.
 */
import { useCallback, useEffect, useMemo } from 'react'
import type { Seat, Viewer } from '../../../engine/core/types'
import type { TableBridge } from '../../bridge/bridge'
import { useMatchFields } from '../../store/useMatchStore'
import { useUiStore } from '../../store/useUiStore'
import { matchFeedOf } from './matchFeed'
import { gameUiFor } from '../../games'
import { planViewer } from './seatSwitching'

export interface SeatSwitching {
  /** The viewer whose view may be on screen; null while a viewer's first update is awaited. */
  readonly shown: Viewer | null
  /** The seat the table must pass to (the curtain is up: show nobody's cards), or null. */
  readonly curtainFor: Seat | null
  /** The next player took the table: follow their seat. */
  readonly passTable: () => void
}

/** Before anyone's seat is known, the table is watched as a spectator (it shows no hidden cards). */
const PROBE: Viewer = 'spectator'

/**
 * `epoch` changes when the connection to the host comes back: the viewer on show is subscribed
 * again (the host forgot every subscription of the lost connection) without leaving the table.
 */
export function useSeatSwitching(bridge: TableBridge, matchId: string, epoch = 0): SeatSwitching {
  const { seats, toAct, viewer, following, game } = useMatchFields(
    'seats',
    'toAct',
    'viewer',
    'following',
    'game',
  )
  const openInformation = gameUiFor(game)?.openInformation === true
  const ui = useUiStore((s) => s.actions)
  const feed = matchFeedOf(bridge)

  const goTo = useCallback(
    (to: Viewer) => {
      const from = feed.following
      if (from?.matchId === matchId && from.viewer === to) return
      ui.selectCard(null)
      void feed.follow(matchId, to)
    },
    [feed, matchId, ui],
  )

  // Open the match as the probe; on leaving, stop its updates.
  useEffect(() => {
    void feed.follow(matchId, PROBE)
    return () => feed.leave(matchId)
  }, [feed, matchId])

  useEffect(() => {
    if (epoch !== 0 && feed.following?.matchId === matchId) void feed.resubscribe()
  }, [feed, matchId, epoch])

  // Decided in render, so that no frame ever shows a view the plan is about to hide.
  const settled = following !== null && following.matchId === matchId && viewer === following.viewer
  const plan = useMemo(
    () => (settled ? planViewer(seats, toAct, viewer, openInformation) : null),
    [settled, seats, toAct, viewer, openInformation],
  )
  const curtainFor = plan?.kind === 'curtain' ? plan.to : null

  useEffect(() => {
    if (plan?.kind === 'switch') goTo(plan.to)
  }, [plan, goTo])

  const passTable = useCallback(() => {
    if (curtainFor !== null) goTo(curtainFor)
  }, [curtainFor, goTo])

  const shown = plan !== null && plan.kind !== 'switch' ? viewer : null
  return { shown, curtainFor, passTable }
}
