/**
 * The online tables of a data folder, in `<dataDir>/online-tables.json`: what a restarted server
 * needs to seat each person again (the table, its match or the match asked for, and each seat's
 * token digest; never a token). The matches themselves are the host's autosaves in the same folder.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { requestSchemas } from '../protocol'
import { atomicWrite } from '../saves/atomicWrite'

export const TABLE_STORE_FILE = 'online-tables.json'

const seat = z.number().int().min(0).max(7)

export const storedTable = z.strictObject({
  tableId: z.string().min(1).max(64),
  /** Null while the table waits in its lobby. */
  matchId: z.string().min(1).max(64).nullable(),
  request: requestSchemas['match:create'],
  hostSeat: seat,
  awayLimitSeconds: z.number().int().min(1).max(86_400),
  /** Left out by servers from before tables had stream links (read as 0). */
  streamDelaySeconds: z.number().int().min(0).max(600).optional(),
  /** The spectator token's digest; left out by servers from before tables had stream links. */
  watchDigest: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  botSeats: z.array(seat).max(8),
  seats: z
    .array(
      z.strictObject({
        seat,
        name: z.string().max(40),
        digest: z.string().regex(/^[0-9a-f]{64}$/),
        codeDigest: z.string().regex(/^[0-9a-f]{64}$/),
      }),
    )
    .max(8),
})

export type StoredTable = z.infer<typeof storedTable>

const storeFile = z.strictObject({ tables: z.array(storedTable).max(100_000) })

/**
 * Where the tables are kept between runs: a data folder (TableStore: one process), or Redis
 * (redisTableStore.ts: several processes, any of which resumes a table another one lost).
 */
export interface TableKeeper {
  /** The tables to open again when the server starts. */
  resumable(): Promise<StoredTable[]>
  /** A table kept by any process, or null (a process looks for a table it does not hold). */
  find(tableId: string): Promise<StoredTable | null>
  put(table: StoredTable): Promise<void>
  remove(tableId: string): Promise<void>
  /**
   * Where several processes share the tables: makes this one the process that runs `tableId`,
   * false while another live one does. Left out: this process runs every table it keeps.
   */
  claim?(tableId: string): Promise<boolean>
}

/** The tables of one process, in `<dataDir>/online-tables.json` (the whole list, rewritten on each change). */
export class TableStore implements TableKeeper {
  private writing: Promise<void> = Promise.resolve()
  private tables: Map<string, StoredTable> | null = null

  constructor(readonly dataDir: string) {}

  /** The tables kept; none when the file is missing. A damaged file is an error, said in words. */
  async read(): Promise<StoredTable[]> {
    let text: string
    try {
      text = await readFile(this.path(), 'utf8')
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw err
    }
    const parsed = storeFile.safeParse(safeJson(text))
    if (!parsed.success) throw new Error(`${this.path()} is damaged: its online tables cannot be resumed.`)
    return parsed.data.tables
  }

  async resumable(): Promise<StoredTable[]> {
    return [...(await this.loaded()).values()]
  }

  /** One process holds every table it keeps: none is kept here that it does not hold already. */
  find(): Promise<StoredTable | null> {
    return Promise.resolve(null)
  }

  async put(table: StoredTable): Promise<void> {
    ;(await this.loaded()).set(table.tableId, table)
    await this.write()
  }

  async remove(tableId: string): Promise<void> {
    if ((await this.loaded()).delete(tableId)) await this.write()
  }

  private async loaded(): Promise<Map<string, StoredTable>> {
    this.tables ??= new Map((await this.read()).map((table) => [table.tableId, table]))
    return this.tables
  }

  /** Writes the whole list; one write at a time, in order, so the last list wins. */
  private write(): Promise<void> {
    const text = `${JSON.stringify({ tables: [...(this.tables?.values() ?? [])] }, null, 1)}\n`
    this.writing = this.writing
      .catch(() => undefined)
      .then(() => atomicWrite(this.path(), text, undefined, { backup: false }))
    return this.writing
  }

  private path(): string {
    return join(this.dataDir, TABLE_STORE_FILE)
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
