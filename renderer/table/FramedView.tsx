import { useThree } from '@react-three/fiber'
import { useLayoutEffect } from 'react'
import type { PerspectiveCamera } from 'three'
import { insetViewOffset, type FrameInsets } from './frameInsets'

/** Draws the camera's picture inside the rectangle `insets` leave free (frameInsets.ts), until unmounted. */
export function FramedView({ insets }: { readonly insets: FrameInsets }) {
  const camera = useThree((s) => s.camera) as PerspectiveCamera
  const width = useThree((s) => s.size.width)
  const height = useThree((s) => s.size.height)
  const invalidate = useThree((s) => s.invalidate)
  const { top, right, bottom, left } = insets
  useLayoutEffect(() => {
    if (!camera.isPerspectiveCamera) return
    const offset = insetViewOffset(width, height, { top, right, bottom, left })
    if (offset === null) return
    camera.setViewOffset(offset.fullWidth, offset.fullHeight, offset.x, offset.y, offset.width, offset.height)
    invalidate()
    return () => {
      camera.clearViewOffset()
      invalidate()
    }
  }, [camera, width, height, top, right, bottom, left, invalidate])
  return null
}
