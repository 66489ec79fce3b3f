import type { RootState } from '@react-three/fiber'
import { Fragment, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useStore } from 'zustand'
import { TableCanvasRoot } from './TableCanvas'
import { createTableCanvasHost, TableCanvasHostContext } from './tableCanvasHost'
import type { TableQuality } from './tablePrefs'
import { useTableCapture } from './useTableCapture'

/**
 * Owns the page's table canvas (tableCanvasHost.ts) for everything below it. The canvas is made
 * the first time a screen shows a table and kept from then on: its element is moved into the
 * screen that shows a table, and back into a hidden place here when none does.
 */
export function TableCanvasHost({ children }: { readonly children: ReactNode }) {
  const [host] = useState(createTableCanvasHost)
  const current = useStore(host.store, (s) => s.current)
  const home = useRef<HTMLDivElement>(null)
  const holder = useRef<HTMLDivElement>(null)
  const made = useRef(false)
  const quality = useRef<TableQuality>('high')
  if (current !== null) {
    made.current = true
    quality.current = current.quality
  }

  useLayoutEffect(() => {
    const target = current?.slot ?? home.current
    const element = holder.current
    if (element !== null && target !== null && element.parentElement !== target) target.appendChild(element)
  })
  useLayoutEffect(
    () => () => {
      // Home before React takes this apart: it removes the holder from where it put it.
      const element = holder.current
      if (element !== null && home.current !== null && element.parentElement !== home.current)
        home.current.appendChild(element)
    },
    [],
  )

  // The table a save takes its picture from (tableCapture.ts).
  const capture = useTableCapture()
  const onCreated = useCallback(
    (state: RootState) => {
      capture(state)
      host.created(state)
    },
    [capture, host],
  )

  return (
    <TableCanvasHostContext.Provider value={host}>
      {children}
      <div ref={home} className="table-canvas-home" hidden>
        <div ref={holder} className="table-canvas-holder">
          {made.current && (
            <TableCanvasRoot quality={quality.current} onCreated={onCreated}>
              {/* Each screen's table is its own: nothing of one match's pieces carries into the next. */}
              {current !== null && <Fragment key={current.id}>{current.contents}</Fragment>}
            </TableCanvasRoot>
          )}
        </div>
      </div>
    </TableCanvasHostContext.Provider>
  )
}
