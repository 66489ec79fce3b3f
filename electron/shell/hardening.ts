/**
 * The window's page is ours alone: it stays on app://table/, opens no other window, uses no
 * device, fetches nothing from the internet, and only its own top frame may use the table.
 */
import type { Reply, RequestChannel } from '../protocol'
import { APP_SCHEME, isAppPageUrl } from '../service/appProtocol'

/** Registered before ready: app:// is a standard, secure origin for the page (fetch, relative URLs, workers). */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
}

/** The window's web preferences; the developer tools only in an unpackaged build. */
export function webPreferences(preload: string, packaged: boolean) {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: false,
    devTools: !packaged,
  }
}

/** A navigation or redirect of any web contents: only to our own page. */
export function mayNavigate(url: string): boolean {
  return isAppPageUrl(url)
}

/** window.open and target=_blank: never, not even our own page. */
export function mayOpenWindow(_url: string): boolean {
  return false
}

/** The table needs no camera, microphone, location or notifications; only full screen, for its window. */
export function mayUsePermission(permission: string, fromTheWindow: boolean): boolean {
  return permission === 'fullscreen' && fromTheWindow
}

/**
 * Every request to these is cancelled (the page only ever asks app://), but those to an online
 * table server the app was told of: mayReachServer.
 */
export const INTERNET_URLS: readonly string[] = ['http://*/*', 'https://*/*', 'ws://*/*', 'wss://*/*']

/**
 * A request to one of `servers` (origins: the table server this computer hosts, and each one whose
 * invite the person opened): its web requests and its WebSocket alike.
 */
export function mayReachServer(url: string, servers: readonly string[]): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  const web = { 'ws:': 'http:', 'wss:': 'https:' }[parsed.protocol] ?? parsed.protocol
  if (web !== 'http:' && web !== 'https:') return false
  const origin = `${web}//${parsed.host}`
  return servers.some((server) => {
    try {
      return new URL(server).origin === origin
    } catch {
      return false
    }
  })
}

export interface RequestSender {
  /** The request comes from the web contents of the table's window, still open. */
  readonly fromTheWindow: boolean
  /** The frame that sent it; null once it is gone. */
  readonly frame: { readonly url: string; readonly isTopFrame: boolean } | null
}

/** An IPC request reaches the service only from the top frame of our window showing our page. */
export function mayUseTheTable(sender: RequestSender): boolean {
  return (
    sender.fromTheWindow && sender.frame !== null && sender.frame.isTopFrame && isAppPageUrl(sender.frame.url)
  )
}

export const FORBIDDEN = {
  ok: false,
  error: { code: 'FORBIDDEN', message: 'This page may not use the table.' },
} as const satisfies Reply<RequestChannel>
