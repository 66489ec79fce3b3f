/**
 * How a game's table animates, as data the kit's TableAnimator runs: show a table as it is, or play
 * a batch of events over the new view, each event mapped to its tweens in slots of one timeline.
 */
import type { GameEvent, Seat } from '../../engine/core/types'
import type { TweenSystem } from './animation'
import type { TableRig } from './tableRig'
import { Timeline } from './timeline'

/** One batch being played: the rig, the new view, the viewer and the batch's timeline. */
export interface Moment<V, R> {
  readonly rig: R
  readonly view: V
  /** The viewer's seat (their own cards fly face up); null for a spectator. */
  readonly me: Seat | null
  readonly line: Timeline
}

/**
 * A game's animation as data: each event type's tweens, given a stage (the batch's moment with the
 * game's places worked out once), with optional steps before and after the batch's events.
 */
export interface Choreography<V, E extends { readonly type: string }, R extends TableRig, S = Moment<V, R>> {
  /** Shows a new table as it is, after the running tweens were finished and the rig reset. */
  show?(view: V, rig: R): void
  /** What each event's tweens are given for one batch. */
  stage(moment: Moment<V, R>): S
  /** Runs before the batch's events (there may be none): pieces nothing animates settle, say. */
  before?(events: readonly E[], stage: S): void
  /** Each event type's tweens, played in the batch's order. */
  readonly tweens: EventTweens<E, S>
  /** Runs after the batch's events are scheduled. */
  after?(stage: S): void
}

/** Each event type's tweens (an event type left out shows nothing). */
export type EventTweens<E extends { readonly type: string }, M> = {
  readonly [K in E['type']]?: (event: Extract<E, { readonly type: K }>, moment: M, index: number) => void
}

/** Runs each event's tweens, in order. */
export function playEach<E extends { readonly type: string }, M>(
  events: readonly E[],
  tweensFor: EventTweens<E, M>,
  moment: M,
): void {
  events.forEach((event, index) => {
    const play = tweensFor[event.type as E['type']] as ((e: E, moment: M, index: number) => void) | undefined
    play?.(event, moment, index)
  })
}

/** What a batch is played on: the rig, the table's tweens, the new view and the viewer. */
export interface BatchScene<V, R> {
  readonly rig: R
  readonly tweens: TweenSystem
  readonly view: V
  readonly me?: Seat | null
}

/**
 * Plays one batch, as the wire brings it, on its own timeline (what TableAnimator does for each
 * batch; tests call it too). The host sends the events of the game whose view this is, so they are
 * the choreography's union.
 */
export function playBatch<V, E extends { readonly type: string }, R extends TableRig, S>(
  choreography: Choreography<V, E, R, S>,
  events: readonly GameEvent[],
  scene: BatchScene<V, R>,
): void {
  const line = new Timeline(scene.tweens, scene.rig)
  const stage = choreography.stage({ rig: scene.rig, view: scene.view, me: scene.me ?? null, line })
  const batch = events as readonly unknown[] as readonly E[]
  choreography.before?.(batch, stage)
  playEach(batch, choreography.tweens, stage)
  choreography.after?.(stage)
  line.close()
  scene.rig.touch()
}

/** Shows a table as it is: the running tweens jump to their end and the rig starts afresh. */
export function showAsItIs<V, E extends { readonly type: string }, R extends TableRig, S>(
  choreography: Choreography<V, E, R, S>,
  view: V,
  rig: R,
  tweens: TweenSystem,
): void {
  tweens.finishAll()
  rig.reset()
  choreography.show?.(view, rig)
  rig.touch()
}
