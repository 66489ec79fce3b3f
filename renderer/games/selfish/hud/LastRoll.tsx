export interface LastRollProps {
  readonly roll: number | null
  readonly faces: readonly number[]
}

/** The last die roll (the die's faces are 0–3 in Selfish). */
export function LastRoll({ roll, faces }: LastRollProps) {
  return (
    <section className="hud-roll hud-panel" aria-label="Last die roll">
      <span className="hud-roll__label">Last roll</span>
      <span className="hud-roll__value" title={`The die shows ${faces.join(', ')}`}>
        {roll === null ? '–' : roll}
      </span>
    </section>
  )
}
