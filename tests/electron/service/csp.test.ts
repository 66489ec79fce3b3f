import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DESKTOP_CSP, ONLINE_CSP, RENDERER_CSP, desktopCsp, servedCsp } from '../../../electron/service/csp'

const directives = (csp: string): Map<string, string> =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().replace(/\s+/g, ' '))
      .filter(Boolean)
      .map((d) => [d.split(' ')[0] ?? '', d.split(' ').slice(1).join(' ')]),
  )

describe('Content-Security-Policy', () => {
  it('is the policy renderer/index.html declares', () => {
    const html = readFileSync(new URL('../../../renderer/index.html', import.meta.url), 'utf8')
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]*)"/.exec(html)?.[1]
    expect(meta).toBeDefined()
    expect(directives(RENDERER_CSP)).toEqual(directives(meta ?? ''))
  })

  it('lets the desktop window connect nowhere but its own files, and never be framed', () => {
    const desktop = directives(DESKTOP_CSP)
    expect(desktop.get('connect-src')).toBe("'self' data: blob:")
    expect(desktop.get('frame-ancestors')).toBe("'none'")
    for (const [name, value] of directives(RENDERER_CSP)) {
      if (name !== 'connect-src') expect(desktop.get(name), name).toBe(value)
    }
  })

  it('lets the desktop window reach an online table server it was told of, and no other', () => {
    const desktop = directives(desktopCsp(['http://192.168.1.5:2567', 'https://tables.example.org/x']))
    expect(desktop.get('connect-src')).toBe(
      "'self' http://192.168.1.5:2567 ws://192.168.1.5:2567 https://tables.example.org wss://tables.example.org data: blob:",
    )
  })

  it('lets a page of an online table server reach its own origin only', () => {
    const online = directives(ONLINE_CSP)
    expect(online.get('connect-src')).toBe("'self' data: blob:")
    expect(online.get('frame-ancestors')).toBe("'none'")
  })

  it('lets the served page reach only its own socket', () => {
    const served = directives(servedCsp(4173))
    expect(served.get('connect-src')).toBe("'self' ws://127.0.0.1:4173 ws://localhost:4173 data: blob:")
    expect(served.get('frame-ancestors')).toBe("'none'")
  })
})
