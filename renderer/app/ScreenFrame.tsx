import type { ReactNode } from 'react'
import { useUiStore } from '../store/useUiStore'

export interface ScreenFrameProps {
  readonly title: string
  /** Shows a Back button to the home screen. */
  readonly back?: boolean
  /** A class beside `screen` (a screen with its own layout). */
  readonly className?: string
  readonly children: ReactNode
}

/** The frame of the menu screens: a title, an optional way back home, and the content. */
export function ScreenFrame({ title, back = true, className, children }: ScreenFrameProps) {
  const go = useUiStore((s) => s.actions.go)
  return (
    <main className={className === undefined ? 'screen' : `screen ${className}`}>
      <header className="screen__header">
        {back && (
          <button type="button" className="button button--quiet" onClick={() => go('home')}>
            ← Back
          </button>
        )}
        <h1 className="screen__title">{title}</h1>
      </header>
      {children}
    </main>
  )
}
