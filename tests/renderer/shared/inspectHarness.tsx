/**
 * A game's HUD as the table screen mounts it for the inspect view: the HUD, the inspect layer (the
 * game's `inspect` on the HUD's view), the pointer's tooltip and the table's keys (I, Esc), with
 * helpers to find the dialog and press keys.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { vi } from 'vitest'
import type { Outcome, Seat } from '../../../engine/core/types'
import type { SeatConfig } from '../../../electron/protocol'
import { GameHud } from '../../../renderer/app/table/GameHud'
import { InspectLayer } from '../../../renderer/app/table/InspectLayer'
import { useTableKeys } from '../../../renderer/app/table/useTableKeys'
import type { GameUi } from '../../../renderer/games/types'
import { inspectActions, useInspectStore, type InspectTarget } from '../../../renderer/table/inspectStore'
import { PointerTip } from '../../../renderer/hud/PointerTip'

export interface Shown<V, A> {
  readonly view: V
  readonly legal: readonly A[]
  readonly toAct: readonly Seat[]
  readonly outcome: Outcome | null
}

/** Renders `ui`'s HUD for `me` with the inspect view, its tooltip and the table's keys. */
export function renderInspectable<V extends { readonly players: readonly { readonly name: string }[] }, A>(
  ui: GameUi<V, A>,
  shown: Shown<V, A>,
  me: Seat | null,
  seats?: readonly SeatConfig[],
) {
  const send = vi.fn<(action: A) => void>()
  const onMenu = vi.fn()
  const Hud = ui.Hud
  function Harness() {
    const root = useRef<HTMLDivElement>(null)
    useTableKeys({
      onHelp: () => {},
      onMenu,
      onResetCamera: () => {},
      onInspect: () => inspectActions().inspectPointed(),
      moves: null,
      choices: root,
    })
    return (
      <div ref={root}>
        <GameHud
          Hud={Hud}
          props={{
            ...shown,
            seats: seats ?? shown.view.players.map((p) => ({ name: p.name, kind: 'human' as const })),
            me,
            send,
          }}
        />
        <InspectLayer ui={ui as unknown as GameUi} view={shown.view} me={me} />
        <PointerTip />
      </div>
    )
  }
  const result = render(<Harness />)
  return { ...result, send, onMenu }
}

/** The inspect view now open, or null. */
export const inspectDialog = (): HTMLElement | null => screen.queryByRole('dialog', { name: /^Card: / })

/** The inspect view now open (it must be): its name is "Card: <name>". */
export function openDialog(name: string): HTMLElement {
  return screen.getByRole('dialog', { name: `Card: ${name}` })
}

/** Presses a key where the focus is (the table's keys listen on the window). */
export function press(key: string, target: Element = document.activeElement ?? document.body): void {
  act(() => {
    fireEvent.keyDown(target, { key })
  })
}

/** Opens the inspect view on a target directly (what the 3D table does on a click). */
export function inspect<T extends InspectTarget>(target: T): void {
  act(() => inspectActions().inspect(target))
}

/** Right-clicks an element (opens the inspect view on an inspectable thing). */
export function rightClick(el: Element): void {
  act(() => {
    fireEvent.contextMenu(el)
  })
}

/** Forgets what was pointed at and opened, between tests. */
export function resetInspect(): void {
  useInspectStore.getState().actions.reset()
}
