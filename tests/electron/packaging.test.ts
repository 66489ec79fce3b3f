/** The packaged app's hardening and pins, read from the files electron-builder and npm read. */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SAVE_EXTENSION } from '../../electron/protocol/saveNames'

const read = (path: string): string => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

describe('packaging', () => {
  it('flips every Electron fuse the app does not need', () => {
    const yml = read('build/electron-builder.yml')
    const fuses = /^electronFuses:\n((?: {2}\w+: \w+\n)+)/m.exec(yml)?.[1] ?? ''
    const set = new Map(
      fuses
        .trim()
        .split('\n')
        .map((line) => line.trim().split(': ') as [string, string]),
    )
    expect(Object.fromEntries(set)).toEqual({
      runAsNode: 'false',
      enableNodeOptionsEnvironmentVariable: 'false',
      enableNodeCliInspectArguments: 'false',
      enableCookieEncryption: 'true',
      enableEmbeddedAsarIntegrityValidation: 'true',
      onlyLoadAppFromAsar: 'true',
      grantFileProtocolExtraPrivileges: 'false',
    })
  })

  it('opens save files with the app on every platform it is packaged for', () => {
    const yml = read('build/electron-builder.yml')
    // At the top level, so it applies to nsis, dmg, deb and AppImage alike.
    const block = /^fileAssociations:\n((?: {2}.*\n)+)/m.exec(yml)?.[1] ?? ''
    const entries = block.split(/^ {2}- /m).filter((entry) => entry.trim() !== '')
    expect(entries).toHaveLength(1)
    const fields = Object.fromEntries(
      (entries[0] ?? '')
        .trim()
        .split('\n')
        .map((line) => {
          const [key = '', ...value] = line.trim().split(': ')
          return [key, value.join(': ')]
        }),
    )
    expect(fields).toEqual({
      ext: SAVE_EXTENSION.slice(1),
      name: 'Zombie Table save',
      description: 'Zombie Table save',
      role: 'Editor',
      mimeType: 'application/x-zombie-table-save',
    })
    for (const target of ['nsis', 'dmg', 'deb', 'AppImage'])
      expect(yml).toMatch(new RegExp(`^\\s+- (target: )?${target}$`, 'm'))
  })

  it('pins a supported Electron, and the README asks for the Node its installer needs', () => {
    const pkg = JSON.parse(read('package.json')) as { devDependencies: Record<string, string> }
    const electron = pkg.devDependencies.electron ?? ''
    expect(electron).toMatch(/^\d+\.\d+\.\d+$/)
    // Only the three newest majors are supported (45 is the newest as of December 2026).
    expect(Number(electron.split('.')[0])).toBeGreaterThanOrEqual(43)
    expect(read('README.md')).toContain('Node.js 22 LTS or newer')
  })
})
