import type { ReactNode } from 'react'

export interface ChoiceFieldProps<T extends string | number> {
  readonly label: string
  readonly value: T
  /** What may be picked, in the order offered. */
  readonly options: readonly T[]
  /** What an option says. */
  readonly labelOf: (option: T) => ReactNode
  /** Called with the option picked (the value it stands for, not the select's string). */
  readonly onChange: (option: T) => void
  /** An option offered but not to be picked now (left out: all may be). */
  readonly disabledOption?: (option: T) => boolean
  /** The field's classes: `field` unless told (`field settings__field` among the settings). */
  readonly className?: string
}

/** One of a few: a labelled drop-down of the screens' forms (the New Game, the saves, the settings). */
export function ChoiceField<T extends string | number>({
  label,
  value,
  options,
  labelOf,
  onChange,
  disabledOption,
  className = 'field',
}: ChoiceFieldProps<T>) {
  return (
    <label className={className}>
      <span className="field__label">{label}</span>
      <select
        className="input"
        value={value}
        onChange={(e) => {
          const picked = options.find((option) => String(option) === e.target.value)
          if (picked !== undefined) onChange(picked)
        }}
      >
        {options.map((option) => (
          <option key={option} value={option} disabled={disabledOption?.(option)}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </label>
  )
}
