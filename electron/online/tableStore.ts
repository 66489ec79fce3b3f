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
  botSeats: z.array(seat).max(8),
  seats: z
    .array(
      z.strictObject({
        seat,
        name: z.string().max(40),
        digest: z.string().regex(/^[0-9a-f]{64}$/),
      }),
    )
    .max(8),
})

export type StoredTable = z.infer<typeof storedTable>

const storeFile = z.strictObject({ tables: z.array(storedTable).max(100_000) })

/** Where the tables are kept between runs: a data folder (TableStore), or Redis for several processes. */
export interface TableKeeper {
  read(): Promise<StoredTable[]>
  write(tables: readonly StoredTable[]): Promise<void>
}

export class TableStore implements TableKeeper {
  private writing: Promise<void> = Promise.resolve()

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

  /** Writes the whole list; one write at a time, in order, so the last list wins. */
  write(tables: readonly StoredTable[]): Promise<void> {
    const text = `${JSON.stringify({ tables }, null, 1)}\n`
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
