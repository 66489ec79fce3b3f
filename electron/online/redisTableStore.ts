/**
 * The tables of several server processes, in Redis: each table (as a data folder keeps it), each
 * started table's match as its latest save (written with every autosave, before the move is
 * acknowledged), and which process runs each table now. A process that dies stops renewing its
 * claims; when its players come back through another process, that one finds the table here,
 * claims it once the old claim has lapsed, loads the match and opens the table again.
 *
 * Keys: `zt:table:<tableId>` (JSON), `zt:match:<matchId>` (a save file's text), `zt:owner:<tableId>`
 * (a process id, expiring unless renewed).
 */
import { Redis } from 'ioredis'
import { storedTable, type StoredTable, type TableKeeper } from './tableStore'

/** How long a claim lasts unless its process renews it; a dead process's tables are free after it. */
export const CLAIM_MS = 6000
const RENEW_MS = 2000

const tableKey = (tableId: string) => `zt:table:${tableId}`
const matchKey = (matchId: string) => `zt:match:${matchId}`
const ownerKey = (tableId: string) => `zt:owner:${tableId}`

export class RedisTableStore implements TableKeeper {
  private readonly redis: Redis
  private readonly claims = new Set<string>()
  private readonly renewal: ReturnType<typeof setInterval>

  constructor(
    url: string,
    /** This process, as its claims name it. */
    private readonly owner: string,
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 })
    this.renewal = setInterval(() => void this.renew(), RENEW_MS)
    this.renewal.unref()
  }

  /** Tables resume when their people come back (through any process): none is opened at start. */
  resumable(): Promise<StoredTable[]> {
    return Promise.resolve([])
  }

  async find(tableId: string): Promise<StoredTable | null> {
    const text = await this.redis.get(tableKey(tableId))
    if (text === null) return null
    const parsed = storedTable.safeParse(safeJson(text))
    return parsed.success ? parsed.data : null
  }

  async put(table: StoredTable): Promise<void> {
    await this.redis.set(tableKey(table.tableId), JSON.stringify(table))
  }

  async remove(tableId: string): Promise<void> {
    const table = await this.find(tableId)
    this.claims.delete(tableId)
    await this.redis.del(
      tableKey(tableId),
      ownerKey(tableId),
      ...(table?.matchId == null ? [] : [matchKey(table.matchId)]),
    )
  }

  /**
   * Makes this process the one that runs `tableId` (renewed until the table is removed or the
   * process dies): false while another live process runs it.
   */
  async claim(tableId: string): Promise<boolean> {
    const key = ownerKey(tableId)
    const taken = await this.redis.set(key, this.owner, 'PX', CLAIM_MS, 'NX')
    const mine = taken === 'OK' || (await this.redis.get(key)) === this.owner
    if (mine) this.claims.add(tableId)
    return mine
  }

  /** Keeps a match's latest save (its autosave's text). */
  async keepMatch(matchId: string, saveText: string): Promise<void> {
    await this.redis.set(matchKey(matchId), saveText)
  }

  /** A match's latest save, or null. */
  match(matchId: string): Promise<string | null> {
    return this.redis.get(matchKey(matchId))
  }

  async close(): Promise<void> {
    clearInterval(this.renewal)
    await this.redis.quit().catch(() => undefined)
  }

  private async renew(): Promise<void> {
    for (const tableId of this.claims) {
      await this.redis.pexpire(ownerKey(tableId), CLAIM_MS).catch(() => undefined)
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
