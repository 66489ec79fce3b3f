import type { TableBridge } from '../bridge/bridge'
import { AppShell } from './AppShell'
import { TableConnectionProvider } from './connection/TableConnectionProvider'
import './app.css'

export interface AppProps {
  /** Makes the bridge to the host (default: connectBridge()); tests pass a fake. */
  readonly connect?: () => TableBridge
}

export function App({ connect }: AppProps) {
  return (
    <TableConnectionProvider connect={connect}>
      <AppShell />
    </TableConnectionProvider>
  )
}
