import { useId } from 'react'
import type { OptionSpec } from '../../../engine/core/optionSpecs'
import type { SeatDraft } from './newGameSeats'

export interface OptionFieldProps {
  readonly spec: OptionSpec
  /** The control's value (see newGameOptions). */
  readonly draft: string
  /** The seats at the table, for an option that names one. */
  readonly seats: readonly SeatDraft[]
  readonly onChange: (draft: string) => void
}

/** One match option: a select for a choice, a yes/no or a seat; an input for numbers. */
export function OptionField({ spec, draft, seats, onChange }: OptionFieldProps) {
  const id = useId()
  const helpId = `${id}-help`
  const common = {
    id,
    className: 'input',
    value: draft,
    'aria-describedby': helpId,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  }
  return (
    <div className="field option">
      <label className="field__label" htmlFor={id}>
        {spec.label}
      </label>
      {spec.kind === 'number' ? (
        <input {...common} type="number" inputMode="numeric" min={spec.min} max={spec.max} step={1} />
      ) : spec.kind === 'numbers' ? (
        <input {...common} inputMode="numeric" placeholder={spec.default.join(', ')} />
      ) : (
        <select {...common}>
          {choicesOf(spec, seats).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
      <span className="field__help" id={helpId}>
        {spec.help}
      </span>
    </div>
  )
}

function choicesOf(spec: OptionSpec, seats: readonly SeatDraft[]): { value: string; label: string }[] {
  switch (spec.kind) {
    case 'choice':
      return spec.choices.map((c) => ({ value: c.value, label: c.label }))
    case 'boolean':
      return [
        { value: 'false', label: spec.falseLabel ?? 'No' },
        { value: 'true', label: spec.trueLabel ?? 'Yes' },
      ]
    case 'seat':
      return [
        ...(spec.nullLabel === undefined ? [] : [{ value: '', label: spec.nullLabel }]),
        ...seats.map((seat, i) => {
          const name = seat.name.trim()
          return { value: String(i), label: name === '' ? `Seat ${i + 1}` : `Seat ${i + 1} (${name})` }
        }),
      ]
    default:
      return []
  }
}
