/** Chi-square checks for the samplers: did a hidden card land in each place as often as the place's size says? */

/** The 0.999 quantiles of chi-square, by degrees of freedom. */
const CHI2_999: Readonly<Record<number, number>> = {
  1: 10.828,
  2: 13.816,
  3: 16.266,
  4: 18.467,
  5: 20.515,
  14: 36.123,
}

/** The 0.999 quantile for `places` places (one degree of freedom fewer). */
export function chiSquareLimit(places: number): number {
  const limit = CHI2_999[places - 1]
  if (limit === undefined) throw new Error(`No chi-square quantile for ${places - 1} degrees of freedom.`)
  return limit
}

/** Chi-square of how often something landed in each place, against the places' sizes. */
export function chiSquare(seen: readonly number[], sizes: readonly number[]): number {
  const draws = seen.reduce((a, b) => a + b, 0)
  const total = sizes.reduce((a, b) => a + b, 0)
  return sizes.reduce((chi2, size, i) => {
    const expected = (draws * size) / total
    return chi2 + ((seen[i] ?? 0) - expected) ** 2 / expected
  }, 0)
}

/** The counts of `landed` by place, in the order of `places`; throws on a place not listed. */
export function countByPlace(landed: readonly string[], places: readonly string[]): number[] {
  const counts = places.map(() => 0)
  for (const place of landed) {
    const i = places.indexOf(place)
    if (i < 0) throw new Error(`A card landed in "${place}", which is not one of its places.`)
    counts[i] = (counts[i] as number) + 1
  }
  return counts
}
