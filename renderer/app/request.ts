/** Requests that resolve to their result or throw a RequestFailed carrying the host's sentence. */
import type { RequestChannel } from '../../electron/protocol/channels'
import type { RequestError, RequestPayload, RequestResults } from '../../electron/protocol/requests'
import type { TableBridge } from '../bridge/bridge'

export class RequestFailed extends Error {
  override readonly name = 'RequestFailed'
  constructor(readonly error: RequestError) {
    super(error.message)
  }
}

export async function ask<C extends RequestChannel>(
  bridge: TableBridge,
  channel: C,
  payload: RequestPayload<C>,
): Promise<RequestResults[C]> {
  let reply
  try {
    reply = await bridge.request(channel, payload)
  } catch (err) {
    throw new RequestFailed({ code: 'INTERNAL', message: messageOf(err) })
  }
  if (!reply.ok) throw new RequestFailed(reply.error)
  return reply.result
}

/** A sentence for anything thrown. */
export function messageOf(err: unknown): string {
  if (err instanceof Error && err.message !== '') return err.message
  return 'Something went wrong talking to the table.'
}
