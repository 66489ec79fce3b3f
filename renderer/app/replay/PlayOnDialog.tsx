import { useRef, useState } from 'react'
import type { SeatConfig } from '../../../electron/protocol/match'
import words from '../../../assets/help/replay.json'
import { fill } from '../../hud/broadcastSummary'
import { Dialog } from '../../hud/Dialog'

export interface PlayOnDialogProps {
  /** The action the new match starts after. */
  readonly at: number
  readonly seats: readonly SeatConfig[]
  /** The game's bot levels (the first is offered for a seat a person gives up). */
  readonly bots: readonly { readonly id: string; readonly label: string }[]
  readonly onStart: (seats: readonly SeatConfig[]) => void
  readonly onCancel: () => void
}

/**
 * Who plays on: each seat a person or a bot, as it was unless changed. Start has the focus; Esc, Cancel
 * or a click beside it closes it.
 */
export function PlayOnDialog({ at, seats, bots, onStart, onCancel }: PlayOnDialogProps) {
  const [chosen, setChosen] = useState<readonly SeatConfig[]>(seats)
  const start = useRef<HTMLButtonElement>(null)
  const fallbackBot = bots.find((b) => b.id !== 'random')?.id ?? bots[0]?.id ?? 'random'
  const setKind = (seat: number, kind: string) =>
    setChosen((list) =>
      list.map((s, i) => {
        if (i !== seat) return s
        if (kind === 'human') return { name: s.name, kind: 'human' }
        return { name: s.name, kind: 'bot', bot: kind }
      }),
    )
  return (
    <Dialog className="help play-on" label={words.playOn} initialFocus={start} onClose={onCancel}>
      <header className="help__header">
        <h2 className="help__title">{fill(words.playOnTitle, { at })}</h2>
      </header>
      <p>{words.playOnHint}</p>
      <fieldset className="play-on__seats">
        <legend>{words.playOnWho}</legend>
        {chosen.map((seat, i) => (
          <label key={i} className="play-on__seat">
            <span>{seat.name}</span>
            <select
              value={seat.kind === 'human' ? 'human' : (seat.bot ?? fallbackBot)}
              onChange={(e) => setKind(i, e.target.value)}
            >
              <option value="human">{words.person}</option>
              {bots.map((b) => (
                <option key={b.id} value={b.id}>
                  {words.bot}: {b.label}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <div className="play-on__actions">
        <button ref={start} type="button" className="button button--primary" onClick={() => onStart(chosen)}>
          {words.start_branch}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {words.cancel}
        </button>
      </div>
    </Dialog>
  )
}
