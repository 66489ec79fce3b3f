import { spectatorChannels, type RequestChannel, type RequestPayload } from '../protocol'
import type { ClientRole } from './clientContext'

/** Why a connection in `role` may not make this request, or null when it may. */
export function roleRefusal<C extends RequestChannel>(
  channel: C,
  payload: RequestPayload<C>,
  role: ClientRole,
): string | null {
  if (role !== 'spectator') return null
  if (!spectatorChannels.has(channel)) return 'A spectator can only watch the table.'
  if (
    typeof payload === 'object' &&
    payload !== null &&
    'viewer' in payload &&
    payload.viewer !== 'spectator'
  ) {
    return "A spectator can only watch from the spectator's seat, which shows no hands."
  }
  return null
}
