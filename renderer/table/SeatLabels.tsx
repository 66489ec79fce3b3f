import type { Seat } from '../../engine/core/types'
import { textForBundledFont } from './fonts'
import { SeatMarkShape } from './SeatMarkShape'
import { useTablePrefs } from './tablePrefs'
import { TableText } from './TableText'

type Vec3 = readonly [number, number, number]

/** One seat's plate: where it lies and what it says (first line: the name, shouted). */
export interface SeatLabel {
  readonly seat: Seat
  readonly name: string
  /** What follows the name: the seat's state. */
  readonly state: string
  readonly position: Vec3
  /** The seat's own colour; the seats to act are lit white instead. */
  readonly color: string
}

export interface SeatLabelsProps {
  readonly labels: readonly SeatLabel[]
  readonly me: Seat | null
  readonly toAct: readonly Seat[]
  /** Between the name and the state: a new line or a separator. */
  readonly separator: string
  readonly fontSize: number
  readonly maxWidth: number
  readonly lineHeight?: number
  readonly outlined?: boolean
  /** Each plate's node is named `<nodeName>-<seat>` (tests and the camera find columns by it). */
  readonly nodeName?: string
}

/** The words of a seat's plate: who sits there ("(you)" for the viewer) and how they are doing. */
export function seatLabelText(label: SeatLabel, me: Seat | null, separator: string): string {
  const who = label.seat === me ? `${label.name} (you)` : label.name
  return textForBundledFont(`${who.toUpperCase()}${separator}${label.state}`)
}

/**
 * One flat text per seat (one draw call each), in the seat's colour, white while it is to act; with
 * seat marks on (the table's prefs), the seat's shape lies just above the text.
 */
export function SeatLabels({ labels, me, toAct, separator, nodeName = 'seat', ...text }: SeatLabelsProps) {
  const { seatMarks } = useTablePrefs()
  return (
    <group name="seat-labels">
      {labels.map((label) => {
        const words = seatLabelText(label, me, separator)
        const color = toAct.includes(label.seat) ? '#ffffff' : label.color
        // The text is centred on the position: the mark sits above its first line.
        const lines = words.split('\n').length
        const above = (lines * text.fontSize * (text.lineHeight ?? 1.2)) / 2 + text.fontSize * 0.75
        return (
          <group key={label.seat} name={`${nodeName}-${label.seat}`} position={label.position}>
            <TableText {...text} text={words} color={color} />
            {seatMarks && (
              <SeatMarkShape
                seat={label.seat}
                size={text.fontSize * 0.5}
                color={color}
                position={[0, 0.002, -above]}
              />
            )}
          </group>
        )
      })}
    </group>
  )
}
