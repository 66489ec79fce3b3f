import { TableCanvas } from '../table/TableCanvas'
import type { GameUi, GameUiProps } from '../games/types'
import { useStoreTableEvents } from '../store/useStoreTableEvents'
import { useUiStore } from '../store/useUiStore'

export interface GameStageProps {
  readonly ui: GameUi
  /** Null while nothing may be shown (a viewer's first update is awaited). */
  readonly props: GameUiProps<unknown, unknown> | null
  /** The curtain is up: draw neither the scene nor the HUD (so no hand, 3D or HTML). */
  readonly hidden: boolean
}

/** A game's 3D scene in the table canvas, with its HUD over it. The canvas stays mounted throughout. */
export function GameStage({ ui, props, hidden }: GameStageProps) {
  const { Scene, Hud } = ui
  const shown = hidden ? null : props
  const events = useStoreTableEvents()
  const cameraPreset = useUiStore((s) => s.cameraPreset)
  return (
    <div className="stage">
      <TableCanvas camera={ui.camera} events={events} cameraPreset={cameraPreset}>
        {shown && <Scene {...shown} />}
      </TableCanvas>
      {shown && (
        <div className="stage__hud">
          <Hud {...shown} />
        </div>
      )}
    </div>
  )
}
