/**
 * The small picture a save's thumbnail is made from: the middle of the camera's view at the size
 * asked for, drawn into an offscreen target with the last frame's shadows, read back without
 * waiting, rows turned top-down; the renderer and the camera are left as they were. (What it looks
 * like next to the table on screen is checked in Chromium: tests/e2e/tableThumbnail.test.ts.)
 */
import { describe, expect, it, vi } from 'vitest'
import { PerspectiveCamera, Scene, type WebGLRenderer, type WebGLRenderTarget } from 'three'
import { renderSmallFrame } from '../../../renderer/table/smallFrame'

function fakeRenderer(canvasWidth = 1600, canvasHeight = 900) {
  const seen: { target: unknown; autoUpdate: boolean; view: unknown; aspect: number }[] = []
  let current: unknown = null
  const gl = {
    domElement: { width: canvasWidth, height: canvasHeight },
    shadowMap: { autoUpdate: true },
    getRenderTarget: () => current,
    setRenderTarget: (target: unknown) => {
      current = target
    },
    render: vi.fn((_scene: Scene, camera: PerspectiveCamera) => {
      seen.push({
        target: current,
        autoUpdate: gl.shadowMap.autoUpdate,
        view: { ...camera.view },
        aspect: camera.aspect,
      })
    }),
    // Row y of the picture WebGL gives back (bottom first) is filled with the value y.
    readRenderTargetPixelsAsync: vi.fn(
      (
        _target: WebGLRenderTarget,
        _x: number,
        _y: number,
        width: number,
        height: number,
        buffer: Uint8Array,
      ) => {
        for (let y = 0; y < height; y++) buffer.fill(y, y * width * 4, (y + 1) * width * 4)
        return Promise.resolve(buffer)
      },
    ),
  }
  return { gl, seen, asRenderer: gl as unknown as WebGLRenderer }
}

describe('renderSmallFrame', () => {
  it('draws the middle of a wider view at 16:9 into a target, with the shadows as they are', async () => {
    const { gl, seen, asRenderer } = fakeRenderer(2000, 900)
    const camera = new PerspectiveCamera(40, 2000 / 900)
    await renderSmallFrame(asRenderer, new Scene(), camera, 320, 180)
    expect(seen).toHaveLength(1)
    const [drawn] = seen
    expect(drawn?.target).not.toBeNull()
    expect((drawn?.target as WebGLRenderTarget).width).toBe(320)
    expect(drawn?.autoUpdate).toBe(false)
    // The 1600×900 middle of the 2000×900 view.
    expect(drawn?.view).toMatchObject({
      enabled: true,
      fullWidth: 2000,
      fullHeight: 900,
      offsetX: 200,
      offsetY: 0,
      width: 1600,
      height: 900,
    })
    expect(gl.readRenderTargetPixelsAsync).toHaveBeenCalledWith(
      drawn?.target,
      0,
      0,
      320,
      180,
      expect.any(Uint8Array),
    )
  })

  it('gives the rows from the top and leaves the renderer and camera as they were', async () => {
    const { gl, asRenderer } = fakeRenderer()
    const camera = new PerspectiveCamera(40, 16 / 9)
    const projection = camera.projectionMatrix.clone()
    const frame = await renderSmallFrame(asRenderer, new Scene(), camera, 4, 3)
    expect([frame.width, frame.height, frame.data.length]).toEqual([4, 3, 48])
    expect([frame.data[0], frame.data[16], frame.data[47]]).toEqual([2, 1, 0])
    expect(gl.getRenderTarget()).toBeNull()
    expect(gl.shadowMap.autoUpdate).toBe(true)
    expect(camera.view).toBeNull()
    expect(camera.projectionMatrix.equals(projection)).toBe(true)
  })

  it("puts back a camera's own view offset", async () => {
    const { asRenderer } = fakeRenderer()
    const camera = new PerspectiveCamera(40, 16 / 9)
    camera.setViewOffset(1600, 900, 10, 20, 800, 450)
    await renderSmallFrame(asRenderer, new Scene(), camera, 320, 180)
    expect(camera.view).toMatchObject({ enabled: true, offsetX: 10, offsetY: 20, width: 800, height: 450 })
  })

  it('puts the renderer back even when drawing fails', async () => {
    const { gl, asRenderer } = fakeRenderer()
    gl.render.mockImplementation(() => {
      throw new Error('WebGL: context lost')
    })
    const camera = new PerspectiveCamera(40, 16 / 9)
    await expect(renderSmallFrame(asRenderer, new Scene(), camera, 320, 180)).rejects.toThrow('context lost')
    expect(gl.getRenderTarget()).toBeNull()
    expect(gl.shadowMap.autoUpdate).toBe(true)
    expect(camera.view).toBeNull()
  })
})
