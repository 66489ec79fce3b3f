import type { OnlineSeatInfo, TableLobby } from '../../../electron/protocol/online'
import type { TableBridge } from '../../bridge/bridge'
import { CopyLink } from './CopyLink'
import { hostedLinks } from './hostedInvites'
import { fill, ONLINE_WORDS as W, spell } from './onlineWords'
import { hostAsks } from './useTableLobby'

export interface LobbyScreenProps {
  readonly bridge: TableBridge
  readonly lobby: TableLobby
  readonly seat: OnlineSeatInfo
  readonly gameName: string
}

/**
 * Before the match: who sits where and who is here. The host also sees each friend's link to send,
 * can give a seat nobody took to a bot, and starts the match once every seat is filled.
 */
export function LobbyScreen({ bridge, lobby, seat, gameName }: LobbyScreenProps) {
  const isHost = lobby.hostSeat === seat.seat
  const { invites: links, streamLink } = isHost
    ? hostedLinks(seat.tableId)
    : { invites: [], streamLink: null }
  const waiting = lobby.seats.filter((s) => s.kind === 'person' && !s.here)
  return (
    <main className="screen lobby" aria-label={W.lobbyTitle}>
      <header className="screen__header">
        <h1 className="screen__title">{gameName}</h1>
      </header>
      <h2 className="screen__subtitle">{W.lobbyTitle}</h2>
      <p className="screen__lead">{isHost ? W.lobbyLeadHost : W.lobbyLeadGuest}</p>
      <ul className="lobby__seats">
        {lobby.seats.map((s) => {
          const invite = links.find((l) => l.seat === s.seat)
          return (
            <li key={s.seat} className={`lobby__seat${s.here ? ' lobby__seat--here' : ''}`}>
              <span className="lobby__name">
                {s.name}
                {s.seat === seat.seat && <span className="lobby__mark">{W.you}</span>}
                {s.seat === lobby.hostSeat && <span className="lobby__mark">{W.hostMark}</span>}
              </span>
              <span className="lobby__state">{s.kind === 'bot' ? W.bot : s.here ? W.here : W.notHere}</span>
              {isHost && s.kind === 'person' && !s.here && (
                <span className="lobby__actions">
                  {invite !== undefined && <CopyLink link={invite.link} label={`${s.name}’s link`} />}
                  {invite !== undefined && (
                    <span className="lobby__code">
                      {W.orCode} <strong>{invite.code}</strong>
                    </span>
                  )}
                  <button
                    type="button"
                    className="button button--quiet"
                    title={W.giveToBotHint}
                    onClick={() => hostAsks(bridge, 'table:seatBot', { seat: s.seat })}
                  >
                    {W.giveToBot}
                  </button>
                </span>
              )}
            </li>
          )
        })}
      </ul>
      {streamLink !== null && (
        <p className="lobby__stream">
          <span className="lobby__stream-lead">
            {lobby.streamDelaySeconds > 0
              ? fill(W.streamLinkDelayed, { delay: spell(lobby.streamDelaySeconds) })
              : W.streamLinkLive}
          </span>
          <CopyLink link={streamLink} label={W.streamLinkLabel} />
        </p>
      )}
      {isHost && (
        <button
          type="button"
          className="button button--primary"
          disabled={waiting.length > 0}
          title={waiting.length > 0 ? W.startWaiting : undefined}
          onClick={() => hostAsks(bridge, 'table:start', {})}
        >
          {W.start}
        </button>
      )}
    </main>
  )
}
