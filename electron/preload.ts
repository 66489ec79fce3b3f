/**
 * The renderer's only door to the host: window.table = { request, on }, limited to the contract's
 * channels. No ipcRenderer, no event objects, nothing else crosses into the page.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import { pushChannels, requestChannels } from './protocol/channels'
import type { PreloadApi } from './protocol'

const requests: ReadonlySet<string> = new Set(requestChannels)
const pushes: ReadonlySet<string> = new Set(pushChannels)

const api: PreloadApi = {
  /** Sends a request; main parses the payload with the channel's schema and answers with a Reply. */
  request(channel: string, payload: unknown): Promise<unknown> {
    if (typeof channel !== 'string' || !requests.has(channel)) {
      return Promise.reject(new Error(`There is no request channel "${String(channel)}".`))
    }
    return ipcRenderer.invoke(channel, payload)
  },
  /** Listens to a push channel with the payload only; returns the function that stops listening. */
  on(channel: string, listener: (payload: unknown) => void): () => void {
    if (typeof channel !== 'string' || !pushes.has(channel)) {
      throw new Error(`There is no push channel "${String(channel)}".`)
    }
    if (typeof listener !== 'function') throw new Error('A listener must be a function.')
    const forward = (_event: IpcRendererEvent, payload: unknown): void => listener(payload)
    ipcRenderer.on(channel, forward)
    return () => {
      ipcRenderer.removeListener(channel, forward)
    }
  },
}

/** What the page sees as window.table: the contract's PreloadApi. */
export type TableApi = typeof api

contextBridge.exposeInMainWorld('table', api)
