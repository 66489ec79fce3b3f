import type { AppInfo } from '../../../electron/protocol/app'

/** Streaming: the page was opened with ?viewer=spectator, or the host says this connection only watches. */
export function isSpectatorMode(search: string, info: AppInfo | null): boolean {
  return new URLSearchParams(search).get('viewer') === 'spectator' || info?.role === 'spectator'
}
