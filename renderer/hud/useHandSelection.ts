/**
 * A seat's hand beside its choices, as the Selfish and Zombielife HUDs show them: picking a hand card
 * narrows the choices to its plays, and making a choice clears the pick. Where the pick is kept is
 * the caller's (the app keeps it in its UI store, so the 3D table can show it too).
 */
import { useMemo } from 'react'
import type { Seat } from '../../engine/core/types'

/** The picked hand card and the way to change it. */
export interface PickedCard {
  readonly id: number | null
  readonly set: (id: number | null) => void
}

export interface HandSelection<K, A> {
  /** The card kinds some choice plays now. */
  readonly usable: ReadonlySet<K>
  /** The kind of the picked card, or null: the choices to show are those playing it. */
  readonly selectedKind: K | null
  /** The picked card's id while it is in the hand, for the hand to mark. */
  readonly selectedId: number | null
  /** Picks a card, or drops the pick when it is picked again. */
  readonly toggle: (id: number) => void
  readonly clear: () => void
  /** Sends a choice's action and drops the pick. */
  readonly choose: (choice: { readonly action: A }) => void
  /** The pick as the hand panel takes it. */
  readonly handProps: {
    readonly selectedId: number | null
    readonly usable: ReadonlySet<K>
    readonly onSelect: (id: number) => void
  }
  /** The pick as a choice panel takes it: the filter, choosing, and "show all". */
  readonly choiceProps: {
    readonly filter: K | null
    readonly onChoose: (choice: { readonly action: A }) => void
    readonly onShowAll: () => void
  }
}

export function useHandSelection<K, C extends { readonly action: A }, A>(
  hand: readonly { readonly id: number; readonly kind: K }[] | null,
  choices: readonly C[],
  usesOf: (choice: C) => readonly K[],
  send: (action: A) => void,
  picked: PickedCard,
): HandSelection<K, A> {
  const { id: selectedCard, set: selectCard } = picked
  const usable = useMemo(() => new Set<K>(choices.flatMap(usesOf)), [choices, usesOf])
  const selectedKind = hand?.find((c) => c.id === selectedCard)?.kind ?? null
  const selectedId = selectedKind === null ? null : selectedCard
  const toggle = (id: number) => selectCard(id === selectedCard ? null : id)
  const clear = () => selectCard(null)
  const choose = (choice: { readonly action: A }) => {
    selectCard(null)
    send(choice.action)
  }
  return {
    usable,
    selectedKind,
    selectedId,
    toggle,
    clear,
    choose,
    handProps: { selectedId, usable, onSelect: toggle },
    choiceProps: { filter: selectedKind, onChoose: choose, onShowAll: clear },
  }
}

/** What a card game's HUD gets that its choices are made of (its GameHudProps). */
export interface HandChoicesProps<V, A> {
  readonly view: V
  readonly legal: readonly A[]
  readonly me: Seat | null
  readonly send: (action: A) => void
  readonly picked: PickedCard
}

/**
 * A card game's legal actions as the choices its HUD shows (none for the spectator), and the hand
 * card picking among them. `describe` and `usesOf` are the game's, defined once (not per render).
 */
export function useHandChoices<V, A, C extends { readonly action: A }, K>(
  { view, legal, me, send, picked }: HandChoicesProps<V, A>,
  hand: readonly { readonly id: number; readonly kind: K }[] | null,
  describe: (action: A, view: V) => C,
  usesOf: (choice: C) => readonly K[],
): { readonly choices: readonly C[]; readonly pick: HandSelection<K, A> } {
  const choices = useMemo(
    () => (me === null ? [] : legal.map((action) => describe(action, view))),
    [legal, view, me, describe],
  )
  const pick = useHandSelection<K, C, A>(hand, choices, usesOf, send, picked)
  return { choices, pick }
}
