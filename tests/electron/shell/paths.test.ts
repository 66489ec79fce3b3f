import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { builtPaths, dataDirFor } from '../../../electron/shell/paths'

describe('where the desktop app finds its parts and keeps its data', () => {
  it('finds the preload and the renderer beside the built main process', () => {
    const out = resolve('/opt/zombie-table/resources/app.asar/out')
    const paths = builtPaths(pathToFileURL(join(out, 'main', 'main.js')).href)
    expect(paths).toEqual({ preload: join(out, 'preload', 'preload.cjs'), renderer: join(out, 'renderer') })
  })

  it('keeps its data where ZOMBIE_TABLE_DATA says, else in the user’s app data', () => {
    const userData = () => '/home/ann/.config/Zombie Table'
    expect(dataDirFor({ ZOMBIE_TABLE_DATA: '/mnt/usb/table' }, userData)).toBe('/mnt/usb/table')
    expect(dataDirFor({ ZOMBIE_TABLE_DATA: '' }, userData)).toBe('/home/ann/.config/Zombie Table')
    expect(dataDirFor({}, userData)).toBe('/home/ann/.config/Zombie Table')
  })
})
