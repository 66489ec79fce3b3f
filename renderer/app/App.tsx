import type { TableBridge } from '../bridge/bridge'
import { AppShell } from './AppShell'
import { CodeJoinScreen } from './online/CodeJoinScreen'
import { isCodePage } from './online/pageKind'
import { TableConnectionProvider } from './connection/TableConnectionProvider'
import { TableCanvasHost } from '../table/TableCanvasHost'
import './app.css'

export interface AppProps {
  /** Makes the bridge to the host (default: connectBridge()); tests pass a fake. */
  readonly connect?: () => TableBridge
}

export function App({ connect }: AppProps) {
  // A table server's own page with no invite in its address: a seat is taken by its code.
  if (connect === undefined && isCodePage(window.location, window.table !== undefined))
    return <CodeJoinScreen />
  return (
    <TableConnectionProvider connect={connect}>
      <TableCanvasHost>
        <AppShell />
      </TableCanvasHost>
    </TableConnectionProvider>
  )
}
