export { atomicWrite, backupPathFor, type AtomicWriteOptions } from './atomicWrite'
export { DEFAULT_APP_NAME, defaultDataDir, defaultSavesDir } from './defaultDir'
export { SaveError, type SaveErrorKind } from './saveError'
export {
  SAVE_FORMAT,
  SAVE_VERSION,
  checksumOf,
  decodeSave,
  encodeSave,
  migrations,
  type AppInfo,
  type DecodeOptions,
  type DecodedSave,
  type Migration,
  type MigrationTable,
  type SaveMeta,
  type SeatConfig,
} from './saveFormat'
export { defaultFs, type SaveFs } from './saveFs'
export {
  AUTOSAVE_DIR,
  SAVE_EXTENSION,
  SaveStore,
  isValidSlotName,
  slotNameProblem,
  type LoadedAutosave,
  type SaveStoreOptions,
  type SaveSummary,
} from './saveStore'
