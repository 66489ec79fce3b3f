/**
 * JSON with object keys sorted, so equal data always gives the same text (action keys, checksums).
 * Iterative, so that data nested thousands deep (a hostile save file) cannot overflow the stack.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = []
  // Each entry is either a value still to write or a piece of punctuation to emit as it is.
  const stack: ({ readonly value: unknown } | string)[] = [{ value }]
  while (stack.length > 0) {
    const next = stack.pop() as { readonly value: unknown } | string
    if (typeof next === 'string') {
      out.push(next)
      continue
    }
    const current = next.value
    if (current === null || typeof current !== 'object') {
      const text = JSON.stringify(current)
      if (text === undefined) throw new TypeError(`canonicalJson: ${typeof current} is not JSON`)
      out.push(text)
      continue
    }
    if (Array.isArray(current)) {
      out.push('[')
      stack.push(']')
      for (let i = current.length - 1; i >= 0; i--) {
        stack.push({ value: current[i] })
        if (i > 0) stack.push(',')
      }
      continue
    }
    const record = current as Record<string, unknown>
    const keys = Object.keys(record)
      .filter((k) => record[k] !== undefined)
      .sort()
    out.push('{')
    stack.push('}')
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string
      stack.push({ value: record[key] })
      stack.push(`${i > 0 ? ',' : ''}${JSON.stringify(key)}:`)
    }
  }
  return out.join('')
}
