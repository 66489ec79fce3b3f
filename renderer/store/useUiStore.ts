/** UI state that is the renderer's own: which screen, the picked card, the camera preset. */
import { create } from 'zustand'
import type { MatchOptions, SeatConfig } from '../../electron/protocol/match'

export type Screen = 'home' | 'newGame' | 'table' | 'saves' | 'settings' | 'stream' | 'replay' | 'online'

/** What a replay shows: a named save or an open match, and the screen Close goes back to. */
export type ReplaySource = ({ readonly slot: string } | { readonly matchId: string }) & {
  readonly back: Screen
}

/** What a new match is made of, apart from its seed: a rematch, or the New Game screen's preset. */
export interface MatchSetup {
  readonly game: string
  readonly seats: readonly SeatConfig[]
  readonly options: MatchOptions
}

export interface UiStore {
  readonly screen: Screen
  /** Spectator mode (streaming): no hands, no controls. */
  readonly spectator: boolean
  /** The match open at the table (it stays open while the player visits other screens). */
  readonly openMatchId: string | null
  readonly selectedCard: number | null
  readonly cameraPreset: 'overview' | 'close'
  /** Bumped by every camera reset (the button, the Home key): the camera goes back to its preset. */
  readonly cameraResets: number
  /** The New Game screen starts from this game, seats and options (null: the defaults). */
  readonly newGameFrom: MatchSetup | null
  /** The New Game screen opens a table for friends online (Play online's Host), not one here. */
  readonly newGameOnline: boolean
  /** The replay on show (the replay screen), or null. */
  readonly replay: ReplaySource | null
  readonly actions: {
    /** Shows a screen (the New Game screen with its defaults). */
    go(screen: Screen): void
    /** Shows the New Game screen for a table friends join from their own computers. */
    hostOnline(): void
    /** Shows the New Game screen set up like a match (the one just finished). */
    newGameLike(setup: MatchSetup): void
    /** Shows the replay of a save or of an open match. */
    openReplay(source: ReplaySource): void
    setSpectator(on: boolean): void
    /** Opens a match at the table and shows it. */
    openTable(matchId: string): void
    /** Forgets the open match (after leaving it); the screen is unchanged. */
    closeTable(): void
    selectCard(id: number | null): void
    setCameraPreset(preset: 'overview' | 'close'): void
    /** Puts the camera back to the game's overview. */
    resetCamera(): void
  }
}

export const useUiStore = create<UiStore>()((set) => ({
  screen: 'home',
  spectator: false,
  openMatchId: null,
  selectedCard: null,
  cameraPreset: 'overview',
  cameraResets: 0,
  newGameFrom: null,
  newGameOnline: false,
  replay: null,
  actions: {
    go: (screen) => set({ screen, newGameFrom: null, newGameOnline: false }),
    hostOnline: () => set({ screen: 'newGame', newGameFrom: null, newGameOnline: true }),
    newGameLike: (newGameFrom) => set({ screen: 'newGame', newGameFrom, newGameOnline: false }),
    openReplay: (replay) => set({ screen: 'replay', replay }),
    setSpectator: (spectator) => set({ spectator }),
    openTable: (openMatchId) => set({ openMatchId, screen: 'table', selectedCard: null }),
    closeTable: () => set({ openMatchId: null, selectedCard: null }),
    selectCard: (selectedCard) => set({ selectedCard }),
    setCameraPreset: (cameraPreset) => set({ cameraPreset }),
    resetCamera: () => set((s) => ({ cameraPreset: 'overview', cameraResets: s.cameraResets + 1 })),
  },
}))
