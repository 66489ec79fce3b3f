/**
 * When a person may take back their last move: nothing random or hidden came out since (their own
 * move included), no other person moved since, and the game is not over. Bots' replies after it
 * are taken back with it.
 */
import words from '../../assets/help/takeBack.json'
import type { HiddenOutcome, Seat } from '../../engine/core/types'
import type { SeatConfig, TakeBackBlock, TakeBackStatus } from '../protocol'

/** What the host remembers of each action of the log. */
export interface StepNote {
  readonly seat: Seat
  readonly hidden: HiddenOutcome | null
}

export type TakeBackPlan =
  | { readonly ok: true; /** The log is cut back to this many actions. */ readonly to: number }
  | {
      readonly ok: false
      readonly block: TakeBackBlock
      /** The person who moved since. */ readonly by?: Seat
    }

export function planTakeBack(
  steps: readonly StepNote[],
  seats: readonly SeatConfig[],
  seat: Seat,
  finished: boolean,
): TakeBackPlan {
  if (finished) return { ok: false, block: 'over' }
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i] as StepNote
    if (step.hidden !== null) return { ok: false, block: step.hidden }
    if (step.seat === seat) return { ok: true, to: i }
    if (seats[step.seat]?.kind === 'human') return { ok: false, block: 'human', by: step.seat }
  }
  return { ok: false, block: 'none' }
}

/** The plan as the seat's Take back button shows it. */
export function takeBackStatus(
  plan: TakeBackPlan,
  steps: number,
  seats: readonly SeatConfig[],
): TakeBackStatus {
  if (plan.ok) return { allowed: true, actions: steps - plan.to }
  return { allowed: false, block: plan.block, reason: blockedReason(plan, seats) }
}

export function blockedReason(
  plan: Extract<TakeBackPlan, { ok: false }>,
  seats: readonly SeatConfig[],
): string {
  const name = plan.by === undefined ? 'another player' : (seats[plan.by]?.name ?? 'another player')
  return words.blocked[plan.block].replace('{name}', name)
}
