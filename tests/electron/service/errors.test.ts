import { describe, expect, it, vi } from 'vitest'
import { bots, games } from '../../../engine'
import { MatchHost } from '../../../electron/host'
import { SaveStore } from '../../../electron/saves/saveStore'
import { INTERNAL_MESSAGE } from '../../../electron/service/serviceErrors'
import { createTableService } from '../../../electron/service/tableService'
import { APP, recordingClient, tempDir } from './helpers'

async function serviceWithBrokenSaves() {
  const log = vi.fn()
  const saves = new SaveStore({ dir: await tempDir(), registry: games, app: APP })
  vi.spyOn(saves, 'list').mockRejectedValue(new Error('disk on fire at /secret/path'))
  const host = new MatchHost({ registry: games, bots, botDelayMs: 0 })
  return { log, service: createTableService({ host, saves, registry: games, bots, app: APP, log }) }
}

describe('TableService: failures', () => {
  it('never throws: an unexpected error is logged and answered as INTERNAL without details', async () => {
    const { log, service } = await serviceWithBrokenSaves()
    const reply = await service.handle('saves:list', {}, recordingClient())
    expect(reply).toEqual({ ok: false, error: { code: 'INTERNAL', message: INTERNAL_MESSAGE } })
    expect(log).toHaveBeenCalledTimes(1)
    expect(String(log.mock.calls[0]?.[1])).toContain('disk on fire')
  })

  it('answers unknown channels and odd inputs with BAD_REQUEST', async () => {
    const { service } = await serviceWithBrokenSaves()
    const client = recordingClient()
    for (const channel of ['nope', '', 'constructor', '__proto__', 'toString']) {
      expect(await service.handle(channel, {}, client)).toMatchObject({
        ok: false,
        error: { code: 'BAD_REQUEST' },
      })
    }
    expect(await service.handle('app:info', 'hello', client)).toMatchObject({
      ok: false,
      error: { code: 'BAD_REQUEST' },
    })
  })
})
