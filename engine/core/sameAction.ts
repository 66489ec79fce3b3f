/**
 * Structural equality for JSON-like action objects. Used to match an intent against the enumerated
 * legal actions on the hot path, so it avoids allocating (no stringify, no key sorting).
 */
export function sameAction(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!sameAction(a[i], b[i])) return false
    return true
  }
  if (Array.isArray(b)) return false
  const ra = a as Record<string, unknown>
  const rb = b as Record<string, unknown>
  let count = 0
  for (const key in ra) {
    if (!Object.prototype.hasOwnProperty.call(ra, key)) continue
    if (ra[key] === undefined) continue
    count++
    if (!Object.prototype.hasOwnProperty.call(rb, key) || !sameAction(ra[key], rb[key])) return false
  }
  for (const key in rb) {
    if (Object.prototype.hasOwnProperty.call(rb, key) && rb[key] !== undefined) count--
  }
  return count === 0
}
