/**
 * The stream page's director, ready for GameStage: the game's director rules and the preset its
 * keys hold (1–5 a preset, 0 the director). Undefined for a game that declares no director (or
 * none shown yet): the stage keeps the player's camera.
 */
import { useMemo } from 'react'
import type { DirectorRules } from '../../table/director'
import { useDirectorKeys } from '../../table/useDirectorKeys'
import type { GameUi } from '../../games/types'

export interface StageDirector {
  readonly rules: DirectorRules<unknown>
  readonly preset: number | null
}

export function useStreamDirector(ui: GameUi | null): StageDirector | undefined {
  const rules = ui?.director
  const preset = useDirectorKeys(rules?.presets.length ?? 0, rules !== undefined)
  return useMemo(() => (rules ? { rules, preset } : undefined), [rules, preset])
}
