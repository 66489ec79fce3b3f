import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import { useDialog } from './useDialog'

/** What Tab may stop on inside a dialog. */
const FOCUSABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  '[tabindex]:not([tabindex="-1"])',
].join(', ')

/** The controls of `root` that Tab goes round, in document order. */
export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)]
}

/**
 * Keeps Tab and Shift+Tab inside `root`: from its last control Tab goes to the first, from its first
 * Shift+Tab to the last, and from anywhere else in it that is not a control (the dialog itself, after
 * a click on its text) to the first or the last. With no control in it, the focus stays where it is.
 */
export function trapTab(e: KeyboardEvent<HTMLElement>, root: HTMLElement): void {
  if (e.key !== 'Tab') return
  const all = focusables(root)
  const first = all[0]
  const last = all[all.length - 1]
  if (first === undefined || last === undefined) {
    e.preventDefault()
    return
  }
  const at = document.activeElement
  const off = !all.some((el) => el === at)
  if (e.shiftKey && (off || at === first)) {
    e.preventDefault()
    last.focus()
  } else if (!e.shiftKey && (off || at === last)) {
    e.preventDefault()
    first.focus()
  }
}

/** A dialog's accessible name: its own words, or the id of the element that says them. */
export type DialogName =
  | { readonly label: string; readonly labelledBy?: undefined }
  | { readonly labelledBy: string; readonly label?: undefined }

export type DialogProps = DialogName & {
  /** Esc (while this is the top dialog), a click on the backdrop (unless `closeOnBackdrop` is false). */
  readonly onClose: () => void
  /** The dialog box's classes (it looks like the help: `help`, or the inspect view: `inspect`). */
  readonly className: string
  /** The backdrop's class; `help-backdrop` unless told. */
  readonly backdropClassName?: string
  /** Whether a click beside the dialog closes it (true unless told). */
  readonly closeOnBackdrop?: boolean
  /** The id of what describes the dialog, if anything does. */
  readonly describedBy?: string
  /** What has the focus when the dialog opens; its first control unless told. */
  readonly initialFocus?: RefObject<HTMLElement | null>
  /** Keys pressed in the dialog, before Tab is kept inside it (preventDefault to keep a Tab). */
  readonly onKeyDown?: (e: KeyboardEvent<HTMLElement>) => void
  readonly children: ReactNode
}

/**
 * The HUD kit's one modal dialog, over the table on a backdrop: role="dialog", aria-modal and a name.
 * On the dialog stack (`useDialog`): Esc closes it before anything else hears it, and the table's
 * shortcuts stay quiet while it is open. The focus moves into it when it opens (to `initialFocus`, or
 * its first control), Tab and Shift+Tab go round its own controls, and the focus goes back to what had
 * it when it closes. Keys pressed in it stay in it: Space or a digit must not play a move behind it.
 */
export function Dialog({
  onClose,
  label,
  labelledBy,
  className,
  backdropClassName = 'help-backdrop',
  closeOnBackdrop = true,
  describedBy,
  initialFocus,
  onKeyDown,
  children,
}: DialogProps) {
  const box = useRef<HTMLElement>(null)
  // What had the focus as the dialog opened (read as it first renders, before any effect of what is
  // in it can move the focus): it has it back when the dialog closes.
  const [before] = useState(() => document.activeElement)
  useDialog(onClose)

  useEffect(() => {
    const root = box.current
    const first = initialFocus?.current ?? (root === null ? undefined : focusables(root)[0]) ?? root
    first?.focus()
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus()
    }
  }, [before])

  const keepKeys = (e: KeyboardEvent<HTMLElement>) => {
    e.stopPropagation()
    onKeyDown?.(e)
    if (!e.defaultPrevented && box.current !== null) trapTab(e, box.current)
  }

  return (
    <div
      className={backdropClassName}
      onMouseDown={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose()
      }}
    >
      <section
        ref={box}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={keepKeys}
      >
        {children}
      </section>
    </div>
  )
}
