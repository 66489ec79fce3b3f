/**
 * The served table's secrets, kept in `<dataDir>/table-tokens.json` so that its URLs (and the
 * browser sources streamers put in OBS) keep working across restarts, until a new pair is asked
 * for (`npm run serve -- --new-token`, or the desktop app's Stream menu).
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { tempPathFor } from '../saves/atomicWrite'
import { isReadOnlyError } from '../saves/readOnlyFolder'
import { TOKEN_FILE } from '../service/dataFiles'
import { checkTokens, newToken, type TableTokens } from './tokens'

export interface LoadedTokens extends TableTokens {
  /** False when they could not be written down (a read-only data folder): they last this run only. */
  readonly kept: boolean
}

/**
 * The kept tokens, or a new pair (written down) when there are none, they are unreadable, or
 * `renew`. A pair that cannot be written down where nothing can be written is used all the same.
 */
export async function loadTableTokens(dataDir: string, renew = false): Promise<LoadedTokens> {
  const path = join(dataDir, TOKEN_FILE)
  if (!renew) {
    const kept = await readTokens(path)
    if (kept !== null) return { ...kept, kept: true }
  }
  const tokens: TableTokens = { player: newToken(), spectator: newToken() }
  try {
    await writeTokens(path, tokens)
  } catch (err) {
    if (!isReadOnlyError(err)) throw err
    return { ...tokens, kept: false }
  }
  return { ...tokens, kept: true }
}

/** A new stream (spectator) token, written down; the player's token is kept. */
export async function renewSpectatorToken(dataDir: string): Promise<TableTokens> {
  const kept = await loadTableTokens(dataDir)
  const tokens: TableTokens = { player: kept.player, spectator: newToken() }
  await writeTokens(join(dataDir, TOKEN_FILE), tokens)
  return tokens
}

async function writeTokens(path: string, tokens: TableTokens): Promise<void> {
  // Readable by this user only: the player token lets anyone who has it play at this table.
  await mkdir(dirname(path), { recursive: true })
  const temp = tempPathFor(path)
  await writeFile(temp, `${JSON.stringify(tokens, null, 2)}\n`, { mode: 0o600 })
  await rename(temp, path)
}

async function readTokens(path: string): Promise<TableTokens | null> {
  try {
    const value = JSON.parse(await readFile(path, 'utf8')) as Partial<TableTokens>
    const tokens = { player: String(value.player), spectator: String(value.spectator) }
    checkTokens(tokens)
    return tokens
  } catch {
    return null
  }
}
