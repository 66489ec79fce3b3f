/** A channel's handler, and the handlers of a topic's channels. */
import type { RequestChannel, RequestPayload, RequestResults } from '../../protocol'
import type { ClientContext } from '../clientContext'

export type Handler<C extends RequestChannel> = (
  payload: RequestPayload<C>,
  client: ClientContext,
) => RequestResults[C] | Promise<RequestResults[C]>

export type Handlers = { readonly [C in RequestChannel]: Handler<C> }

/** The handlers of the channels `<topic>:…`. */
export type TopicHandlers<Topic extends string> = {
  readonly [C in RequestChannel as C extends `${Topic}:${string}` ? C : never]: Handler<C>
}
