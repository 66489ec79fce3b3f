import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { TableBridge } from '../../bridge/bridge'
import { connectBridge } from '../../bridge'
import { ask, messageOf } from '../request'
import { TableConnectionContext, type TableConnection } from './tableConnection'

export interface TableConnectionProviderProps {
  /** Makes the bridge; called once. Default: connectBridge() (Electron IPC, else WebSocket). Tests pass a fake. */
  readonly connect?: () => TableBridge
  readonly children: ReactNode
}

/** While the host cannot be reached, app:info is asked again this often. */
export const CONNECT_RETRY_MS = 3000

/**
 * Connects to the host once, loads app:info (asking again every few seconds until the host
 * answers: a stream page left open in OBS comes up by itself when the table is served), and gives
 * both to every screen.
 */
export function TableConnectionProvider({ connect = connectBridge, children }: TableConnectionProviderProps) {
  const [connection, setConnection] = useState<TableConnection>({ status: 'connecting' })
  const bridgeRef = useRef<TableBridge | null>(null)
  const connectRef = useRef(connect)

  useEffect(() => {
    let cancelled = false
    let bridge = bridgeRef.current
    if (bridge === null) {
      try {
        bridge = connectRef.current()
        bridgeRef.current = bridge
      } catch (err) {
        setConnection({ status: 'failed', message: `Cannot connect to the table: ${messageOf(err)}` })
        return
      }
    }
    const ready = bridge
    let retry: ReturnType<typeof setTimeout> | undefined
    const attempt = (): void => {
      ask(ready, 'app:info', {}).then(
        (info) => {
          if (!cancelled) setConnection({ status: 'ready', bridge: ready, info })
        },
        (err: unknown) => {
          if (cancelled) return
          setConnection({ status: 'failed', message: `Cannot connect to the table: ${messageOf(err)}` })
          retry = setTimeout(attempt, CONNECT_RETRY_MS)
        },
      )
    }
    attempt()
    return () => {
      cancelled = true
      clearTimeout(retry)
    }
  }, [])

  return <TableConnectionContext.Provider value={connection}>{children}</TableConnectionContext.Provider>
}
