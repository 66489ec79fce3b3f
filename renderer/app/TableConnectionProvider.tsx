import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { TableBridge } from '../bridge/bridge'
import { connectBridge } from '../bridge'
import { ask, messageOf } from './request'
import { TableConnectionContext, type TableConnection } from './tableConnection'

export interface TableConnectionProviderProps {
  /** Makes the bridge; called once. Default: connectBridge() (Electron IPC, else WebSocket). Tests pass a fake. */
  readonly connect?: () => TableBridge
  readonly children: ReactNode
}

/** Connects to the host once, loads app:info, and gives both to every screen. */
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
    ask(ready, 'app:info', {}).then(
      (info) => {
        if (!cancelled) setConnection({ status: 'ready', bridge: ready, info })
      },
      (err: unknown) => {
        if (!cancelled)
          setConnection({ status: 'failed', message: `Cannot connect to the table: ${messageOf(err)}` })
      },
    )
    return () => {
      cancelled = true
    }
  }, [])

  return <TableConnectionContext.Provider value={connection}>{children}</TableConnectionContext.Provider>
}
