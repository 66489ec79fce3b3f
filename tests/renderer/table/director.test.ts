/**
 * The stream director's timing (issue 12): the first shot, the minimum hold, the most important
 * waiting shot winning, back to the active seat after an event, the overview between turns,
 * speed-limited glides, cuts under reduced motion, the hotkey presets and 0 back to the director,
 * and rest after the last move. All on fake time: every step is given its `nowMs`.
 */
import { describe, expect, it } from 'vitest'
import type { GameEvent, Seat } from '../../../engine/core/types'
import {
  MAX_ANGULAR_SPEED,
  MAX_GLIDE_MS,
  MAX_LINEAR_SPEED,
  MIN_GLIDE_MS,
  angleBetween,
  cameraAt,
  glideMs,
  viewDirection,
  type CameraMove,
} from '../../../renderer/table/cameraGlide'
import type { CameraPreset } from '../../../renderer/table/cameraPresets'
import {
  MIN_HOLD_MS,
  TURN_OVERVIEW_HOLD_MS,
  atRest,
  initialDirector,
  nextShot,
  wakeAt,
  type DirectorInput,
  type DirectorRules,
  type DirectorState,
} from '../../../renderer/table/director'
import { shotAt } from '../../../renderer/table/directorShots'

/** A toy table: seats in a row along x, events naming a seat and a priority. */
interface ToyView {
  readonly turn: Seat
}

const OVERVIEW: CameraPreset = { position: [0, 16, 11], target: [0, 0, 0], fov: 40 }
const seatCamera = (seat: Seat) => shotAt([(seat - 1.5) * 3, 0, 2])
const eventCamera = (seat: Seat) => shotAt([(seat - 1.5) * 3, 0, -2], { distance: 5, elevation: 1, fov: 38 })

const rules: DirectorRules<ToyView> = {
  presets: [
    { label: 'Overview', shot: OVERVIEW },
    { label: 'Left', shot: shotAt([-5, 0, 0]) },
    { label: 'Right', shot: shotAt([5, 0, 0]) },
  ],
  seatShot: (_view, seat) => (seat < 4 ? seatCamera(seat) : null),
  eventShot: (event) =>
    typeof event['priority'] === 'number' && event.seat !== undefined
      ? { shot: eventCamera(event.seat), priority: event['priority'] }
      : null,
  activeSeat: (view) => view.turn,
}

function hit(seat: Seat, priority: number): GameEvent {
  return { type: `hit${priority}`, text: 'Something happens.', seat, priority }
}

/** Drives a director on fake time, as the rig does on timers. */
class Run {
  s: DirectorState<ToyView> = initialDirector<ToyView>()
  now = 0
  constructor(reducedMotion = false) {
    this.s = initialDirector<ToyView>(reducedMotion)
  }
  send(input: DirectorInput<ToyView>): this {
    this.s = nextShot(rules, this.s, input, this.now)
    return this
  }
  at(ms: number): this {
    this.now = ms
    return this.send({ type: 'tick' })
  }
  /** Jumps to the next wake-up, if any. */
  wake(): this {
    const w = wakeAt(rules, this.s)
    if (w === null) throw new Error('the director does not wake up')
    return this.at(w)
  }
  turn(seat: Seat): this {
    return this.send({ type: 'view', view: { turn: seat }, toAct: [seat] })
  }
  get name(): string | null {
    return this.s.shot?.name ?? null
  }
  get move(): CameraMove {
    if (!this.s.move) throw new Error('no move')
    return this.s.move
  }
  /** Wakes at `ms`: shows `held` until then, and from then `next`, on its way to `camera`. */
  holdsUntil(ms: number, held: string, next: string, camera: CameraPreset): void {
    expect(wakeAt(rules, this.s)).toBe(ms)
    this.at(ms - 1)
    expect(this.name).toBe(held)
    this.at(ms)
    expect(this.name).toBe(next)
    expect(this.move.to).toEqual(camera)
  }
  /** When the camera arrives at the shot now shown. */
  get arrives(): number {
    return this.move.startMs + this.move.durationMs
  }
}

/** A run that has settled on seat `seat`'s shot (after the opening overview). */
function onSeat(seat: Seat, reducedMotion = false): Run {
  const run = new Run(reducedMotion).turn(seat)
  run.wake()
  expect(run.name).toBe(`seat ${seat}`)
  return run
}

