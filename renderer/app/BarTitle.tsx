/**
 * The title of a screen's top bar, and the place where problems that last are shown (a lost
 * connection, autosaves that fail): over the title, in the room it has between the bar's buttons,
 * so they never cover a button, a prompt or the hand at any window size. A screen without a bar
 * (home, saves) shows them over the top of the page.
 */
import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { create } from 'zustand'

interface BarSlot {
  readonly slot: HTMLElement | null
  readonly setSlot: (slot: HTMLElement | null) => void
}

const useBarSlot = create<BarSlot>((set) => ({ slot: null, setSlot: (slot) => set({ slot }) }))

export interface BarTitleProps {
  readonly children: ReactNode
}

export function BarTitle({ children }: BarTitleProps) {
  const setSlot = useBarSlot((s) => s.setSlot)
  return (
    <span className="topbar__title" ref={setSlot}>
      <span className="topbar__name">{children}</span>
    </span>
  )
}

/** `children` in the bar's title while a bar is on screen, else where they stand (over the page). */
export function OverBarTitle({ children }: BarTitleProps) {
  const slot = useBarSlot((s) => s.slot)
  return slot === null ? children : createPortal(children, slot)
}
