/**
 * Makes an element of the HUD (a hand card, a peeked card, a deed) something the player can point
 * at and look at closer: hovering or focusing it shows its tooltip (fixed over the page, so no
 * panel's overflow cuts it) and makes it what I opens; a right-click or a long press on touch
 * opens the inspect view at once (a long press does not also click the element).
 */
import { useEffect, useRef, type FocusEvent, type MouseEvent, type PointerEvent } from 'react'
import { boxOf, inspectActions, type InspectTarget } from '../table/inspectStore'

export interface InspectableSpec {
  /** Unique among the things on screen ("hand:12", "deed:39"). */
  readonly key: string
  readonly target: InspectTarget | null
  readonly label: string
  readonly detail?: string
}

export interface InspectableProps {
  readonly onPointerEnter: (e: PointerEvent<HTMLElement>) => void
  readonly onPointerLeave: (e: PointerEvent<HTMLElement>) => void
  readonly onFocus: (e: FocusEvent<HTMLElement>) => void
  readonly onBlur: (e: FocusEvent<HTMLElement>) => void
  readonly onContextMenu: (e: MouseEvent<HTMLElement>) => void
  readonly onPointerDown: (e: PointerEvent<HTMLElement>) => void
  readonly onPointerUp: (e: PointerEvent<HTMLElement>) => void
  readonly onPointerCancel: (e: PointerEvent<HTMLElement>) => void
  readonly onClickCapture: (e: MouseEvent<HTMLElement>) => void
}

/** How long a finger rests on a card before it opens the inspect view. */
export const LONG_PRESS_MS = 500

/** The hint under a HUD thing's tooltip. */
export const HUD_HINT = 'I or right-click: take a closer look'

export function useInspectable(spec: InspectableSpec): InspectableProps {
  const latest = useRef(spec)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const longPressed = useRef(false)
  useEffect(() => {
    latest.current = spec
  })
  const stopTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current)
    timer.current = null
  }
  // A thing that goes (a card played) takes its tooltip with it.
  const key = spec.key
  useEffect(
    () => () => {
      stopTimer()
      inspectActions().unpoint(key)
    },
    [key],
  )
  const point = (el: HTMLElement) => {
    const { key: k, target, label, detail } = latest.current
    inspectActions().point({
      key: k,
      target,
      label,
      ...(detail === undefined ? {} : { detail }),
      ...(target === null ? {} : { hint: HUD_HINT }),
      anchor: boxOf(el),
    })
  }
  const leave = () => inspectActions().unpoint(latest.current.key)
  const open = () => {
    const target = latest.current.target
    if (target === null) return false
    inspectActions().inspect(target)
    return true
  }
  return {
    onPointerEnter: (e) => point(e.currentTarget),
    onPointerLeave: () => {
      stopTimer()
      leave()
    },
    onFocus: (e) => point(e.currentTarget),
    onBlur: leave,
    onContextMenu: (e) => {
      if (open()) e.preventDefault()
    },
    onPointerDown: (e) => {
      longPressed.current = false
      if (e.pointerType !== 'touch') return
      stopTimer()
      timer.current = setTimeout(() => {
        timer.current = null
        longPressed.current = open()
      }, LONG_PRESS_MS)
    },
    onPointerUp: stopTimer,
    onPointerCancel: stopTimer,
    onClickCapture: (e) => {
      if (!longPressed.current) return
      // The long press opened the card: the click that ends it must not also pick it.
      longPressed.current = false
      e.preventDefault()
      e.stopPropagation()
    },
  }
}
