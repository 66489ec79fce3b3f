/**
 * The page's one table canvas, lent to whichever screen shows a table (TableCanvasHost.tsx owns
 * it). A screen says where the canvas goes (its slot), at what quality, and what it draws; the
 * last screen to speak has it, and when it leaves the canvas waits out of sight, drawing nothing.
 * One WebGL context a page: every shader is compiled once, not again for each match.
 */
import type { RootState } from '@react-three/fiber'
import { createContext, type ReactNode } from 'react'
import { createStore, useStore, type StoreApi } from 'zustand'
import type { TableQuality } from './tablePrefs'

/** What a screen asks the canvas to be now. */
export interface CanvasShow {
  readonly slot: HTMLElement | null
  readonly quality: TableQuality
  readonly contents: ReactNode
}

export interface CanvasHostState {
  /** The screen that has the canvas, or null. */
  readonly current: (CanvasShow & { readonly id: number }) | null
  /** The canvas once made (its renderer, scene and camera); a new quality makes it again. */
  readonly root: RootState | null
}

export interface TableCanvasHostApi {
  readonly store: StoreApi<CanvasHostState>
  /** A screen's own number, to show and leave by. */
  newId(): number
  show(id: number, what: CanvasShow): void
  leave(id: number): void
  created(root: RootState): void
  useRootState(): RootState | null
}

export function createTableCanvasHost(): TableCanvasHostApi {
  const store = createStore<CanvasHostState>(() => ({ current: null, root: null }))
  let nextId = 1
  return {
    store,
    newId: () => nextId++,
    show: (id, what) => store.setState({ current: { id, ...what } }),
    leave: (id) => {
      if (store.getState().current?.id === id) store.setState({ current: null })
    },
    created: (root) => store.setState({ root }),
    useRootState: () => useStore(store, (s) => s.root),
  }
}

/** The app's canvas host; null where there is none (a test harness): TableCanvas then makes its own. */
export const TableCanvasHostContext = createContext<TableCanvasHostApi | null>(null)
