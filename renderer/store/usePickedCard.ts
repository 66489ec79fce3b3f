/** The hand card picked in the HUD, kept in the UI store so the 3D table can show it too. */
import { useShallow } from 'zustand/react/shallow'
import type { PickedCard } from '../hud/useHandSelection'
import { useUiStore } from './useUiStore'

export function usePickedCard(): PickedCard {
  return useUiStore(useShallow((s) => ({ id: s.selectedCard, set: s.actions.selectCard })))
}
