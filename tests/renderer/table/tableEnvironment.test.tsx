// @vitest-environment happy-dom
/**
 * A renderer that cannot prefilter the room's light (here the test renderer's stand-in WebGL, on
 * which three's PMREM throws) still shows the table, lit by its lamps alone. That the room lights
 * every match of a real page, prefiltered once, is checked in Chromium (tests/e2e/oneCanvas.test.ts).
 */
import { expect, it } from 'vitest'
import { TableEnvironment } from '../../../renderer/table/TableEnvironment'
import { testCanvas } from './testCanvas'

const canvas = testCanvas()

it('leaves the scene to its lamps where the room cannot be prefiltered, without an error', async () => {
  const r = await canvas.create(
    <>
      <TableEnvironment />
      <mesh name="still here" />
    </>,
  )
  expect(canvas.state()?.scene.environment).toBeNull()
  expect(r.scene.findByProps({ name: 'still here' })).toBeTruthy()
})
