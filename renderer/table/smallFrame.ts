/**
 * A small picture of the table drawn on purpose: the middle of the camera's view at the size asked
 * for, rendered into an offscreen target and read back, without touching what is on screen.
 *
 * Why not read the canvas: the WebGL canvas keeps no picture between frames (no
 * `preserveDrawingBuffer`, which would cost a copy every frame), so reading it means drawing a
 * whole frame again at full size and waiting for it; in software WebGL that held the page up a
 * quarter of a second. A 320×180 frame is a sixteenth of the pixels, and it is read back without
 * waiting.
 *
 * The target passes for the renderer's own output (`isXRRenderTarget`, sRGB): three then gives it
 * the screen's tone mapping and colour encoding and the very shader programs it already compiled,
 * where a plain target would get linear colour and a new program for every material (a stall of
 * seconds in software WebGL the first time). Its storage is plain RGBA8 so the encoded bytes are
 * kept as they are. The shadow maps are the last frame's: nothing moved since.
 */
import {
  SRGBColorSpace,
  WebGLRenderTarget,
  type Camera,
  type Object3D,
  type OrthographicCamera,
  type PerspectiveCamera,
  type WebGLRenderer,
} from 'three'
import { coverCrop, type PixelFrame } from './thumbnail'

const targets = new WeakMap<WebGLRenderer, WebGLRenderTarget>()

function targetFor(gl: WebGLRenderer, width: number, height: number): WebGLRenderTarget {
  let target = targets.get(gl)
  if (target === undefined) {
    target = new WebGLRenderTarget(width, height, { samples: 0 })
    target.texture.colorSpace = SRGBColorSpace
    target.texture.internalFormat = 'RGBA8'
    ;(target as { isXRRenderTarget?: boolean }).isXRRenderTarget = true
    targets.set(gl, target)
  } else if (target.width !== width || target.height !== height) {
    target.setSize(width, height)
  }
  return target
}

type ViewCamera = PerspectiveCamera | OrthographicCamera

function hasViewOffset(camera: Camera): camera is ViewCamera {
  return typeof (camera as Partial<ViewCamera>).setViewOffset === 'function'
}

/** Frames the middle of the canvas's view at `width`×`height`'s shape; gives back how to undo it. */
function frameMiddle(
  camera: Camera,
  canvasWidth: number,
  canvasHeight: number,
  width: number,
  height: number,
) {
  if (!hasViewOffset(camera)) return () => undefined
  const before = camera.view === null ? null : { ...camera.view }
  const { sx, sy, sw, sh } = coverCrop(canvasWidth, canvasHeight, width, height)
  camera.setViewOffset(canvasWidth, canvasHeight, sx, sy, sw, sh)
  return () => {
    camera.view = before
    camera.updateProjectionMatrix()
  }
}

/**
 * Draws `scene` through `camera` as a `width`×`height` picture of the middle of the canvas's view.
 * The frame is drawn now, in this call (the table as it is at this moment, even if it is taken
 * down next); its pixels are read back without waiting on the GPU (a pixel buffer and a fence),
 * so the page is held up only for the drawing commands.
 */
export async function renderSmallFrame(
  gl: WebGLRenderer,
  scene: Object3D,
  camera: Camera,
  width: number,
  height: number,
): Promise<PixelFrame> {
  const canvas = gl.domElement
  const target = targetFor(gl, width, height)
  const before = { target: gl.getRenderTarget(), shadows: gl.shadowMap.autoUpdate }
  const undoFrame = frameMiddle(camera, canvas.width, canvas.height, width, height)
  const bottomUp = new Uint8Array(width * height * 4)
  let read: Promise<unknown>
  try {
    gl.shadowMap.autoUpdate = false
    gl.setRenderTarget(target)
    gl.render(scene, camera)
    // Issues the read at once; what it gives back waits for the GPU to have drawn the frame.
    read = gl.readRenderTargetPixelsAsync(target, 0, 0, width, height, bottomUp)
  } finally {
    gl.setRenderTarget(before.target)
    gl.shadowMap.autoUpdate = before.shadows
    undoFrame()
  }
  await read
  // WebGL reads rows from the bottom; a picture's rows go from the top.
  const data = new Uint8ClampedArray(bottomUp.length)
  const row = width * 4
  for (let y = 0; y < height; y++)
    data.set(bottomUp.subarray((height - 1 - y) * row, (height - y) * row), y * row)
  return { width, height, data }
}
