import type { ComponentType } from 'react'
import type { MonopoAction, MonopoView } from '../../../engine/games/monopozombie/types'
import type { SelfishAction, SelfishView } from '../../../engine/games/selfish/types'
import type { ZombielifeAction, ZombielifeView } from '../../../engine/games/zombielife/types'
import { MonopozombieScene } from '../../../renderer/games/monopozombie/MonopozombieScene'
import { SelfishScene } from '../../../renderer/games/selfish/SelfishScene'
import type { GameUiProps } from '../../../renderer/games/types'
import { ZombielifeScene } from '../../../renderer/games/zombielife/ZombielifeScene'
import { useMatchStore } from '../../../renderer/store/useMatchStore'
import { useStoreTableEvents } from '../../../renderer/store/useStoreTableEvents'
import { gameUis } from '../../../renderer/games'
import { TableCanvas } from '../../../renderer/table/TableCanvas'
import type { HarnessGame } from './harnessSession'

export interface HarnessAppProps {
  readonly game: HarnessGame
  readonly send: (action: unknown) => void
}

/** Each game's scene, taking its own view and action types; the harness feeds the one it plays. */
const SCENES: Readonly<Record<HarnessGame, ComponentType<GameUiProps<unknown, unknown>>>> = {
  selfish: SelfishScene as ComponentType<GameUiProps<SelfishView, SelfishAction>> as ComponentType<
    GameUiProps<unknown, unknown>
  >,
  zombielife: ZombielifeScene as ComponentType<
    GameUiProps<ZombielifeView, ZombielifeAction>
  > as ComponentType<GameUiProps<unknown, unknown>>,
  monopozombie: MonopozombieScene as ComponentType<GameUiProps<MonopoView, MonopoAction>> as ComponentType<
    GameUiProps<unknown, unknown>
  >,
}

/** The table as the app shows it, fed from useMatchStore like the real table screen. */
export function HarnessApp({ game, send }: HarnessAppProps) {
  const view = useMatchStore((s) => s.view)
  const legal = useMatchStore((s) => s.legal)
  const seats = useMatchStore((s) => s.seats)
  const viewer = useMatchStore((s) => s.viewer)
  const events = useStoreTableEvents()
  if (!view) return null
  const Scene = SCENES[game]
  return (
    <div style={{ position: 'fixed', inset: 0 }}>
      <TableCanvas camera={gameUis[game]?.camera} events={events}>
        <Scene
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
