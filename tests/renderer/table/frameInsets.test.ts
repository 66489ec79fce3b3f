import { describe, expect, it } from 'vitest'
import { insetViewOffset } from '../../../renderer/table/frameInsets'
import { broadcastInsets, broadcastUnit } from '../../../renderer/hud/broadcastFrame'

/** Where a point of the camera's full picture (0..1 across and down) lands on the canvas, in px. */
function landsAt(
  offset: NonNullable<ReturnType<typeof insetViewOffset>>,
  u: number,
  v: number,
): [number, number] {
  return [u * offset.fullWidth - offset.x, v * offset.fullHeight - offset.y]
}

describe('framing the table inside what the overlay leaves free', () => {
  it('draws the whole picture, scaled as one, into the free rectangle, its middle at the rectangle’s', () => {
    const offset = insetViewOffset(1280, 720, { top: 60, right: 320, bottom: 100, left: 0 })!
    // The free rectangle is 960×560: the width limits the scale (960/1280 = 0.75).
    expect(offset.fullWidth / offset.fullHeight).toBeCloseTo(1280 / 720, 9)
    expect(offset.width).toBe(1280)
    expect(offset.height).toBe(720)
    const [left, top] = landsAt(offset, 0, 0)
    const [right, bottom] = landsAt(offset, 1, 1)
    expect(left).toBeCloseTo(0, 6)
    expect(right).toBeCloseTo(960, 6)
    expect((top + bottom) / 2).toBeCloseTo(60 + 560 / 2, 6)
    expect(bottom - top).toBeCloseTo(720 * 0.75, 6)
  })

  it('changes nothing without insets, and gives up where no room is left', () => {
    const plain = insetViewOffset(1920, 1080, { top: 0, right: 0, bottom: 0, left: 0 })!
    expect(plain).toEqual({ fullWidth: 1920, fullHeight: 1080, x: 0, y: 0, width: 1920, height: 1080 })
    expect(insetViewOffset(1280, 720, { top: 400, right: 0, bottom: 400, left: 0 })).toBeNull()
    expect(insetViewOffset(0, 0, { top: 0, right: 0, bottom: 0, left: 0 })).toBeNull()
  })
})

describe('what the broadcast overlay covers', () => {
  it('is sized as broadcast.css sizes it: 1/45 of the shorter side, at least 16px, times the text scale', () => {
    expect(broadcastUnit(1280, 720, 1)).toBeCloseTo(16, 2)
    expect(broadcastUnit(1920, 1080, 1)).toBeCloseTo(24, 1)
    expect(broadcastUnit(1920, 1080, 1.5)).toBeCloseTo(36, 1)
  })

  it('is the players’ column, the phase’s band and the log’s, each with its gap', () => {
    const at720 = broadcastInsets(1280, 720, 1, 4)
    expect(at720.right).toBeCloseTo(1280 * 0.24 + 16, 2)
    expect(at720.left).toBe(0)
    expect(at720.top).toBeGreaterThan(16 * 3)
    expect(at720.bottom).toBeCloseTo(5 * 1.2 * 16 + 0.6 * 16 + 16, 1)
    // No log shown: no band for it.
    expect(broadcastInsets(1280, 720, 1, 0).bottom).toBe(0)
    // A narrow page keeps the column at least 12em wide.
    expect(broadcastInsets(600, 720, 1, 4).right).toBeCloseTo(12 * 16 + 16, 1)
  })
})
