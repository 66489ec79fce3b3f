/**
 * Plays the table's sound effects. The AudioContext is made only on the first user gesture (a
 * click, a key, a touch: unlock()), so a page never starts audio by itself; until then sounds are
 * only recorded. Every effect goes through one master gain set from the volume setting, and with
 * sound off nothing is played or recorded.
 *
 * Every sound played is kept in a short history (the newest last) that tests read, in the page as
 * window.__zombieTableSounds (exposeSounds), so a test can tell a sound played without hearing it.
 */
import { synthesise, type SynthContext } from './synth'
import type { SoundName } from './soundNames'

/** The part of an AudioContext the player uses (tests hand in a fake). */
export interface SoundContext extends SynthContext {
  readonly state: string
  readonly destination: AudioNode
  resume(): Promise<void>
}

export interface PlayedSound {
  readonly name: SoundName
  /** When it was asked for (Date.now()). */
  readonly at: number
  /** Whether it could be heard: false before the first user gesture started the audio. */
  readonly audible: boolean
}

export interface SoundSettings {
  readonly enabled: boolean
  /** 0..1. */
  readonly volume: number
}

export interface SoundPlayerOptions {
  /** Makes the audio context on the first gesture (default: a new AudioContext, if the page has one). */
  readonly createContext?: () => SoundContext | null
  /** How many played sounds the history keeps. */
  readonly historySize?: number
  readonly now?: () => number
}

export interface PlayOptions {
  /** Seconds from now (a sound in step with an animation that starts later). */
  readonly delay?: number
}

function browserContext(): SoundContext | null {
  const Ctor =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext)
  if (!Ctor) return null
  try {
    return new Ctor({ latencyHint: 'interactive' })
  } catch {
    return null
  }
}

/** The volume setting (0..1) as a gain: squared, so the slider's middle sounds like half as loud. */
export function gainFor(volume: number): number {
  const v = Math.min(1, Math.max(0, Number.isFinite(volume) ? volume : 0))
  return v * v
}

export class SoundPlayer {
  private context: SoundContext | null = null
  private master: GainNode | null = null
  private settings: SoundSettings = { enabled: true, volume: 0.7 }
  private gestured = false
  private readonly log: PlayedSound[] = []
  private readonly listeners = new Set<(sound: PlayedSound) => void>()
  private readonly createContext: () => SoundContext | null
  private readonly historySize: number
  private readonly now: () => number

  constructor(options: SoundPlayerOptions = {}) {
    this.createContext = options.createContext ?? browserContext
    this.historySize = options.historySize ?? 50
    this.now = options.now ?? Date.now
  }

  /** Sound on or off, and the volume: applied at once, to sounds already playing too. */
  configure(settings: SoundSettings): void {
    this.settings = settings
    this.applyVolume()
  }

  /** Whether sounds are played now (sound on, and a volume above zero). */
  get enabled(): boolean {
    return this.settings.enabled && this.settings.volume > 0
  }

  /** Whether a user gesture has started the audio. */
  get unlocked(): boolean {
    return this.gestured && this.context !== null
  }

  /**
   * Call from a user gesture: makes the audio context the first time, and resumes it if the
   * browser suspended it. Before this, nothing is heard.
   */
  unlock(): void {
    this.gestured = true
    if (this.context === null) {
      this.context = this.createContext()
      if (this.context === null) return
      this.master = this.context.createGain()
      this.master.connect(this.context.destination)
      this.applyVolume()
    }
    this.resume()
  }

  /**
   * Plays one effect (after `delay` seconds), when sound is on. Returns whether it was played:
   * recorded in the history, and heard once the audio has been unlocked.
   */
  play(name: SoundName, options: PlayOptions = {}): boolean {
    if (!this.enabled) return false
    const ctx = this.context
    const audible = this.gestured && ctx !== null && this.master !== null
    if (audible) {
      this.resume()
      try {
        synthesise(name, ctx, this.master as GainNode, ctx.currentTime + Math.max(0, options.delay ?? 0))
      } catch {
        // A browser that refuses a node (a closed context) just stays silent.
      }
    }
    const played: PlayedSound = { name, at: this.now(), audible }
    this.log.push(played)
    if (this.log.length > this.historySize) this.log.splice(0, this.log.length - this.historySize)
    for (const listener of this.listeners) listener(played)
    return true
  }

  /** The sounds played lately, oldest first (a copy). */
  history(): readonly PlayedSound[] {
    return this.log.slice()
  }

  clearHistory(): void {
    this.log.length = 0
  }

  /** Calls `listener` with every sound played from now on. */
  subscribe(listener: (sound: PlayedSound) => void): () => void {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  private applyVolume(): void {
    if (!this.master || !this.context) return
    const gain = this.settings.enabled ? gainFor(this.settings.volume) : 0
    this.master.gain.setValueAtTime(gain, this.context.currentTime)
  }

  private resume(): void {
    const ctx = this.context
    if (ctx && ctx.state === 'suspended') ctx.resume().catch(() => undefined)
  }
}

/** The page's one sound player. */
export const sound = new SoundPlayer()

const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const

/**
 * Unlocks `player` on the first user gesture in `target` (the page), then stops listening. Returns
 * a function that stops listening before then.
 */
export function unlockOnFirstGesture(target: EventTarget, player: SoundPlayer = sound): () => void {
  const stop = () => {
    for (const type of GESTURES) target.removeEventListener(type, onGesture, true)
  }
  function onGesture(): void {
    stop()
    player.unlock()
  }
  for (const type of GESTURES) target.addEventListener(type, onGesture, true)
  return stop
}

declare global {
  interface Window {
    /** In development and test builds: the sounds played lately, oldest first (see SoundPlayer). */
    readonly __zombieTableSounds?: readonly PlayedSound[]
  }
}

/**
 * In development, or when a test harness set window.__ZT_TEST__ before the app started: exposes
 * the player's history as window.__zombieTableSounds (read afresh on every access).
 */
export function exposeSounds(player: SoundPlayer = sound): void {
  if (typeof window === 'undefined') return
  const testing = Boolean((window as { __ZT_TEST__?: boolean }).__ZT_TEST__)
  if (!import.meta.env.DEV && !testing) return
  Object.defineProperty(window, '__zombieTableSounds', {
    configurable: true,
    get: () => player.history(),
  })
}
