/** match:…: starting, following, playing, taking back and leaving a match. */
import { ServiceError } from '../serviceErrors'
import type { Table } from '../table'
import type { TopicHandlers } from './handler'

export function matchHandlers(table: Table): TopicHandlers<'match'> {
  const { host } = table.options
  const { stream, opened, subscriptions } = table
  return {
    'match:create': (payload) => table.announce(host.createMatch(payload), 'created'),
    'match:active': (_payload, client) => (client.role === 'spectator' ? stream.active() : opened.active()),
    'match:subscribe': ({ matchId, viewer }, client) => table.subscribe(client, matchId, viewer),
    'match:unsubscribe': ({ matchId, viewer }, client) => {
      if (client.role === 'spectator') stream.unsubscribe(client, matchId)
      else subscriptions.remove(client, matchId, viewer)
      return null
    },
    'match:intent': ({ matchId, seat, action, version }) => {
      table.requireOpen(matchId)
      return host.intent(matchId, seat, action, version)
    },
    'match:close': async ({ matchId, discard, evenIfUnsaved }) => {
      table.requireOpen(matchId)
      const problem = host.autosaveStatus(matchId).problem
      if (problem !== null && discard !== true && evenIfUnsaved !== true) {
        throw new ServiceError(
          'REFUSED',
          `${problem} Leaving now would lose the moves since the last save: stay until it is saved, or leave without them.`,
        )
      }
      await table.close(matchId, discard === true)
      return null
    },
    'match:takeBack': ({ matchId, seat, version }) => {
      table.requireOpen(matchId)
      return host.takeBack(matchId, seat, version)
    },
  }
}
