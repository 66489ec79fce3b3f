/**
 * The table's canvas and Selfish's scene as plain elements, for the app's tests that show the table
 * screen in happy-dom (no WebGL there). A test file swaps them in with
 * `vi.mock('…/renderer/table/TableCanvas', () => import('…/shared/sceneStubs'))`, and likewise for
 * `…/renderer/games/selfish/SelfishScene`.
 */
import type { ReactNode } from 'react'

export function TableCanvas({ children }: { readonly children?: ReactNode }) {
  return <div data-testid="table-canvas">{children}</div>
}

export function SelfishScene() {
  return <div data-testid="selfish-scene" />
}
