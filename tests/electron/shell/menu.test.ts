import { describe, expect, it } from 'vitest'
import { menuTemplate, type MenuActions, type MenuItem, type MenuState } from '../../../electron/shell/menu'

function recordingActions(): { actions: MenuActions; log: string[] } {
  const log: string[] = []
  const actions: MenuActions = {
    send: (command) => void log.push(`send ${command}`),
    openFile: () => void log.push('open'),
    saveAs: () => void log.push('saveAs'),
    startLink: (renew) => void log.push(`start renew=${renew}`),
    copyLink: () => void log.push('copy'),
    stopLink: () => void log.push('stop'),
  }
  return { actions, log }
}

const LINUX: MenuState = { platform: 'linux', packaged: true, streaming: false }

function build(state: Partial<MenuState> = {}) {
  const { actions, log } = recordingActions()
  const menu = menuTemplate({ ...LINUX, ...state }, actions)
  const top = (name: string): MenuItem[] => menu.find((item) => item.label === name)?.submenu ?? []
  const item = (menuName: string, label: string): MenuItem => {
    const found = top(menuName).find((entry) => entry.label === label)
    if (found === undefined) throw new Error(`no ${menuName} › ${label}`)
    return found
  }
  return { menu, top, item, log }
}

const roles = (items: MenuItem[]) => items.flatMap((item) => (item.role ? [item.role] : []))

describe('the native menu', () => {
  it('has File, Edit, View, Stream and Window; on macOS the app menu first', () => {
    const names = (menu: MenuItem[]) => menu.map((item) => item.label ?? item.role)
    expect(names(build().menu)).toEqual(['File', 'editMenu', 'View', 'Stream', 'windowMenu'])
    expect(names(build({ platform: 'darwin' }).menu)).toEqual([
      'appMenu',
      'File',
      'editMenu',
      'View',
      'Stream',
      'windowMenu',
    ])
  })

  it('ends File with Quit, or on macOS with Close (Quit is in the app menu)', () => {
    expect(build().top('File').at(-1)).toEqual({ role: 'quit' })
    expect(build({ platform: 'win32' }).top('File').at(-1)).toEqual({ role: 'quit' })
    expect(build({ platform: 'darwin' }).top('File').at(-1)).toEqual({ role: 'close' })
  })

  it('sends New Game, Save and Main Menu to the window, and opens or saves a file itself', () => {
    const { item, log } = build()
    for (const label of ['New Game', 'Open…', 'Save', 'Save As…', 'Main Menu']) item('File', label).click?.()
    expect(log).toEqual(['send newGame', 'open', 'send save', 'saveAs', 'send home'])
    expect(item('File', 'New Game').accelerator).toBe('CmdOrCtrl+N')
    expect(item('File', 'Open…').accelerator).toBe('CmdOrCtrl+O')
    expect(item('File', 'Save').accelerator).toBe('CmdOrCtrl+S')
    expect(item('File', 'Save As…').accelerator).toBe('CmdOrCtrl+Shift+S')
  })

  it('offers reload and the developer tools only in an unpackaged build', () => {
    const devTools = ['reload', 'forceReload', 'toggleDevTools']
    expect(roles(build({ packaged: false }).top('View'))).toEqual([
      ...devTools,
      'resetZoom',
      'zoomIn',
      'zoomOut',
      'togglefullscreen',
    ])
    expect(roles(build({ packaged: true }).top('View'))).toEqual([
      'resetZoom',
      'zoomIn',
      'zoomOut',
      'togglefullscreen',
    ])
  })

  it('starts the spectator link while it is off, copies and stops it while it is on', () => {
    const enabled = (streaming: boolean) =>
      build({ streaming })
        .top('Stream')
        .filter((entry) => entry.label !== undefined && entry.enabled !== false)
        .map((entry) => entry.label)
    expect(enabled(false)).toEqual(['Start Spectator Link', 'Issue a New Spectator Link'])
    expect(enabled(true)).toEqual([
      'Copy Spectator Link',
      'Stop Spectator Link',
      'Issue a New Spectator Link',
    ])
  })

  it('starts the link as it is, or with a new link when asked for one', () => {
    const { item, log } = build({ streaming: true })
    for (const label of [
      'Start Spectator Link',
      'Copy Spectator Link',
      'Stop Spectator Link',
      'Issue a New Spectator Link',
    ])
      item('Stream', label).click?.()
    expect(log).toEqual(['start renew=false', 'copy', 'stop', 'start renew=true'])
  })
})
