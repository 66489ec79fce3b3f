import { parseInviteLink } from '../../electron/protocol/online'
import type { TableBridge } from './bridge'
import { createColyseusBridge } from './colyseusBridge'
import { createIpcBridge } from './ipcBridge'
import { createWsBridge } from './wsBridge'

/**
 * An invite (a page opened from its link, or the desktop app told to join one with ?join=<link>)
 * connects to that seat at its table server. Otherwise Electron's preload gives window.table, and
 * a browser on the served table connects back by WebSocket.
 */
export function connectBridge(): TableBridge {
  const params = new URLSearchParams(window.location.search)
  const invite = parseInviteLink(params.get('join') ?? window.location.href)
  if (invite !== null) return createColyseusBridge(invite)
  if (window.table) return createIpcBridge(window.table)
  const token = params.get('token') ?? ''
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws'
  return createWsBridge(`${scheme}://${window.location.host}/ws?token=${encodeURIComponent(token)}`)
}

export type { TableBridge } from './bridge'
