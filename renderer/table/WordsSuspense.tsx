import { Suspense, useLayoutEffect, type ReactNode } from 'react'

let waiting = 0

/** How many of the table's words are waiting for their font now (their Suspense shows nothing). */
export function wordsWaiting(): number {
  return waiting
}

/** Counted while shown, from the commit that shows it (a layout effect: before any frame is drawn). */
function Waiting() {
  useLayoutEffect(() => {
    waiting++
    return () => {
      waiting--
    }
  }, [])
  return null
}

/**
 * Words on the table that may wait for their font (drei `Text` suspends until it is laid out)
 * without holding up the rest of the table; while they wait, `wordsWaiting` counts them, so a
 * page that must show the table whole (WholePictureProbe) knows words are still to come.
 */
export function WordsSuspense({ children }: { readonly children: ReactNode }) {
  return <Suspense fallback={<Waiting />}>{children}</Suspense>
}
