import { useState } from 'react'
import { ViewButtons } from './ViewButtons'
import type { TakeBackStatus } from '../../../electron/protocol/match'
import REPLAY_WORDS from '../../../assets/help/replay.json'
import { useDialog } from '../../hud/useDialog'
import { TakeBackButton } from '../../hud/TakeBackButton'
import type { LeaveWords } from './leaveWords'
import { STREAM_WORDS } from '../stream/streamWords'
import { AskFirst } from '../AskFirst'
import { BarTitle } from '../BarTitle'

export interface TopBarProps {
  readonly title: string
  /** What Leave says before closing the match: where it is kept, and what leaving would lose. */
  readonly leave: LeaveWords
  readonly onMenu: () => void
  /** Opens the rules help (also the ? key). */
  readonly onHelp: () => void
  /** Opens the Stream panel over the table. */
  readonly onStream: () => void
  /** Puts the camera back to the game's overview (also the Home key). */
  readonly onResetCamera: () => void
  /** Opens the replay of the match so far. */
  readonly onReplay?: () => void
  readonly onSave: () => void
  readonly onLeave: () => void
  /**
   * The seat on show may take back its last move (or why not). Left out: nobody here plays (a
   * spectator), so there is no Take back button.
   */
  readonly takeBack?: {
    readonly status: TakeBackStatus | null
    readonly onTakeBack: () => void
    /** Says why not, when the button is pressed while not allowed. */
    readonly onRefused: (reason: string) => void
  }
}

/**
 * The table's bar: Menu (the match stays open, and the home screen says so), the camera reset, the
 * rules help, the Stream panel, quick save, and Leave, which closes the match after saying where it can be found again.
 */
export function TopBar({
  title,
  leave,
  onMenu,
  onHelp,
  onStream,
  onResetCamera,
  onReplay,
  onSave,
  onLeave,
  takeBack,
}: TopBarProps) {
  const [confirming, setConfirming] = useState(false)
  // The question is a dialog while it is asked: Esc answers Stay, and the table's keys stay quiet.
  useDialog(() => setConfirming(false), confirming)
  return (
    <header className="topbar">
      <button
        type="button"
        className="button button--quiet"
        title="The match stays open: come back to it from the home screen. (Esc)"
        aria-keyshortcuts="Escape"
        onClick={onMenu}
      >
        Menu
      </button>
      <BarTitle>{title}</BarTitle>
      <ViewButtons onResetCamera={onResetCamera} onHelp={onHelp} />
      <button
        type="button"
        className="button button--quiet"
        title={STREAM_WORDS.openHint}
        aria-haspopup="dialog"
        onClick={onStream}
      >
        {STREAM_WORDS.open}
      </button>
      {onReplay && (
        <button
          type="button"
          className="button button--quiet"
          title={REPLAY_WORDS.soFarHint}
          onClick={onReplay}
        >
          {REPLAY_WORDS.soFar}
        </button>
      )}
      {takeBack && <TakeBackButton {...takeBack} />}
      <button type="button" className="button button--quiet" onClick={onSave}>
        Save
      </button>
      <AskFirst
        asking={confirming}
        setAsking={setConfirming}
        words={{ ask: 'Leave', question: leave.text, yes: leave.confirm, no: 'Stay' }}
        onYes={onLeave}
        quiet
        group={{ className: 'topbar__confirm', label: 'Leave the table?' }}
      />
    </header>
  )
}
