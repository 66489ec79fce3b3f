import { describe, expect, it } from 'vitest'
import { isCodePage } from '../../../../renderer/app/online/pageKind'

const page = (href: string) => {
  const url = new URL(href)
  return { search: url.search, hash: url.hash, protocol: url.protocol }
}

describe('a table server’s own page asks for a code', () => {
  it('only when it was opened with no invite, token or spectator link, and never in the desktop app', () => {
    expect(isCodePage(page('https://zombies.example.org/'), false)).toBe(true)
    expect(isCodePage(page('https://zombies.example.org/?table=t#seat=s'), false)).toBe(false)
    expect(isCodePage(page('http://127.0.0.1:4173/?token=abc'), false)).toBe(false)
    expect(isCodePage(page('http://127.0.0.1:4173/?token=abc&viewer=spectator'), false)).toBe(false)
    expect(isCodePage(page('app://table/index.html'), true)).toBe(false)
    expect(isCodePage(page('app://table/index.html?join=x'), true)).toBe(false)
  })
})
