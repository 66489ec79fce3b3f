import { inspectActions, type InspectTarget } from '../table/inspectStore'

export interface InspectButtonProps {
  readonly target: InspectTarget
  /** The thing's name, for the button's label ("Look closer at Horde"). */
  readonly name: string
  /**
   * Whether it is there for the keyboard too. A hand card is focusable itself (I looks at it), so
   * its magnifier is for the pointer only: out of the Tab order and of the accessibility tree (the
   * card's own button says it all). A thing that is not focusable (a peeked card) takes the Tab stop
   * here.
   */
  readonly focusable?: boolean
  readonly className?: string
}

/** The magnifier on a card: opens the inspect view on it. */
export function InspectButton({ target, name, focusable = true, className }: InspectButtonProps) {
  return (
    <button
      type="button"
      className={['hud-inspect', className ?? ''].filter(Boolean).join(' ')}
      aria-label={`Look closer at ${name}`}
      title={`Look closer at ${name}`}
      tabIndex={focusable ? undefined : -1}
      aria-hidden={focusable ? undefined : true}
      onClick={(e) => {
        e.stopPropagation()
        inspectActions().inspect(target)
      }}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <circle cx="6.5" cy="6.5" r="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <line
          x1="10"
          y1="10"
          x2="14.5"
          y2="14.5"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
    </button>
  )
}
