/**
 * Whether the match open at the table has moves not saved under a name: then opening a file the
 * app was asked to open asks first (the match stays open and in its autosave, but the player may
 * want to save it by name before the table shows another one).
 */
import type { Outcome } from '../../../engine/core/types'
import { useMatchStore } from '../../store/useMatchStore'
import { useUiStore } from '../../store/useUiStore'

export interface TableFacts {
  /** The match open at the table, if any. */
  readonly openMatchId: string | null
  /** The match the store holds (it may be none, or another: a replay was watched since). */
  readonly matchId: string | null
  readonly version: number
  readonly outcome: Outcome | null
  readonly slot: string | null
  readonly slotVersion: number | null
}

export function hasUnsavedMoves(facts: TableFacts): boolean {
  if (facts.openMatchId === null) return false
  // Nothing known about the open match here: better to ask.
  if (facts.matchId !== facts.openMatchId) return true
  if (facts.outcome !== null) return false
  if (facts.slot === null) return facts.version > 0
  return facts.slotVersion === null || facts.slotVersion < facts.version
}

/** hasUnsavedMoves for the table as the stores have it now. */
export function tableHasUnsavedMoves(): boolean {
  const { matchId, version, outcome, slot, slotVersion } = useMatchStore.getState()
  return hasUnsavedMoves({
    openMatchId: useUiStore.getState().openMatchId,
    matchId,
    version,
    outcome,
    slot,
    slotVersion,
  })
}
