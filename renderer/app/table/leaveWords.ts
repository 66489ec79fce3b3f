/**
 * What Leave says before it closes the match: where the match can be found again, and what (if
 * anything) leaving loses. The host autosaves every move (and says when that fails), and knows how
 * many moves the player's named save holds, so the words can be exact.
 */
import type { AutosaveStatus } from '../../../electron/protocol/match'

export interface LeaveFacts {
  /** The game is over. */
  readonly finished: boolean
  /** Moves played (the match's version). */
  readonly version: number
  readonly autosave: AutosaveStatus | null
  /** The named save the match belongs to, if any. */
  readonly slot: string | null
  /** How many moves that named save holds, when known. */
  readonly slotVersion: number | null
}

export interface LeaveWords {
  /** The question, with what leaving keeps and loses. */
  readonly text: string
  /** The button that leaves. */
  readonly confirm: string
  /** Leaving loses moves (the autosave is failing). */
  readonly loses: boolean
}

const moves = (n: number): string => (n === 1 ? '1 move' : `${n} moves`)

/** How far behind the table the named save is: 0 when it holds every move, null when not known. */
function saveBehind({ slot, slotVersion, version }: LeaveFacts): number | null {
  if (slot === null || slotVersion === null) return null
  return Math.max(0, version - slotVersion)
}

/** A sentence about the named save, or '' when there is none. */
function aboutTheSave(facts: LeaveFacts, behind: number | null): string {
  if (facts.slot === null) return ''
  const name = `“${facts.slot}”`
  if (behind === null) return ` Your save ${name} may be older than the last move: Save first to be sure.`
  if (behind === 0) return ` Your save ${name} holds every move too.`
  return ` Your save ${name} is ${moves(behind)} behind: Save first to bring it up to date.`
}

export function leaveWords(facts: LeaveFacts): LeaveWords {
  const { finished, version, autosave, slot } = facts
  const behind = saveBehind(facts)
  const problem = autosave?.problem ?? null

  if (problem !== null) {
    // What is on disk somewhere: the last autosave, or the named save if it holds more.
    const kept = Math.max(autosave?.savedVersion ?? -1, facts.slotVersion ?? -1)
    const lost = kept < 0 ? version : version - kept
    const text =
      lost > 0
        ? `${problem} Leave now and the last ${moves(lost)} ${lost === 1 ? 'is' : 'are'} lost.`
        : behind === 0 && slot !== null
          ? `${problem} Every move is in your save “${slot}”: load it again from Load.`
          : `${problem} Leave now and this match may not be kept.`
    return { text, confirm: lost > 0 ? 'Leave without them' : 'Leave', loses: lost > 0 }
  }

  if (finished) {
    if (slot !== null && behind === 0)
      return {
        text: `Leave? The result is saved as “${slot}”: find it under Load.`,
        confirm: 'Leave',
        loses: false,
      }
    return {
      text: `Leave? The result stays on the home screen until you save or dismiss it.${aboutTheSave(facts, behind)}`,
      confirm: 'Leave',
      loses: false,
    }
  }

  // A match opened from its named save has no autosave until its first move: Load has it.
  if (slot !== null && behind === 0 && (autosave?.savedVersion ?? -1) < 0)
    return {
      text: `Leave this match? It is saved as “${slot}”: load it again from Load.`,
      confirm: 'Leave',
      loses: false,
    }
  // Every move is autosaved: leaving loses nothing, and the home screen offers the match again.
  return {
    text: `Leave this match? It is kept: resume it from the home screen.${aboutTheSave(facts, behind)}`,
    confirm: 'Leave',
    loses: false,
  }
}
