/**
 * The one way a request reaches the service over IPC: on every request channel, only from the
 * table's window, its payload parsed by the service. Typed by the few members it uses of
 * ipcMain and its events, so tests hand in stand-ins.
 */
import { requestChannels, type Reply, type RequestChannel } from '../protocol'
import type { ClientContext } from '../service/clientContext'
import type { TableService } from '../service/tableService'
import { FORBIDDEN, mayUseTheTable } from './hardening'

export interface RequestEvent {
  readonly sender: unknown
  readonly senderFrame: { readonly url: string; readonly parent: unknown } | null
}

export interface RequestIpc {
  handle(channel: string, listener: (event: RequestEvent, payload: unknown) => Promise<unknown>): void
}

export interface TheWindow {
  /** The window's client while it is open. */
  client(): ClientContext | null
  /** Whether these web contents are the open window's. */
  isTheWindow(contents: unknown): boolean
}

export function answerRequests(
  ipc: RequestIpc,
  service: Pick<TableService, 'handle'>,
  window: TheWindow,
): void {
  for (const channel of requestChannels) {
    ipc.handle(channel, async (event, payload): Promise<Reply<RequestChannel>> => {
      const client = window.client()
      const frame = event.senderFrame
      const sender = {
        fromTheWindow: window.isTheWindow(event.sender),
        frame: frame && { url: frame.url, isTopFrame: frame.parent === null },
      }
      if (client === null || !mayUseTheTable(sender)) return FORBIDDEN
      return service.handle(channel, payload, client)
    })
  }
}
