/**
 * Whether an element has come into view (or near it) since it was mounted: a save's row fetches
 * its thumbnail only then. Where there is no IntersectionObserver, everything counts as seen.
 */
import { useEffect, useState, type RefObject } from 'react'

export function useSeen(ref: RefObject<Element | null>, wanted: boolean): boolean {
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    if (!wanted || seen) return
    const element = ref.current
    if (element === null) return
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        setSeen(true)
        observer.disconnect()
      },
      // A little ahead of the scroll, so a picture is there as its row comes into view.
      { rootMargin: '200px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, wanted, seen])
  return seen
}
