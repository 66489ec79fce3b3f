export interface HealthTokensProps {
  readonly healthy: number
  readonly infected: number
}

/** The Health Tokens: healthy ones green, infected ones red, with the count in words for readers. */
export function HealthTokens({ healthy, infected }: HealthTokensProps) {
  const label = `${healthy} healthy, ${infected} infected`
  return (
    <span className="zh-health" role="img" aria-label={label} title={label}>
      {Array.from({ length: healthy }, (_, i) => (
        <span key={`h${i}`} className="zh-token zh-token--healthy" />
      ))}
      {Array.from({ length: infected }, (_, i) => (
        <span key={`i${i}`} className="zh-token zh-token--infected" />
      ))}
    </span>
  )
}
