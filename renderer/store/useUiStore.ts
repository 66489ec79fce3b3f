/** UI state that is the renderer's own: which screen, the picked card, the camera preset. */
import { create } from 'zustand'

export type Screen = 'home' | 'newGame' | 'table' | 'saves' | 'settings'

export interface UiStore {
  readonly screen: Screen
  /** Spectator mode (streaming): no hands, no controls. */
  readonly spectator: boolean
  /** The match open at the table (it stays open while the player visits other screens). */
  readonly openMatchId: string | null
  readonly selectedCard: number | null
  readonly cameraPreset: 'overview' | 'close'
  readonly actions: {
    go(screen: Screen): void
    setSpectator(on: boolean): void
    /** Opens a match at the table and shows it. */
    openTable(matchId: string): void
    /** Forgets the open match (after leaving it); the screen is unchanged. */
    closeTable(): void
    selectCard(id: number | null): void
    setCameraPreset(preset: 'overview' | 'close'): void
  }
}

export const useUiStore = create<UiStore>()((set) => ({
  screen: 'home',
  spectator: false,
  openMatchId: null,
  selectedCard: null,
  cameraPreset: 'overview',
  actions: {
    go: (screen) => set({ screen }),
    setSpectator: (spectator) => set({ spectator }),
    openTable: (openMatchId) => set({ openMatchId, screen: 'table', selectedCard: null }),
    closeTable: () => set({ openMatchId: null, selectedCard: null }),
    selectCard: (selectedCard) => set({ selectedCard }),
    setCameraPreset: (cameraPreset) => set({ cameraPreset }),
  },
}))
