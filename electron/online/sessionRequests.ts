/**
 * How a connection at an online table has each request answered: the channel must exist and its
 * payload pass the protocol's schema before `run` sees it, and every refusal comes back as data
 * (`{ ok: false, error }`), never as a throw.
 */
import {
  isRequestChannel,
  parseRequest,
  type Reply,
  type RequestChannel,
  type RequestPayload,
} from '../protocol'
import { ServiceError, toRequestError, type ServiceLog } from '../service/serviceErrors'

export type SessionRun = (channel: RequestChannel, payload: RequestPayload<RequestChannel>) => unknown

export async function answerRequest(
  channel: string,
  payload: unknown,
  run: SessionRun,
  log: ServiceLog,
): Promise<Reply<RequestChannel>> {
  try {
    if (!isRequestChannel(channel)) {
      throw new ServiceError('BAD_REQUEST', `There is no channel "${channel}".`)
    }
    const parsed = parseRequest(channel, payload)
    if (!parsed.ok) return { ok: false, error: parsed.error }
    return { ok: true, result: await run(channel, parsed.value) } as Reply<RequestChannel>
  } catch (err) {
    return { ok: false, error: toRequestError(err, `the request ${channel}`, log) }
  }
}
