import { describe, expect, it } from 'vitest'
import { DEFAULT_SERVE_PORT, parseServeArgs, UsageError } from '../../../electron/stream/serveArgs'

describe('npm run serve: options', () => {
  it('defaults to port 4173, or $PORT', () => {
    expect(parseServeArgs([], {})).toEqual({ port: DEFAULT_SERVE_PORT, newToken: false, help: false })
    expect(parseServeArgs([], { PORT: '8080' }).port).toBe(8080)
    expect(parseServeArgs(['--port', '0'], { PORT: '8080' }).port).toBe(0)
  })

  it('reads every option, with a space or an equals sign', () => {
    expect(
      parseServeArgs(
        ['--port=5000', '--bot-delay', '0', '--data', '/tmp/zt', '--renderer=/tmp/r', '--new-token'],
        {},
      ),
    ).toEqual({
      port: 5000,
      botDelayMs: 0,
      dataDir: '/tmp/zt',
      rendererDir: '/tmp/r',
      newToken: true,
      help: false,
    })
    expect(parseServeArgs(['--help'], {}).help).toBe(true)
  })

  it('refuses unknown options and bad numbers', () => {
    for (const argv of [
      ['--host', '0.0.0.0'],
      ['--port'],
      ['--port', '65536'],
      ['--port', '-1'],
      ['--port', 'http'],
      ['--bot-delay', '9999'],
      ['--bot-delay', '1.5'],
      ['stray'],
    ]) {
      expect(() => parseServeArgs(argv, {}), argv.join(' ')).toThrow(UsageError)
    }
    expect(() => parseServeArgs([], { PORT: 'abc' })).toThrow(UsageError)
  })
})
