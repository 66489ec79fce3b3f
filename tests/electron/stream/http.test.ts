import { symlink } from 'node:fs/promises'
import { createServer } from 'node:net'
import { networkInterfaces } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startTableServer } from '../../../electron/stream/server'
import { makeRuntime } from '../service/helpers'
import { INDEX_HTML, SECRET, fakeRenderer, rawGet, startTestTable } from './helpers'

describe('table server: the page and its assets', () => {
  it('serves index.html only with a token', async () => {
    const table = await startTestTable()
    const { port } = table.server
    expect((await rawGet(port, '/')).status).toBe(403)
    expect((await rawGet(port, '/index.html')).status).toBe(403)
    expect((await rawGet(port, '/?token=wrong')).status).toBe(403)
    expect((await rawGet(port, `/?token=${table.token.slice(0, -1)}`)).status).toBe(403)

    const page = await fetch(table.server.url)
    expect(page.status).toBe(200)
    expect(await page.text()).toBe(INDEX_HTML)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    // The page may talk to its own socket on this port, and nowhere else.
    expect(page.headers.get('content-security-policy')).toContain(
      `connect-src 'self' ws://127.0.0.1:${port} ws://localhost:${port} data: blob:`,
    )
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect((await fetch(table.server.spectatorUrl)).status).toBe(200)
    expect((await rawGet(port, `/index.html?token=${table.token}`)).status).toBe(200)
  })

  it('serves assets without a token, with their content types', async () => {
    const table = await startTestTable()
    const types: Record<string, string> = {
      '/assets/index-abc123.js': 'text/javascript; charset=utf-8',
      '/assets/index-abc123.css': 'text/css; charset=utf-8',
      '/assets/oswald.woff': 'font/woff',
      '/assets/card.png': 'image/png',
    }
    for (const [path, type] of Object.entries(types)) {
      const res = await rawGet(table.server.port, path)
      expect(res.status, path).toBe(200)
      expect(res.headers['content-type'], path).toBe(type)
      expect(res.headers['x-content-type-options']).toBe('nosniff')
    }
    const head = await rawGet(table.server.port, '/assets/index-abc123.js', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
    expect(head.headers['content-length']).toBe(String('console.log("table")'.length))
  })

  it('answers 404 for missing files, folders and hidden files, 405 for other methods', async () => {
    const { server } = await startTestTable()
    for (const path of ['/nope.js', '/assets', '/assets/', '/.env', '/assets/../.env']) {
      expect((await rawGet(server.port, path)).status, path).toBe(404)
    }
    expect((await rawGet(server.port, '/assets/card.png', { method: 'POST' })).status).toBe(405)
  })

  it('never serves a file outside the renderer folder', async () => {
    const table = await startTestTable()
    await symlink(join(table.root, 'secret.txt'), join(table.rendererDir, 'assets', 'link.txt'))
    const attempts = [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/..%5csecret.txt',
      '/%2e%2e%5csecret.txt',
      '/assets/link.txt',
      `/${encodeURIComponent(join(table.root, 'secret.txt'))}`,
      '//etc/passwd',
      '/%00index.html',
      '/%E0%A4%A',
    ]
    for (const path of attempts) {
      const res = await rawGet(table.server.port, `${path}?token=${table.token}`)
      expect([400, 403, 404], path).toContain(res.status)
      expect(res.body).not.toContain(SECRET)
    }
  })

  it('refuses requests for another host name (DNS rebinding)', async () => {
    const table = await startTestTable()
    const res = await rawGet(table.server.port, `/?token=${table.token}`, {
      headers: { Host: 'evil.example' },
    })
    expect(res.status).toBe(403)
    const local = await rawGet(table.server.port, `/?token=${table.token}`, {
      headers: { Host: `localhost:${table.server.port}` },
    })
    expect(local.status).toBe(200)
  })
})

describe('table server: listening', () => {
  it('listens on 127.0.0.1 only', async () => {
    const { server } = await startTestTable()
    expect(server.address).toBe('127.0.0.1')
    expect(new URL(server.url).hostname).toBe('127.0.0.1')
    const external = Object.values(networkInterfaces())
      .flat()
      .find((i) => i !== undefined && i.family === 'IPv4' && !i.internal)
    if (external !== undefined) {
      await expect(fetch(`http://${external.address}:${server.port}/assets/card.png`)).rejects.toThrow()
    }
  })

  it('refuses any other address, and equal or weak tokens', async () => {
    const runtime = await makeRuntime()
    const { rendererDir } = await fakeRenderer()
    const options = { service: runtime.service, rendererDir, port: 0 }
    await expect(startTableServer({ ...options, host: '0.0.0.0' as '127.0.0.1' })).rejects.toThrow(
      /127\.0\.0\.1/,
    )
    await expect(
      startTableServer({ ...options, token: 'a'.repeat(32), spectatorToken: 'a'.repeat(32) }),
    ).rejects.toThrow()
    await expect(startTableServer({ ...options, token: 'short' })).rejects.toThrow()
  })

  it('makes 32-hex-character tokens, different for players and spectators', async () => {
    const table = await startTestTable()
    expect(table.token).toMatch(/^[0-9a-f]{32}$/)
    expect(table.spectatorToken).toMatch(/^[0-9a-f]{32}$/)
    expect(table.token).not.toBe(table.spectatorToken)
    expect(table.server.spectatorUrl).toBe(
      `http://127.0.0.1:${table.server.port}/?token=${table.spectatorToken}&viewer=spectator`,
    )
    const fixed = await startTestTable({ token: 'p'.repeat(32), spectatorToken: 's'.repeat(32) })
    expect(fixed.server.url).toBe(`http://127.0.0.1:${fixed.server.port}/?token=${'p'.repeat(32)}`)
  })

  it('frees its port on close()', async () => {
    const { server } = await startTestTable()
    const { port } = server
    await fetch(`http://127.0.0.1:${port}/assets/card.png`) // leaves a keep-alive connection open
    await server.close()
    await server.close()
    await expect(fetch(`http://127.0.0.1:${port}/assets/card.png`)).rejects.toThrow()
    const probe = createServer()
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject)
      probe.listen({ host: '127.0.0.1', port, exclusive: true }, () => resolve())
    })
    await new Promise<void>((resolve) => probe.close(() => resolve()))
  })
})
