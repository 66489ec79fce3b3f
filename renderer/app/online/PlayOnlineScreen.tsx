import { useEffect, useState } from 'react'
import type { OnlineHostingStatus } from '../../../electron/protocol/online'
import { useSettingsStore } from '../../store/useSettingsStore'
import { useUiStore } from '../../store/useUiStore'
import { useReadyConnection } from '../connection/useTableConnection'
import { ask } from '../request'
import { InlineForm, TextField } from '../InlineForm'
import { ScreenFrame } from '../ScreenFrame'
import { useBusyTask } from '../useBusyTask'
import { fill, ONLINE_WORDS as W } from './onlineWords'

/**
 * Play online: host a table friends join from their own computers (this computer's table server,
 * open to the local network only while it hosts, and saying where), or join one from a link.
 */
export function PlayOnlineScreen() {
  const { bridge } = useReadyConnection()
  const hostOnline = useUiStore((s) => s.actions.hostOnline)
  const [status, setStatus] = useState<OnlineHostingStatus | null>(null)
  const [link, setLink] = useState('')
  const server = useSettingsStore((s) => s.settings.onlineServer)
  const { busy, problem, run } = useBusyTask()

  useEffect(() => {
    void run('Cannot tell whether this computer hosts', async () => {
      setStatus(await ask(bridge, 'online:status', {}))
    })
  }, [bridge, run])

  const join = () =>
    void run('Cannot join', async () => {
      const { href } = await ask(bridge, 'online:join', { link: link.trim() })
      window.location.assign(href)
    })
  const stop = () =>
    void run('Cannot close it', async () => {
      setStatus(await ask(bridge, 'online:stop', {}))
    })

  return (
    <ScreenFrame title={W.onlineTitle}>
      <p className="screen__lead">{W.onlineLead}</p>
      <section className="online-part" aria-label={W.hostHeading}>
        <h2 className="screen__subtitle">{W.hostHeading}</h2>
        {status !== null && !status.available ? (
          <p role="note">{W.hostUnavailable}</p>
        ) : (
          <>
            <p>{server === '' ? W.hostLead : fill(W.hostOnServer, { server })}</p>
            {status?.running === true && status.address !== null && (
              <p role="status">
                {fill(W.hostRunning, { address: status.address })}{' '}
                <button type="button" className="button button--quiet" disabled={busy} onClick={stop}>
                  {W.hostStop}
                </button>
              </p>
            )}
            {server === '' && <p className="screen__footnote">{W.hostFirewall}</p>}
            <button
              type="button"
              className="button button--primary"
              disabled={status === null}
              onClick={hostOnline}
            >
              {W.hostButton}
            </button>
          </>
        )}
      </section>
      <section className="online-part" aria-label={W.joinHeading}>
        <h2 className="screen__subtitle">{W.joinHeading}</h2>
        <InlineForm onSubmit={join}>
          <TextField
            label={W.joinField}
            fieldClassName="online-part__link"
            value={link}
            placeholder="http://192.168.1.20:2567/?table=…#seat=…"
            onText={setLink}
          />
          <button type="submit" className="button" disabled={busy || link.trim() === ''}>
            {W.joinButton}
          </button>
        </InlineForm>
        <p className="screen__footnote">{W.joinLead}</p>
      </section>
      {problem && (
        <p className="screen__error" role="alert">
          {problem}
        </p>
      )}
    </ScreenFrame>
  )
}
