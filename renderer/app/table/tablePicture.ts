/**
 * The picture of the table a save takes along (its thumbnail). At the table it is taken when the
 * player saves. The Saves screen has no table on it (the table is unmounted while the player is in
 * the menus), so when the player leaves an open match's table for the menus, one picture of it is
 * kept here, for a save made from there; it is only ever used for that same match.
 */
import { captureTableThumbnail } from '../../table/tableCapture'
import { useUiStore } from '../../store/useUiStore'

let kept: { readonly matchId: string; readonly dataUrl: Promise<string | null> } | null = null

/**
 * Keeps a picture of the table on screen as `matchId`'s, for a save made away from the table (the
 * picture is drawn now, while the table is still up, and ready soon after).
 */
export function keepTablePicture(matchId: string): void {
  kept = { matchId, dataUrl: captureTableThumbnail() }
}

/** Forgets the kept picture (tests; a match closed). */
export function forgetTablePicture(): void {
  kept = null
}

/** The thumbnail for a save of `matchId`: its table on screen now, else the picture kept of it, else null. */
export async function pictureForSave(matchId: string): Promise<string | null> {
  const { screen, openMatchId } = useUiStore.getState()
  const keptNow = kept?.matchId === matchId ? kept.dataUrl : null
  if (screen === 'table' && openMatchId === matchId) {
    const now = await captureTableThumbnail()
    if (now !== null) return now
  }
  return keptNow === null ? null : await keptNow
}