describe('director: the opening', () => {
  it('cuts to the overview at the first view, holds it, then glides to the active seat', () => {
    const run = new Run().turn(2)
    expect(run.name).toBe('overview')
    expect(run.move.durationMs).toBe(0)
    expect(run.move.from).toBeNull()

    run.holdsUntil(TURN_OVERVIEW_HOLD_MS, 'overview', 'seat 2', seatCamera(2))
    expect(run.move.durationMs).toBeGreaterThanOrEqual(MIN_GLIDE_MS)
    expect(run.move.from).toEqual(OVERVIEW)
  })

  it('has nothing to show before a view, and ignores events without one', () => {
    const run = new Run().send({ type: 'events', events: [hit(1, 3)] })
    expect(run.s.shot).toBeNull()
    expect(run.s.pending).toBeNull()
    expect(atRest(rules, run.s, 0)).toBe(true)
  })
})

describe('director: holds and priorities', () => {
  it('holds a shot its minimum time after arriving: an event asked for sooner waits', () => {
    const run = onSeat(0)
    const holdEnds = run.arrives + MIN_HOLD_MS
    expect(run.s.holdUntilMs).toBe(holdEnds)

    run.at(run.arrives + 100).send({ type: 'events', events: [hit(3, 2)] })
    expect(run.name).toBe('seat 0')
    run.holdsUntil(holdEnds, 'seat 0', 'event hit2', eventCamera(3))
  })

  it('cuts to an event at once when the current shot has been held long enough', () => {
    const run = onSeat(0)
    const later = run.s.holdUntilMs + 5000
    run.at(later)
    expect(atRest(rules, run.s, later)).toBe(true)
    run.send({ type: 'events', events: [hit(2, 1)] })
    expect(run.name).toBe('event hit1')
    expect(run.move.startMs).toBe(later)
  })

  it('of the shots waiting, the most important wins (the newer of equals)', () => {
    const run = onSeat(0)
    const t = run.arrives + 10
    run.at(t).send({ type: 'events', events: [hit(1, 2)] })
    run.send({ type: 'events', events: [hit(2, 5)] })
    run.send({ type: 'events', events: [hit(3, 4)] }) // less important: dropped
    expect(run.s.pending?.name).toBe('event hit5')
    expect(run.s.pending?.camera).toEqual(eventCamera(2))

    run.send({ type: 'events', events: [hit(3, 5)] }) // as important and newer: replaces it
    expect(run.s.pending?.camera).toEqual(eventCamera(3))

    run.wake()
    expect(run.name).toBe('event hit5')
    expect(run.move.to).toEqual(eventCamera(3))
  })

  it('picks the most important event of a batch', () => {
    const run = onSeat(0)
    run.at(run.s.holdUntilMs).send({ type: 'events', events: [hit(1, 1), hit(2, 6), hit(3, 2)] })
    expect(run.move.to).toEqual(eventCamera(2))
  })

  it('goes back to the active seat once the event shot has been held', () => {
    const run = onSeat(1)
    run.at(run.s.holdUntilMs).send({ type: 'events', events: [hit(3, 2)] })
    expect(run.name).toBe('event hit2')
    run.holdsUntil(run.arrives + MIN_HOLD_MS, 'event hit2', 'seat 1', seatCamera(1))
  })

  it('an event where the camera already is counts as shown', () => {
    const same: DirectorRules<ToyView> = { ...rules, eventShot: () => ({ shot: seatCamera(0), priority: 3 }) }
    let s = nextShot(same, initialDirector<ToyView>(), { type: 'view', view: { turn: 0 }, toAct: [0] }, 0)
    s = nextShot(same, s, { type: 'tick' }, TURN_OVERVIEW_HOLD_MS)
    const moves = s.move?.id
    s = nextShot(same, s, { type: 'events', events: [hit(0, 3)] }, TURN_OVERVIEW_HOLD_MS + 10)
    expect(s.pending).toBeNull()
    expect(s.move?.id).toBe(moves)
  })
})

