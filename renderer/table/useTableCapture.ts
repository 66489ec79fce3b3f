/**
 * Registers the table canvas for a save's picture (tableCapture.ts, smallFrame.ts) while it is mounted: give the
 * returned function to the Canvas's onCreated. A canvas made again (a new quality) replaces the
 * old one; unmounting lets it go (and a remount, as StrictMode does, takes it back).
 */
import type { RootState } from '@react-three/fiber'
import { useCallback, useEffect, useRef } from 'react'
import { renderSmallFrame } from './smallFrame'
import { registerTableCapture } from './tableCapture'

export function useTableCapture(): (state: RootState) => void {
  const created = useRef<RootState | null>(null)
  const release = useRef<(() => void) | null>(null)

  const register = useCallback((state: RootState) => {
    release.current?.()
    release.current = registerTableCapture({
      frame: (width, height) => {
        const { gl, scene, camera } = state.get()
        return renderSmallFrame(gl, scene, camera, width, height)
      },
      lost: () => state.gl.getContext().isContextLost(),
    })
  }, [])

  useEffect(() => {
    if (created.current !== null && release.current === null) register(created.current)
    return () => {
      release.current?.()
      release.current = null
    }
  }, [register])

  return useCallback(
    (state: RootState) => {
      created.current = state
      register(state)
    },
    [register],
  )
}
