/** Every refusal from the save layer: a stable `kind` for programs and a sentence for the player. */

export type SaveErrorKind =
  | 'EMPTY'
  | 'TRUNCATED'
  | 'CORRUPT'
  | 'NOT_A_SAVE'
  | 'UNKNOWN_VERSION'
  | 'MALFORMED'
  | 'TAMPERED'
  | 'UNKNOWN_GAME'
  | 'ILLEGAL_LOG'
  | 'BAD_NAME'
  | 'NOT_FOUND'
  | 'UNREADABLE'
  | 'WRITE_FAILED'

export interface SaveErrorOptions {
  readonly cause?: unknown
  /** Set by SaveStore.load when this file is damaged but its `.bak` loads (see loadBackup). */
  readonly backupAvailable?: boolean
}

export class SaveError extends Error {
  override readonly name = 'SaveError'
  readonly backupAvailable: boolean

  constructor(
    readonly kind: SaveErrorKind,
    message: string,
    options: SaveErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.backupAvailable = options.backupAvailable ?? false
  }

  /** The same refusal, noting that the backup copy of the file can be loaded instead. */
  withBackupAvailable(): SaveError {
    return new SaveError(this.kind, this.message, { cause: this.cause, backupAvailable: true })
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
    default:
      return code ? `an unexpected file error (${code})` : 'an unexpected file error'
  }
}

export function errorCode(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined
  const code = (err as { code?: unknown }).code
  return typeof code === 'string' ? code : undefined
}
