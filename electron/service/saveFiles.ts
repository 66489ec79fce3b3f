/**
 * Saves at a path the player chose (File → Save As… / Open… on the desktop), outside the saves
 * folder: the same format and atomic write as the slots, without the slot's backup copy.
 */
import { readFile, stat } from 'node:fs/promises'
import { isAbsolute } from 'node:path'
import type { MatchRecord } from '../../engine/core/match'
import { atomicWrite } from '../saves/atomicWrite'
import type { SaveChecker } from '../saves/saveChecker'
import { SaveError, describeFsError, errorCode } from '../saves/saveError'
import { encodeSave, type AppInfo, type InspectedSave, type SaveMeta } from '../saves/saveFormat'
import { defaultFs, type SaveFs } from '../saves/saveFs'
import { MAX_SAVE_FILE_BYTES } from '../saves/saveLimits'

export { MAX_SAVE_FILE_BYTES } from '../saves/saveLimits'

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

/** A save file at any path, checked as a load checks it (by `checker`: off the main thread in the app). */
export async function readSaveFile(path: string, checker: SaveChecker): Promise<InspectedSave> {
  checkPath(path)
  let bytes: Uint8Array
  try {
    const info = await stat(path)
    if (!info.isFile()) throw new SaveError('NOT_A_SAVE', 'That is a folder, not a Zombie Table save.')
    if (info.size > MAX_SAVE_FILE_BYTES) {
      throw new SaveError('NOT_A_SAVE', 'This file is far too large to be a Zombie Table save.')
    }
    bytes = await readFile(path)
  } catch (err) {
    if (err instanceof SaveError) throw err
    if (errorCode(err) === 'ENOENT')
      throw new SaveError('NOT_FOUND', 'That file does not exist.', { cause: err })
    throw new SaveError('UNREADABLE', `The file could not be read: ${describeFsError(err)}.`, { cause: err })
  }
  return checker.load(bytes)
}

function checkPath(path: unknown): asserts path is string {
  if (typeof path !== 'string' || path.includes('\0') || !isAbsolute(path)) {
    throw new SaveError('BAD_NAME', 'A save file needs a full path.')
  }
}
