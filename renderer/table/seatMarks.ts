/**
 * Colour-blind seat marks: one shape per seat, the same on the table and in the HUD, so that seats
 * can be told apart without their colours. Shapes are outlines in a 2×2 box centred on 0 (y up),
 * drawn as SVG in the HUD and as flat meshes on the table.
 */

export interface SeatMark {
  /** Its name in words ("circle"), for a tooltip or a screen reader. */
  readonly name: string
  /** The character that looks like it (● ▲ ■ …), for plain text. */
  readonly glyph: string
  /** The outline, as points (x, y) in -1..1, y up; a circle is given as many points. */
  readonly points: readonly (readonly [number, number])[]
}

function regular(sides: number, rotation: number, radius = 1): [number, number][] {
  return Array.from({ length: sides }, (_, i) => {
    const a = rotation + (i * 2 * Math.PI) / sides
    return [radius * Math.cos(a), radius * Math.sin(a)] as [number, number]
  })
}

function star(points: number, outer: number, inner: number): [number, number][] {
  return Array.from({ length: points * 2 }, (_, i) => {
    const a = Math.PI / 2 + (i * Math.PI) / points
    const r = i % 2 === 0 ? outer : inner
    return [r * Math.cos(a), r * Math.sin(a)] as [number, number]
  })
}

const CROSS: [number, number][] = [
  [-0.3, 1],
  [0.3, 1],
  [0.3, 0.3],
  [1, 0.3],
  [1, -0.3],
  [0.3, -0.3],
  [0.3, -1],
  [-0.3, -1],
  [-0.3, -0.3],
  [-1, -0.3],
  [-1, 0.3],
  [-0.3, 0.3],
]

/** One mark per seat, seat 0 first (eight: the most seats any game has). */
export const SEAT_MARKS: readonly SeatMark[] = [
  { name: 'circle', glyph: '●', points: regular(32, 0, 0.9) },
  { name: 'triangle', glyph: '▲', points: regular(3, Math.PI / 2) },
  { name: 'square', glyph: '■', points: regular(4, Math.PI / 4, 1.2).map(([x, y]) => [x * 0.85, y * 0.85]) },
  { name: 'diamond', glyph: '◆', points: regular(4, Math.PI / 2) },
  { name: 'star', glyph: '★', points: star(5, 1, 0.45) },
  { name: 'cross', glyph: '✚', points: CROSS },
  { name: 'pentagon', glyph: '⬟', points: regular(5, Math.PI / 2) },
  { name: 'hexagon', glyph: '⬢', points: regular(6, Math.PI / 2) },
]

/** The mark of a seat (seats past the eighth take the marks again from the first). */
export function seatMark(seat: number): SeatMark {
  const n = SEAT_MARKS.length
  return SEAT_MARKS[((Math.trunc(seat) % n) + n) % n] as SeatMark
}

/** A seat's colour from a game's palette (seats past its end take its colours again from the first). */
export function seatColorFrom(palette: readonly string[]): (seat: number) => string {
  return (seat) => palette[seat % palette.length] ?? '#cccccc'
}
