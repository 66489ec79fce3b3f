import { seatMark } from '../table/seatMarks'

export interface SeatMarkIconProps {
  readonly seat: number
  /** Size in CSS pixels (default: the text's height). */
  readonly size?: number | string
}

/** A seat's mark as a small filled shape in the text's colour, named in a tooltip. */
export function SeatMarkIcon({ seat, size = '0.95em' }: SeatMarkIconProps) {
  const mark = seatMark(seat)
  // SVG's y runs down: the marks' y runs up.
  const points = mark.points.map(([x, y]) => `${x.toFixed(3)},${(-y).toFixed(3)}`).join(' ')
  return (
    <span className="hud-seat-mark" title={`Seat mark: ${mark.name}`} data-mark={mark.name}>
      <svg width={size} height={size} viewBox="-1.1 -1.1 2.2 2.2" aria-hidden="true" focusable="false">
        <polygon points={points} fill="currentColor" />
      </svg>
    </span>
  )
}
