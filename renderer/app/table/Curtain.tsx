import { useEffect, useRef } from 'react'

export interface CurtainProps {
  readonly name: string
  readonly onReady: () => void
}

/** Hot-seat: covers the whole table until the next player has it in front of them. */
export function Curtain({ name, onReady }: CurtainProps) {
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => button.current?.focus(), [])
  return (
    <div className="curtain" role="dialog" aria-modal="true" aria-label={`Pass the table to ${name}`}>
      <button type="button" className="curtain__button" ref={button} onClick={onReady}>
        <span className="curtain__title">Pass the table to {name}</span>
        <span className="curtain__hint">{name}: click when ready</span>
      </button>
    </div>
  )
}
