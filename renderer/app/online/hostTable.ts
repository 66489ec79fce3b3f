/**
 * Opens a table for friends on this computer's table server and takes the host's own seat: the page
 * goes where its invite says (the desktop app's page joins it; a browser opens the table server's
 * page), bringing the friends' links for the lobby (hostedInvites.ts).
 */
import type { RequestPayload } from '../../../electron/protocol/requests'
import type { TableBridge } from '../../bridge/bridge'
import { ask } from '../request'
import { withInvites } from './hostedInvites'

export async function hostTable(bridge: TableBridge, match: RequestPayload<'match:create'>): Promise<void> {
  const hosted = await ask(bridge, 'online:host', { match })
  const { href } = await ask(bridge, 'online:join', { link: hosted.hostLink })
  window.location.assign(withInvites(href, { invites: hosted.invites, streamLink: hosted.streamLink }))
}
