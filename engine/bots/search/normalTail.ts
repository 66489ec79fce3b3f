/** The standard normal's upper tail and its inverse, for the search's margins. */

/** P(Z > z) for a standard normal Z (Abramowitz and Stegun 26.2.17, error under 1e-7). */
export function upperTail(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z))
  const poly =
    t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))))
  const tail = 0.3989422804014327 * Math.exp((-z * z) / 2) * poly
  return z >= 0 ? tail : 1 - tail
}

/** The z with P(Z > z) = p, for 0 < p < 0.5 (Abramowitz and Stegun 26.2.23, error under 5e-4). */
export function upperQuantile(p: number): number {
  const t = Math.sqrt(-2 * Math.log(p))
  return t - (2.515517 + t * (0.802853 + t * 0.010328)) / (1 + t * (1.432788 + t * (0.189269 + t * 0.001308)))
}
