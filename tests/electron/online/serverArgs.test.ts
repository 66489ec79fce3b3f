import { describe, expect, it } from 'vitest'
import { DEFAULT_SERVER_PORT, parseServerArgs } from '../../../electron/online/serverArgs'

describe('npm run server’s command line', () => {
  it('listens on this computer at the default port unless told otherwise', () => {
    expect(parseServerArgs([], {})).toEqual({ port: DEFAULT_SERVER_PORT, hostname: '127.0.0.1', help: false })
    expect(parseServerArgs([], { PORT: '8080' }).port).toBe(8080)
    expect(
      parseServerArgs(['--port', '0', '--host', '0.0.0.0', '--data', '/srv/zt', '--bot-delay', '0'], {}),
    ).toEqual({ port: 0, hostname: '0.0.0.0', dataDir: '/srv/zt', botDelayMs: 0, help: false })
  })

  it('says what is wrong with a bad option', () => {
    expect(() => parseServerArgs(['--port', '70000'], {})).toThrow(
      'The port must be a whole number from 0 to 65535, not "70000".',
    )
    expect(() => parseServerArgs(['--bot-delay', 'soon'], {})).toThrow('The bot delay must be a whole number')
    expect(() => parseServerArgs(['--host', ''], {})).toThrow('--host needs a value.')
    expect(() => parseServerArgs(['--colour', 'red'], {})).toThrow('Unknown option "--colour".')
  })
})
