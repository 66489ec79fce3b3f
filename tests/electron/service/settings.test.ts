import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { makeRuntime, ok, recordingClient, refused, tempDir } from './helpers'

describe('TableService: settings', () => {
  it('reads and changes the bot delay, which the host uses and the data folder keeps', async () => {
    const dataDir = await tempDir()
    const ann = recordingClient()
    const first = await makeRuntime({ dataDir })
    expect(await ok(first.service, 'settings:get', {}, ann)).toEqual({ botDelayMs: 0 })
    expect(await ok(first.service, 'settings:set', { botDelayMs: 250 }, ann)).toEqual({ botDelayMs: 250 })
    expect(await ok(first.service, 'settings:get', {}, ann)).toEqual({ botDelayMs: 250 })
    expect(await ok(first.service, 'settings:set', {}, ann)).toEqual({ botDelayMs: 250 })
    expect(JSON.parse(await readFile(join(dataDir, 'settings.json'), 'utf8'))).toEqual({ botDelayMs: 250 })
    await first.shutdown()

    // The saved setting applies at the next start, unless the command line overrides it.
    const second = await makeRuntime({ dataDir, botDelayMs: undefined })
    expect(await ok(second.service, 'settings:get', {}, ann)).toEqual({ botDelayMs: 250 })
    await second.shutdown()
    const third = await makeRuntime({ dataDir, botDelayMs: 10 })
    expect(await ok(third.service, 'settings:get', {}, ann)).toEqual({ botDelayMs: 10 })
  })

  it('refuses delays outside 0..5000 ms', async () => {
    const runtime = await makeRuntime()
    for (const botDelayMs of [-1, 5001, 1.5, '100']) {
      expect((await refused(runtime.service, 'settings:set', { botDelayMs }, recordingClient())).code).toBe(
        'BAD_REQUEST',
      )
    }
  })
})
