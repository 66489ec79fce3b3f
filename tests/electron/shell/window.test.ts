import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { WAITING_TITLE_PREFIX } from '../../../electron/protocol/app'
import type { ClientContext } from '../../../electron/service/clientContext'
import { webPreferences } from '../../../electron/shell/hardening'
import {
  bringForward,
  connectWindow,
  flashForTitle,
  windowOnActivate,
  windowOnRequest,
  windowOptions,
  type TableWindow,
} from '../../../electron/shell/window'

const WAITING = `${WAITING_TITLE_PREFIX}Zombie Table`

class FakeWindow extends EventEmitter {
  destroyed = false
  focused = false
  shown = 0
  flashes: boolean[] = []
  sent: [string, unknown][] = []
  readonly webContents = {
    send: (channel: string, payload: unknown) => void this.sent.push([channel, payload]),
  }
  show(): void {
    this.shown++
  }
  isFocused(): boolean {
    return this.focused
  }
  flashFrame(flag: boolean): void {
    this.flashes.push(flag)
  }
  isDestroyed(): boolean {
    return this.destroyed
  }
  /** Emits close as Electron does; true when a listener kept the window open. */
  tryClose(): boolean {
    let prevented = false
    this.emit('close', { preventDefault: () => (prevented = true) })
    return prevented
  }
}

function connected(mayClose = () => true) {
  const win = new FakeWindow()
  const connections: ClientContext[] = []
  const disconnections: ClientContext[] = []
  let closed = 0
  const client = connectWindow(win as unknown as TableWindow, {
    service: { connect: (c) => void connections.push(c), disconnect: (c) => void disconnections.push(c) },
    mayClose,
    closed: () => void closed++,
  })
  return { win, client, connections, disconnections, closed: () => closed }
}

describe('the table’s window', () => {
  it('opens hidden until ready, at a size the table fits, with the hardened preferences', () => {
    const options = windowOptions('/out/preload/preload.cjs', true)
    expect(options).toMatchObject({ show: false, minWidth: 900, minHeight: 600, title: 'Zombie Table' })
    expect(options.webPreferences).toEqual(webPreferences('/out/preload/preload.cjs', true))
  })

  it('flashes the taskbar while the game waits and the window is not looked at', () => {
    expect(flashForTitle(WAITING, false)).toBe(true)
    expect(flashForTitle(WAITING, true)).toBeNull()
    expect(flashForTitle('Zombie Table', false)).toBe(false)
    expect(flashForTitle('Zombie Table', true)).toBe(false)
  })

  it('comes forward when asked again, and opens again only once the table is ready', () => {
    expect(windowOnRequest(true, true)).toBe('focus')
    expect(windowOnRequest(false, true)).toBe('focus')
    expect(windowOnRequest(true, false)).toBe('create')
    expect(windowOnRequest(false, false)).toBe('none')
  })

  it('opens again from the dock only when no window is open and the table is ready', () => {
    expect(windowOnActivate(true, 0)).toBe('create')
    expect(windowOnActivate(true, 1)).toBe('none')
    expect(windowOnActivate(false, 0)).toBe('none')
  })

  it('restores a minimized window before bringing it forward', () => {
    const calls: string[] = []
    const win = (minimized: boolean) => ({
      isMinimized: () => minimized,
      restore: () => void calls.push('restore'),
      show: () => void calls.push('show'),
      focus: () => void calls.push('focus'),
    })
    bringForward(win(true))
    expect(calls.splice(0)).toEqual(['restore', 'show', 'focus'])
    bringForward(win(false))
    expect(calls).toEqual(['show', 'focus'])
  })
})

describe('connectWindow: the window as a player over IPC', () => {
  it('connects a player client whose pushes reach the window until it is destroyed', () => {
    const { win, client, connections } = connected()
    expect(connections).toEqual([client])
    expect(client).toMatchObject({ role: 'player', transport: 'ipc' })
    client.push('match:closed', { matchId: 'm1' } as never)
    win.destroyed = true
    client.push('match:closed', { matchId: 'm2' } as never)
    expect(win.sent).toEqual([['match:closed', { matchId: 'm1' }]])
  })

  it('shows the window once it is ready to show', () => {
    const { win } = connected()
    expect(win.shown).toBe(0)
    win.emit('ready-to-show')
    expect(win.shown).toBe(1)
  })

  it('flashes on a waiting title, stops when the wait is over or the window is looked at', () => {
    const { win } = connected()
    win.emit('page-title-updated', {}, WAITING)
    win.emit('focus')
    win.focused = true
    win.emit('page-title-updated', {}, WAITING)
    win.emit('page-title-updated', {}, 'Zombie Table')
    expect(win.flashes).toEqual([true, false, false])
  })

  it('stays open when closing is refused', () => {
    let allowed = false
    const { win } = connected(() => allowed)
    expect(win.tryClose()).toBe(true)
    allowed = true
    expect(win.tryClose()).toBe(false)
  })

  it('disconnects its client once closed', () => {
    const { win, client, disconnections, closed } = connected()
    expect(closed()).toBe(0)
    win.emit('closed')
    expect(disconnections).toEqual([client])
    expect(closed()).toBe(1)
  })
})
