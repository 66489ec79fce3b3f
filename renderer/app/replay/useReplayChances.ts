/**
 * A replay's win chances, asked for once it is open: null while they are worked out (a few seconds
 * on the host's win-chance thread), and none where the host cannot work them out (the graph is left
 * out; the replay is whole without it).
 */
import { useEffect, useState } from 'react'
import type { ReplayChancePoint } from '../../../electron/protocol/replay'
import type { TableBridge } from '../../bridge/bridge'
import { ask } from '../request'

export type ReplayChancesState =
  | { readonly state: 'working' }
  | { readonly state: 'ready'; readonly points: readonly ReplayChancePoint[] }
  | { readonly state: 'none' }

export function useReplayChances(bridge: TableBridge, replayId: string | null): ReplayChancesState {
  const [chances, setChances] = useState<ReplayChancesState>({ state: 'working' })
  useEffect(() => {
    if (replayId === null) return
    let current = true
    setChances({ state: 'working' })
    ask(bridge, 'replay:chances', { replayId }).then(
      ({ points }) =>
        current && setChances(points.length > 1 ? { state: 'ready', points } : { state: 'none' }),
      () => current && setChances({ state: 'none' }),
    )
    return () => {
      current = false
    }
  }, [bridge, replayId])
  return chances
}
