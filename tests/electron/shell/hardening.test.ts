import { describe, expect, it } from 'vitest'
import {
  APP_SCHEME_PRIVILEGES,
  FORBIDDEN,
  INTERNET_URLS,
  mayNavigate,
  mayOpenWindow,
  mayUsePermission,
  mayUseTheTable,
  webPreferences,
} from '../../../electron/shell/hardening'

const ELSEWHERE = [
  'https://example.com/',
  'http://127.0.0.1:4174/?token=x',
  'file:///etc/passwd',
  'app://table/other.html',
  'app://evil/index.html',
  'app://user:pw@table/index.html',
  'javascript:alert(1)',
  'not a url',
]

describe('the window’s hardening rules', () => {
  it('registers app:// as a standard, secure scheme that can fetch', () => {
    expect(APP_SCHEME_PRIVILEGES.scheme).toBe('app')
    expect(APP_SCHEME_PRIVILEGES.privileges).toMatchObject({
      standard: true,
      secure: true,
      supportFetchAPI: true,
    })
  })

  it('runs the page sandboxed and isolated, without Node, webviews or insecure content', () => {
    const prefs: Record<string, unknown> = webPreferences('/app/out/preload/preload.cjs', true)
    expect(prefs.preload).toBe('/app/out/preload/preload.cjs')
    for (const on of ['contextIsolation', 'sandbox', 'webSecurity']) expect(prefs[on], on).toBe(true)
    const off = ['nodeIntegration', 'nodeIntegrationInSubFrames', 'allowRunningInsecureContent', 'webviewTag']
    for (const name of off) expect(prefs[name], name).toBe(false)
  })

  it('gives the developer tools only to an unpackaged build', () => {
    expect(webPreferences('p', true).devTools).toBe(false)
    expect(webPreferences('p', false).devTools).toBe(true)
  })

  it('lets a page navigate only to our own page', () => {
    expect(mayNavigate('app://table/index.html')).toBe(true)
    expect(mayNavigate('app://table/?seat=1#x')).toBe(true)
    for (const url of ELSEWHERE) expect(mayNavigate(url), url).toBe(false)
  })

  it('opens no window, not even one on our own page', () => {
    expect(mayOpenWindow('app://table/index.html')).toBe(false)
    expect(mayOpenWindow('https://example.com/')).toBe(false)
  })

  it('grants full screen to the table’s window and nothing else to anyone', () => {
    expect(mayUsePermission('fullscreen', true)).toBe(true)
    expect(mayUsePermission('fullscreen', false)).toBe(false)
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal'])
      expect(mayUsePermission(permission, true), permission).toBe(false)
  })

  it('blocks every request to the internet: http, https and WebSockets, secure or not', () => {
    for (const scheme of ['http', 'https', 'ws', 'wss']) expect(INTERNET_URLS).toContain(`${scheme}://*/*`)
    expect(INTERNET_URLS.some((pattern) => pattern.startsWith('app:'))).toBe(false)
  })

  describe('which sender may use the table', () => {
    const top = { url: 'app://table/index.html', isTopFrame: true }

    it('the top frame of the window showing our page', () => {
      expect(mayUseTheTable({ fromTheWindow: true, frame: top })).toBe(true)
    })

    it('not another window’s page, a subframe, a gone frame, or another page in the window', () => {
      expect(mayUseTheTable({ fromTheWindow: false, frame: top })).toBe(false)
      expect(mayUseTheTable({ fromTheWindow: true, frame: { ...top, isTopFrame: false } })).toBe(false)
      expect(mayUseTheTable({ fromTheWindow: true, frame: null })).toBe(false)
      for (const url of ELSEWHERE)
        expect(mayUseTheTable({ fromTheWindow: true, frame: { url, isTopFrame: true } }), url).toBe(false)
    })

    it('is refused with FORBIDDEN', () => {
      expect(FORBIDDEN).toEqual({ ok: false, error: { code: 'FORBIDDEN', message: expect.any(String) } })
    })
  })
})
