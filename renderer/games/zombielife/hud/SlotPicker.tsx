import { useId, useState } from 'react'
import type { Choice, SlotPlace } from './choices'

export interface SlotPickerProps {
  /** Every place the card may go, top of the deck first. */
  readonly places: readonly SlotPlace[]
  readonly onChoose: (choice: Choice) => void
}

/** The place nearest to `position` (1 = top) among the legal ones. */
function nearest(places: readonly SlotPlace[], fromTop: number): number {
  let best = 0
  places.forEach((p, i) => {
    const current = places[best]
    if (current && Math.abs(p.position + 1 - fromTop) < Math.abs(current.position + 1 - fromTop)) best = i
  })
  return best
}

/**
 * Where the Infection card goes back into the deck: the top and the bottom as buttons, any other
 * place by a slider or a number (its place in words beside it) and "Put it back there".
 */
export function SlotPicker({ places, onChoose }: SlotPickerProps) {
  const id = useId()
  const [index, setIndex] = useState(0)
  const first = places[0]
  const last = places[places.length - 1]
  if (!first || !last) return null
  const picked = places[Math.min(index, places.length - 1)] ?? first
  return (
    <div className="zh-slot">
      <div className="hud-choices__buttons">
        <button type="button" className="hud-choice zh-choice--slot" onClick={() => onChoose(first.choice)}>
          {first.label}
        </button>
        {last !== first && (
          <button type="button" className="hud-choice zh-choice--slot" onClick={() => onChoose(last.choice)}>
            {last.label}
          </button>
        )}
      </div>
      {places.length > 2 && (
        <div className="zh-slot__picker" role="group" aria-label="Any place in the deck">
          <label className="zh-slot__label" htmlFor={`${id}-range`}>
            Or pick a place
          </label>
          <div className="zh-slot__controls">
            <input
              id={`${id}-range`}
              className="zh-slot__range"
              type="range"
              min={0}
              max={places.length - 1}
              step={1}
              value={index}
              aria-valuetext={picked.label}
              onChange={(e) => setIndex(Number(e.target.value))}
            />
            <label className="zh-slot__number">
              <span className="zh-slot__number-text">From the top</span>
              <input
                type="number"
                min={first.position + 1}
                max={last.position + 1}
                step={1}
                value={picked.position + 1}
                onChange={(e) => {
                  const n = Number.parseInt(e.target.value, 10)
                  if (Number.isFinite(n)) setIndex(nearest(places, n))
                }}
              />
            </label>
          </div>
          <output className="zh-slot__where" htmlFor={`${id}-range`} aria-live="polite">
            {picked.label}
          </output>
          <button
            type="button"
            className="hud-choice zh-choice--slot"
            onClick={() => onChoose(picked.choice)}
          >
            Put it back there
          </button>
        </div>
      )}
    </div>
  )
}
