/**
 * A seat's hand beside its choices, as the Selfish and Zombielife HUDs show them: picking a hand card
 * narrows the choices to its plays, and making a choice clears the pick. Where the pick is kept is
 * the caller's (the app keeps it in its UI store, so the 3D table can show it too).
 */
import { useMemo } from 'react'

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
