/**
 * The table's keyboard shortcuts, in one handler: ? opens the help, Esc the menu, Home puts the
 * camera back, I opens the card or piece under the pointer or with the keyboard focus in the inspect
 * view (for anyone, the spectator too); for the seat on show, Space plays the game's primary move (a roll, the end of the
 * turn), 1–9 press the choice buttons in the order shown, and Enter confirms a pick.
 *
 * Dialogs come first: while one is open (the help, a trade, the Leave confirm: the HUD kit's dialog
 * stack), its Esc closes it and goes no further, and these shortcuts stay quiet. They never fire
 * while typing in a field, with Ctrl, Alt or Meta held, or (the moves) for a spectator.
 */
import { useEffect, useRef, type RefObject } from 'react'
import { choiceButtons, enterButton } from '../../hud/choiceKeys'
import { dialogOpen } from '../../hud/useDialog'

/** What the seat on show may play from the keyboard. */
export interface KeyMoves {
  /** The legal actions the HUD shows now. */
  readonly legal: readonly unknown[]
  /** The action types Space plays (the game's `primaryMoves`). */
  readonly primaryMoves: readonly string[]
  readonly send: (action: unknown) => void
}

export interface TableKeys {
  readonly onHelp: () => void
  readonly onMenu: () => void
  readonly onResetCamera: () => void
  /** I: a closer look at what is pointed at or focused (says whether there was something). */
  readonly onInspect?: () => boolean
  /** Null while nobody may play from this keyboard: a spectator, the curtain, a seat not shown yet. */
  readonly moves: KeyMoves | null
  /** Where the choice buttons are (the HUD). */
  readonly choices: RefObject<HTMLElement | null>
}

/** Whether a key press is typing into a field (where Space, digits and "?" are characters). */
export function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'range'].includes(target.type)
}

/** The one legal action of a primary type, or null when there is none or more than one. */
export function primaryMove(legal: readonly unknown[], types: readonly string[]): unknown {
  const found = legal.filter(
    (action) =>
      typeof action === 'object' &&
      action !== null &&
      types.includes(String((action as { readonly type?: unknown }).type)),
  )
  return found.length === 1 ? found[0] : null
}

/** What a key does at the table now, or null when it is not a shortcut here. */
function shortcut(e: KeyboardEvent, keys: TableKeys): (() => void) | null {
  switch (e.key) {
    case '?':
      return keys.onHelp
    case 'Escape':
      return keys.onMenu
    case 'Home':
      return keys.onResetCamera
    case 'i':
    case 'I': {
      const inspect = keys.onInspect
      return inspect === undefined || e.repeat ? null : () => void inspect()
    }
  }
  const { moves } = keys
  const root = keys.choices.current
  if (moves === null || root === null || e.repeat) return null
  if (e.key === ' ') {
    const move = primaryMove(moves.legal, moves.primaryMoves)
    return move === null ? null : () => moves.send(move)
  }
  if (/^[1-9]$/.test(e.key)) {
    const button = choiceButtons(root)[Number(e.key) - 1]
    return button === undefined ? null : () => button.click()
  }
  if (e.key === 'Enter') {
    const button = enterButton(root)
    return button === null ? null : () => button.click()
  }
  return null
}

/** Listens for the table's shortcuts while mounted (the latest `keys` are used). */
export function useTableKeys(keys: TableKeys): void {
  const latest = useRef(keys)
  useEffect(() => {
    latest.current = keys
  })
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return
      if (dialogOpen() || typing(e.target)) return
      const run = shortcut(e, latest.current)
      if (run === null) return
      // The key is used: a focused button must not also be pressed by it, nor the page scroll.
      e.preventDefault()
      run()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
