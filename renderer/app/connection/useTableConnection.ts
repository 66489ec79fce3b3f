import { useContext } from 'react'
import { TableConnectionContext, type ReadyConnection, type TableConnection } from './tableConnection'

/** The connection as it stands: connecting, failed (with a sentence) or ready. */
export function useTableConnection(): TableConnection {
  return useContext(TableConnectionContext)
}

/** For screens that are only shown once connected; throws when used before that. */
export function useReadyConnection(): ReadyConnection {
  const connection = useContext(TableConnectionContext)
  if (connection.status !== 'ready') throw new Error('The table is not connected yet.')
  return connection
}
