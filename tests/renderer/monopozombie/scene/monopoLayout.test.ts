/** The MonopoZombie board's layout maths: squares round the board, tokens fanned out, buildings. */
import { describe, expect, it } from 'vitest'
import { LOT_SQUARES, MONOPOZOMBIE } from '../../../../engine/games/monopozombie/data'
import type { PlayerView } from '../../../../engine/games/monopozombie/types'
import { Color, Matrix4, Vector3 } from 'three'
import {
  buildingPlacements,
  motionMatrix,
  motionPlace,
  motionShade,
} from '../../../../renderer/games/monopozombie/scene/Buildings'
import {
  BAND,
  BOARD_SIZE,
  CELL,
  CORNER,
  HALF,
  TOKEN_RADIUS,
  bandRect,
  boardBuildings,
  buildingPlaces,
  fanOffsets,
  squareRect,
  tokenPlaces,
  tokenZone,
  type Vec3,
} from '../../../../renderer/games/monopozombie/scene/layout'
import {
  WARNING_SIZE,
  lotMarkers,
  warningPlace,
} from '../../../../renderer/games/monopozombie/scene/LotMarkers'
import { monopoFixture } from '../../../e2e/harness/monopoFixture'
import { playerView } from '../../../e2e/harness/monopoFixture'

const dist = (a: Vec3, b: Vec3) => Math.hypot(a[0] - b[0], a[2] - b[2])

function player(seat: number, position: number, over: Partial<PlayerView> = {}): PlayerView {
  return playerView(seat, { name: `P${seat}`, position, lapped: true, ...over })
}

/** Whether a point lies inside a square's rectangle, `margin` in from its edges. */
function inside(index: number, p: Vec3, margin = 0): boolean {
  const r = squareRect(index)
  return (
    Math.abs(p[0] - r.x) <= r.width / 2 - margin + 1e-9 && Math.abs(p[2] - r.z) <= r.depth / 2 - margin + 1e-9
  )
}

