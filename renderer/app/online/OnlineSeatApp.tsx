import { useState } from 'react'
import type { OnlineSeatInfo } from '../../../electron/protocol/online'
import { ConnectionBanner } from '../connection/ConnectionBanner'
import { useConnectionStatus } from '../connection/useConnectionStatus'
import { useReadyConnection } from '../connection/useTableConnection'
import { NoticeToast } from '../NoticeToast'
import { AwayPrompt } from './AwayPrompt'
import { adoptInvites } from './hostedInvites'
import { LobbyScreen } from './LobbyScreen'
import { OnlineTableScreen } from './OnlineTableScreen'
import { ONLINE_WORDS } from './onlineWords'
import { useTableLobby } from './useTableLobby'

/**
 * The app of a person who opened an invite: their seat at one online table, and nothing of this
 * computer's own matches or saves. First the lobby (until the host starts the match), then the
 * table from their seat. A lost connection comes back by itself (the banner says so meanwhile);
 * leaving keeps the seat for the same link.
 */
export function OnlineSeatApp({ seat }: { readonly seat: OnlineSeatInfo }) {
  const { bridge, info } = useReadyConnection()
  const [epoch, setEpoch] = useState(0)
  const [left, setLeft] = useState(false)
  const status = useConnectionStatus(bridge, () => setEpoch((n) => n + 1))
  const lobby = useTableLobby(bridge, epoch)
  // The host's friends' links, brought in the address by the page that opened the table.
  useState(() => adoptInvites(seat.tableId))

  const leave = (): void => {
    bridge.close?.()
    setLeft(true)
  }

  if (left || lobby?.ended === true) {
    const ended = lobby?.ended === true
    return (
      <main className="screen screen--center">
        <h1 className="screen__title">{ended ? ONLINE_WORDS.endedTitle : ONLINE_WORDS.leftTitle}</h1>
        <p className="screen__lead">{ended ? ONLINE_WORDS.endedLead : ONLINE_WORDS.leftLead}</p>
        <div className="screen__actions">
          {!ended && (
            <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
              {ONLINE_WORDS.rejoin}
            </button>
          )}
          {window.table !== undefined && (
            <button type="button" className="button" onClick={() => window.location.assign('app://table/')}>
              {ONLINE_WORDS.home}
            </button>
          )}
        </div>
      </main>
    )
  }
  const gameName = info.games.find((g) => g.id === lobby?.game)?.name ?? 'Zombie Table'
  return (
    <>
      {lobby === null ? (
        <main className="screen screen--center">
          <p className="screen__lead">{ONLINE_WORDS.waiting}</p>
        </main>
      ) : lobby.matchId === null ? (
        <LobbyScreen bridge={bridge} lobby={lobby} seat={seat} gameName={gameName} />
      ) : (
        <OnlineTableScreen
          seat={seat}
          matchId={lobby.matchId}
          epoch={epoch}
          onLeave={leave}
          notice={<AwayPrompt bridge={bridge} lobby={lobby} isHost={lobby.hostSeat === seat.seat} />}
        />
      )}
      <ConnectionBanner status={status} />
      <NoticeToast />
    </>
  )
}