describe('director: turns', () => {
  it('pulls back to the overview when the turn passes, holds it, then frames the new seat', () => {
    const run = onSeat(0)
    const t = run.s.holdUntilMs + 1000
    run.at(t).turn(2)
    expect(run.name).toBe('overview')
    expect(run.move.startMs).toBe(t)
    const overviewEnds = run.arrives + TURN_OVERVIEW_HOLD_MS
    expect(wakeAt(rules, run.s)).toBe(overviewEnds)
    run.at(overviewEnds)
    expect(run.name).toBe('seat 2')
  })

  it('a turn passing during a hold waits for it, then still shows the overview first', () => {
    const run = onSeat(0)
    const hold = run.s.holdUntilMs
    run.at(run.arrives + 10).turn(1)
    expect(run.name).toBe('seat 0')
    run.at(hold)
    expect(run.name).toBe('overview')
    run.wake()
    expect(run.name).toBe('seat 1')
  })

  it('an event at the turn change comes first, then the overview, then the new seat', () => {
    const run = onSeat(0)
    run.at(run.s.holdUntilMs + 10)
    run.send({ type: 'events', events: [hit(0, 4)] }).turn(3)
    expect(run.name).toBe('event hit4')
    run.wake()
    expect(run.name).toBe('overview')
    run.wake()
    expect(run.name).toBe('seat 3')
  })

  it('turns passing quickly while the overview is up do not keep it up: the latest seat follows', () => {
    const run = onSeat(0)
    run.at(run.s.holdUntilMs).turn(1)
    expect(run.name).toBe('overview')
    const overviewEnds = run.s.holdUntilMs
    run.at(run.arrives + 100).turn(2)
    run.at(run.arrives + 200).turn(3)
    expect(wakeAt(rules, run.s)).toBe(overviewEnds)
    run.at(overviewEnds)
    expect(run.name).toBe('seat 3')
  })

  it('the same seat asked again is no turn change', () => {
    const run = onSeat(2)
    run.at(run.s.holdUntilMs + 10).turn(2)
    expect(run.name).toBe('seat 2')
    expect(run.s.turnBreak).toBe(false)
  })

  it('a seat the rules cannot frame, or nobody to act, shows the overview', () => {
    const run = onSeat(1)
    run.at(run.s.holdUntilMs + 10).send({ type: 'view', view: { turn: 9 }, toAct: [] })
    expect(run.name).toBe('overview')
  })
})

describe('director: glides', () => {
  const far = shotAt([6, 0, -4], { distance: 6, elevation: 1, fov: 36 })

  it('a longer way takes longer, never under the shortest glide', () => {
    const near = shotAt([0.5, 0, 0])
    const mid = shotAt([3, 0, 0])
    const farther = shotAt([8, 0, 0])
    const origin = shotAt([0, 0, 0])
    expect(glideMs(origin, origin)).toBe(0)
    expect(glideMs(origin, near)).toBe(MIN_GLIDE_MS)
    expect(glideMs(origin, mid)).toBeLessThan(glideMs(origin, farther))
  })

  it.each([
    ['overview to a seat', OVERVIEW, seatCamera(0)],
    ['across the table', seatCamera(0), seatCamera(3)],
    ['a seat to a close event', seatCamera(3), eventCamera(0)],
    ['a swing round', OVERVIEW, far],
  ])('%s: neither the camera, its target nor its view turns faster than the limits', (_, from, to) => {
    const move: CameraMove = { id: 1, from, to, startMs: 0, durationMs: glideMs(from, to) }
    const step = 5
    let before = cameraAt(move, 0)
    let fastest = 0
    let turning = 0
    for (let t = step; t <= move.durationMs; t += step) {
      const now = cameraAt(move, t)
      const dp = Math.hypot(...now.position.map((v, i) => v - (before.position[i] ?? 0)))
      const dt = Math.hypot(...now.target.map((v, i) => v - (before.target[i] ?? 0)))
      fastest = Math.max(fastest, Math.max(dp, dt) / (step / 1000))
      turning = Math.max(turning, angleBetween(viewDirection(before), viewDirection(now)) / (step / 1000))
      before = now
    }
    expect(fastest).toBeLessThanOrEqual(MAX_LINEAR_SPEED * 1.01)
    expect(turning).toBeLessThanOrEqual(MAX_ANGULAR_SPEED * 1.01)
    // …and it does not dawdle either: one of the limits is nearly reached, or it is the shortest glide.
    expect(
      move.durationMs === MIN_GLIDE_MS ||
        fastest > MAX_LINEAR_SPEED * 0.9 ||
        turning > MAX_ANGULAR_SPEED * 0.8,
    ).toBe(true)
    expect(cameraAt(move, move.durationMs)).toEqual(to)
  })

  it('a new shot during a glide starts from where the camera is, not where it was going', () => {
    const run = onSeat(0)
    run.send({ type: 'preset', preset: 2 })
    const midway = run.move.startMs + run.move.durationMs / 2
    const there = cameraAt(run.move, midway)
    run.at(midway).send({ type: 'preset', preset: 1 })
    expect(run.move.from).toEqual(there)
  })

  it('a way too long to glide within the limits is a cut', () => {
    const distant = shotAt([60, 0, -60])
    expect(glideMs(seatCamera(0), distant)).toBeGreaterThan(MAX_GLIDE_MS)
    const wide: DirectorRules<ToyView> = { ...rules, eventShot: () => ({ shot: distant, priority: 1 }) }
    let s = nextShot(wide, initialDirector<ToyView>(), { type: 'view', view: { turn: 0 }, toAct: [0] }, 0)
    s = nextShot(wide, s, { type: 'tick' }, TURN_OVERVIEW_HOLD_MS)
    expect(s.move?.durationMs).toBeGreaterThan(0)
    const later = s.holdUntilMs
    s = nextShot(wide, s, { type: 'events', events: [hit(0, 1)] }, later)
    expect(s.move?.to).toEqual(distant)
    expect(s.move?.durationMs).toBe(0)
  })

  it('reduced motion cuts every move', () => {
    const run = onSeat(0, true)
    expect(run.move.durationMs).toBe(0)
    run.at(run.s.holdUntilMs).send({ type: 'events', events: [hit(3, 2)] })
    expect(run.name).toBe('event hit2')
    expect(run.move.durationMs).toBe(0)
    run.send({ type: 'preset', preset: 1 })
    expect(run.move.durationMs).toBe(0)
    // Still held its minimum time.
    expect(run.s.holdUntilMs).toBe(run.now + MIN_HOLD_MS)
  })

  it('reduced motion switched on later cuts the next move', () => {
    const run = onSeat(0)
    run.send({ type: 'reducedMotion', reduced: true })
    run.at(run.s.holdUntilMs).send({ type: 'events', events: [hit(3, 2)] })
    expect(run.move.durationMs).toBe(0)
  })
})

