/**
 * The player's preferences the HUD kit honours. The kit does not know the app or its settings: the
 * stage hands these in around a game's HUD (the defaults otherwise).
 */
import { createContext, useContext } from 'react'

export interface HudPrefs {
  /** A shape beside each seat's name (SeatMarkIcon), for those who cannot tell the seat colours apart. */
  readonly seatMarks: boolean
}

export const DEFAULT_HUD_PREFS: HudPrefs = { seatMarks: false }

export const HudPrefsContext = createContext<HudPrefs>(DEFAULT_HUD_PREFS)

export function useHudPrefs(): HudPrefs {
  return useContext(HudPrefsContext)
}
