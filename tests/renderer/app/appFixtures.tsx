/** Shared set-up for the app tests: a clean pair of stores, the App on a given bridge, static updates. */
import { configure, render, screen } from '@testing-library/react'
import type { Viewer } from '../../../engine/core/types'
import { selfish } from '../../../engine/games/selfish'
import type { SelfishState } from '../../../engine/games/selfish/types'
import type { HostUpdate, SeatConfig } from '../../../electron/protocol'
import type { TableBridge } from '../../../renderer/bridge/bridge'
import { App } from '../../../renderer/app/App'
import { useMatchStore } from '../../../renderer/store/useMatchStore'
import { resetSettingsStore } from '../../../renderer/store/useSettingsStore'
import { useUiStore, type Screen } from '../../../renderer/store/useUiStore'

// Queries that wait (findBy…, waitFor) get 5 s, not 1 s: beside the browser tests on a loaded
// two-core machine, the app's first render can take longer than a second.
configure({ asyncUtilTimeout: 5000 })

export function resetStores(): void {
  useMatchStore.getState().actions.clear()
  resetSettingsStore()
  useUiStore.setState({
    screen: 'home',
    spectator: false,
    openMatchId: null,
    selectedCard: null,
    cameraResets: 0,
    newGameFrom: null,
  })
}

/** Clean stores (resetStores) with the app on `screen`. */
export function resetStoresOn(screen: Screen): void {
  resetStores()
  useUiStore.setState({ screen })
}

/** The notice toast showing `text` (its role says how it is announced: status or alert). */
export async function findToast(text: string): Promise<HTMLElement> {
  const shown = await screen.findByText(text, { selector: '.toast > span' })
  return shown.parentElement as HTMLElement
}

export function renderApp(bridge: TableBridge) {
  return render(<App connect={() => bridge} />)
}

export const human = (name: string): SeatConfig => ({ name, kind: 'human' })
export const bot = (name: string, level = 'random'): SeatConfig => ({ name, kind: 'bot', bot: level })

/** What the host would send `viewer` about a Selfish state (for bridges that serve a fixed state). */
export function updateFor(
  matchId: string,
  state: SelfishState,
  viewer: Viewer,
  seats: readonly SeatConfig[],
  version = 7,
): HostUpdate {
  const toAct = selfish.toAct(state)
  const human = typeof viewer === 'number' && seats[viewer]?.kind === 'human' && toAct.includes(viewer)
  return {
    matchId,
    game: 'selfish',
    version,
    viewer,
    view: selfish.view(state, viewer),
    legal: human && typeof viewer === 'number' ? selfish.legalActions(state, viewer) : [],
    toAct,
    events: [],
    outcome: selfish.outcome(state),
    seats,
    autosave: { problem: null, savedVersion: version },
  }
}
