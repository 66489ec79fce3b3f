/** What a test build exposes on window for the Chromium harness (never in a normal production run). */
import type { Camera, Scene, WebGLRenderer } from 'three'
import type { TweenSystem } from './animation'
import type { DirectorStatus } from './DirectorRig'

export interface TableDebugHandle {
  readonly gl: WebGLRenderer
  readonly scene: Scene
  readonly invalidate: () => void
  /** Frames asked for and not drawn yet (0: the demand frameloop has nothing to draw). */
  readonly framesPending?: () => number
  /** The table's animations (a test reads whether any is still running). */
  readonly tweens: TweenSystem
  /** The camera now (a test projects a thing on the table to the screen to point at it). */
  readonly camera?: () => Camera
  /** The stream director's shot and whether it is at rest; null when the player's camera rig runs. */
  readonly director?: () => DirectorStatus | null
  /** A save's picture of the table as it is now (the bench times it). */
  readonly thumbnail?: () => Promise<string | null>
}

declare global {
  interface Window {
    /** Set by test harnesses before the table mounts. */
    __ZT_TEST__?: boolean
    /** Set by a test harness whose checks do not judge the table's pixels: see testPixelRatio. */
    __ZT_TEST_DPR__?: number
    __table?: TableDebugHandle
  }
}

export function shouldExposeTable(): boolean {
  return import.meta.env.DEV || (typeof window !== 'undefined' && Boolean(window.__ZT_TEST__))
}

export function exposeTable(handle: TableDebugHandle): void {
  if (shouldExposeTable()) window.__table = handle
}

/**
 * The pixel ratio a test page asks the table to draw at, or null. Software WebGL pays for every
 * pixel (a 1280×720 frame costs about 0.3 s of SwiftShader), and a test of flows and layout reads
 * the page, not the table's pixels, so the harness may ask for fewer. Never set outside a test.
 */
export function testPixelRatio(): number | null {
  if (typeof window === 'undefined' || !window.__ZT_TEST__) return null
  const ratio = window.__ZT_TEST_DPR__
  return typeof ratio === 'number' && ratio > 0 ? ratio : null
}
