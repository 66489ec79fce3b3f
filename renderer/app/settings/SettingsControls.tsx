/** The settings' building blocks (a titled group, a checkbox, a slider), shared by the Settings screen and the Stream panel. */
import type { ReactNode } from 'react'
import { SETTINGS_LIMITS, type Settings } from '../../../electron/protocol/settings'

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

/** A setting that has a range (SETTINGS_LIMITS): what a slider sets. */
export type RangedSetting = keyof typeof SETTINGS_LIMITS

/**
 * Binds sliders to `settings`: each is said in one line (its setting, its label, and when it is
 * disabled), with the setting's limits, its value, and a change of just that setting.
 */
export function settingSliders(settings: Settings, change: (patch: Partial<Settings>) => void) {
  return (key: RangedSetting, label: string, disabled = false) => (
    <Slider
      label={label}
      limits={SETTINGS_LIMITS[key]}
      value={settings[key]}
      disabled={disabled}
      onChange={(value) => change({ [key]: value })}
    />
  )
}
