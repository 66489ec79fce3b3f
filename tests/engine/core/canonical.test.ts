import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canonicalJson } from '../../../engine/core/canonical'

/** The plain recursive definition, as a reference for the iterative one. */
function reference(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value)
    if (text === undefined) throw new TypeError('not JSON')
    return text
  }
  if (Array.isArray(value)) return `[${value.map(reference).join(',')}]`
  const record = value as Record<string, unknown>
  const keys = Object.keys(record)
    .filter((k) => record[k] !== undefined)
    .sort()
  return `{${keys.map((k) => `${JSON.stringify(k)}:${reference(record[k])}`).join(',')}}`
}

describe('canonicalJson', () => {
  it('sorts keys at every level and drops undefined properties', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined, e: 'x' }, null], c: {} })).toBe(
      '{"a":[{"d":2,"e":"x"},null],"b":1,"c":{}}',
    )
  })

  it('agrees with the recursive definition on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(value)).toBe(reference(value))
      }),
      { numRuns: 500 },
    )
  })

  it('handles data nested 200,000 deep without overflowing the stack', () => {
    let deep: unknown = 1
    for (let i = 0; i < 200_000; i++) deep = i % 2 === 0 ? [deep] : { k: deep }
    const text = canonicalJson(deep)
    expect(text.length).toBeGreaterThan(600_000)
    expect(text.startsWith('{"k":[{"k":[')).toBe(true)
    expect(text.endsWith(']}]}]}')).toBe(true)
  })

  it('refuses what is not JSON', () => {
    expect(() => canonicalJson([undefined])).toThrow(TypeError)
    expect(() => canonicalJson({ f: () => 1 })).toThrow(TypeError)
  })
})
