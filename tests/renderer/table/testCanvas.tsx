/**
 * A test renderer's canvas for one test file: `create` makes it (and keeps its state for `state()`:
 * its scene, camera and default controls), `update` renders into it again, and it is taken down
 * after each test.
 */
import { useThree, type RootState } from '@react-three/fiber'
import ReactThreeTestRenderer from '@react-three/test-renderer'
import type { ReactNode } from 'react'
import { afterEach, beforeAll } from 'vitest'

export type TestCanvas = Awaited<ReturnType<typeof ReactThreeTestRenderer.create>>

export function testCanvas() {
  let current: TestCanvas | null = null
  let grabbed: RootState | null = null
  function Grab() {
    grabbed = useThree()
    return null
  }
  beforeAll(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  })
  const unmount = async () => {
    await current?.unmount()
    current = null
    grabbed = null
  }
  afterEach(unmount)
  const withGrab = (node: ReactNode) => (
    <>
      <Grab />
      {node}
    </>
  )
  return {
    async create(node: ReactNode): Promise<TestCanvas> {
      current = await ReactThreeTestRenderer.create(withGrab(node))
      return current
    },
    /** Renders `node` in the canvas made last, as the same tree (its parts keep their state). */
    async update(node: ReactNode): Promise<void> {
      await current?.update(withGrab(node))
    },
    state: (): RootState | null => grabbed,
    unmount,
  }
}
