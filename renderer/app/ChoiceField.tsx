import type { ReactNode } from 'react'

export interface ChoiceFieldProps<T> {
  readonly label: string
  readonly value: T
  /** What may be picked, in the order offered (told apart by their text: words or numbers). */
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
export function ChoiceField<T>({
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
        value={String(value)}
        onChange={(e) => {
          const picked = options.find((option) => String(option) === e.target.value)
          if (picked !== undefined) onChange(picked)
        }}
      >
        {options.map((option) => (
          <option key={String(option)} value={String(option)} disabled={disabledOption?.(option)}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </label>
  )
}

/**
 * The drop-downs of a record's fields (the settings, the saves' filters): `choice(key, label,
 * options, labelOf)` shows the field's value, and picking an option hands `onChange` the patch
 * that sets it.
 */
export function fieldChoices<R extends object>(
  record: R,
  onChange: (patch: Partial<R>) => void,
  className?: string,
) {
  return <K extends keyof R>(
    key: K,
    label: string,
    options: readonly R[K][],
    labelOf: (option: R[K]) => ReactNode,
  ) => (
    <ChoiceField
      className={className}
      label={label}
      value={record[key]}
      options={options}
      labelOf={labelOf}
      onChange={(option) => {
        const patch: Partial<R> = {}
        patch[key] = option
        onChange(patch)
      }}
    />
  )
}
