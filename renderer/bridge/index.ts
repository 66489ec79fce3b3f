import type { TableBridge } from './bridge'
import { createIpcBridge } from './ipcBridge'
import { createWsBridge } from './wsBridge'

/** Electron's preload gives window.table; a browser on the served table connects back by WebSocket. */
export function connectBridge(): TableBridge {
  if (window.table) return createIpcBridge(window.table)
  const params = new URLSearchParams(window.location.search)
  const token = params.get('token') ?? ''
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws'
  return createWsBridge(`${scheme}://${window.location.host}/ws?token=${encodeURIComponent(token)}`)
}

export type { TableBridge } from './bridge'
