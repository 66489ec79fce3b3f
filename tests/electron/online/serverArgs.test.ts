import { describe, expect, it } from 'vitest'
import { DEFAULT_SERVER_PORT, parseServerArgs } from '../../../electron/online/serverArgs'

describe('npm run server’s command line', () => {
  it('listens on this computer at the default port unless told otherwise', () => {
    expect(parseServerArgs([], {})).toEqual({
      port: DEFAULT_SERVER_PORT,
      hostname: '127.0.0.1',
      allowedOrigins: [],
      help: false,
    })
    expect(parseServerArgs([], { PORT: '8080' }).port).toBe(8080)
    expect(
      parseServerArgs(['--port', '0', '--host', '0.0.0.0', '--data', '/srv/zt', '--bot-delay', '0'], {}),
    ).toEqual({
      port: 0,
      hostname: '0.0.0.0',
      dataDir: '/srv/zt',
      botDelayMs: 0,
      allowedOrigins: [],
      help: false,
    })
  })

  it('takes the address for invite links, other pages allowed to use it, and the renderer to serve', () => {
    const args = parseServerArgs(
      [
        '--public-url',
        'https://zombies.example.org/',
        '--allow-origin',
        'https://a.example.org, http://b.example.org:8080/x',
        '--renderer',
        '/srv/renderer',
      ],
      {},
    )
    expect(args.publicUrl).toBe('https://zombies.example.org')
    expect(args.allowedOrigins).toEqual(['https://a.example.org', 'http://b.example.org:8080'])
    expect(args.rendererDir).toBe('/srv/renderer')
    expect(() => parseServerArgs(['--allow-origin', 'example.org'], {})).toThrow(
      '--allow-origin takes web addresses such as https://zombies.example.org, not "example.org".',
    )
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
