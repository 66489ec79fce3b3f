// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dialog } from '../../../renderer/hud/Dialog'
import { dialogOpen } from '../../../renderer/hud/useDialog'

afterEach(cleanup)

interface HarnessProps {
  readonly onClose?: () => void
  readonly focusSecond?: boolean
  readonly closeOnBackdrop?: boolean
  readonly onKeyDown?: (e: KeyboardEvent<HTMLElement>) => void
  readonly extra?: ReactNode
}

/** An Open button, and the dialog it opens: a search box, a disabled button, Apply and Close. */
function Harness({ onClose, focusSecond = false, closeOnBackdrop, onKeyDown, extra }: HarnessProps) {
  const [open, setOpen] = useState(false)
  const apply = useRef<HTMLButtonElement>(null)
  const close = () => {
    onClose?.()
    setOpen(false)
  }
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          className="help"
          labelledBy="title"
          initialFocus={focusSecond ? apply : undefined}
          closeOnBackdrop={closeOnBackdrop}
          onKeyDown={onKeyDown}
          onClose={close}
        >
          <h2 id="title">Settings</h2>
          <input type="search" aria-label="Find" />
          <button type="button" disabled>
            Nothing
          </button>
          <button ref={apply} type="button">
            Apply
          </button>
          <button type="button" onClick={close}>
            Close
          </button>
          {extra}
        </Dialog>
      )}
    </div>
  )
}

const press = (key: string, target: Element = document.activeElement ?? document.body, shiftKey = false) =>
  act(() => {
    fireEvent.keyDown(target, { key, shiftKey })
  })

/** A control that takes the focus itself as it mounts (its effect runs before the dialog's). */
function FocusesItself() {
  const me = useRef<HTMLButtonElement>(null)
  useEffect(() => me.current?.focus(), [])
  return (
    <button ref={me} type="button">
      Mine
    </button>
  )
}

/** Opens the harness's dialog from its Open button, which has the focus first. */
function openDialog(props: HarnessProps = {}): { opener: HTMLElement; dialog: HTMLElement } {
  render(<Harness {...props} />)
  const opener = screen.getByRole('button', { name: 'Open' })
  act(() => opener.focus())
  fireEvent.click(opener)
  return { opener, dialog: screen.getByRole('dialog', { name: 'Settings' }) }
}

describe('Dialog', () => {
  it('is a named modal dialog on a backdrop, with the focus on its first control', () => {
    const { dialog } = openDialog()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.className).toBe('help')
    expect(dialog.parentElement?.className).toBe('help-backdrop')
    expect(document.activeElement).toBe(within(dialog).getByRole('searchbox', { name: 'Find' }))
    expect(dialogOpen()).toBe(true)
  })

  it('puts the focus where it is told to', () => {
    const { dialog } = openDialog({ focusSecond: true })
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Apply' }))
  })

  it('keeps Tab and Shift+Tab inside it, past a disabled control', () => {
    const { dialog } = openDialog()
    const search = within(dialog).getByRole('searchbox')
    const close = within(dialog).getByRole('button', { name: 'Close' })
    const apply = within(dialog).getByRole('button', { name: 'Apply' })

    act(() => close.focus())
    press('Tab')
    expect(document.activeElement).toBe(search)
    press('Tab', search, true)
    expect(document.activeElement).toBe(close)

    // Between the first and the last, Tab is the browser's own: nothing is prevented.
    act(() => apply.focus())
    const tab = fireEvent.keyDown(apply, { key: 'Tab' })
    expect(tab).toBe(true)
    expect(document.activeElement).toBe(apply)

    // The dialog itself has the focus after a click on its text: Tab goes to its first control,
    // Shift+Tab to its last.
    act(() => dialog.focus())
    expect(document.activeElement).toBe(dialog)
    press('Tab')
    expect(document.activeElement).toBe(search)
    act(() => dialog.focus())
    press('Tab', dialog, true)
    expect(document.activeElement).toBe(close)
  })

  it('closes on Esc before anything else hears it, and gives the focus back to what had it', () => {
    const outside = vi.fn()
    const onClose = vi.fn()
    window.addEventListener('keydown', outside)
    try {
      const { opener } = openDialog({ onClose })
      press('Escape')
      expect(onClose).toHaveBeenCalledTimes(1)
      expect(outside).not.toHaveBeenCalled()
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(dialogOpen()).toBe(false)
      expect(document.activeElement).toBe(opener)
    } finally {
      window.removeEventListener('keydown', outside)
    }
  })

  it('gives the focus back when a button in it closes it too', () => {
    const { opener, dialog } = openDialog()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('gives the focus back to the opener even when a control in it took the focus as it opened', () => {
    const { opener } = openDialog({ extra: <FocusesItself /> })
    press('Escape')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('keeps the keys pressed in it from the table behind it', () => {
    const outside = vi.fn()
    window.addEventListener('keydown', outside)
    try {
      const { dialog } = openDialog()
      press(' ')
      press('1', within(dialog).getByRole('button', { name: 'Apply' }))
      expect(outside).not.toHaveBeenCalled()
    } finally {
      window.removeEventListener('keydown', outside)
    }
  })

  it('hands keys to its owner first, who may keep a Tab for itself', () => {
    const seen: string[] = []
    const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
      seen.push(e.key)
      if (e.key === 'Tab') e.preventDefault()
    }
    const { dialog } = openDialog({ onKeyDown })
    const close = within(dialog).getByRole('button', { name: 'Close' })
    act(() => close.focus())
    press('x')
    press('Tab')
    expect(seen).toEqual(['x', 'Tab'])
    expect(document.activeElement).toBe(close)
  })

  it('closes on a click beside it, not on one in it, unless told not to', () => {
    const onClose = vi.fn()
    const { dialog } = openDialog({ onClose })
    fireEvent.mouseDown(within(dialog).getByRole('heading'))
    fireEvent.mouseDown(dialog)
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.mouseDown(dialog.parentElement as HTMLElement)
    expect(onClose).toHaveBeenCalledTimes(1)
    cleanup()

    const kept = vi.fn()
    const again = openDialog({ onClose: kept, closeOnBackdrop: false })
    fireEvent.mouseDown(again.dialog.parentElement as HTMLElement)
    expect(kept).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy()
  })

  it('closes only the newest of two dialogs on Esc', () => {
    const first = vi.fn()
    const second = vi.fn()
    render(
      <>
        <Dialog className="help" label="First" onClose={first}>
          <button type="button">One</button>
        </Dialog>
        <Dialog className="help" label="Second" onClose={second}>
          <button type="button">Two</button>
        </Dialog>
      </>,
    )
    press('Escape', document.body)
    expect(second).toHaveBeenCalledTimes(1)
    expect(first).not.toHaveBeenCalled()
  })
})