describe('MonopoZombie board layout', () => {
  it('lays the 40 squares round the edge, clockwise from GO in the near right corner', () => {
    expect(BOARD_SIZE).toBeCloseTo(2 * CORNER + 9 * CELL)
    const go = squareRect(0)
    expect(go.x).toBeGreaterThan(0)
    expect(go.z).toBeGreaterThan(0)
    expect([squareRect(10).x, squareRect(10).z]).toEqual([-go.x, go.z])
    expect([squareRect(20).x, squareRect(20).z]).toEqual([-go.x, -go.z])
    expect([squareRect(30).x, squareRect(30).z]).toEqual([go.x, -go.z])
    // Play runs from GO to the left along the near edge: clockwise seen from above.
    expect(squareRect(1).x).toBeLessThan(go.x)
    expect(squareRect(1).z).toBeCloseTo(go.z)
    expect(squareRect(11).z).toBeLessThan(squareRect(10).z)
    let area = 0
    for (let i = 0; i < 40; i++) {
      const r = squareRect(i)
      area += r.width * r.depth
      // On the board, touching its outer edge, and next to the square before it.
      expect(Math.abs(r.x) + r.width / 2).toBeLessThanOrEqual(HALF + 1e-9)
      expect(Math.abs(r.z) + r.depth / 2).toBeLessThanOrEqual(HALF + 1e-9)
      expect(Math.max(Math.abs(r.x) + r.width / 2, Math.abs(r.z) + r.depth / 2)).toBeCloseTo(HALF)
      // Next to the square before it: aligned on one axis, touching along the other.
      const prev = squareRect((i + 39) % 40)
      const dx = Math.abs(r.x - prev.x)
      const dz = Math.abs(r.z - prev.z)
      if (dz < 1e-9) expect(dx).toBeCloseTo((r.width + prev.width) / 2)
      else {
        expect(dx).toBeLessThan(1e-9)
        expect(dz).toBeCloseTo((r.depth + prev.depth) / 2)
      }
    }
    // The ring of squares covers the board except its 9 × 9 middle, without overlaps.
    expect(area).toBeCloseTo(BOARD_SIZE * BOARD_SIZE - 81 * CELL * CELL)
    expect(squareRect(41)).toEqual(squareRect(1))
  })

  it('puts colour bands at the inner end of streets and buildings on them', () => {
    for (const sq of MONOPOZOMBIE.squares.filter((s) => s.kind === 'street')) {
      const band = bandRect(sq.index)
      const r = squareRect(sq.index)
      expect(Math.min(band.width, band.depth)).toBeCloseTo(BAND)
      // Nearer the middle of the board than the square's centre.
      expect(Math.hypot(band.x, band.z)).toBeLessThan(Math.hypot(r.x, r.z))
      for (let level = 1; level <= 5; level++) {
        const placed = buildingPlaces(sq.index, level)
        expect(placed).toHaveLength(level === 5 ? 1 : level)
        for (const { position } of placed) {
          expect(Math.abs(position[0] - band.x)).toBeLessThanOrEqual(band.width / 2)
          expect(Math.abs(position[2] - band.z)).toBeLessThanOrEqual(band.depth / 2)
        }
        const spots = new Set(placed.map((p) => p.position.join(',')))
        expect(spots.size).toBe(placed.length)
      }
    }
    expect(buildingPlaces(1, 0)).toEqual([])
  })

  it('counts houses and hotels from the lots, and adds the bank’s stock', () => {
    const full = monopoFixture('full')
    const onBoard = boardBuildings(full.lots)
    expect(onBoard.houses).toHaveLength(32)
    expect(onBoard.hotels).toHaveLength(12)
    expect(full.lots).toHaveLength(LOT_SQUARES.length)
    const mid = monopoFixture('mid')
    const levels = mid.lots.reduce((s, l) => s + (l.level < 5 ? l.level : 0), 0)
    const hotels = mid.lots.filter((l) => l.level === 5).length
    const all = buildingPlacements(mid.lots, mid.bankHouses, mid.bankHotels)
    expect(all.houses).toHaveLength(levels + mid.bankHouses)
    expect(all.hotels).toHaveLength(hotels + mid.bankHotels)
    expect(levels + mid.bankHouses).toBe(32)
  })

  it('puts an occupied lot’s warning sign on its square, in front of its tokens, once per lot', () => {
    const mid = monopoFixture('mid')
    expect(lotMarkers(mid.lots, mid.players, [16, 5, 16, 99]).occupied).toEqual([5, 16])
    for (const square of [1, 16, 24, 37]) {
      const r = squareRect(square)
      const [x, , z] = warningPlace(square)
      // Wholly on the square, clear of the colour band.
      expect(Math.abs(x - r.x)).toBeLessThan(r.width / 2 - WARNING_SIZE / 2)
      expect(Math.abs(z - r.z)).toBeLessThan(r.depth / 2 - WARNING_SIZE / 2)
      const band = bandRect(square)
      const apart = Math.max(
        Math.abs(x - band.x) - band.width / 2 - WARNING_SIZE / 2,
        Math.abs(z - band.z) - band.depth / 2 - WARNING_SIZE / 2,
      )
      expect(apart).toBeGreaterThanOrEqual(0)
      // Nearer the viewer than where a lone token stands, and off to its side.
      const token = tokenZone(square)
      expect(z).toBeGreaterThan(token[2])
      expect(Math.hypot(x - token[0], z - token[2])).toBeGreaterThan(TOKEN_RADIUS + WARNING_SIZE / 2)
    }
  })

  it('moves a building in or out: grown from nothing, slumped flat and grey, lifted away', () => {
    const at = motionPlace({ square: 3, kind: 'house', slot: 2, style: 'pop', t: -1 })
    expect(at).toEqual(buildingPlaces(3, 3)[2])
    expect(motionPlace({ square: 39, kind: 'hotel', slot: 0, style: 'crumble', t: -1 })).toEqual(
      buildingPlaces(39, 5)[0],
    )
    const scaleOf = (style: 'pop' | 'crumble' | 'lift', t: number) =>
      new Vector3().setFromMatrixScale(motionMatrix(new Matrix4(), at, style, t))
    // Waiting: a new building is not there yet; one going away still stands.
    expect(scaleOf('pop', -1).y).toBe(0)
    expect(scaleOf('crumble', -1).y).toBeCloseTo(1)
    expect(scaleOf('lift', -1).y).toBeCloseTo(1)
    // Popping up overshoots a little, then stands at its full size.
    expect(Math.max(...[0.5, 0.6, 0.7, 0.8].map((t) => scaleOf('pop', t).y))).toBeGreaterThan(1)
    expect(scaleOf('pop', 1).y).toBeCloseTo(1)
    // Crumbling: a low, wide heap, then nothing.
    const heap = scaleOf('crumble', 0.75)
    expect(heap.y).toBeLessThan(0.4)
    expect(heap.x).toBeGreaterThan(1.2)
    expect(scaleOf('crumble', 1).y).toBeLessThan(0.01)
    expect(scaleOf('lift', 1).y).toBeLessThan(0.01)
    const grey = motionShade(new Color(), 'crumble', 1)
    expect(grey.r).toBeLessThan(0.6)
    expect(motionShade(new Color(), 'pop', 0.5).getHexString()).toBe('ffffff')
  })

  it('fans out tokens sharing a square so that none hides another', () => {
    for (let n = 1; n <= 8; n++) {
      const offsets = fanOffsets(n)
      expect(offsets).toHaveLength(n)
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          const [a0, a1] = offsets[i] ?? [0, 0]
          const [b0, b1] = offsets[j] ?? [0, 0]
          expect(Math.hypot(a0 - b0, a1 - b1)).toBeGreaterThanOrEqual(2 * TOKEN_RADIUS - 1e-9)
        }
      }
    }
    expect(fanOffsets(0)).toEqual([])
    for (const square of [0, 5, 10, 17, 24, 30, 39]) {
      const players = Array.from({ length: 8 }, (_, seat) => player(seat, square))
      const places = tokenPlaces(players)
      expect(places.map((p) => p.seat)).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
      for (const a of places) {
        expect(inside(square, a.position, TOKEN_RADIUS * 0.5)).toBe(true)
        for (const b of places) {
          if (a.seat < b.seat)
            expect(dist(a.position, b.position)).toBeGreaterThanOrEqual(2 * TOKEN_RADIUS - 1e-9)
        }
      }
    }
    // One token stands in its square's token zone.
    expect(tokenPlaces([player(0, 24)])[0]?.position).toEqual(tokenZone(24))
  })

  it('keeps the jailed apart from visitors, and shows no token for an eliminated player', () => {
    const places = tokenPlaces([
      player(0, 10, { inJail: true }),
      player(1, 10),
      player(2, 10, { zombie: true }),
      player(3, 10, { inJail: true }),
      player(4, 12, { eliminated: true }),
    ])
    expect(places.map((p) => p.seat)).toEqual([0, 1, 2, 3])
    const cell = tokenZone(10, true)
    const at = (seat: number) => places.find((p) => p.seat === seat)?.position ?? [99, 0, 99]
    // The jailed are in the cell (the corner's inner part), visitors along its outer edges.
    for (const seat of [0, 3]) expect(dist(at(seat), cell)).toBeLessThan(0.4)
    for (const seat of [1, 2]) expect(dist(at(seat), cell)).toBeGreaterThan(0.55)
    for (const p of places) expect(inside(10, p.position)).toBe(true)
  })
})
