import type { AutosaveStatus } from '../../electron/host/types'

export interface SaveProblemBannerProps {
  readonly autosave: AutosaveStatus | null
}

/**
 * While autosaving fails, the player is told and stays told until a save succeeds: their moves
 * still count, but a crash now would lose them.
 */
export function SaveProblemBanner({ autosave }: SaveProblemBannerProps) {
  if (autosave === null || autosave.problem === null) return null
  const kept =
    autosave.savedVersion >= 0 ? ` Saved up to move ${autosave.savedVersion}.` : ' Not on disk yet.'
  return (
    <div className="save-problem" role="alert" aria-label="Not saved">
      <strong>{autosave.problem}</strong>
      <span> Play on: your moves still count, and the table keeps trying to save them.{kept}</span>
    </div>
  )
}
