import { useFrame, useThree } from '@react-three/fiber'
import { useLayoutEffect, useRef } from 'react'

/** A table's mutable animation state: `version` is bumped whenever it changes. */
export interface VersionedRig {
  readonly version: number
}

/**
 * Runs `write` when its inputs change (at once, then asks for a frame) and on drawn frames in which
 * the rig has changed since the last write, so animated meshes never touch React state per frame.
 * `write` must be stable for the same inputs (useCallback).
 */
export function useRigWriter<R extends VersionedRig>(rig: R, write: (rig: R) => void): void {
  const invalidate = useThree((s) => s.invalidate)
  const drawn = useRef(-1)
  useLayoutEffect(() => {
    write(rig)
    drawn.current = rig.version
    invalidate()
  }, [write, rig, invalidate])
  useFrame(() => {
    if (drawn.current === rig.version) return
    write(rig)
    drawn.current = rig.version
  })
}
