/** UI state that is the renderer's own: which screen, hover and selection, camera, settings. */
import { create } from 'zustand'
import type { Seat } from '../../engine/core/types'

export type Screen = 'home' | 'newGame' | 'table' | 'saves' | 'settings'

export interface UiStore {
  readonly screen: Screen
  /** Spectator mode (streaming): no hands, no controls. */
  readonly spectator: boolean
  /** The match open at the table (it stays open while the player visits other screens). */
  readonly openMatchId: string | null
  /** Hot-seat: the seat whose player must take the table before their view is shown. */
  readonly curtainFor: Seat | null
  readonly hovered: string | null
  readonly selectedCard: number | null
  readonly cameraPreset: 'overview' | 'close'
  readonly actions: {
    go(screen: Screen): void
    setSpectator(on: boolean): void
    /** Opens a match at the table and shows it. */
    openTable(matchId: string): void
    /** Forgets the open match (after leaving it); the screen is unchanged. */
    closeTable(): void
    setCurtain(seat: Seat | null): void
    hover(id: string | null): void
    selectCard(id: number | null): void
    setCameraPreset(preset: 'overview' | 'close'): void
  }
}

export const useUiStore = create<UiStore>()((set) => ({
  screen: 'home',
  spectator: false,
  openMatchId: null,
  curtainFor: null,
  hovered: null,
  selectedCard: null,
  cameraPreset: 'overview',
  actions: {
    go: (screen) => set({ screen }),
    setSpectator: (spectator) => set({ spectator }),
    openTable: (openMatchId) =>
      set({ openMatchId, screen: 'table', curtainFor: null, selectedCard: null, hovered: null }),
    closeTable: () => set({ openMatchId: null, curtainFor: null, selectedCard: null, hovered: null }),
    setCurtain: (curtainFor) => set({ curtainFor }),
    hover: (hovered) => set({ hovered }),
    selectCard: (selectedCard) => set({ selectedCard }),
    setCameraPreset: (cameraPreset) => set({ cameraPreset }),
  },
}))
