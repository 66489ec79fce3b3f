import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import {
  hardenContents,
  lockDownSession,
  type PageContents,
  type PageSession,
} from '../../../electron/shell/lockDown'

class FakeContents extends EventEmitter {
  openHandler: ((details: { url: string }) => { action: string }) | null = null
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.openHandler = handler
  }

  /** Emits an event as Electron does; true when a listener prevented it. */
  attempt(name: string, url = ''): boolean {
    let prevented = false
    this.emit(name, { url, preventDefault: () => (prevented = true) })
    return prevented
  }
}

function fakeSession() {
  const calls = {
    request: null as
      ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void) | null,
    check: null as ((contents: unknown, permission: string) => boolean) | null,
    filter: null as { urls: string[] } | null,
    answer: null as
      ((details: { readonly url: string }, callback: (response: { cancel: boolean }) => void) => void) | null,
  }
  const session: PageSession = {
    setPermissionRequestHandler: (handler) => void (calls.request = handler),
    setPermissionCheckHandler: (handler) => void (calls.check = handler),
    webRequest: {
      onBeforeRequest: (filter, listener) => {
        calls.filter = filter
        calls.answer = listener
      },
    },
  }
  return { session, calls }
}

describe('hardenContents: every web contents stays on our page', () => {
  const harden = () => {
    const contents = new FakeContents()
    hardenContents(contents as unknown as PageContents)
    return contents
  }

  it('lets navigations and redirects to our page through', () => {
    const contents = harden()
    expect(contents.attempt('will-navigate', 'app://table/index.html')).toBe(false)
    expect(contents.attempt('will-redirect', 'app://table/')).toBe(false)
  })

  it('stops navigations and redirects anywhere else', () => {
    const contents = harden()
    expect(contents.attempt('will-navigate', 'https://example.com/')).toBe(true)
    expect(contents.attempt('will-redirect', 'file:///etc/passwd')).toBe(true)
    expect(contents.attempt('will-navigate', 'app://table/elsewhere.html')).toBe(true)
  })

  it('attaches no webview and opens no window', () => {
    const contents = harden()
    expect(contents.attempt('will-attach-webview')).toBe(true)
    expect(contents.openHandler?.({ url: 'app://table/index.html' })).toEqual({ action: 'deny' })
    expect(contents.openHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' })
  })
})

describe('lockDownSession: permissions for the window only, nothing from the internet', () => {
  const theWindow = { id: 'the window' }
  const other = { id: 'a devtools page' }
  const locked = () => {
    const { session, calls } = fakeSession()
    lockDownSession(session, (contents) => contents === theWindow)
    return calls
  }

  it('grants a full-screen request from the window only', () => {
    const calls = locked()
    const answers: boolean[] = []
    calls.request?.(theWindow, 'fullscreen', (granted) => answers.push(granted))
    calls.request?.(other, 'fullscreen', (granted) => answers.push(granted))
    calls.request?.(theWindow, 'media', (granted) => answers.push(granted))
    expect(answers).toEqual([true, false, false])
  })

  it('answers permission checks the same way, and no for no contents', () => {
    const calls = locked()
    expect(calls.check?.(theWindow, 'fullscreen')).toBe(true)
    expect(calls.check?.(null, 'fullscreen')).toBe(false)
    expect(calls.check?.(theWindow, 'notifications')).toBe(false)
  })

  it('cancels every request to http, https, ws and wss', () => {
    const calls = locked()
    expect(calls.filter?.urls).toEqual(['http://*/*', 'https://*/*', 'ws://*/*', 'wss://*/*'])
    const responses: { cancel: boolean }[] = []
    calls.answer?.({ url: 'https://fonts.example.com/x.woff' }, (response) => responses.push(response))
    expect(responses).toEqual([{ cancel: true }])
  })

  it('lets through what goes to an online table server it was told of, and only that', () => {
    const { session, calls } = fakeSession()
    const servers = ['http://192.168.1.5:2567']
    lockDownSession(
      session,
      () => true,
      () => servers,
    )
    const cancelled = (url: string): boolean => {
      let answer = true
      calls.answer?.({ url }, (response) => (answer = response.cancel))
      return answer
    }
    expect(cancelled('http://192.168.1.5:2567/matchmake/join/table')).toBe(false)
    expect(cancelled('ws://192.168.1.5:2567/abc?sessionId=x')).toBe(false)
    expect(cancelled('wss://192.168.1.5:2567/abc')).toBe(true)
    expect(cancelled('http://192.168.1.5:2568/')).toBe(true)
    expect(cancelled('https://fonts.example.com/x.woff')).toBe(true)
    // The list is asked again on each request: a server added later is reachable from then on.
    servers.push('https://zombies.example.org')
    expect(cancelled('wss://zombies.example.org/room')).toBe(false)
  })
})
