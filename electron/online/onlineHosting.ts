/**
 * This computer's table server for friends on the local network (the desktop app's and npm run
 * serve's "Play online"): an online table server (onlineServer.ts) on this app's own MatchHost,
 * started the first time a table is hosted and open to the network only from then on (opt-in),
 * with the address friends reach it at. The host person takes their own seat through it like
 * everyone else (their page joins with their own invite), so nobody's view is made any other way.
 */
import { networkInterfaces } from 'node:os'
import type { MatchHost } from '../host/matchHost'
import type { CreateMatchRequest } from '../host/types'
import type { WinChances } from '../host/winChances'
import {
  inviteLink,
  parseInviteLink,
  streamLink,
  type HostedTable,
  type HostedTableOptions,
  type OnlineHostingStatus,
} from '../protocol'
import type { OnlineHostingControl } from '../service/tableOptions'
import { ServiceError } from '../service/serviceErrors'
import { startOnlineServer, type OnlineServer } from './onlineServer'
import { openRemoteTable } from './remoteTables'
import type { ServerAppInfo } from './seatSession'

/** The port friends' invites use unless it is taken (Colyseus' usual one). */
export const DEFAULT_LAN_PORT = 2567

export interface OnlineHostingOptions {
  /** The app's match host (late-bound: the runtime makes it). */
  readonly host: () => MatchHost
  /** The app's win-chance estimates for stream links (late-bound like the host; none: no bars). */
  readonly chances?: () => Pick<WinChances, 'estimate'> | null
  readonly app: ServerAppInfo
  /** The built renderer, so that friends can play from a browser too. */
  readonly rendererDir?: string
  /** Default DEFAULT_LAN_PORT, or any free port when that one is taken. */
  readonly port?: number
  /** Default 0.0.0.0: every network this computer is on. */
  readonly hostname?: string
  /** This computer's address on its network (default: its first IPv4 address that is not loopback). */
  readonly networkAddress?: () => string | null
  /** Where this app's page goes to take an invite's seat. */
  readonly pageFor: (link: string) => string
  readonly log?: (message: string, err?: unknown) => void
}

export class OnlineHosting implements OnlineHostingControl {
  private server: OnlineServer | null = null
  private starting: Promise<OnlineServer> | null = null
  private readonly joined = new Set<string>()

  constructor(private readonly options: OnlineHostingOptions) {}

  status(): OnlineHostingStatus {
    return { available: true, running: this.server !== null, address: this.address() }
  }

  async host(match: CreateMatchRequest, how: HostedTableOptions = {}, at?: string): Promise<HostedTable> {
    if (!match.seats.some((seat) => seat.kind === 'human')) {
      throw new ServiceError('REFUSED', 'An online table needs at least one person: you.')
    }
    if (at !== undefined) {
      const remote = await openRemoteTable(at, match, how)
      // This app's page may now reach that server (the desktop CSP), as for a link it was sent.
      this.joined.add(new URL(remote.hostLink).origin)
      return { ...remote, status: this.status() }
    }
    const server = await this.ensureServer()
    const table = await server.openTable(match, { ...how, lobby: true })
    const [own, ...others] = table.invites
    if (own === undefined) throw new Error('A hosted table has no seat for its host.')
    const address = this.address() ?? server.url
    return {
      tableId: table.tableId,
      hostLink: inviteLink(server.url, table.tableId, own.token),
      invites: others.map(({ seat, name, token, code }) => ({
        seat,
        name,
        link: inviteLink(address, table.tableId, token),
        code,
      })),
      streamLink: streamLink(address, table.tableId, table.watchToken),
      status: this.status(),
    }
  }

  async stop(): Promise<OnlineHostingStatus> {
    const server = this.server ?? (await this.starting?.catch(() => null)) ?? null
    this.server = null
    this.starting = null
    // Its tables end with it; their matches stay in this computer's autosaves, to resume alone.
    await server?.endTables()
    await server?.close()
    return this.status()
  }

  join(link: string): string {
    const target = parseInviteLink(link)
    if (target === null) {
      throw new ServiceError(
        'BAD_REQUEST',
        'That is not an invite link: it looks like http://192.168.1.20:2567/?table=…#seat=….',
      )
    }
    this.joined.add(target.server)
    return this.options.pageFor(link)
  }

  /** The servers this app's page may reach: its own (while running) and every one it was sent to. */
  servers(): string[] {
    return [...(this.server === null ? [] : [this.server.url]), ...this.joined]
  }

  private address(): string | null {
    const server = this.server
    if (server === null) return null
    const network = (this.options.networkAddress ?? firstNetworkAddress)()
    return network === null ? server.url : `http://${network}:${new URL(server.url).port}`
  }

  private ensureServer(): Promise<OnlineServer> {
    if (this.server !== null) return Promise.resolve(this.server)
    this.starting ??= this.start().then(
      (server) => {
        this.server = server
        return server
      },
      (err: unknown) => {
        this.starting = null
        throw err
      },
    )
    return this.starting
  }

  private async start(): Promise<OnlineServer> {
    const chances = this.options.chances?.() ?? null
    const start = (port: number) =>
      startOnlineServer({
        host: this.options.host(),
        ...(chances === null ? {} : { chances }),
        port,
        hostname: this.options.hostname ?? '0.0.0.0',
        app: this.options.app,
        ...(this.options.rendererDir === undefined ? {} : { rendererDir: this.options.rendererDir }),
        ...(this.options.log === undefined ? {} : { log: this.options.log }),
      })
    const port = this.options.port ?? DEFAULT_LAN_PORT
    try {
      return await start(port)
    } catch (err) {
      if ((err as { code?: unknown }).code !== 'EADDRINUSE' || port === 0) throw err
      return start(0)
    }
  }
}

/** This computer's first IPv4 address that is not loopback (where friends on the network reach it). */
export function firstNetworkAddress(): string | null {
  for (const addresses of Object.values(networkInterfaces())) {
    const found = addresses?.find((a) => a.family === 'IPv4' && !a.internal)
    if (found) return found.address
  }
  return null
}
