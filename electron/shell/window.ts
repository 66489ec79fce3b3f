/**
 * The table's window: its size and look, its taskbar flash, when it is opened again or brought
 * forward, and its connection to the table. Typed by the few members it uses of a BrowserWindow,
 * so tests hand in stand-ins.
 */
import { WAITING_TITLE_PREFIX } from '../protocol/app'
import type { ClientContext } from '../service/clientContext'
import type { TableService } from '../service/tableService'
import { webPreferences } from './hardening'

export function windowOptions(preload: string, packaged: boolean) {
  return {
    width: 1280,
    height: 800,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Zombie Table',
    backgroundColor: '#15120e',
    webPreferences: webPreferences(preload, packaged),
  }
}

/**
 * While the game waits for this person the page marks its title: the
 * taskbar button flashes until the window is looked at, or the wait is over. Null leaves it as
 * it is (a waiting title on the window being looked at).
 */
export function flashForTitle(title: string, focused: boolean): boolean | null {
  const waiting = title.startsWith(WAITING_TITLE_PREFIX)
  return !waiting || !focused ? waiting : null
}

export type WindowAction = 'create' | 'focus' | 'none'

/**
 * Another start of the app, or a save file opened with it: the window comes forward, or opens
 * again when it was closed (once the table is ready; before, the start opens it).
 */
export function windowOnRequest(ready: boolean, windowOpen: boolean): WindowAction {
  if (windowOpen) return 'focus'
  return ready ? 'create' : 'none'
}

/** macOS: the dock icon clicked with no window open opens one; with a window, macOS brings it forward itself. */
export function windowOnActivate(ready: boolean, windowCount: number): WindowAction {
  return ready && windowCount === 0 ? 'create' : 'none'
}

export interface TableWindow {
  once(event: 'ready-to-show', listener: () => void): unknown
  on(event: 'page-title-updated', listener: (event: unknown, title: string) => void): unknown
  on(event: 'focus' | 'closed', listener: () => void): unknown
  on(event: 'close', listener: (event: { preventDefault(): void }) => void): unknown
  show(): void
  isFocused(): boolean
  flashFrame(flag: boolean): void
  isDestroyed(): boolean
  readonly webContents: { send(channel: string, payload: unknown): void }
}

export interface TableWindowOptions {
  readonly service: Pick<TableService, 'connect' | 'disconnect'>
  /** Asked when the window is about to close: false keeps it open. */
  readonly mayClose: () => boolean
  /** After the window closed and its client was disconnected. */
  readonly closed: () => void
}

/** Connects a new window to the table as a player over IPC: its client, which the window's events follow. */
export function connectWindow(win: TableWindow, options: TableWindowOptions): ClientContext {
  const client: ClientContext = {
    role: 'player',
    transport: 'ipc',
    push: (channel, payload) => {
      if (!win.isDestroyed()) win.webContents.send(channel, payload)
    },
  }
  options.service.connect(client)
  win.once('ready-to-show', () => win.show())
  win.on('page-title-updated', (_event, title) => {
    const flash = flashForTitle(title, win.isFocused())
    if (flash !== null) win.flashFrame(flash)
  })
  win.on('focus', () => win.flashFrame(false))
  win.on('close', (event) => {
    if (!options.mayClose()) event.preventDefault()
  })
  win.on('closed', () => {
    options.service.disconnect(client)
    options.closed()
  })
  return client
}

export interface RaisableWindow {
  isMinimized(): boolean
  restore(): void
  show(): void
  focus(): void
}

export function bringForward(win: RaisableWindow): void {
  if (win.isMinimized()) win.restore()
  win.show()
  win.focus()
}
