/**
 * "Play online" on a Zombie Table server elsewhere (the one the Settings name): the table is opened
 * there with POST /tables, as a lobby whose host is the first person, and the answer's links are
 * this app's to hand on. Nothing runs on this computer: the host's page joins the server like
 * everyone else's.
 */
import { z } from 'zod'
import type { CreateMatchRequest } from '../host/types'
import type { HostedTable, HostedTableOptions } from '../protocol'
import { ServiceError } from '../service/serviceErrors'

/** How long the server may take to open a table before this app gives up. */
const OPEN_TIMEOUT_MS = 10_000

const invite = z.object({
  seat: z.number().int(),
  name: z.string(),
  link: z.string().url(),
  code: z.string(),
})

/** What a server answers POST /tables with (onlineServer.ts OpenedTable), as far as this app uses it. */
const openedTable = z.object({
  tableId: z.string().min(1),
  invites: z.array(invite).min(1),
  streamLink: z.string().url(),
})

export async function openRemoteTable(
  server: string,
  match: CreateMatchRequest,
  how: HostedTableOptions,
  fetchTables: typeof fetch = fetch,
): Promise<Omit<HostedTable, 'status'>> {
  const where = new URL(server).origin
  let response: Response
  try {
    response = await fetchTables(new URL('/tables', server), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...match, ...how, lobby: true }),
      signal: AbortSignal.timeout(OPEN_TIMEOUT_MS),
    })
  } catch (err) {
    throw new ServiceError(
      'UNREACHABLE',
      `Cannot reach the table server at ${where} (${reason(err)}). Check its address in Settings, or clear it to host on this computer.`,
    )
  }
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const said = (body as { error?: unknown } | null)?.error
    throw new ServiceError(
      'REFUSED',
      `The table server at ${where} did not open the table: ${typeof said === 'string' ? said : `it answered ${response.status}`}.`,
    )
  }
  const parsed = openedTable.safeParse(body)
  if (!parsed.success) {
    throw new ServiceError('REFUSED', `${where} did not answer as a Zombie Table server does.`)
  }
  const [own, ...others] = parsed.data.invites
  return {
    tableId: parsed.data.tableId,
    hostLink: own!.link,
    invites: others,
    streamLink: parsed.data.streamLink,
  }
}

function reason(err: unknown): string {
  if (err instanceof Error && err.name === 'TimeoutError') return 'it did not answer in time'
  const cause = (err as { cause?: { code?: unknown } }).cause?.code
  return typeof cause === 'string' ? cause : err instanceof Error ? err.message : 'no answer'
}
