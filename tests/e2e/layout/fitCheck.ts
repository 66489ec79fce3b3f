/**
 * What "nothing the player needs is clipped or covered" means, checked in the page: every enabled
 * control, scrolled into view inside its own panel, lies inside the viewport and is what the
 * pointer would hit at its centre (element-from-point), and every prompt or result text shows
 * whole (not cut by its box or by a clipping ancestor).
 */
import type { Page } from 'playwright-core'

export interface FitProblem {
  readonly what: string
  readonly problem: string
}

/** Checks the page as it is, or the part `within` selects; returns the problems found (none: it fits). */
export function fitProblems(page: Page, texts: readonly string[], within = 'body'): Promise<FitProblem[]> {
  return page.evaluate(
    ({ textSelectors, root }) => {
      const problems: { what: string; problem: string }[] = []
      const vw = window.innerWidth
      const vh = window.innerHeight
      const label = (el: Element) =>
        `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 50)}"`
      const shown = (el: Element) => {
        const style = getComputedStyle(el)
        const r = el.getBoundingClientRect()
        return style.visibility !== 'hidden' && style.display !== 'none' && r.width > 0 && r.height > 0
      }
      /** The visible part of an element: its box cut by every ancestor that clips its overflow. */
      const visibleBox = (el: Element) => {
        const r = el.getBoundingClientRect()
        let left = Math.max(0, r.left)
        let top = Math.max(0, r.top)
        let right = Math.min(vw, r.right)
        let bottom = Math.min(vh, r.bottom)
        for (let a = el.parentElement; a; a = a.parentElement) {
          const s = getComputedStyle(a)
          if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
            const b = a.getBoundingClientRect()
            if (s.overflowX !== 'visible') {
              left = Math.max(left, b.left)
              right = Math.min(right, b.right)
            }
            if (s.overflowY !== 'visible') {
              top = Math.max(top, b.top)
              bottom = Math.min(bottom, b.bottom)
            }
          }
        }
        return { left, top, right, bottom, full: r }
      }
      const controls = Array.from(
        document
          .querySelector(root)
          ?.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href], [role="button"]') ?? [],
      ).filter(
        (el) => !(el as HTMLButtonElement).disabled && shown(el) && !el.closest('[aria-hidden="true"]'),
      )
      for (const el of controls) {
        el.scrollIntoView({ block: 'nearest', inline: 'nearest' })
        const box = visibleBox(el)
        const r = box.full
        const cutW = r.width - (box.right - box.left)
        const cutH = r.height - (box.bottom - box.top)
        if (cutW > 2 || cutH > 2) {
          problems.push({ what: label(el), problem: `clipped by ${Math.round(cutW)}×${Math.round(cutH)} px` })
          continue
        }
        const x = (box.left + box.right) / 2
        const y = (box.top + box.bottom) / 2
        const hit = document.elementFromPoint(x, y)
        if (!hit || (hit !== el && !el.contains(hit))) {
          problems.push({ what: label(el), problem: `covered by ${hit ? label(hit) : 'nothing'}` })
        }
      }
      for (const selector of textSelectors) {
        for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(shown)) {
          const box = visibleBox(el)
          const r = box.full
          if (r.width - (box.right - box.left) > 2 || r.height - (box.bottom - box.top) > 2) {
            problems.push({ what: label(el), problem: 'text cut off by the screen or its panel' })
          } else if (el.scrollHeight > el.clientHeight + 2 || el.scrollWidth > el.clientWidth + 2) {
            problems.push({ what: label(el), problem: 'text overflows its own box' })
          }
        }
      }
      return problems
    },
    { textSelectors: texts, root: within },
  )
}
