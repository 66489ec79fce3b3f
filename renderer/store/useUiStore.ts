/** UI state that is the renderer's own: which screen, hover and selection, camera, settings. */
import { create } from 'zustand'
import type { Seat } from '../../engine/core/types'

export type Screen = 'home' | 'newGame' | 'table' | 'saves' | 'settings'

export interface UiStore {
  readonly screen: Screen
  /** Spectator mode (streaming): no hands, no controls. */
  readonly spectator: boolean
  /** Hot-seat: the seat whose player must take the table before their view is shown. */
  readonly curtainFor: Seat | null
  readonly hovered: string | null
  readonly selectedCard: number | null
  readonly cameraPreset: 'overview' | 'close'
  readonly actions: {
    go(screen: Screen): void
    setSpectator(on: boolean): void
    setCurtain(seat: Seat | null): void
    hover(id: string | null): void
    selectCard(id: number | null): void
    setCameraPreset(preset: 'overview' | 'close'): void
  }
}

export const useUiStore = create<UiStore>()((set) => ({
  screen: 'home',
  spectator: false,
  curtainFor: null,
  hovered: null,
  selectedCard: null,
  cameraPreset: 'overview',
  actions: {
    go: (screen) => set({ screen }),
    setSpectator: (spectator) => set({ spectator }),
    setCurtain: (curtainFor) => set({ curtainFor }),
    hover: (hovered) => set({ hovered }),
    selectCard: (selectedCard) => set({ selectedCard }),
    setCameraPreset: (cameraPreset) => set({ cameraPreset }),
  },
}))
