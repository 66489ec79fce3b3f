import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { isAppFileUrl } from '../../../electron/service/appFileUrl'

describe('isAppFileUrl', () => {
  const index = '/opt/Zombie Table/resources/app.asar/out/renderer/index.html'
  const url = pathToFileURL(index).href

  it('accepts our index.html with any query or hash', () => {
    expect(isAppFileUrl(url, index)).toBe(true)
    expect(isAppFileUrl(`${url}?viewer=spectator#table`, index)).toBe(true)
  })

  it('refuses other files, other schemes and nonsense', () => {
    expect(
      isAppFileUrl(pathToFileURL('/opt/Zombie Table/resources/app.asar/out/renderer/other.html').href, index),
    ).toBe(false)
    expect(isAppFileUrl(pathToFileURL('/etc/passwd').href, index)).toBe(false)
    expect(isAppFileUrl('https://example.com/out/renderer/index.html', index)).toBe(false)
    expect(
      isAppFileUrl(
        'file://evil.example/opt/Zombie%20Table/resources/app.asar/out/renderer/index.html',
        index,
      ),
    ).toBe(false)
    expect(isAppFileUrl('not a url', index)).toBe(false)
    expect(
      isAppFileUrl(
        `${pathToFileURL('/opt/Zombie Table/resources/app.asar/out/renderer').href}/../renderer/index.html`,
        index,
      ),
    ).toBe(true)
  })

  it('ignores case on Windows only', () => {
    expect(isAppFileUrl(url.toUpperCase().replace('FILE:', 'file:'), index, 'linux')).toBe(false)
  })
})
