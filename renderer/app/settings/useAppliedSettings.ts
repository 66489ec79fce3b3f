/**
 * Puts the settings to work as soon as they change: the sound player's volume, the UI scale (the
 * `--ui-scale` CSS variable the HTML layer zooms by) and reduced motion (`data-reduced-motion` on
 * the root element, which stops CSS animations). The table and the HUD read theirs on the stage.
 * Also starts the audio on the first user gesture, and exposes the sounds to test harnesses.
 */
import { useEffect } from 'react'
import { exposeSounds, sound, unlockOnFirstGesture } from '../../sound'
import { useReducedMotion, useSettingsStore } from '../../store/useSettingsStore'

export function useAppliedSettings(): void {
  const enabled = useSettingsStore((s) => s.settings.sound)
  const volume = useSettingsStore((s) => s.settings.volume)
  const uiScale = useSettingsStore((s) => s.settings.uiScale)
  const reduced = useReducedMotion()
  const setSystem = useSettingsStore((s) => s.actions.setSystemReducedMotion)

  useEffect(() => sound.configure({ enabled, volume: volume / 100 }), [enabled, volume])

  useEffect(() => {
    document.documentElement.style.setProperty('--ui-scale', String(uiScale / 100))
  }, [uiScale])

  useEffect(() => {
    const root = document.documentElement
    if (reduced) root.dataset.reducedMotion = 'on'
    else delete root.dataset.reducedMotion
  }, [reduced])

  useEffect(() => {
    const query =
      typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null
    if (!query) return
    const update = () => setSystem(query.matches)
    update()
    query.addEventListener?.('change', update)
    return () => query.removeEventListener?.('change', update)
  }, [setSystem])

  useEffect(() => {
    exposeSounds(sound)
    return unlockOnFirstGesture(window, sound)
  }, [])
}
