/**
 * The stream page's camera keys: 1–5 hold one of the game's fixed presets (1 is the overview), 0
 * hands the camera back to the director. Only for the stream page, which has no choices, so the
 * digits are free there (the player's page keeps its own keys: renderer/app/table/useTableKeys.ts).
 */
import { useEffect, useState } from 'react'
import { MAX_PRESETS } from './director'

/**
 * What a key asks of the director: `{ preset: i }` for the i-th preset (0-based), `{ preset: null }`
 * for the director, or null when the key is not one of these (a digit past the game's presets).
 */
export function directorKey(key: string, presets: number): { readonly preset: number | null } | null {
  if (key === '0') return { preset: null }
  if (!/^[1-9]$/.test(key)) return null
  const i = Number(key) - 1
  return i < Math.min(presets, MAX_PRESETS) ? { preset: i } : null
}

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/** The preset the keys hold (0–4), or null while the director decides. */
export function useDirectorKeys(presets: number, enabled = true): number | null {
  const [preset, setPreset] = useState<number | null>(null)
  useEffect(() => {
    if (!enabled) return
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.altKey || e.metaKey || e.repeat || typing(e.target)) return
      const asked = directorKey(e.key, presets)
      if (asked === null) return
      e.preventDefault()
      setPreset(asked.preset)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [presets, enabled])
  return preset
}
