// @vitest-environment happy-dom
/** A game's rig handed down its scene (renderer/table/tableRig: rigContext). */
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TableRig, rigContext } from '../../../renderer/table/tableRig'

afterEach(cleanup)

class TestRig extends TableRig {
  readonly name = 'test rig'
}

const [TestRigContext, useTestRig] = rigContext<TestRig>('useTestRig', 'TestScene')

function Piece() {
  return <p>{useTestRig().name}</p>
}

describe('rigContext', () => {
  it('gives a piece the rig its scene provides', () => {
    render(
      <TestRigContext.Provider value={new TestRig()}>
        <Piece />
      </TestRigContext.Provider>,
    )
    expect(screen.getByText('test rig')).toBeTruthy()
  })

  it('throws, naming the hook and the scene, for a piece outside the scene', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Piece />)).toThrow('useTestRig must be used inside TestScene')
    quiet.mockRestore()
  })
})
