/**
 * What the player points at and what they look at closer, shared by the HUD and the 3D table: the
 * thing under the pointer or with the keyboard focus (`pointed`: its tooltip, and what I opens) and
 * the thing open in the inspect view (`open`). A thing is a game's own target ({ kind: 'game',
 * card: 'horde' }); only the game's `inspect` function reads it, the kit just carries it.
 */
import { create } from 'zustand'

/** A game's description of something that can be inspected: opaque to the kits. */
export interface InspectTarget {
  readonly kind: string
}

/** One line of "what it does now": a label and its value ("Rent now", "$8: whole group"). */
export interface InspectFact {
  readonly label: string
  readonly value: string
}

/** What the inspect view shows of a card or piece. */
export interface InspectCard {
  readonly name: string
  /** The line above the name: its category, its deck. */
  readonly category: string
  /** The full printed (or reference) text. */
  readonly text: string
  /** What it does now, where that differs from the card, and where it is. */
  readonly facts: readonly InspectFact[]
  /** The game's class for the card's colour (a category, a colour group). */
  readonly accent?: string
  /** The card's picture, as on its face (a Game-icons.net icon name: gameIcon.ts). */
  readonly picture?: string
}

/** Where a tooltip belongs: beside a point (the pointer over the table) or a box (a card in the HUD). */
export type TipAnchor =
  | { readonly x: number; readonly y: number }
  | { readonly left: number; readonly top: number; readonly right: number; readonly bottom: number }

export interface Pointed {
  /** Which thing this is (a hand card's id, a mesh and instance): a later leave clears only its own. */
  readonly key: string
  /** What I, a right-click or a long press open; null: nothing to look at closer. */
  readonly target: InspectTarget | null
  /** The tooltip's first line: the thing's name. */
  readonly label: string
  /** More words under it (a hand card's rules text). */
  readonly detail?: string
  /** How to use it ("Click to play it · I: take a closer look"). */
  readonly hint?: string
  readonly anchor: TipAnchor
}

export interface InspectStore {
  readonly pointed: Pointed | null
  readonly open: InspectTarget | null
  readonly actions: {
    /** The pointer or the keyboard focus is on a thing now. */
    point(pointed: Pointed): void
    /** It left the thing with this key (a leave for a thing no longer pointed at changes nothing). */
    unpoint(key: string): void
    /** Opens the inspect view on a thing. */
    inspect(target: InspectTarget): void
    /** Opens the inspect view on the thing pointed at, if it has one; says whether it did. */
    inspectPointed(): boolean
    close(): void
    /** Forgets everything (the table closes, the curtain comes down, another seat is shown). */
    reset(): void
  }
}

export const useInspectStore = create<InspectStore>()((set, get) => ({
  pointed: null,
  open: null,
  actions: {
    point: (pointed) => set({ pointed }),
    unpoint: (key) => {
      if (get().pointed?.key === key) set({ pointed: null })
    },
    inspect: (target) => set({ open: target, pointed: null }),
    inspectPointed: () => {
      const target = get().pointed?.target ?? null
      if (target === null) return false
      set({ open: target, pointed: null })
      return true
    },
    close: () => set({ open: null }),
    reset: () => set({ pointed: null, open: null }),
  },
}))

/** The store's actions, for code outside React (the 3D table's pointer handlers). */
export function inspectActions(): InspectStore['actions'] {
  return useInspectStore.getState().actions
}

/** The tooltip's place for an element: its box on the screen. */
export function boxOf(el: Element): TipAnchor {
  const r = el.getBoundingClientRect()
  return { left: r.left, top: r.top, right: r.right, bottom: r.bottom }
}
