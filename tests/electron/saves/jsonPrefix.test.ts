import { describe, expect, it } from 'vitest'
import { jsonPrefixState } from '../../../electron/saves/jsonPrefix'

describe('jsonPrefixState', () => {
  it.each([
    ['{}', 'complete'],
    ['[1, -2.5e+3, "a\\u00e9\\n", true, false, null, {"k": []}]  \n', 'complete'],
    ['0', 'complete'],
    ['{', 'incomplete'],
    ['{"a"', 'incomplete'],
    ['{"a":', 'incomplete'],
    ['{"a": 1', 'incomplete'],
    ['{"a": 1,', 'incomplete'],
    ['{"a": "text', 'incomplete'],
    ['{"a": "text\\', 'incomplete'],
    ['{"a": "\\u00', 'incomplete'],
    ['[tr', 'incomplete'],
    ['[fals', 'incomplete'],
    ['[-', 'incomplete'],
    ['[1.', 'incomplete'],
    ['[1e', 'incomplete'],
    ['[1e+', 'incomplete'],
    ['[[[[', 'incomplete'],
    ['{"a": 1}}', 'invalid'],
    ['{"a" 1}', 'invalid'],
    ['{a: 1}', 'invalid'],
    ['[1 2]', 'invalid'],
    ['[1,]', 'invalid'],
    ['{"a":1,}', 'invalid'],
    ['[trux', 'invalid'],
    ['[01]', 'invalid'],
    ['[1.e5]', 'invalid'],
    ['["\\x"]', 'invalid'],
    ['["\\u00zz"]', 'invalid'],
    ['["a\nb"]', 'invalid'],
    ['[}', 'invalid'],
    ['{]', 'invalid'],
    ['undefined', 'invalid'],
    ['1 2', 'invalid'],
  ] as const)('%j is %s', (text, state) => {
    expect(jsonPrefixState(text)).toBe(state)
  })

  it('copes with deep nesting without recursion', () => {
    expect(jsonPrefixState('['.repeat(200_000))).toBe('incomplete')
    expect(jsonPrefixState('['.repeat(200_000) + ']'.repeat(200_000))).toBe('complete')
  })
})
