import { homedir } from 'node:os'
import { describe, expect, it } from 'vitest'
import { defaultDataDir, defaultSavesDir } from '../../../electron/saves/defaultDir'

describe('defaultDataDir', () => {
  it('uses %APPDATA% on Windows', () => {
    const env = { APPDATA: 'C:\\Users\\ann\\AppData\\Roaming' }
    expect(defaultDataDir('Zombie Table', env, 'win32', 'C:\\Users\\ann')).toBe(
      'C:\\Users\\ann\\AppData\\Roaming\\Zombie Table',
    )
    expect(defaultSavesDir('Zombie Table', env, 'win32', 'C:\\Users\\ann')).toBe(
      'C:\\Users\\ann\\AppData\\Roaming\\Zombie Table\\saves',
    )
  })

  it('falls back to AppData\\Roaming under the home folder when %APPDATA% is missing', () => {
    expect(defaultDataDir('Zombie Table', {}, 'win32', 'C:\\Users\\ann')).toBe(
      'C:\\Users\\ann\\AppData\\Roaming\\Zombie Table',
    )
  })

  it('uses Application Support on macOS', () => {
    expect(defaultDataDir('Zombie Table', {}, 'darwin', '/Users/ann')).toBe(
      '/Users/ann/Library/Application Support/Zombie Table',
    )
    expect(defaultSavesDir('Zombie Table', {}, 'darwin', '/Users/ann')).toBe(
      '/Users/ann/Library/Application Support/Zombie Table/saves',
    )
  })

  it('uses $XDG_CONFIG_HOME, else ~/.config, on Linux', () => {
    expect(defaultDataDir('Zombie Table', { XDG_CONFIG_HOME: '/cfg' }, 'linux', '/home/ann')).toBe(
      '/cfg/Zombie Table',
    )
    expect(defaultDataDir('Zombie Table', {}, 'linux', '/home/ann')).toBe('/home/ann/.config/Zombie Table')
    expect(defaultDataDir('Zombie Table', { XDG_CONFIG_HOME: '' }, 'linux', '/home/ann')).toBe(
      '/home/ann/.config/Zombie Table',
    )
    expect(defaultSavesDir('Zombie Table', {}, 'linux', '/home/ann')).toBe(
      '/home/ann/.config/Zombie Table/saves',
    )
  })

  it('prefers ZOMBIE_TABLE_DATA on every platform', () => {
    for (const platform of ['win32', 'darwin', 'linux'] as const) {
      const env = { ZOMBIE_TABLE_DATA: '/data/zt', APPDATA: 'C:\\x', XDG_CONFIG_HOME: '/cfg' }
      expect(defaultDataDir('Zombie Table', env, platform, '/home/ann')).toBe('/data/zt')
    }
    expect(defaultSavesDir('Zombie Table', { ZOMBIE_TABLE_DATA: '/data/zt' }, 'linux', '/h')).toBe(
      '/data/zt/saves',
    )
  })

  it('defaults to the app name "Zombie Table" and the running platform', () => {
    expect(defaultDataDir()).toBe(defaultDataDir('Zombie Table', process.env, process.platform, homedir()))
    expect(defaultSavesDir()).toBe(defaultSavesDir('Zombie Table', process.env, process.platform, homedir()))
  })
})
