/**
 * The sound effects, synthesised with Web Audio: oscillators, filtered noise and envelopes, so
 * nothing is fetched or bundled. Each recipe schedules its nodes from `at` (context time) into
 * `out` and lets them stop by themselves; none lasts over a second.
 */
import type { SoundName } from './soundNames'

/** The part of an AudioContext the recipes use (tests hand in a fake). */
export type SynthContext = Pick<
  BaseAudioContext,
  | 'currentTime'
  | 'sampleRate'
  | 'createGain'
  | 'createOscillator'
  | 'createBiquadFilter'
  | 'createBuffer'
  | 'createBufferSource'
>

const SILENT = 0.0001

/** A gain node into `out` that rises to `peak` in `attack` s, then dies away by `at + length`. */
function envelope(
  ctx: SynthContext,
  out: AudioNode,
  at: number,
  peak: number,
  attack: number,
  length: number,
) {
  const gain = ctx.createGain()
  gain.gain.setValueAtTime(SILENT, at)
  gain.gain.exponentialRampToValueAtTime(peak, at + attack)
  gain.gain.exponentialRampToValueAtTime(SILENT, at + length)
  gain.connect(out)
  return gain
}

function tone(
  ctx: SynthContext,
  out: AudioNode,
  at: number,
  spec: {
    readonly type: OscillatorType
    readonly from: number
    readonly to?: number
    readonly peak: number
    readonly attack?: number
    readonly length: number
  },
): void {
  const osc = ctx.createOscillator()
  osc.type = spec.type
  osc.frequency.setValueAtTime(spec.from, at)
  if (spec.to !== undefined) osc.frequency.exponentialRampToValueAtTime(spec.to, at + spec.length)
  osc.connect(envelope(ctx, out, at, spec.peak, spec.attack ?? 0.005, spec.length))
  osc.start(at)
  osc.stop(at + spec.length + 0.02)
}

const noiseBuffers = new WeakMap<SynthContext, AudioBuffer>()

/** Half a second of white noise, made once per context. */
function noiseOf(ctx: SynthContext): AudioBuffer {
  let buffer = noiseBuffers.get(ctx)
  if (!buffer) {
    buffer = ctx.createBuffer(1, Math.ceil(ctx.sampleRate / 2), ctx.sampleRate)
    const data = buffer.getChannelData(0)
    for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1
    noiseBuffers.set(ctx, buffer)
  }
  return buffer
}

function noise(
  ctx: SynthContext,
  out: AudioNode,
  at: number,
  spec: {
    readonly filter: BiquadFilterType
    readonly from: number
    readonly to?: number
    readonly q?: number
    readonly peak: number
    readonly attack?: number
    readonly length: number
  },
): void {
  const source = ctx.createBufferSource()
  source.buffer = noiseOf(ctx)
  const filter = ctx.createBiquadFilter()
  filter.type = spec.filter
  filter.Q.value = spec.q ?? 1
  filter.frequency.setValueAtTime(spec.from, at)
  if (spec.to !== undefined) filter.frequency.exponentialRampToValueAtTime(spec.to, at + spec.length)
  source.connect(filter)
  filter.connect(envelope(ctx, out, at, spec.peak, spec.attack ?? 0.003, spec.length))
  source.start(at)
  source.stop(at + spec.length + 0.02)
}

type Recipe = (ctx: SynthContext, out: AudioNode, at: number) => void

const RECIPES: Readonly<Record<SoundName, Recipe>> = {
  /** Dice rattling in a cup, then landing: clicks that slow down. */
  dice: (ctx, out, at) => {
    const clicks = [0, 0.05, 0.11, 0.19, 0.3]
    clicks.forEach((t, i) =>
      noise(ctx, out, at + t, {
        filter: 'bandpass',
        from: 2600 - i * 250,
        q: 6,
        peak: 0.9 - i * 0.12,
        length: 0.04,
      }),
    )
    tone(ctx, out, at + 0.3, { type: 'sine', from: 180, to: 90, peak: 0.3, length: 0.08 })
  },
  /** A card slid off the deck: a short rising swish. */
  cardDraw: (ctx, out, at) =>
    noise(ctx, out, at, {
      filter: 'bandpass',
      from: 900,
      to: 4200,
      q: 1.2,
      peak: 0.5,
      attack: 0.03,
      length: 0.16,
    }),
  /** A card slapped on the table: a soft thump under a snap. */
  cardPlay: (ctx, out, at) => {
    noise(ctx, out, at, { filter: 'lowpass', from: 2200, to: 700, peak: 0.7, length: 0.09 })
    tone(ctx, out, at, { type: 'sine', from: 150, to: 70, peak: 0.5, length: 0.1 })
  },
  /** Coins: two bright, ringing pings. */
  coins: (ctx, out, at) => {
    for (const [t, f] of [
      [0, 1850],
      [0.07, 2480],
    ] as const) {
      tone(ctx, out, at + t, { type: 'triangle', from: f, peak: 0.35, length: 0.22 })
      tone(ctx, out, at + t, { type: 'sine', from: f * 2.7, peak: 0.12, length: 0.12 })
    }
  },
  /** Someone turns into a zombie: a falling growl. */
  zombie: (ctx, out, at) => {
    tone(ctx, out, at, { type: 'sawtooth', from: 110, to: 55, peak: 0.35, attack: 0.06, length: 0.7 })
    tone(ctx, out, at, { type: 'square', from: 83, to: 41, peak: 0.12, attack: 0.06, length: 0.7 })
    noise(ctx, out, at, { filter: 'lowpass', from: 500, to: 200, peak: 0.2, attack: 0.05, length: 0.6 })
  },
  /** The game is won: a rising major arpeggio. */
  win: (ctx, out, at) => {
    const notes = [523.25, 659.25, 783.99, 1046.5]
    notes.forEach((f, i) =>
      tone(ctx, out, at + i * 0.11, {
        type: 'triangle',
        from: f,
        peak: 0.4,
        length: i === notes.length - 1 ? 0.6 : 0.2,
      }),
    )
  },
  /** The game waits for this person: a clear, friendly two-note chime. */
  yourTurn: (ctx, out, at) => {
    tone(ctx, out, at, { type: 'sine', from: 659.25, peak: 0.5, attack: 0.01, length: 0.3 })
    tone(ctx, out, at + 0.16, { type: 'sine', from: 987.77, peak: 0.5, attack: 0.01, length: 0.45 })
  },
}

/** Schedules one effect at context time `at` into `out`. */
export function synthesise(name: SoundName, ctx: SynthContext, out: AudioNode, at: number): void {
  RECIPES[name](ctx, out, at)
}
