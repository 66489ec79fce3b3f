/** A game's scene fed from the match store, as the table screen feeds it. */
import type { ComponentType } from 'react'
import { useShallow } from 'zustand/react/shallow'
import type { Seat } from '../../../engine/core/types'
import type { GameUiProps } from '../../../renderer/games/types'
import { useMatchStore } from '../../../renderer/store/useMatchStore'

export interface StoreSceneProps<V, A> {
  readonly Scene: ComponentType<GameUiProps<V, A>>
  readonly me?: Seat | null
  readonly send?: (action: A) => void
}

export function StoreScene<V, A>({ Scene, me = 0, send = () => {} }: StoreSceneProps<V, A>) {
  const { view, legal, toAct, outcome, seats } = useMatchStore(
    useShallow((s) => ({ view: s.view, legal: s.legal, toAct: s.toAct, outcome: s.outcome, seats: s.seats })),
  )
  if (view === null) return null
  return (
    <Scene
      view={view as V}
      legal={legal as readonly A[]}
      toAct={toAct}
      outcome={outcome}
      seats={seats}
      me={me}
      send={send}
    />
  )
}
