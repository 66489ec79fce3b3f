/**
 * The stack of dialogs open over the table (the help, a trade screen, the Leave confirm, any modal):
 * each registers while it is open, the newest on top. Esc closes the top one only: one listener on
 * the window, in the capture phase, hears Esc before anything else and stops it there, so nothing
 * under the dialog (the table's own keys: Esc opens the menu) hears it too. While any dialog is
 * open, the table's shortcuts stay quiet (`dialogOpen`).
 */
import { useEffect, useRef } from 'react'

interface Entry {
  readonly close: () => void
}

const stack: Entry[] = []

function onKey(e: KeyboardEvent): void {
  if (e.key !== 'Escape' || e.defaultPrevented) return
  const top = stack[stack.length - 1]
  if (top === undefined) return
  e.preventDefault()
  e.stopPropagation()
  top.close()
}

function listen(): void {
  if (stack.length === 1) window.addEventListener('keydown', onKey, true)
}

function stopListening(): void {
  if (stack.length === 0) window.removeEventListener('keydown', onKey, true)
}

/** Whether any dialog is open over the table now. */
export function dialogOpen(): boolean {
  return stack.length > 0
}

/** Closes the dialog on top, if there is one; says whether there was. */
export function closeTopDialog(): boolean {
  const top = stack[stack.length - 1]
  if (top === undefined) return false
  top.close()
  return true
}

/**
 * Puts a dialog on the stack while it is mounted and `open`: Esc then calls its `onClose` (the
 * latest one given), unless a dialog opened after it is still open.
 */
export function useDialog(onClose: () => void, open = true): void {
  const latest = useRef(onClose)
  useEffect(() => {
    latest.current = onClose
  })
  useEffect(() => {
    if (!open) return
    const entry: Entry = { close: () => latest.current() }
    stack.push(entry)
    listen()
    return () => {
      const at = stack.indexOf(entry)
      if (at >= 0) stack.splice(at, 1)
      stopListening()
    }
  }, [open])
}
