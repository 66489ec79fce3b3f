import { useState } from 'react'
import type { OnlineSeatInfo } from '../../../electron/protocol/online'
import { ConnectionBanner } from '../connection/ConnectionBanner'
import { useConnectionStatus } from '../connection/useConnectionStatus'
import { useReadyConnection } from '../connection/useTableConnection'
import { NoticeToast } from '../NoticeToast'
import { OnlineTableScreen } from './OnlineTableScreen'
import { ONLINE_WORDS } from './onlineWords'

/**
 * The app of a person who opened an invite: their seat at one online table, and nothing of this
 * computer's own matches or saves. A lost connection comes back by itself (the banner says so
 * meanwhile); leaving keeps the seat for the same link.
 */
export function OnlineSeatApp({ seat }: { readonly seat: OnlineSeatInfo }) {
  const { bridge } = useReadyConnection()
  const [epoch, setEpoch] = useState(0)
  const [left, setLeft] = useState(false)
  const status = useConnectionStatus(bridge, () => setEpoch((n) => n + 1))

  const leave = (): void => {
    bridge.close?.()
    setLeft(true)
  }

  if (left) {
    return (
      <main className="screen screen--center">
        <h1 className="screen__title">{ONLINE_WORDS.leftTitle}</h1>
        <p className="screen__lead">{ONLINE_WORDS.leftLead}</p>
        <div className="screen__actions">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {ONLINE_WORDS.rejoin}
          </button>
          {window.table !== undefined && (
            <button type="button" className="button" onClick={() => window.location.assign('app://table/')}>
              {ONLINE_WORDS.home}
            </button>
          )}
        </div>
      </main>
    )
  }
  return (
    <>
      <OnlineTableScreen seat={seat} epoch={epoch} onLeave={leave} />
      <ConnectionBanner status={status} />
      <NoticeToast />
    </>
  )
}
