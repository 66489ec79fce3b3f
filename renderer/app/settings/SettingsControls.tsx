/** The settings' building blocks (a titled group, a checkbox, a slider), shared by the Settings screen and the Stream panel. */
import type { ReactNode } from 'react'

/** A setting's field (a slider, a ChoiceField): one to a line. */
export const FIELD = 'field settings__field'

export function Group({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <fieldset className="settings__group">
      <legend className="settings__legend">{title}</legend>
      {children}
    </fieldset>
  )
}

export function Check({
  checked,
  disabled = false,
  onChange,
  children,
}: {
  readonly checked: boolean
  readonly disabled?: boolean
  readonly onChange: (on: boolean) => void
  readonly children: ReactNode
}) {
  return (
    <label className="field field--check settings__check">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="field__label">{children}</span>
    </label>
  )
}

export function Slider({
  label,
  limits,
  value,
  disabled = false,
  onChange,
}: {
  readonly label: string
  readonly limits: { readonly min: number; readonly max: number; readonly step: number }
  readonly value: number
  readonly disabled?: boolean
  readonly onChange: (value: number) => void
}) {
  return (
    <label className={FIELD}>
      <span className="field__label">{label}</span>
      <input
        type="range"
        className="slider"
        min={limits.min}
        max={limits.max}
        step={limits.step}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </label>
  )
}
