// @vitest-environment happy-dom
/**
 * Words waiting for their font are counted while they wait (WordsSuspense), so the stream page's
 * whole-picture gate does not take a table whose words are not there yet for a finished one.
 */
import { act, cleanup, render } from '@testing-library/react'
import { lazy } from 'react'
import { afterEach, expect, it } from 'vitest'
import { WordsSuspense, wordsWaiting } from '../../../renderer/table/WordsSuspense'

afterEach(cleanup)

it('counts words while they wait for their font, and not once they are there or gone', async () => {
  let loaded: () => void = () => undefined
  const font = new Promise<void>((resolve) => (loaded = resolve))
  // A word that can be drawn once its font is there.
  const Word = lazy(() => font.then(() => ({ default: () => <span>ANN · $1500</span> })))
  const view = render(
    <>
      <WordsSuspense>
        <Word />
      </WordsSuspense>
      <WordsSuspense>
        <span>no font to wait for</span>
      </WordsSuspense>
    </>,
  )
  expect(wordsWaiting()).toBe(1)
  // Its font arrives; React shows a boundary's content at most every 300 ms.
  await act(async () => {
    loaded()
    await new Promise((r) => setTimeout(r, 400))
  })
  expect(view.getByText('ANN · $1500')).toBeTruthy()
  expect(wordsWaiting()).toBe(0)
  view.unmount()
  expect(wordsWaiting()).toBe(0)
})
