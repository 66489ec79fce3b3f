/**
 * The stream page's link on a served table (`npm run serve`): the same server serves it, so
 * starting and stopping open and shut its token, and a new link is a new token, kept.
 */
import type { StreamLinkStatus } from '../protocol'
import type { StreamLinkControl } from '../service/tableService'
import type { TableServer } from './server'
import { renewSpectatorToken } from './tokenFile'

export function servedStreamLink(dataDir: string, server: () => TableServer | null): StreamLinkControl {
  const status = (): StreamLinkStatus => {
    const served = server()
    if (served === null) return { available: false, running: false, url: null }
    return {
      available: true,
      running: served.spectatorOpen,
      url: served.spectatorOpen ? served.spectatorUrl : null,
    }
  }
  return {
    status,
    start: () => {
      server()?.setSpectatorOpen(true)
      return Promise.resolve(status())
    },
    stop: () => {
      server()?.setSpectatorOpen(false)
      return Promise.resolve(status())
    },
    renew: async () => {
      const served = server()
      if (served !== null) {
        served.setSpectatorToken((await renewSpectatorToken(dataDir)).spectator)
        served.setSpectatorOpen(true)
      }
      return status()
    },
  }
}
