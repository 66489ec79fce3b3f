// @vitest-environment happy-dom
/**
 * A renderer that cannot prefilter the room's light (here the test renderer's stand-in WebGL, on
 * which three's PMREM throws) still shows the table, lit by its lamps alone. That the room lights
 * every match of a real page, prefiltered once, is checked in Chromium (tests/e2e/oneCanvas.test.ts).
 */
import { useThree, type RootState } from '@react-three/fiber'
import ReactThreeTestRenderer from '@react-three/test-renderer'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { TableEnvironment } from '../../../renderer/table/TableEnvironment'

let current: Awaited<ReturnType<typeof ReactThreeTestRenderer.create>> | null = null
let grabbed: RootState | null = null

function Grab() {
  grabbed = useThree()
  return null
}

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})
afterEach(async () => {
  await current?.unmount()
  current = null
})

it('leaves the scene to its lamps where the room cannot be prefiltered, without an error', async () => {
  current = await ReactThreeTestRenderer.create(
    <>
      <Grab />
      <TableEnvironment />
      <mesh name="still here" />
    </>,
  )
  expect(grabbed?.scene.environment).toBeNull()
  expect(current.scene.findByProps({ name: 'still here' })).toBeTruthy()
})
