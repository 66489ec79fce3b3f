import type { AutosaveStatus } from '../../../electron/protocol/match'
import { OverBarTitle } from '../BarTitle'

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
    autosave.savedVersion > 0
      ? `saved up to move ${autosave.savedVersion}`
      : autosave.savedVersion === 0
        ? 'saved as it began'
        : 'nothing on disk yet'
  const detail = `Play on: your moves still count, and the table keeps trying to save them (${kept}).`
  return (
    <OverBarTitle>
      <div className="save-problem" role="alert" aria-label="Not saved" title={detail}>
        <strong>{autosave.problem}</strong> Retrying; your moves still count ({kept}).
      </div>
    </OverBarTitle>
  )
}
