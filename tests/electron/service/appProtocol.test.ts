import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP_CSP } from '../../../electron/service/csp'
import { appProtocolResponse, appSchemeHandler, isAppPageUrl } from '../../../electron/service/appProtocol'

describe('the app:// scheme of the desktop window', () => {
  let base = ''
  let root = ''
  beforeAll(async () => {
    base = await realpath(await mkdtemp(join(tmpdir(), 'zt-app-')))
    root = join(base, 'renderer')
    await mkdir(join(root, 'assets'), { recursive: true })
    await writeFile(join(root, 'index.html'), '<!doctype html><title>Zombie Table</title>')
    await writeFile(join(root, 'assets', 'main.js'), 'console.log(1)')
    await writeFile(join(base, 'secret.txt'), 'outside')
    await symlink(join(base, 'secret.txt'), join(root, 'assets', 'link.txt'))
  })
  afterAll(() => rm(base, { recursive: true, force: true }))

  it('serves the page with the desktop CSP, and its assets with their types', async () => {
    const page = await appProtocolResponse(root, 'app://table/index.html')
    expect(page.status).toBe(200)
    expect(page.headers['Content-Security-Policy']).toBe(DESKTOP_CSP)
    expect(new TextDecoder().decode(page.body ?? new Uint8Array())).toContain('Zombie Table')
    expect((await appProtocolResponse(root, 'app://table/')).status).toBe(200)
    const script = await appProtocolResponse(root, 'app://table/assets/main.js?v=1')
    expect(script.headers['Content-Type']).toMatch(/javascript/)
    expect(script.headers['Content-Security-Policy']).toBeUndefined()
  })

  it('serves nothing outside the renderer folder, another host, or a write', async () => {
    for (const url of [
      'app://table/../secret.txt',
      'app://table/%2e%2e/secret.txt',
      'app://table/assets/..%2f..%2fsecret.txt',
      'app://table/assets/link.txt',
      'app://table/missing.js',
      'app://other/index.html',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect((await appProtocolResponse(root, url)).status, url).not.toBe(200)
    }
    expect((await appProtocolResponse(root, 'app://table/index.html', 'POST')).status).toBe(405)
  })

  it('answers protocol.handle with fetch Responses: the page with its CSP, a refusal with its status', async () => {
    const handle = appSchemeHandler(root)
    const page = await handle({ url: 'app://table/index.html', method: 'GET' })
    expect(page.status).toBe(200)
    expect(page.headers.get('Content-Security-Policy')).toBe(DESKTOP_CSP)
    expect(await page.text()).toContain('Zombie Table')
    const head = await handle({ url: 'app://table/index.html', method: 'HEAD' })
    expect(await head.text()).toBe('')
    expect((await handle({ url: 'app://table/../secret.txt', method: 'GET' })).status).toBe(404)
    expect((await handle({ url: 'app://table/index.html', method: 'POST' })).status).toBe(405)
  })

  it('recognises the app page, and nothing else, as the page allowed to use the table', () => {
    expect(isAppPageUrl('app://table/index.html')).toBe(true)
    expect(isAppPageUrl('app://table/index.html?viewer=spectator#x')).toBe(true)
    expect(isAppPageUrl('app://table/')).toBe(true)
    for (const url of [
      'app://table/other.html',
      'app://evil/index.html',
      'app://user:pw@table/index.html',
      'file:///opt/app/out/renderer/index.html',
      'https://table/index.html',
      'nonsense',
    ]) {
      expect(isAppPageUrl(url), url).toBe(false)
    }
  })
})
