/**
 * The player's preferences the table kit honours. The kit does not know the app or its settings:
 * whoever mounts the table hands these in through TableCanvas (the defaults otherwise).
 */
import { createContext, useContext } from 'react'

export interface TablePrefs {
  /** How fast the table's animations play (1: as designed; 2: twice as fast). */
  readonly animationSpeed: number
  /** No camera glides: the camera jumps to a new framing. */
  readonly reducedMotion: boolean
  /** How fast the camera orbits, zooms and pans under the mouse (1: as designed). */
  readonly cameraSensitivity: number
  /**
   * The camera may move by itself: back to the framing when the action comes to the viewer, and
   * to a new framing when the window changes shape. Off: only the player moves it (and a preset
   * they pick).
   */
  readonly followAction: boolean
  /** A shape beside each seat's name, for those who cannot tell the seat colours apart. */
  readonly seatMarks: boolean
  /** How much the table draws: no shadows (low), shadows (medium), soft shadows at full density (high). */
  readonly quality: TableQuality
}

export type TableQuality = 'low' | 'medium' | 'high'

export const DEFAULT_TABLE_PREFS: TablePrefs = {
  animationSpeed: 1,
  reducedMotion: false,
  cameraSensitivity: 1,
  followAction: true,
  seatMarks: false,
  quality: 'high',
}

export const TablePrefsContext = createContext<TablePrefs>(DEFAULT_TABLE_PREFS)

export function useTablePrefs(): TablePrefs {
  return useContext(TablePrefsContext)
}
