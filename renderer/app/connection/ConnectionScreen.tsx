import type { TableConnection } from './tableConnection'

export interface ConnectionScreenProps {
  readonly connection: Exclude<TableConnection, { status: 'ready' }>
}

/** Shown until the host answers, or with the reason it could not be reached. */
export function ConnectionScreen({ connection }: ConnectionScreenProps) {
  if (connection.status === 'connecting') {
    return (
      <main className="screen screen--center">
        <p className="screen__lead">Connecting to the table…</p>
      </main>
    )
  }
  return (
    <main className="screen screen--center" role="alert">
      <h1 className="screen__title">Zombie Table</h1>
      <p className="screen__lead">{connection.message}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  )
}
