/**
 * The outline around the thing under the pointer (HoverCue draws it): which thing, and the matrix
 * that turns a unit cube into a box around it on the table. Null: nothing is outlined.
 */
import type { Matrix4 } from 'three'
import { createStore } from 'zustand/vanilla'

export interface HoverCueState {
  readonly key: string | null
  readonly matrix: Matrix4 | null
}

export const hoverCueStore = createStore<HoverCueState>()(() => ({ key: null, matrix: null }))

export function showHoverCue(key: string, matrix: Matrix4): void {
  hoverCueStore.setState({ key, matrix })
}

/** Takes the outline off the thing with this key (another thing's outline stays). */
export function hideHoverCue(key: string): void {
  if (hoverCueStore.getState().key === key) hoverCueStore.setState({ key: null, matrix: null })
}
