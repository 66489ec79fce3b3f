/**
 * When the table screen goes away while its match stays open (Menu, Esc, a replay), keeps one
 * picture of the table for a save made from the menus (tablePicture.ts). Taken as the screen is
 * removed, before the 3D canvas under it is: the table is still all there to draw.
 */
import { useLayoutEffect } from 'react'
import { useUiStore } from '../../store/useUiStore'
import { keepTablePicture } from './tablePicture'

export function useKeepTablePicture(matchId: string): void {
  useLayoutEffect(
    () => () => {
      // Leave closed the match (or another one opened): there is nothing to save a picture for.
      if (useUiStore.getState().openMatchId === matchId) keepTablePicture(matchId)
    },
    [matchId],
  )
}
