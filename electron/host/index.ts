export { DEFAULT_BOT_DELAY_MS, MatchHost } from './matchHost'
export { HostError, type HostErrorKind } from './hostError'
export { MAX_NAME_LENGTH } from './seats'
export { globalTimers, type Timers } from './timers'
export type {
  Autosave,
  CreateMatchRequest,
  HostUpdate,
  IntentResult,
  MatchHostOptions,
  MatchSummary,
  SaveMeta,
  SeatConfig,
  UpdateListener,
} from './types'
