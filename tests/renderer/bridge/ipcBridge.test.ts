import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PreloadApi } from '../../../electron/protocol'
import { createIpcBridge } from '../../../renderer/bridge/ipcBridge'

afterEach(() => {
  vi.useRealTimers()
})

describe('the IPC bridge', () => {
  it('answers with the reply, and gives up on a main process that does not answer', async () => {
    vi.useFakeTimers()
    const api: PreloadApi = {
      request: (channel) =>
        channel === 'app:info' ? Promise.resolve({ ok: true, result: 'info' }) : new Promise(() => undefined),
      on: () => () => undefined,
    }
    const bridge = createIpcBridge(api, 1000)
    expect(await bridge.request('app:info', {})).toEqual({ ok: true, result: 'info' })
    const stuck = bridge.request('saves:list', {})
    await vi.advanceTimersByTimeAsync(1000)
    expect(await stuck).toMatchObject({ ok: false, error: { code: 'UNREACHABLE' } })
    expect(bridge.status()).toEqual({ state: 'open' })
  })
})
