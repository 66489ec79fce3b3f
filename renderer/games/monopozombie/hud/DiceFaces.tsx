export interface DiceFacesProps {
  readonly dice: readonly number[]
  readonly kind: 'd6' | 'd4'
  /** Indices of the dice used (Stage 3: two of three); the others are shown dimmed. */
  readonly chosen?: readonly number[]
}

/** The dice as small squares with their numbers ("2d4: 3, 1"). */
export function DiceFaces({ dice, kind, chosen }: DiceFacesProps) {
  if (dice.length === 0) return null
  const used = chosen && chosen.length > 0 ? chosen : null
  const label = `${dice.length}${kind}: ${dice.join(', ')}`
  return (
    <span className={`mh-dice mh-dice--${kind}`} role="img" aria-label={label} title={label}>
      {dice.map((d, i) => (
        <span key={i} className={`mh-die${used && !used.includes(i) ? ' is-unused' : ''}`}>
          {d}
        </span>
      ))}
    </span>
  )
}
