/**
 * The preload runs only inside Electron; here 'electron' is replaced by a stand-in so that what
 * it exposes as window.table can be checked: the two functions, the channel allow-lists, and
 * listeners that get the payload without the IPC event.
 */
import { beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { pushChannels, requestChannels } from '../../../electron/protocol'
import type { TableApi } from '../../../electron/preload'
import type { PreloadApi } from '../../../renderer/bridge/bridge'

type IpcListener = (event: unknown, payload: unknown) => void

const electron = vi.hoisted(() => {
  const listeners = new Map<string, Set<IpcListener>>()
  return {
    listeners,
    exposed: new Map<string, unknown>(),
    invoke: vi.fn((channel: string, payload: unknown) => Promise.resolve({ channel, payload })),
  }
})

vi.mock('electron', () => ({
  contextBridge: {
    exposeInMainWorld: (key: string, api: unknown) => electron.exposed.set(key, api),
  },
  ipcRenderer: {
    invoke: electron.invoke,
    on: (channel: string, listener: IpcListener) => {
      const set = electron.listeners.get(channel) ?? new Set<IpcListener>()
      electron.listeners.set(channel, set)
      set.add(listener)
    },
    removeListener: (channel: string, listener: IpcListener) =>
      electron.listeners.get(channel)?.delete(listener),
  },
}))

let table: TableApi

beforeAll(async () => {
  await import('../../../electron/preload')
  table = electron.exposed.get('table') as TableApi
})

describe('preload: window.table', () => {
  it('exposes exactly request and on, under the name the renderer reads', () => {
    expect([...electron.exposed.keys()]).toEqual(['table'])
    expect(Object.keys(table).sort()).toEqual(['on', 'request'])
    expectTypeOf<TableApi>().toExtend<PreloadApi>()
  })

  it('invokes only the contract’s request channels', async () => {
    for (const channel of requestChannels) {
      await expect(table.request(channel, { a: 1 })).resolves.toEqual({ channel, payload: { a: 1 } })
    }
    for (const channel of ['match:update', 'electron:openExternal', '', 'toString']) {
      await expect(table.request(channel, {})).rejects.toThrow(/no request channel/)
    }
    expect(electron.invoke).toHaveBeenCalledTimes(requestChannels.length)
  })

  it('listens only to push channels, passes the payload alone, and unsubscribes', () => {
    const seen: unknown[] = []
    const stop = table.on('match:update', (payload) => seen.push(payload))
    const fakeEvent = { sender: 'the ipcRenderer itself', ports: [] }
    for (const listener of electron.listeners.get('match:update') ?? []) listener(fakeEvent, { version: 3 })
    expect(seen).toEqual([{ version: 3 }])

    stop()
    expect(electron.listeners.get('match:update')?.size).toBe(0)
    for (const channel of pushChannels) table.on(channel, () => undefined)()
    expect(() => table.on('match:subscribe', () => undefined)).toThrow(/no push channel/)
    expect(() => table.on('ipc:anything', () => undefined)).toThrow(/no push channel/)
  })
})

describe('preload: what it bundles', () => {
  it('imports only electron and the channel names at run time (not the schemas, not zod)', async () => {
    const { readFileSync } = await import('node:fs')
    const source = readFileSync(new URL('../../../electron/preload.ts', import.meta.url), 'utf8')
    const runtimeImports = [...source.matchAll(/^import (?!type )[^'"]*'([^']+)'/gm)].map((m) => m[1])
    expect(runtimeImports.sort()).toEqual(['./protocol/channels', 'electron'])
    const channels = readFileSync(new URL('../../../electron/protocol/channels.ts', import.meta.url), 'utf8')
    expect(channels).not.toMatch(/^import /m)
  })
})
