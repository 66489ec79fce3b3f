/**
 * The kit's director builder (renderer/table/directorShots): a game gives its presets, where each
 * seat is and the cut each event deserves, and directorFrom makes the DirectorRules the stream
 * page's director runs on.
 */
import { describe, expect, it } from 'vitest'
import type { Seat } from '../../../engine/core/types'
import type { CameraPreset, Vec3 } from '../../../renderer/table/cameraPresets'
import {
  CLOSE_FRAMING,
  cutTo,
  cutToSeat,
  directorFrom,
  shotAt,
  shotBetween,
  type Framing,
} from '../../../renderer/table/directorShots'

type Event =
  | { readonly type: 'bitten'; readonly text: string; readonly seat: Seat; readonly zombie: Seat }
  | { readonly type: 'died'; readonly text: string; readonly seat: Seat }
  | { readonly type: 'crash'; readonly text: string }
  | { readonly type: 'rolled'; readonly text: string; readonly seat: Seat }

interface View {
  readonly seats: number
  readonly turn: Seat | null
}

const OVERVIEW: CameraPreset = { position: [0, 10, 10], target: [0, 0, 0], fov: 40 }
const PILES: CameraPreset = { position: [5, 8, 8], target: [5, 0, 0], fov: 40 }
const place = (view: View, seat: Seat): Vec3 | null => (seat < view.seats ? [seat * 3, 0, 1] : null)
const view: View = { seats: 3, turn: 1 }

const spec = {
  presets: [{ label: 'Overview', shot: OVERVIEW }],
  seatPlace: place,
  events: {
    bitten: (e: { seat: Seat; zombie: Seat }, at: { between(a: Seat, b: Seat): CameraPreset | null }) =>
      cutTo(at.between(e.zombie, e.seat), 4),
    died: cutToSeat<View>(5),
    crash: () => cutTo(PILES, 2),
  },
  activeSeat: (v: View) => v.turn,
}

describe('directorFrom', () => {
  const rules = directorFrom<Event, View>(spec)

  it('frames a seat’s place (a medium close-up unless the game frames it), none for a seat not there', () => {
    expect(rules.seatShot(view, 2)).toEqual(shotAt([6, 0, 1], CLOSE_FRAMING))
    expect(rules.seatShot(view, 5)).toBeNull()
    const wide: Framing = { distance: 9, elevation: 1, fov: 45 }
    expect(directorFrom<Event, View>({ ...spec, seatFraming: wide }).seatShot(view, 1)).toEqual(
      shotAt([3, 0, 1], wide),
    )
  })

  it('cuts to each event as its game says: two seats, one seat, a fixed shot; others not at all', () => {
    expect(rules.eventShot({ type: 'bitten', seat: 0, zombie: 2, text: '' }, view)).toEqual({
      shot: shotBetween([6, 0, 1], [0, 0, 1], CLOSE_FRAMING),
      priority: 4,
    })
    expect(rules.eventShot({ type: 'died', seat: 1, text: '' }, view)).toEqual({
      shot: rules.seatShot(view, 1),
      priority: 5,
    })
    expect(rules.eventShot({ type: 'crash', text: '' }, view)).toEqual({ shot: PILES, priority: 2 })
    expect(rules.eventShot({ type: 'rolled', seat: 1, text: '' }, view)).toBeNull()
    expect(rules.eventShot({ type: 'toString', text: '' } as never, view)).toBeNull()
  })

  it('makes no cut to a place that is not on the table', () => {
    expect(rules.eventShot({ type: 'died', seat: 7, text: '' }, view)).toBeNull()
    expect(rules.eventShot({ type: 'bitten', seat: 0, zombie: 7, text: '' }, view)).toBeNull()
    expect(cutTo(null, 3)).toBeNull()
  })

  it('keeps the presets, and whose turn it is when the game says', () => {
    expect(rules.presets).toBe(spec.presets)
    expect(rules.activeSeat?.(view, [0])).toBe(1)
    expect(directorFrom<Event, View>({ ...spec, activeSeat: undefined }).activeSeat).toBeUndefined()
  })
})
