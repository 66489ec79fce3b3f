/** The table's sound effects: synthesised, played from table events and the waiting cue. */
export { SOUND_NAMES, isSoundName, type SoundName } from './soundNames'
export {
  SoundPlayer,
  exposeSounds,
  gainFor,
  sound,
  unlockOnFirstGesture,
  type PlayedSound,
  type SoundContext,
  type SoundSettings,
} from './soundPlayer'
export {
  eventSounds,
  soundsForEvents,
  type AnyEventSounds,
  type EventSound,
  type EventSounds,
  type ScheduledSound,
} from './eventSounds'
