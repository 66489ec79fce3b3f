// @vitest-environment happy-dom
/**
 * The table canvas is the table a save takes its picture from while it is mounted: it draws a frame
 * with its own renderer, scene and camera, and is let go when it unmounts.
 */
import type { RootState } from '@react-three/fiber'
import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { captureTableThumbnail, tableMounted } from '../../../renderer/table/tableCapture'
import { useTableCapture } from '../../../renderer/table/useTableCapture'
import { FakePictureCanvas, jpegDataUrl } from './fakePictureCanvas'

function fakeRoot(lost = false) {
  const render = vi.fn()
  const scene = { isScene: true }
  const camera = { isCamera: true }
  const gl = {
    domElement: { width: 1280, height: 720 },
    render,
    getRenderTarget: () => null,
    setRenderTarget: () => undefined,
    shadowMap: { autoUpdate: true },
    readRenderTargetPixelsAsync: () => Promise.resolve(),
    getContext: () => ({ isContextLost: () => lost }),
  }
  const state = { gl, scene, camera } as unknown as RootState
  ;(state as { get: () => RootState }).get = () => state
  return { state, render, scene, camera }
}

describe('useTableCapture', async () => {
  it('registers the created canvas, draws it with its scene and camera, and lets it go on unmount', async () => {
    const { result, unmount } = renderHook(() => useTableCapture())
    expect(tableMounted()).toBe(false)
    const root = fakeRoot()
    result.current(root.state)
    expect(tableMounted()).toBe(true)
    expect(await captureTableThumbnail(() => new FakePictureCanvas())).toBe(jpegDataUrl())
    expect(root.render).toHaveBeenCalledWith(root.scene, root.camera)
    unmount()
    expect(tableMounted()).toBe(false)
  })

  it('takes a new canvas in place of the old one, and stays registered under StrictMode', async () => {
    const { result, unmount } = renderHook(() => useTableCapture(), { reactStrictMode: true })
    const first = fakeRoot()
    const second = fakeRoot()
    result.current(first.state)
    result.current(second.state)
    await captureTableThumbnail(() => new FakePictureCanvas())
    expect(first.render).not.toHaveBeenCalled()
    expect(second.render).toHaveBeenCalledTimes(1)
    unmount()
    expect(tableMounted()).toBe(false)
  })

  it('takes the canvas back when StrictMode unmounts and mounts it again after it was created', async () => {
    const root = fakeRoot()
    let created = false
    const { unmount } = renderHook(
      () => {
        const onCreated = useTableCapture()
        // The canvas is created before the effects run (and run again).
        if (!created) {
          created = true
          onCreated(root.state)
        }
        return onCreated
      },
      { reactStrictMode: true },
    )
    expect(tableMounted()).toBe(true)
    await captureTableThumbnail(() => new FakePictureCanvas())
    expect(root.render).toHaveBeenCalledTimes(1)
    unmount()
    expect(tableMounted()).toBe(false)
  })

  it('gives no picture from a canvas whose WebGL context is lost', async () => {
    const { result, unmount } = renderHook(() => useTableCapture())
    const root = fakeRoot(true)
    result.current(root.state)
    expect(await captureTableThumbnail(() => new FakePictureCanvas())).toBeNull()
    expect(root.render).not.toHaveBeenCalled()
    unmount()
  })
})
