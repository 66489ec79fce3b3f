/**
 * Applies the rules of hardening.ts to every web contents Electron creates and to the session.
 * Typed by the few members it uses, so Electron's objects fit and tests hand in stand-ins.
 */
import { INTERNET_URLS, mayNavigate, mayOpenWindow, mayReachServer, mayUsePermission } from './hardening'

interface Preventable {
  preventDefault(): void
}

export interface PageContents {
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: Preventable & { readonly url: string }) => void,
  ): unknown
  on(event: 'will-attach-webview', listener: (event: Preventable) => void): unknown
  setWindowOpenHandler(
    handler: (details: { readonly url: string }) => { action: 'allow' } | { action: 'deny' },
  ): void
}

export interface PageSession {
  setPermissionRequestHandler(
    handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean): void
  readonly webRequest: {
    onBeforeRequest(
      filter: { urls: string[] },
      listener: (
        details: { readonly url: string },
        callback: (response: { cancel: boolean }) => void,
      ) => void,
    ): void
  }
}

/** Every web page Electron creates stays on our own page: no navigation, popups or webviews. */
export function hardenContents(contents: PageContents): void {
  const stayOnOurPage = (event: Preventable & { readonly url: string }): void => {
    if (!mayNavigate(event.url)) event.preventDefault()
  }
  contents.on('will-navigate', stayOnOurPage)
  contents.on('will-redirect', stayOnOurPage)
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => (mayOpenWindow(url) ? { action: 'allow' } : { action: 'deny' }))
}

/**
 * Permissions only for the table's window; nothing fetched from the internet at run time, but from
 * the online table servers `servers()` names (asked on each request: the list grows as invites are opened).
 */
export function lockDownSession(
  session: PageSession,
  isTheWindow: (contents: unknown) => boolean,
  servers: () => readonly string[] = () => [],
): void {
  session.setPermissionRequestHandler((contents, permission, callback) => {
    callback(mayUsePermission(permission, isTheWindow(contents)))
  })
  session.setPermissionCheckHandler((contents, permission) =>
    mayUsePermission(permission, isTheWindow(contents)),
  )
  session.webRequest.onBeforeRequest({ urls: [...INTERNET_URLS] }, (details, callback) =>
    callback({ cancel: !mayReachServer(details.url, servers()) }),
  )
}
