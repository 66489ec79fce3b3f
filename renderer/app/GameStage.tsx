import { TableCanvas } from '../table/TableCanvas'
import type { GameUi, GameUiProps } from '../games/types'
import { useStoreTableEvents } from '../store/useStoreTableEvents'
import { useUiStore } from '../store/useUiStore'

export interface GameStageProps {
  readonly ui: GameUi
  /** The newest update, for the scene. Null while nothing may be shown (a first update is awaited). */
  readonly props: GameUiProps<unknown, unknown> | null
  /** The update the HUD shows: the event clock holds it until the table's animations land. */
  readonly hudProps: GameUiProps<unknown, unknown> | null
  /** The curtain is up: draw neither the scene nor the HUD (so no hand, 3D or HTML). */
  readonly hidden: boolean
}

/** A game's 3D scene in the table canvas, with its HUD over it. The canvas stays mounted throughout. */
export function GameStage({ ui, props, hudProps, hidden }: GameStageProps) {
  const { Scene, Hud } = ui
  const shown = hidden ? null : props
  const events = useStoreTableEvents()
  const cameraPreset = useUiStore((s) => s.cameraPreset)
  const cameraReset = useUiStore((s) => s.cameraResets)
  return (
    <div className="stage">
      <TableCanvas camera={ui.camera} events={events} cameraPreset={cameraPreset} cameraReset={cameraReset}>
        {shown && <Scene {...shown} />}
      </TableCanvas>
      {shown && hudProps && (
        <div className="stage__hud">
          <Hud {...hudProps} />
        </div>
      )}
    </div>
  )
}
