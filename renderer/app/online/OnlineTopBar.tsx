import { useState } from 'react'
import { ViewButtons } from '../table/ViewButtons'
import { useDialog } from '../../hud/useDialog'
import { AskFirst } from '../AskFirst'
import { BarTitle } from '../BarTitle'
import { ONLINE_WORDS, seatLine } from './onlineWords'

export interface OnlineTopBarProps {
  readonly title: string
  /** The seat's name, as the host gave it. */
  readonly name: string
  readonly onHelp: () => void
  readonly onResetCamera: () => void
  readonly onLeave: () => void
}

/**
 * The bar of a seat at an online table: who you are, the camera reset, the rules help, and Leave
 * (asked first). The match is the host's: no save, take-back, stream or replay from a seat.
 */
export function OnlineTopBar({ title, name, onHelp, onResetCamera, onLeave }: OnlineTopBarProps) {
  const [confirming, setConfirming] = useState(false)
  useDialog(() => setConfirming(false), confirming)
  return (
    <header className="topbar">
      <BarTitle>{title}</BarTitle>
      <span className="topbar__seat" title={ONLINE_WORDS.seatHint}>
        {seatLine(name)}
      </span>
      <ViewButtons onResetCamera={onResetCamera} onHelp={onHelp} />
      <AskFirst
        asking={confirming}
        setAsking={setConfirming}
        words={{
          ask: ONLINE_WORDS.leave,
          question: ONLINE_WORDS.leaveAsk,
          yes: ONLINE_WORDS.leaveYes,
          no: ONLINE_WORDS.leaveNo,
        }}
        onYes={onLeave}
        quiet
        group={{ className: 'topbar__confirm', label: ONLINE_WORDS.leave }}
      />
    </header>
  )
}
