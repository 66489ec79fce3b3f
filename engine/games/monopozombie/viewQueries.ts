/** What the MonopoZombie bots ask of a seat's view: who stands where, and what is built on a lot. */
import { JAIL } from './dataTypes'
import type { LotView, MonopoView, PlayerView } from './types'

export function lotAt(view: MonopoView, square: number): LotView | undefined {
  return view.lots.find((l) => l.square === square)
}

/** Humans standing on the square (a human in Quarantine is apart from it: R10). */
export function humansOn(view: MonopoView, square: number): PlayerView[] {
  return view.players.filter(
    (p) => !p.zombie && !p.eliminated && p.position === square && !(square === JAIL && p.inJail),
  )
}

export function zombiesOn(view: MonopoView, square: number): number {
  return view.players.filter((p) => p.zombie && !p.eliminated && p.position === square).length
}
