import { gameUis } from '../../../renderer/games'
import { useMatchStore } from '../../../renderer/store/useMatchStore'
import { useStoreTableEvents } from '../../../renderer/store/useStoreTableEvents'
import { TableCanvas } from '../../../renderer/table/TableCanvas'
import { StoreScene } from '../../renderer/shared/StoreScene'
import type { HarnessGame } from './harnessSession'

export interface HarnessAppProps {
  readonly game: HarnessGame
  readonly send: (action: unknown) => void
}

/** The table as the app shows it, fed from useMatchStore like the real table screen. */
export function HarnessApp({ game, send }: HarnessAppProps) {
  const viewer = useMatchStore((s) => s.viewer)
  const events = useStoreTableEvents()
  const ui = gameUis[game]
  if (!ui) return null
  return (
    <div style={{ position: 'fixed', inset: 0 }}>
      <TableCanvas camera={ui.camera} events={events}>
        <StoreScene Scene={ui.Scene} me={typeof viewer === 'number' ? viewer : null} send={send} />
      </TableCanvas>
    </div>
  )
}
