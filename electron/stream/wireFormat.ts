/**
 * The WebSocket messages (see renderer/bridge/wsBridge.ts): a request {id, channel, payload} is
 * answered by {id, reply}; a push is {push, payload}. A message that cannot be read is answered
 * with id null (or its id, if that much could be read) and a BAD_REQUEST reply.
 */
import type { PushChannel, Reply, RequestChannel, RequestError } from '../protocol'

export type MessageId = number | string

export type ClientMessage =
  | { readonly ok: true; readonly id: MessageId; readonly channel: string; readonly payload: unknown }
  | { readonly ok: false; readonly id: MessageId | null; readonly error: RequestError }

export function parseClientMessage(text: string): ClientMessage {
  let message: unknown
  try {
    message = JSON.parse(text)
  } catch {
    return badRequest(null, 'That message is not JSON.')
  }
  return readClientMessage(message)
}

/** A request already decoded (an online table's message), checked as parseClientMessage checks text. */
export function readClientMessage(message: unknown): ClientMessage {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) {
    return badRequest(null, 'A message must be a JSON object {id, channel, payload}.')
  }
  const { id, channel, payload } = message as Record<string, unknown>
  if (!isMessageId(id)) return badRequest(null, 'A message needs an id: a whole number or a short text.')
  if (typeof channel !== 'string') return badRequest(id, 'A message needs a channel.')
  return { ok: true, id, channel, payload }
}

export function replyMessage(id: MessageId | null, reply: Reply<RequestChannel>): string {
  return JSON.stringify({ id, reply })
}

export function pushMessage(channel: PushChannel, payload: unknown): string {
  return JSON.stringify({ push: channel, payload })
}

function isMessageId(id: unknown): id is MessageId {
  return (
    (typeof id === 'number' && Number.isSafeInteger(id)) ||
    (typeof id === 'string' && id.length >= 1 && id.length <= 64)
  )
}

function badRequest(id: MessageId | null, message: string): ClientMessage {
  return { ok: false, id, error: { code: 'BAD_REQUEST', message } }
}
