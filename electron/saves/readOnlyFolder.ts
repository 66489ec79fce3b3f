/**
 * A data folder that nothing can be written to (a read-only disk, a folder without write
 * permission). The table starts on it anyway and keeps nothing; these are the words that say so
 * and how to choose another folder (assets/help/dataFolder.json).
 */
import words from '../../assets/help/dataFolder.json'
import { describeFsError, errorCode } from './saveError'

/** What making a folder or a file answers where nothing may be written. */
const READ_ONLY_CODES = new Set(['EROFS', 'EACCES', 'EPERM'])

export function isReadOnlyError(err: unknown): boolean {
  return READ_ONLY_CODES.has(errorCode(err) ?? '')
}

export class DataFolderReadOnly extends Error {
  override readonly name = 'DataFolderReadOnly'
  /** Why every save is refused, to follow "Not saved: " on the table. */
  readonly notSaved: string

  constructor(
    readonly dir: string,
    cause: unknown,
  ) {
    const reason = describeFsError(cause)
    super(fill(words.readOnly, { dir, reason }), { cause })
    this.notSaved = fill(words.notSaved, { reason })
  }
}

/** The title over DataFolderReadOnly's message where it is shown in a box (the desktop app). */
export const READ_ONLY_TITLE = words.readOnlyTitle

/** Said under the served table's links when they cannot be kept for the next start. */
export function linksNotKept(dir: string): string {
  return fill(words.linksNotKept, { dir })
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}
