/** The renderer's connection to the host, as the screens see it. */
import { createContext } from 'react'
import type { AppInfo } from '../../../electron/protocol/app'
import type { TableBridge } from '../../bridge/bridge'

export type TableConnection =
  | { readonly status: 'connecting' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly bridge: TableBridge; readonly info: AppInfo }

export type ReadyConnection = Extract<TableConnection, { status: 'ready' }>

export const TableConnectionContext = createContext<TableConnection>({ status: 'connecting' })
