/** The table's sound effects, by name (each one synthesised: see synth.ts). */
export const SOUND_NAMES = ['dice', 'cardDraw', 'cardPlay', 'coins', 'zombie', 'win', 'yourTurn'] as const

export type SoundName = (typeof SOUND_NAMES)[number]

export function isSoundName(name: unknown): name is SoundName {
  return typeof name === 'string' && (SOUND_NAMES as readonly string[]).includes(name)
}
