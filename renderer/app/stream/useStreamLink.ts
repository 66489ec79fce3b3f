/** The stream page's link as the host reports it, and the requests that start, stop or renew it. */
import { useCallback, useEffect, useState } from 'react'
import type { StreamLinkStatus } from '../../../electron/protocol/stream'
import type { TableBridge } from '../../bridge/bridge'
import { ask, messageOf } from '../request'
import { STREAM_WORDS, fill } from './streamWords'

type LinkChannel = 'stream:status' | 'stream:start' | 'stream:stop' | 'stream:renew'

export interface StreamLink {
  /** What the host said last (null until it answers). */
  readonly status: StreamLinkStatus | null
  /** A request is on its way. */
  readonly busy: boolean
  /** Why the last request failed, as a sentence. */
  readonly problem: string | null
  start(): void
  stop(): void
  renew(): void
}

const FAILED: Readonly<Record<LinkChannel, string>> = {
  'stream:status': STREAM_WORDS.link.statusFailed,
  'stream:start': STREAM_WORDS.link.startFailed,
  'stream:stop': STREAM_WORDS.link.stopFailed,
  'stream:renew': STREAM_WORDS.link.renewFailed,
}

export function useStreamLink(bridge: TableBridge): StreamLink {
  const [status, setStatus] = useState<StreamLinkStatus | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const send = useCallback(
    async (channel: LinkChannel) => {
      setBusy(true)
      setProblem(null)
      try {
        setStatus(await ask(bridge, channel, {}))
      } catch (err) {
        setProblem(fill(STREAM_WORDS.link.problem, { what: FAILED[channel], reason: messageOf(err) }))
      } finally {
        setBusy(false)
      }
    },
    [bridge],
  )

  useEffect(() => {
    void send('stream:status')
  }, [send])

  return {
    status,
    busy,
    problem,
    start: () => void send('stream:start'),
    stop: () => void send('stream:stop'),
    renew: () => void send('stream:renew'),
  }
}
