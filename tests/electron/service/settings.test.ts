import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, type Settings } from '../../../electron/protocol'
import { makeRuntime, ok, recordingClient, refused, tempDir } from './helpers'

/** What a new data folder's settings read, with the bot delay the test runtimes start with. */
const fresh = (botDelayMs: number): Settings => ({ ...DEFAULT_SETTINGS, botDelayMs })

describe('TableService: settings', () => {
  it('reads and changes the bot delay, which the host uses and the data folder keeps', async () => {
    const dataDir = await tempDir()
    const ann = recordingClient()
    const first = await makeRuntime({ dataDir })
    expect(await ok(first.service, 'settings:get', {}, ann)).toEqual(fresh(0))
    expect(await ok(first.service, 'settings:set', { botDelayMs: 250 }, ann)).toEqual(fresh(250))
    expect(await ok(first.service, 'settings:get', {}, ann)).toEqual(fresh(250))
    expect(await ok(first.service, 'settings:set', {}, ann)).toEqual(fresh(250))
    expect(JSON.parse(await readFile(join(dataDir, 'settings.json'), 'utf8'))).toEqual(fresh(250))
    await first.shutdown()

    // The saved setting applies at the next start, unless the command line overrides it.
    const second = await makeRuntime({ dataDir, botDelayMs: undefined })
    expect(await ok(second.service, 'settings:get', {}, ann)).toEqual(fresh(250))
    await second.shutdown()
    const third = await makeRuntime({ dataDir, botDelayMs: 10 })
    expect(await ok(third.service, 'settings:get', {}, ann)).toEqual(fresh(10))
  })

  it('takes a table server’s web address, or nothing, and refuses anything else in words', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    for (const onlineServer of [
      'zombies.example.org',
      'ftp://x.org',
      'javascript:alert(1)',
      'x'.repeat(201),
    ]) {
      const refusal = await refused(runtime.service, 'settings:set', { onlineServer }, ann)
      expect(refusal.code).toBe('BAD_REQUEST')
    }
    expect(
      (await refused(runtime.service, 'settings:set', { onlineServer: 'zombies.example.org' }, ann)).message,
    ).toContain('A table server is a web address')
    expect(
      (await ok(runtime.service, 'settings:set', { onlineServer: 'http://10.0.0.5:2567' }, ann)).onlineServer,
    ).toBe('http://10.0.0.5:2567')
    expect((await ok(runtime.service, 'settings:set', { onlineServer: '' }, ann)).onlineServer).toBe('')
  })

  it('refuses delays outside 0..5000 ms', async () => {
    const runtime = await makeRuntime()
    for (const botDelayMs of [-1, 5001, 1.5, '100']) {
      expect((await refused(runtime.service, 'settings:set', { botDelayMs }, recordingClient())).code).toBe(
        'BAD_REQUEST',
      )
    }
  })

  it('keeps every setting across a restart of the host on the same data folder', async () => {
    const dataDir = await tempDir()
    const ann = recordingClient()
    const first = await makeRuntime({ dataDir, botDelayMs: undefined })
    const changed: Settings = {
      botDelayMs: 1200,
      sound: false,
      volume: 35,
      animationSpeed: 1.5,
      skipAnimations: true,
      uiScale: 125,
      reducedMotion: 'on',
      cameraSensitivity: 0.5,
      followAction: false,
      seatMarks: true,
      streamDelaySeconds: 45,
      streamShowHands: true,
      streamLayout: 'table',
      streamBackground: '#00ff00',
      streamTextScale: 1.5,
      streamQuality: 'low',
      quality: 'medium',
      onlineServer: 'https://zombies.example.org',
    }
    // Changed a few at a time, as the Settings screen sends them.
    await ok(first.service, 'settings:set', { sound: false, volume: 35 }, ann)
    await ok(first.service, 'settings:set', { animationSpeed: 1.5, skipAnimations: true }, ann)
    await ok(first.service, 'settings:set', { uiScale: 125, reducedMotion: 'on' }, ann)
    await ok(first.service, 'settings:set', { cameraSensitivity: 0.5, followAction: false }, ann)
    await ok(first.service, 'settings:set', { streamDelaySeconds: 45, streamShowHands: true }, ann)
    await ok(first.service, 'settings:set', { streamLayout: 'table', streamBackground: '#00ff00' }, ann)
    await ok(
      first.service,
      'settings:set',
      { streamTextScale: 1.5, streamQuality: 'low', quality: 'medium' },
      ann,
    )
    await ok(first.service, 'settings:set', { onlineServer: 'https://zombies.example.org' }, ann)
    expect(await ok(first.service, 'settings:set', { seatMarks: true, botDelayMs: 1200 }, ann)).toEqual(
      changed,
    )
    await first.shutdown()

    const second = await makeRuntime({ dataDir, botDelayMs: undefined })
    expect(await ok(second.service, 'settings:get', {}, ann)).toEqual(changed)
    // A change after the restart keeps the others.
    expect(await ok(second.service, 'settings:set', { volume: 80 }, ann)).toEqual({ ...changed, volume: 80 })
    await second.shutdown()
    const third = await makeRuntime({ dataDir, botDelayMs: undefined })
    expect(await ok(third.service, 'settings:get', {}, ann)).toEqual({ ...changed, volume: 80 })
  })

  it('the last of quick changes is the one kept (a slider dragged)', async () => {
    const dataDir = await tempDir()
    const ann = recordingClient()
    const first = await makeRuntime({ dataDir })
    await Promise.all(
      [60, 65, 70, 75, 20].map((volume) => ok(first.service, 'settings:set', { volume }, ann)),
    )
    await first.shutdown()
    const second = await makeRuntime({ dataDir })
    expect((await ok(second.service, 'settings:get', {}, ann)).volume).toBe(20)
  })

  it('loads an older settings file (only the bot delay) with the defaults for the rest', async () => {
    const dataDir = await tempDir()
    await writeFile(join(dataDir, 'settings.json'), `${JSON.stringify({ botDelayMs: 900 })}\n`)
    const runtime = await makeRuntime({ dataDir, botDelayMs: undefined })
    expect(await ok(runtime.service, 'settings:get', {}, recordingClient())).toEqual(fresh(900))
  })

  it('a damaged settings file does not stop the host: good fields stay, the rest are defaults', async () => {
    const ann = recordingClient()
    const cases: readonly [contents: string, expected: Settings][] = [
      ['{"botDelayMs": 9', fresh(0)],
      ['', fresh(0)],
      ['null', fresh(0)],
      ['[1, 2]', fresh(0)],
      ['"settings"', fresh(0)],
      ['\u0000\u0001garbage', fresh(0)],
      [
        JSON.stringify({ volume: 400, uiScale: 120, sound: 'loud', reducedMotion: 'off', extra: { a: 1 } }),
        { ...fresh(0), uiScale: 120, reducedMotion: 'off' },
      ],
    ]
    for (const [contents, expected] of cases) {
      const dataDir = await tempDir()
      await writeFile(join(dataDir, 'settings.json'), contents)
      const runtime = await makeRuntime({ dataDir })
      expect(await ok(runtime.service, 'settings:get', {}, ann), JSON.stringify(contents)).toEqual(expected)
      // And the next change writes a whole, good file again.
      await ok(runtime.service, 'settings:set', { seatMarks: true }, ann)
      expect(JSON.parse(await readFile(join(dataDir, 'settings.json'), 'utf8'))).toEqual({
        ...expected,
        seatMarks: true,
      })
    }
  })

  it('refuses settings out of range, of the wrong type or unknown, and changes nothing', async () => {
    const runtime = await makeRuntime()
    const ann = recordingClient()
    const bad = [
      { volume: 101 },
      { animationSpeed: 3 },
      { animationSpeed: 0.6 },
      { uiScale: 200 },
      { reducedMotion: 'maybe' },
      { cameraSensitivity: -1 },
      { sound: 1 },
      { volume: 50, fontSize: 20 },
    ]
    for (const payload of bad) {
      expect(
        (await refused(runtime.service, 'settings:set', payload, ann)).code,
        JSON.stringify(payload),
      ).toBe('BAD_REQUEST')
    }
    expect(await ok(runtime.service, 'settings:get', {}, ann)).toEqual(fresh(0))
  })
})
