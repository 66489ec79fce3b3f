/**
 * The player's settings as the renderer applies them: loaded from the host at app start
 * (settings:get), changed at once on the Settings screen and sent to the host to keep
 * (renderer/app/settings/settingsSync.ts). Until the host answers, the defaults apply. "Skip animations"
 * is also remembered by the window (animationPreference.ts): a choice made there wins here, and
 * the match store's event clock follows it.
 */
import { create } from 'zustand'
import { DEFAULT_SETTINGS, knownSettings, type Settings } from '../../electron/protocol/settings'
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
  /** How many changes this window has made (a request to the host notes it as it goes out). */
  readonly edits: number
  /** The edit count at which each field was last changed here. */
  readonly editedAt: Readonly<Partial<Record<keyof Settings, number>>>
  readonly actions: {
    /**
     * The host's settings (checked field by field: anything unknown or out of range is ignored).
     * `asOf` is the edit count when they were asked for: a field changed here since then keeps
     * its new value, so an answer that was on its way while the player clicked never undoes the click.
     */
    received(stored: unknown, asOf?: number): void
    /** Applies a change at once (the caller sends it to the host). */
    change(patch: Partial<Settings>): void
    setProblem(problem: string | null): void
    setSystemReducedMotion(on: boolean): void
  }
}

function initial(): Settings {
  return { ...DEFAULT_SETTINGS, skipAnimations: readSkipAnimations() }
}

/** The store as it starts: the defaults, not loaded, nothing edited here. */
function fresh(): Omit<SettingsStore, 'actions'> {
  return {
    settings: initial(),
    loaded: false,
    problem: null,
    systemReducedMotion: systemPrefersReducedMotion(),
    edits: 0,
    editedAt: {},
  }
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
  ...fresh(),
  actions: {
    received(stored, asOf = Number.POSITIVE_INFINITY) {
      const { editedAt } = get()
      const host: Partial<Settings> = knownSettings(stored)
      for (const key of Object.keys(host) as (keyof Settings)[]) {
        if ((editedAt[key] ?? 0) > asOf) delete host[key]
      }
      const settings: Settings = { ...get().settings, ...host }
      // This window's own choice wins over the host's.
      const skip = hasSkipAnimationsChoice() ? readSkipAnimations() : settings.skipAnimations
      set({ settings: { ...settings, skipAnimations: skip }, loaded: true, problem: null })
      syncSkip(skip)
    },
    change(patch) {
      const known = knownSettings(patch)
      const edits = get().edits + 1
      const editedAt = { ...get().editedAt }
      for (const key of Object.keys(known) as (keyof Settings)[]) editedAt[key] = edits
      const settings: Settings = { ...get().settings, ...known }
      set({ settings, edits, editedAt })
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
  useSettingsStore.setState(fresh())
}
