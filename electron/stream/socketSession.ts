/** One browser connected over WebSocket: its requests go to the service, its pushes come back. */
import { WebSocket, type RawData } from 'ws'
import type { ClientContext, ClientRole } from '../service/clientContext'
import type { TableService } from '../service/tableService'
import { parseClientMessage, pushMessage, replyMessage } from './wireFormat'

/** A connection that lets this much pile up unsent is not reading: it is dropped. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024

export type SocketService = Pick<TableService, 'handle' | 'connect' | 'disconnect'>

export function attachSocket(socket: WebSocket, role: ClientRole, service: SocketService): ClientContext {
  const send = (text: string): void => {
    if (socket.readyState !== WebSocket.OPEN) return
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate()
      return
    }
    socket.send(text)
  }
  const client: ClientContext = {
    role,
    transport: 'websocket',
    push: (channel, payload) => send(pushMessage(channel, payload)),
  }
  service.connect(client)

  socket.on('message', (data: RawData, isBinary: boolean) => {
    if (isBinary) {
      send(
        replyMessage(null, { ok: false, error: { code: 'BAD_REQUEST', message: 'Send text, not binary.' } }),
      )
      return
    }
    const message = parseClientMessage(rawText(data))
    if (!message.ok) {
      send(replyMessage(message.id, { ok: false, error: message.error }))
      return
    }
    void service
      .handle(message.channel, message.payload, client)
      .then((reply) => send(replyMessage(message.id, reply)))
  })
  // Oversized or broken frames close the connection; the error itself needs no more handling.
  socket.on('error', () => undefined)
  socket.on('close', () => service.disconnect(client))
  return client
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8')
  return data.toString('utf8')
}
