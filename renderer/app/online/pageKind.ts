/**
 * Whether this page is a table server's own page opened with no invite (so it asks for a code):
 * not the desktop app (its preload), and no served table's token, invite or spectator link in the
 * address (the served table refuses its page without a token, so only a table server serves one).
 */
export function isCodePage(
  location: Pick<Location, 'search' | 'hash' | 'protocol'>,
  desktop: boolean,
): boolean {
  if (desktop || (location.protocol !== 'http:' && location.protocol !== 'https:')) return false
  const params = new URLSearchParams(location.search)
  return !params.has('token') && !params.has('table') && !params.has('join')
}
