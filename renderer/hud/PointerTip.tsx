import { useLayoutEffect, useRef } from 'react'
import { useInspectStore, type TipAnchor } from '../table/inspectStore'

/** The gap between a tooltip and what it describes, and its least distance from the window's edge. */
const GAP = 10
const MARGIN = 6

/**
 * Where a tooltip of this size goes for an anchor: beside and below a point (above, or to its left,
 * near the window's bottom or right edge); above a box (below it if there is no room above), both
 * kept inside the window.
 */
export function tipPlace(
  anchor: TipAnchor,
  size: { readonly width: number; readonly height: number },
  view: { readonly width: number; readonly height: number },
): { readonly left: number; readonly top: number } {
  const clamp = (v: number, max: number) => Math.max(MARGIN, Math.min(v, max - MARGIN))
  if ('x' in anchor) {
    const right = anchor.x + GAP + size.width <= view.width - MARGIN
    const below = anchor.y + GAP + size.height <= view.height - MARGIN
    return {
      left: clamp(right ? anchor.x + GAP : anchor.x - GAP - size.width, view.width - size.width),
      top: clamp(below ? anchor.y + GAP : anchor.y - GAP - size.height, view.height - size.height),
    }
  }
  const above = anchor.top - GAP - size.height >= MARGIN
  return {
    left: clamp(anchor.left, view.width - size.width),
    top: clamp(above ? anchor.top - GAP - size.height : anchor.bottom + GAP, view.height - size.height),
  }
}

/**
 * The tooltip of the thing pointed at (a card in the HUD, an object on the table): fixed over the
 * page, placed inside the window, never taking the pointer.
 */
export function PointerTip() {
  const pointed = useInspectStore((s) => s.pointed)
  const tip = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const el = tip.current
    if (!el || !pointed) return
    const { left, top } = tipPlace(
      pointed.anchor,
      { width: el.offsetWidth, height: el.offsetHeight },
      { width: window.innerWidth, height: window.innerHeight },
    )
    el.style.left = `${left}px`
    el.style.top = `${top}px`
  }, [pointed])
  if (!pointed) return null
  return (
    <div ref={tip} className="pointer-tip" role="tooltip" data-testid="pointer-tip">
      <p className="pointer-tip__label">{pointed.label}</p>
      {pointed.detail !== undefined && <p className="pointer-tip__detail">{pointed.detail}</p>}
      {pointed.hint !== undefined && <p className="pointer-tip__hint">{pointed.hint}</p>}
    </div>
  )
}
