import { useEffect, useRef, useState } from 'react'
import { useDialog } from '../../hud/useDialog'
import { AskFirst } from '../AskFirst'
import { Group } from '../settings/SettingsControls'
import { STREAM_WORDS } from './streamWords'
import type { StreamLink } from './useStreamLink'

const W = STREAM_WORDS.link
/** How long "Copied" stays after a copy. */
const COPIED_MS = 2500

export interface StreamLinkGroupProps {
  readonly link: StreamLink
  /** The stream page's full address (with the page options), while it is served. */
  readonly url: string | null
  /** The page runs in a browser, which can open the stream page in a new tab (the desktop app cannot). */
  readonly canOpenTab: boolean
}

/**
 * The stream page's link: on or off, its address to copy (or select by hand when the clipboard is
 * refused), a preview, and a new link after a warning that the old one stops working.
 */
export function StreamLinkGroup({ link, url, canOpenTab }: StreamLinkGroupProps) {
  const { status, busy } = link
  const field = useRef<HTMLInputElement>(null)
  // The address last copied (or refused): a changed address has not been copied yet.
  const [copied, setCopied] = useState<{ readonly url: string; readonly done: boolean } | null>(null)
  const [confirming, setConfirming] = useState(false)
  // The question is a dialog while it is asked: Esc answers "keep this link".
  useDialog(() => setConfirming(false), confirming)

  const shown = copied !== null && copied.url === url ? (copied.done ? 'done' : 'refused') : null
  // "Copied" fades after a moment.
  useEffect(() => {
    if (!copied?.done) return
    const timer = setTimeout(() => setCopied(null), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied({ url: text, done: true })
    } catch {
      setCopied({ url: text, done: false })
      field.current?.select()
    }
  }

  if (status === null) {
    return (
      <Group title={W.heading}>
        <p className="stream-panel__note">{W.checking}</p>
      </Group>
    )
  }
  if (!status.available) {
    return (
      <Group title={W.heading}>
        <p className="stream-panel__note" role="note">
          {W.unavailable}
        </p>
      </Group>
    )
  }
  return (
    <Group title={W.heading}>
      <div className="stream-panel__row">
        <span className="stream-panel__state" role="status">
          {status.running ? W.running : W.stopped}
        </span>
        <button
          type="button"
          className={`button ${status.running ? 'button--quiet' : 'button--primary'} stream-panel__button`}
          disabled={busy}
          onClick={status.running ? link.stop : link.start}
        >
          {status.running ? W.stop : W.start}
        </button>
      </div>
      {url !== null && (
        <>
          <label className="field settings__field">
            <span className="field__label">{W.url}</span>
            <input
              ref={field}
              className="input stream-panel__url"
              type="text"
              readOnly
              value={url}
              onFocus={(e) => e.target.select()}
            />
          </label>
          <div className="stream-panel__row">
            <button type="button" className="button stream-panel__button" onClick={() => void copy(url)}>
              {W.copy}
            </button>
            {shown === 'done' && (
              <span className="stream-panel__copied" role="status">
                {W.copied}
              </span>
            )}
            {canOpenTab && (
              <button
                type="button"
                className="button button--quiet stream-panel__button"
                onClick={() => window.open(url, '_blank', 'noopener')}
              >
                {W.preview}
              </button>
            )}
            <AskFirst
              asking={confirming}
              setAsking={setConfirming}
              words={{ ask: W.renew, question: W.renewWarning, yes: W.renewConfirm, no: W.renewCancel }}
              onYes={() => {
                setConfirming(false)
                link.renew()
              }}
              busy={busy}
              buttonClass="stream-panel__button"
              quiet
              group={{ className: 'stream-panel__confirm', label: W.renew }}
            />
          </div>
          {shown === 'refused' && (
            <p className="stream-panel__note" role="alert">
              {W.copyRefused}
            </p>
          )}
          {!canOpenTab && <p className="stream-panel__note">{W.previewDesktop}</p>}
        </>
      )}
      {link.problem && (
        <p className="screen__error" role="alert">
          {link.problem}
        </p>
      )}
    </Group>
  )
}
