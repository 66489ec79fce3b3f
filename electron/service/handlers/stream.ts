/** stream:…: the stream page's link, wherever it is served. */
import type { StreamLinkStatus } from '../../protocol'
import type { Table } from '../table'
import type { TopicHandlers } from './handler'

const NO_STREAM_LINK: StreamLinkStatus = { available: false, running: false, url: null }

export function streamHandlers(table: Table): TopicHandlers<'stream'> {
  const link = () => table.options.streamLink
  return {
    'stream:status': () => link()?.status() ?? NO_STREAM_LINK,
    'stream:start': () => link()?.start() ?? NO_STREAM_LINK,
    'stream:stop': () => link()?.stop() ?? NO_STREAM_LINK,
    'stream:renew': () => link()?.renew() ?? NO_STREAM_LINK,
  }
}
