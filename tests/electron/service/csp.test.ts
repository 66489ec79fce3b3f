import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { HEADER_CSP, RENDERER_CSP } from '../../../electron/service/csp'

describe('Content-Security-Policy', () => {
  it('sends the same policy as renderer/index.html declares, plus frame-ancestors', () => {
    const html = readFileSync(new URL('../../../renderer/index.html', import.meta.url), 'utf8')
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]*)"/.exec(html)?.[1]
    expect(meta).toBeDefined()
    const normalise = (csp: string): string[] =>
      csp
        .split(';')
        .map((d) => d.trim().replace(/\s+/g, ' '))
        .filter(Boolean)
    expect(normalise(RENDERER_CSP)).toEqual(normalise(meta ?? ''))
    expect(HEADER_CSP).toBe(`${RENDERER_CSP}; frame-ancestors 'none'`)
  })
})
