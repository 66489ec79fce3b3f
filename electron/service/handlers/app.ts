/** app:info: who this app is, to this connection. */
import type { Table } from '../table'
import type { TopicHandlers } from './handler'

export function appHandlers(table: Table): TopicHandlers<'app'> {
  return {
    'app:info': (_payload, client) => ({
      name: table.options.app.name,
      version: table.options.app.version,
      transport: client.transport,
      role: client.role,
      games: table.games,
      canReveal: table.options.revealPath !== undefined,
    }),
  }
}
