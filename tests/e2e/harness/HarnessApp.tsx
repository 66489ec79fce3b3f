import type { SelfishAction, SelfishView } from '../../../engine/games/selfish/types'
import { SelfishScene } from '../../../renderer/games/selfish/SelfishScene'
import { useMatchStore } from '../../../renderer/store/useMatchStore'
import { TableCanvas } from '../../../renderer/table/TableCanvas'

export interface HarnessAppProps {
  readonly send: (action: SelfishAction) => void
}

/** The table as the app shows it, fed from useMatchStore like the real table screen. */
export function HarnessApp({ send }: HarnessAppProps) {
  const view = useMatchStore((s) => s.view) as SelfishView | null
  const legal = useMatchStore((s) => s.legal) as readonly SelfishAction[]
  const seats = useMatchStore((s) => s.seats)
  const viewer = useMatchStore((s) => s.viewer)
  if (!view) return null
  return (
    <div style={{ position: 'fixed', inset: 0 }}>
      <TableCanvas game="selfish">
        <SelfishScene
          view={view}
          legal={legal}
          seats={seats}
          me={typeof viewer === 'number' ? viewer : null}
          send={send}
        />
      </TableCanvas>
    </div>
  )
}
