/**
 * The player's settings as the renderer applies them: loaded from the host at app start
 * (settings:get), changed at once on the Settings screen and sent to the host to keep
 * (renderer/app/settingsSync.ts). Until the host answers, the defaults apply. "Skip animations"
 * is also remembered by the window (animationPreference.ts): a choice made there wins here, and
 * the match store's event clock follows it.
 */
import { create } from 'zustand'
import { DEFAULT_SETTINGS, knownSettings, type Settings } from '../../electron/contract'
import { hasSkipAnimationsChoice, readSkipAnimations } from './animationPreference'
import { useMatchStore } from './useMatchStore'

export interface SettingsStore {
  readonly settings: Settings
  /** The host's settings have arrived. */
  readonly loaded: boolean
  /** Why the settings could not be read or kept, if they could not. */
  readonly problem: string | null
  /** What the system asks for (prefers-reduced-motion), used while reducedMotion is 'system'. */
  readonly systemReducedMotion: boolean
  readonly actions: {
    /** The host's settings (checked field by field: anything unknown or out of range is ignored). */
    received(stored: unknown): void
    /** Applies a change at once (the caller sends it to the host). */
    change(patch: Partial<Settings>): void
    setProblem(problem: string | null): void
    setSystemReducedMotion(on: boolean): void
  }
}

function initial(): Settings {
  return { ...DEFAULT_SETTINGS, skipAnimations: readSkipAnimations() }
}

function systemPrefersReducedMotion(): boolean {
  try {
    return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  } catch {
    return false
  }
}

function syncSkip(skip: boolean): void {
  const match = useMatchStore.getState()
  if (match.skipAnimations !== skip) match.actions.setSkipAnimations(skip)
}

export const useSettingsStore = create<SettingsStore>()((set, get) => ({
  settings: initial(),
  loaded: false,
  problem: null,
  systemReducedMotion: systemPrefersReducedMotion(),
  actions: {
    received(stored) {
      const host = knownSettings(stored)
      const settings: Settings = { ...get().settings, ...host }
      // This window's own choice wins over the host's.
      const skip = hasSkipAnimationsChoice() ? readSkipAnimations() : settings.skipAnimations
      set({ settings: { ...settings, skipAnimations: skip }, loaded: true, problem: null })
      syncSkip(skip)
    },
    change(patch) {
      const settings: Settings = { ...get().settings, ...knownSettings(patch) }
      set({ settings })
      if (patch.skipAnimations !== undefined) {
        // Written to the window too, so the window keeps the choice as it is now.
        useMatchStore.getState().actions.setSkipAnimations(settings.skipAnimations)
      }
    },
    setProblem: (problem) => set({ problem }),
    setSystemReducedMotion: (systemReducedMotion) => set({ systemReducedMotion }),
  },
}))

/** Whether motion is reduced now: the setting, or the system's wish while it says 'system'. */
export function reducedMotionOf(settings: Settings, systemReducedMotion: boolean): boolean {
  return settings.reducedMotion === 'system' ? systemReducedMotion : settings.reducedMotion === 'on'
}

export function useReducedMotion(): boolean {
  return useSettingsStore((s) => reducedMotionOf(s.settings, s.systemReducedMotion))
}

/** Back to the defaults, not loaded (tests). */
export function resetSettingsStore(): void {
  useSettingsStore.setState({
    settings: initial(),
    loaded: false,
    problem: null,
    systemReducedMotion: systemPrefersReducedMotion(),
  })
}
