/** The player's settings: each field with its range, the defaults, and how a stored file is read. */
import { z } from 'zod'
import { STREAM_HANDS_MIN_DELAY_SECONDS, STREAM_LAYOUTS, streamBackgroundSchema } from './stream'

/** The ranges of the numeric settings (the Settings screen's sliders use the same). */
export const SETTINGS_LIMITS = {
  botDelayMs: { min: 0, max: 5000, step: 100 },
  volume: { min: 0, max: 100, step: 5 },
  animationSpeed: { min: 0.5, max: 2, step: 0.25 },
  uiScale: { min: 80, max: 150, step: 5 },
  cameraSensitivity: { min: 0.25, max: 3, step: 0.25 },
  streamDelaySeconds: { min: 0, max: 300, step: 5 },
  streamTextScale: { min: 0.75, max: 2, step: 0.25 },
} as const

type Limited = keyof typeof SETTINGS_LIMITS
const inRange = (key: Limited) => z.number().min(SETTINGS_LIMITS[key].min).max(SETTINGS_LIMITS[key].max)
/** A speed factor in steps of a quarter (exact in binary, so a multiple is a multiple). */
const quarters = (key: Limited) => inRange(key).multipleOf(SETTINGS_LIMITS[key].step)

/** Whether motion is reduced: as the system says (prefers-reduced-motion), or always on or off. */
export const REDUCED_MOTION_CHOICES = ['system', 'on', 'off'] as const
export type ReducedMotionChoice = (typeof REDUCED_MOTION_CHOICES)[number]

/** How much the 3D table draws: shadows (soft at high) and pixel density; low is the cheapest. */
export const TABLE_QUALITIES = ['low', 'medium', 'high'] as const
export type TableQuality = (typeof TABLE_QUALITIES)[number]

/** Each setting with its range: the whole settings object, settings:set (partial) and the settings file. */
export const settingsFields = {
  /** The pause before each bot move. */
  botDelayMs: inRange('botDelayMs').int(),
  /** Sound effects on or off. */
  sound: z.boolean(),
  /** Master volume, in percent. */
  volume: inRange('volume').int(),
  /** How fast the table's animations play (1: as designed). */
  animationSpeed: quarters('animationSpeed'),
  /** Every move shown at once, with no animation. */
  skipAnimations: z.boolean(),
  /** The size of the HTML layer (HUD and screens) in percent; the 3D table keeps its size. */
  uiScale: inRange('uiScale').int(),
  /** No camera glides and nothing that flashes. */
  reducedMotion: z.enum(REDUCED_MOTION_CHOICES),
  /** How fast the camera orbits and zooms under the mouse (1: as designed). */
  cameraSensitivity: quarters('cameraSensitivity'),
  /** The camera may move by itself to where the action is. */
  followAction: z.boolean(),
  /** A shape beside each seat's name (● ▲ ■ …), for those who cannot tell the seat colours apart. */
  seatMarks: z.boolean(),
  /** How much the 3D table draws (the stream page takes its own, high unless its address says). */
  quality: z.enum(TABLE_QUALITIES),
  /** The caster delay: the stream page shows the match this many seconds late (held back by the host). */
  streamDelaySeconds: inRange('streamDelaySeconds').int(),
  /** The stream page shows every hand (only with a delay of at least STREAM_HANDS_MIN_DELAY_SECONDS). */
  streamShowHands: z.boolean(),
  /** The layout the Stream panel puts in the stream page's address. */
  streamLayout: z.enum(STREAM_LAYOUTS),
  /** The background the Stream panel puts in the stream page's address. */
  streamBackground: streamBackgroundSchema,
  /** The size of the stream page's overlay text (1: as designed for 1920×1080). */
  streamTextScale: quarters('streamTextScale'),
  /** The quality the Stream panel puts in the stream page's address. */
  streamQuality: z.enum(TABLE_QUALITIES),
  /**
   * The Zombie Table server (npm run server) that "Play online" opens tables on, as its address
   * (https://zombies.example.org); empty: this computer hosts them for its local network.
   */
  onlineServer: z
    .string()
    .max(200)
    .refine(isServerAddress, 'A table server is a web address: http://… or https://… (or nothing).'),
} as const

export const settingsSchema = z.strictObject(settingsFields)

/** The player's settings, kept by the host in its data folder. */
export type Settings = Readonly<z.infer<typeof settingsSchema>>

/** What a new data folder starts with (and what any missing or damaged field falls back to). */
export const DEFAULT_SETTINGS: Settings = {
  botDelayMs: 600,
  sound: true,
  volume: 70,
  animationSpeed: 1,
  skipAnimations: false,
  uiScale: 100,
  reducedMotion: 'system',
  cameraSensitivity: 1,
  followAction: true,
  seatMarks: false,
  quality: 'high',
  streamDelaySeconds: 0,
  streamShowHands: false,
  streamLayout: 'broadcast',
  streamBackground: 'transparent',
  streamTextScale: 1,
  streamQuality: 'high',
  onlineServer: '',
}

/** Empty (this computer hosts), or an http(s) address with no more than its origin and path. */
export function isServerAddress(text: string): boolean {
  if (text === '') return true
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.hash === ''
  } catch {
    return false
  }
}

/** Why these settings cannot go together, or null when they can. */
export function settingsConflict(settings: Settings): string | null {
  if (settings.streamShowHands && settings.streamDelaySeconds < STREAM_HANDS_MIN_DELAY_SECONDS) {
    return `Hands can be streamed only with a delay of at least ${STREAM_HANDS_MIN_DELAY_SECONDS} seconds.`
  }
  return null
}

/**
 * The fields of a stored object that pass their checks. A field that is missing (an older file
 * without the newer fields) or fails its check (a hand-edited value out of range) is left out, and
 * so is everything when the object is not an object at all.
 */
export function knownSettings(stored: unknown): Partial<Settings> {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {}
  const source = stored as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(settingsFields) as (keyof typeof settingsFields)[]) {
    if (!Object.prototype.hasOwnProperty.call(source, key)) continue
    const parsed = settingsFields[key].safeParse(source[key])
    if (parsed.success) out[key] = parsed.data
  }
  return out as Partial<Settings>
}

/** Whole settings from a stored object: its valid fields, the defaults for the rest. */
export function settingsFrom(stored: unknown, defaults: Settings = DEFAULT_SETTINGS): Settings {
  const settings: Settings = { ...defaults, ...knownSettings(stored) }
  // A hand-edited file that streams hands too early streams none.
  return settingsConflict(settings) === null ? settings : { ...settings, streamShowHands: false }
}
