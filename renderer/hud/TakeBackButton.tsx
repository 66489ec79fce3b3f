import type { TakeBackStatus } from '../../electron/protocol/match'
import words from '../../assets/help/takeBack.json'
import { fill } from './broadcastSummary'

export interface TakeBackButtonProps {
  /** Whether the seat may take back now, or why not (null: not known yet). */
  readonly status: TakeBackStatus | null
  readonly onTakeBack: () => void
  /** Called with the reason when it is pressed while not allowed. */
  readonly onRefused: (reason: string) => void
}

/** What the button says on hover: what it would undo, or why it cannot. */
export function takeBackHint(status: TakeBackStatus | null): string {
  if (status === null) return words.blocked.none
  if (!status.allowed) return status.reason
  return status.actions <= 1 ? words.allowed : fill(words.allowedWithReplies, { count: status.actions - 1 })
}

/**
 * Take back, always on the bar: pressed while allowed it undoes the seat's last move (and the bots'
 * replies); otherwise it says why not. It is never `disabled`, so its hint shows on hover and a
 * press is answered.
 */
export function TakeBackButton({ status, onTakeBack, onRefused }: TakeBackButtonProps) {
  const allowed = status?.allowed === true
  const hint = takeBackHint(status)
  return (
    <button
      type="button"
      className={`button button--quiet${allowed ? '' : ' button--unavailable'}`}
      aria-disabled={!allowed}
      title={hint}
      aria-description={hint}
      onClick={() => (allowed ? onTakeBack() : onRefused(hint))}
    >
      {words.button}
    </button>
  )
}
