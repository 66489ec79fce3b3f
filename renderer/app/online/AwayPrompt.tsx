import type { TableLobby } from '../../../electron/protocol/online'
import type { TableBridge } from '../../bridge/bridge'
import { fill, ONLINE_WORDS as W, spell } from './onlineWords'
import { hostAsks } from './useTableLobby'

/**
 * During the match, to the host: a person away longer than the table's limit, and the three ways
 * on (wait, a bot plays for them until they are back, end and save). To everyone else, a line
 * saying the host decides. Before the limit, everyone sees a line naming who is away.
 */
export function AwayPrompt({
  bridge,
  lobby,
  isHost,
}: {
  readonly bridge: TableBridge
  readonly lobby: TableLobby
  readonly isHost: boolean
}) {
  const overdue = lobby.seats.find((s) => s.overdue && !s.botStandsIn)
  if (overdue === undefined) {
    // Everyone hears who is gone for now (their seat waits), and for whom a bot plays.
    const lines = lobby.seats.flatMap((s) =>
      s.botStandsIn
        ? [fill(W.standIn, { name: s.name })]
        : s.awaySince !== null
          ? [fill(W.awayShort, { name: s.name })]
          : [],
    )
    if (lines.length === 0) return null
    return (
      <p className="away-note" role="status">
        {lines.join(' ')}
      </p>
    )
  }
  const name = overdue.name
  if (!isHost) {
    return (
      <p className="away-note" role="status">
        {fill(W.awayNote, { name })}
      </p>
    )
  }
  const choose = (choice: 'wait' | 'bot' | 'end') =>
    hostAsks(bridge, 'table:away', { seat: overdue.seat, choice })
  return (
    <section className="away-prompt" role="alertdialog" aria-label={fill(W.awayTitle, { name })}>
      <h2 className="away-prompt__title">{fill(W.awayTitle, { name })}</h2>
      <p>{fill(W.awayLead, { name, minutes: spell(lobby.awayLimitSeconds) })}</p>
      <div className="away-prompt__actions">
        <button type="button" className="button" onClick={() => choose('wait')}>
          {W.awayWait}
        </button>
        <button
          type="button"
          className="button button--primary"
          title={W.awayBotHint}
          onClick={() => choose('bot')}
        >
          {W.awayBot}
        </button>
        <button
          type="button"
          className="button button--danger"
          title={W.awayEndHint}
          onClick={() => choose('end')}
        >
          {W.awayEnd}
        </button>
      </div>
    </section>
  )
}
