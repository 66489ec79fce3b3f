/** Every refusal from the save layer: a stable `kind` for programs and a sentence for the player. */

import type { BackupInfo, SaveErrorKind } from '../protocol/saves'

export type { BackupInfo, SaveErrorKind } from '../protocol/saves'

export interface SaveErrorOptions {
  readonly cause?: unknown
  /** Set by SaveStore when this file is damaged but its `.bak` loads (see loadBackup). */
  readonly backup?: BackupInfo
}

export class SaveError extends Error {
  override readonly name = 'SaveError'
  readonly backup: BackupInfo | undefined

  constructor(
    readonly kind: SaveErrorKind,
    message: string,
    options: SaveErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.backup = options.backup
  }

  get backupAvailable(): boolean {
    return this.backup !== undefined
  }

  /** The same refusal, noting that the backup copy of the file can be loaded instead. */
  withBackup(backup: BackupInfo): SaveError {
    return new SaveError(this.kind, this.message, { cause: this.cause, backup })
  }
}

/** A short player-facing reason for a file-system error, e.g. "the disk is full". */
export function describeFsError(err: unknown): string {
  const code = errorCode(err)
  switch (code) {
    case 'ENOSPC':
      return 'the disk is full'
    case 'EACCES':
    case 'EPERM':
      return 'permission was denied'
    case 'EROFS':
      return 'the disk is read-only'
    case 'EBUSY':
      return 'the file is in use by another program'
    case 'ENOENT':
      return 'the file or folder does not exist'
    case 'ENOTDIR':
    case 'EEXIST':
      return 'something else is in the way of the saves folder'
    case 'EDQUOT':
      return 'the disk quota is used up'
    case 'EIO':
      return 'the disk reported an error'
    case 'ENOTREG':
      return 'it is not a regular file'
    case 'EFBIG':
      return 'it is far too large to be a save'
    default:
      return code ? `an unexpected file error (${code})` : 'an unexpected file error'
  }
}

export function errorCode(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined
  const code = (err as { code?: unknown }).code
  return typeof code === 'string' ? code : undefined
}
