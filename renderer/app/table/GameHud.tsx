import type { ComponentType } from 'react'
import type { GameHudProps, GameUiProps } from '../../games/types'
import { useMatchStore } from '../../store/useMatchStore'
import { usePickedCard } from '../../store/usePickedCard'

export interface GameHudMountProps<V, A> {
  readonly Hud: ComponentType<GameHudProps<V, A>>
  /** The update the HUD shows (the scene's props, held until the table's animations land). */
  readonly props: GameUiProps<V, A>
}

/**
 * A game's HUD as the screens mount it: the update, with the log the match store holds for it and the
 * hand card picked (kept in the UI store, so a new match or leaving the table drops it). The game's
 * HUD reads neither store itself.
 */
export function GameHud<V, A>({ Hud, props }: GameHudMountProps<V, A>) {
  const log = useMatchStore((s) => s.log)
  const picked = usePickedCard()
  return <Hud {...props} log={log} picked={picked} />
}