describe('director: hotkeys', () => {
  it('a preset shows at once, even during a hold, and holds until 0 hands back to the director', () => {
    const run = onSeat(0)
    const t = run.arrives + 10
    run.at(t).send({ type: 'preset', preset: 1 })
    expect(run.s.shot?.kind).toBe('preset')
    expect(run.name).toBe('preset 2 Left')
    expect(run.move.startMs).toBe(t)
    expect(run.move.to).toEqual(rules.presets[1]?.shot)

    // Events and turns do not move a preset.
    run
      .at(t + 100_000)
      .send({ type: 'events', events: [hit(3, 9)] })
      .turn(2)
    expect(run.name).toBe('preset 2 Left')
    expect(wakeAt(rules, run.s)).toBeNull()
    expect(atRest(rules, run.s, run.now)).toBe(true)

    // 0: back to whoever's turn it is, at once (what happened meanwhile is old news).
    run.send({ type: 'preset', preset: null })
    expect(run.s.preset).toBeNull()
    expect(run.name).toBe('seat 2')
    expect(run.move.startMs).toBe(run.now)
  })

  it('key 1 is the overview preset; a preset past the game’s list changes nothing', () => {
    const run = onSeat(0)
    run.send({ type: 'preset', preset: 0 })
    expect(run.move.to).toEqual(OVERVIEW)
    const before = run.s
    run.send({ type: 'preset', preset: 3 })
    expect(run.s).toBe(before)
  })

  it('0 while the director already decides changes nothing', () => {
    const run = onSeat(0)
    const before = run.s
    run.send({ type: 'preset', preset: null })
    expect(run.s).toBe(before)
  })
})

describe('director: rest', () => {
  it('is at rest only once the last glide has ended and nothing waits', () => {
    const run = onSeat(0)
    expect(atRest(rules, run.s, run.move.startMs)).toBe(false)
    expect(atRest(rules, run.s, run.arrives - 1)).toBe(false)
    expect(atRest(rules, run.s, run.arrives)).toBe(true)
    expect(wakeAt(rules, run.s)).toBeNull()

    // An event waiting for the hold: not at rest, a wake-up is due.
    run.at(run.arrives + 10).send({ type: 'events', events: [hit(2, 2)] })
    expect(atRest(rules, run.s, run.now)).toBe(false)
    run.wake()
    run.wake()
    expect(run.name).toBe('seat 0')
    expect(atRest(rules, run.s, run.arrives)).toBe(true)
    expect(wakeAt(rules, run.s)).toBeNull()
  })

  it('the overview while waiting for the first turn is at rest too', () => {
    const run = new Run().send({ type: 'view', view: { turn: 9 }, toAct: [] })
    expect(run.name).toBe('overview')
    expect(atRest(rules, run.s, 0)).toBe(true)
  })
})
