/** Every order of 0..n-1 (n! of them), for the choices that rearrange the top cards of a deck. */
export function permutations(n: number): number[][] {
  if (n <= 1) return [Array.from({ length: n }, (_, i) => i)]
  const out: number[][] = []
  for (const rest of permutations(n - 1)) {
    for (let i = 0; i <= rest.length; i++) out.push([...rest.slice(0, i), n - 1, ...rest.slice(i)])
  }
  return out
}
