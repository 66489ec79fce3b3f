import { useId } from 'react'
import type { GameInfo } from '../../../electron/protocol/app'
import { ChoiceField } from '../ChoiceField'
import { MAX_NAME, withBot, withKind, withName, type SeatDraft, type SeatKind } from './newGameSeats'

export interface SeatEditorProps {
  readonly index: number
  readonly seat: SeatDraft
  readonly game: GameInfo
  readonly onChange: (seat: SeatDraft) => void
}

const SEAT_KINDS: readonly SeatKind[] = ['human', 'bot']
const KIND_LABELS: Readonly<Record<SeatKind, string>> = { human: 'Human', bot: 'Bot' }

/** One seat of a new game: its name, human or bot, and the bot's level with a line on how it plays. */
export function SeatEditor({ index, seat, game, onChange }: SeatEditorProps) {
  const label = `Seat ${index + 1}`
  const levelId = useId()
  const helpId = `${levelId}-help`
  const levelHelp = game.bots.find((b) => b.id === seat.bot)?.help
  return (
    <fieldset className="seat" aria-label={label}>
      <legend className="seat__legend">{label}</legend>
      <label className="field">
        <span className="field__label">Name</span>
        <input
          className="input"
          value={seat.name}
          maxLength={MAX_NAME}
          onChange={(e) => onChange(withName(seat, e.target.value))}
        />
      </label>
      <ChoiceField
        label="Played by"
        value={seat.kind}
        options={SEAT_KINDS}
        labelOf={(kind) => KIND_LABELS[kind]}
        disabledOption={(kind) => kind === 'bot' && game.bots.length === 0}
        onChange={(kind) => onChange(withKind(seat, index, kind, game))}
      />
      {seat.kind === 'bot' && (
        <div className="field seat__level">
          <label className="field__label" htmlFor={levelId}>
            Bot level
          </label>
          <select
            id={levelId}
            className="input"
            value={seat.bot ?? ''}
            {...(levelHelp ? { 'aria-describedby': helpId } : {})}
            onChange={(e) => onChange(withBot(seat, e.target.value))}
          >
            {game.bots.map((bot) => (
              <option key={bot.id} value={bot.id}>
                {bot.label}
              </option>
            ))}
          </select>
          {levelHelp && (
            <span className="field__help" id={helpId}>
              {levelHelp}
            </span>
          )}
        </div>
      )}
    </fieldset>
  )
}
