/**
 * A move built by picking hand cards (a payment, a discard): which move is being built, the cards
 * picked so far, the game's judgement of them, and the ways to change the pick, confirm or cancel.
 * The engine judges again when the move arrives; this only lets the player see where they stand.
 */
import { useState } from 'react'
import type { PickJudgement } from '../../engine/core/picks'

/** How one move is picked: the words around it, the judge, and the action a pick makes. */
export interface PickForm<A, K> {
  /** Tells one move from another (the pick starts again when it changes). */
  readonly id: string
  readonly title: string
  /** What the move needs, in a sentence. */
  readonly rule: string
  readonly judge: (kinds: readonly K[]) => PickJudgement
  /** Where the pick stands: what is picked against what is needed, and what is missing. */
  readonly status: (judged: PickJudgement) => string
  readonly build: (kinds: readonly K[]) => A
  readonly confirmLabel: (kinds: readonly K[]) => string
}

export interface Picking<A, K> {
  readonly form: PickForm<A, K> | null
  readonly pickedIds: ReadonlySet<number>
  readonly kinds: readonly K[]
  readonly judged: PickJudgement | null
  /** Starts picking for a move, with a card already picked (the hand card the player had chosen). */
  readonly start: (form: PickForm<A, K>, firstId?: number | null) => void
  readonly toggle: (id: number) => void
  /** Stops picking (not offered when the move is the only one: see `forced`). */
  readonly cancel: () => void
  readonly confirm: () => void
  /** The move is the only thing to do now (a discard, the Sewer): there is nothing to cancel to. */
  readonly forced: boolean
}

interface PickState<A, K> {
  readonly form: PickForm<A, K>
  readonly ids: readonly number[]
  /** The legal list the pick was started against: a new one ends it. */
  readonly during: unknown
}

/**
 * `during` is the legal-action list: a pick belongs to one moment of the game. `only` is the form
 * of the one move open now, which is picked without asking first.
 */
export function usePicking<A, K>(
  hand: readonly { readonly id: number; readonly kind: K }[] | null,
  during: unknown,
  only: PickForm<A, K> | null,
  send: (action: A) => void,
): Picking<A, K> {
  const [state, setState] = useState<PickState<A, K> | null>(null)
  const current = state !== null && state.during === during ? state : null
  const form = current?.form ?? only
  const held = new Map((hand ?? []).map((c) => [c.id, c.kind]))
  const ids = (current?.ids ?? []).filter((id) => held.has(id))
  const kinds = ids.map((id) => held.get(id) as K)
  const judged = form ? form.judge(kinds) : null

  const start = (next: PickForm<A, K>, firstId: number | null = null) =>
    setState({ form: next, ids: firstId !== null && held.has(firstId) ? [firstId] : [], during })
  const toggle = (id: number) => {
    if (!form || !held.has(id)) return
    const nextIds = ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]
    setState({ form, ids: nextIds, during })
  }
  const cancel = () => setState(null)
  const confirm = () => {
    if (!form || !judged?.ok) return
    setState(null)
    send(form.build(kinds))
  }
  return {
    form,
    pickedIds: new Set(ids),
    kinds,
    judged,
    start,
    toggle,
    cancel,
    confirm,
    forced: form !== null && current === null,
  }
}
