/**
 * table:…: an online table's lobby, answered by the table's room for a seat's connection
 * (electron/online/seatSession.ts). This computer's own table has no lobby: it refuses them.
 */
import { ServiceError } from '../serviceErrors'
import type { TopicHandlers } from './handler'

function onlyOnline(): never {
  throw new ServiceError('FORBIDDEN', 'That is only for a seat at an online table.')
}

export function tableHandlers(): TopicHandlers<'table'> {
  return {
    'table:lobby': onlyOnline,
    'table:start': onlyOnline,
    'table:seatBot': onlyOnline,
    'table:away': onlyOnline,
  }
}
