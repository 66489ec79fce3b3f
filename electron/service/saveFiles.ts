/**
 * Saves at a path the player chose (File → Save As… / Open… on the desktop), outside the saves
 * folder: the same format and atomic write as the slots, without the slot's backup copy.
 */
import { readFile, stat } from 'node:fs/promises'
import { isAbsolute } from 'node:path'
import type { GameRegistry, MatchRecord } from '../../engine/core/match'
import { atomicWrite } from '../saves/atomicWrite'
import { SaveError, describeFsError, errorCode } from '../saves/saveError'
import { decodeSave, encodeSave, type AppInfo, type DecodedSave, type SaveMeta } from '../saves/saveFormat'
import { defaultFs, type SaveFs } from '../saves/saveFs'

/** Far above any real save (a long game is well under a megabyte); larger files are not read. */
export const MAX_SAVE_FILE_BYTES = 32 * 1024 * 1024

export async function writeSaveFile(
  path: string,
  record: MatchRecord,
  meta: SaveMeta,
  app: AppInfo,
  now: Date,
  fs: SaveFs = defaultFs,
): Promise<void> {
  checkPath(path)
  const text = encodeSave(record, meta, app, now)
  try {
    await atomicWrite(path, text, fs, { backup: false })
  } catch (err) {
    throw new SaveError('WRITE_FAILED', `The game could not be saved there: ${describeFsError(err)}.`, {
      cause: err,
    })
  }
}

export async function readSaveFile(path: string, registry: GameRegistry): Promise<DecodedSave> {
  checkPath(path)
  let text: string
  try {
    const info = await stat(path)
    if (!info.isFile()) throw new SaveError('NOT_A_SAVE', 'That is a folder, not a Zombie Table save.')
    if (info.size > MAX_SAVE_FILE_BYTES) {
      throw new SaveError('NOT_A_SAVE', 'This file is far too large to be a Zombie Table save.')
    }
    text = await readFile(path, 'utf8')
  } catch (err) {
    if (err instanceof SaveError) throw err
    if (errorCode(err) === 'ENOENT')
      throw new SaveError('NOT_FOUND', 'That file does not exist.', { cause: err })
    throw new SaveError('UNREADABLE', `The file could not be read: ${describeFsError(err)}.`, { cause: err })
  }
  return decodeSave(text, registry)
}

function checkPath(path: unknown): asserts path is string {
  if (typeof path !== 'string' || path.includes('\0') || !isAbsolute(path)) {
    throw new SaveError('BAD_NAME', 'A save file needs a full path.')
  }
}
