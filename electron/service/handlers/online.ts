/**
 * online:…: this computer's table server for friends on other computers, where the app has one
 * (spectators never reach these: they may use the spectator channels only).
 */
import type { OnlineHostingStatus } from '../../protocol'
import { ServiceError } from '../serviceErrors'
import type { Table } from '../table'
import type { TopicHandlers } from './handler'

const NOT_HOSTING: OnlineHostingStatus = { available: false, running: false, address: null }

export function onlineHandlers(table: Table): TopicHandlers<'online'> {
  const online = () => table.options.online
  const need = () => {
    const control = online()
    if (control === undefined) throw new ServiceError('FORBIDDEN', 'This table cannot host online tables.')
    return control
  }
  return {
    'online:status': () => online()?.status() ?? NOT_HOSTING,
    // The table's stream link holds the match back by this app's caster delay, like its own stream page.
    // On the Settings' table server, where they name one.
    'online:host': ({ match, awayLimitSeconds }) =>
      need().host(
        match,
        {
          ...(awayLimitSeconds === undefined ? {} : { awayLimitSeconds }),
          streamDelaySeconds: table.settings.streamDelaySeconds,
        },
        table.settings.onlineServer === '' ? undefined : table.settings.onlineServer,
      ),
    'online:stop': () => online()?.stop() ?? NOT_HOSTING,
    'online:join': ({ link }) => ({ href: need().join(link) }),
  }
}
