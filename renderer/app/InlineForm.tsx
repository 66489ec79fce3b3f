/**
 * A one-line form: a labelled text field and its button(s), sent with Enter or the button, never
 * by the browser itself (its checks and its page reload are left out). Shared by the screens that
 * ask for one thing: a save's name, an invite link, a code, a server's address.
 */
import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react'

export function InlineForm({
  onSubmit,
  className,
  label,
  children,
}: {
  readonly onSubmit: () => void
  readonly className?: string
  /** The form's own name for assistive technology, when the field's label does not say it. */
  readonly label?: string
  readonly children: ReactNode
}) {
  const submit = (e: FormEvent): void => {
    e.preventDefault()
    onSubmit()
  }
  return (
    <form
      className={`form form--inline${className ? ` ${className}` : ''}`}
      noValidate
      aria-label={label}
      onSubmit={submit}
    >
      {children}
    </form>
  )
}

/** A text field with its label above it. */
export function TextField({
  label,
  fieldClassName,
  onText,
  ...input
}: {
  readonly label: string
  readonly fieldClassName?: string
  readonly onText: (text: string) => void
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'>) {
  return (
    <label className={`field${fieldClassName ? ` ${fieldClassName}` : ''}`}>
      <span className="field__label">{label}</span>
      <input
        {...input}
        className={`input${input.className ? ` ${input.className}` : ''}`}
        onChange={(e) => onText(e.target.value)}
      />
    </label>
  )
}
