export { DEFAULT_BOT_DELAY_MS, MatchHost } from './matchHost'
export { HostError, type HostErrorKind } from './hostError'
export { MAX_NAME_LENGTH } from './seats'
export { globalTimers, type Timers } from './timers'
export { AUTOSAVE_RETRY_MS } from './saveQueue'
export type {
  Autosave,
  AutosaveStatus,
  LoadMatchOptions,
  CreateMatchRequest,
  HostUpdate,
  IntentResult,
  MatchHostOptions,
  MatchSummary,
  SaveMeta,
  SeatConfig,
  UpdateListener,
} from './types'
