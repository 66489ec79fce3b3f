/**
 * The native menu as plain data (main.ts hands it to Menu.buildFromTemplate): built again for
 * each platform and state, with its clicks handed in.
 */
import type { MenuCommand } from '../protocol/app'

type Role =
  | 'appMenu'
  | 'close'
  | 'quit'
  | 'editMenu'
  | 'windowMenu'
  | 'reload'
  | 'forceReload'
  | 'toggleDevTools'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen'

export interface MenuItem {
  readonly label?: string
  readonly role?: Role
  readonly type?: 'separator'
  readonly accelerator?: string
  readonly enabled?: boolean
  readonly click?: () => void
  readonly submenu?: MenuItem[]
}

export interface MenuState {
  readonly platform: NodeJS.Platform
  /** A packaged build has no reload or developer tools. */
  readonly packaged: boolean
  /** The spectator link is on. */
  readonly streaming: boolean
}

export interface MenuActions {
  /** Asks the window to do it (menu:command). */
  send(command: MenuCommand): void
  openFile(): void
  saveAs(): void
  startLink(renew: boolean): void
  copyLink(): void
  stopLink(): void
}

const SEPARATOR: MenuItem = { type: 'separator' }

export function menuTemplate(state: MenuState, actions: MenuActions): MenuItem[] {
  const isMac = state.platform === 'darwin'
  const developer: MenuItem[] = state.packaged
    ? []
    : [{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, SEPARATOR]
  const { streaming } = state
  return [
    ...(isMac ? [{ role: 'appMenu' } as const] : []),
    {
      label: 'File',
      submenu: [
        { label: 'New Game', accelerator: 'CmdOrCtrl+N', click: () => actions.send('newGame') },
        { label: 'Open…', accelerator: 'CmdOrCtrl+O', click: () => actions.openFile() },
        SEPARATOR,
        { label: 'Save', accelerator: 'CmdOrCtrl+S', click: () => actions.send('save') },
        { label: 'Save As…', accelerator: 'CmdOrCtrl+Shift+S', click: () => actions.saveAs() },
        SEPARATOR,
        { label: 'Main Menu', click: () => actions.send('home') },
        SEPARATOR,
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        ...developer,
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        SEPARATOR,
        { role: 'togglefullscreen' },
      ],
    },
    {
      label: 'Stream',
      submenu: [
        { label: 'Start Spectator Link', enabled: !streaming, click: () => actions.startLink(false) },
        { label: 'Copy Spectator Link', enabled: streaming, click: () => actions.copyLink() },
        { label: 'Stop Spectator Link', enabled: streaming, click: () => actions.stopLink() },
        SEPARATOR,
        { label: 'Issue a New Spectator Link', click: () => actions.startLink(true) },
      ],
    },
    { role: 'windowMenu' },
  ]
}
