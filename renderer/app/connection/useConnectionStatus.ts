/** The bridge's connection status, and a callback when a lost connection comes back. */
import { useEffect, useRef, useState } from 'react'
import type { ConnectionStatus, TableBridge } from '../../bridge/bridge'

export function useConnectionStatus(bridge: TableBridge, onReconnected?: () => void): ConnectionStatus {
  const [status, setStatus] = useState<ConnectionStatus>(() => bridge.status())
  const latest = useRef(onReconnected)
  useEffect(() => {
    latest.current = onReconnected
  })
  useEffect(() => {
    let previous = bridge.status()
    setStatus(previous)
    return bridge.onStatus((next) => {
      const cameBack = previous.state === 'reconnecting' && next.state === 'open'
      previous = next
      setStatus(next)
      if (cameBack) latest.current?.()
    })
  }, [bridge])
  return status
}
