import { describe, expect, it } from 'vitest'
import { optionResolver } from '../../../engine/core/optionResolver'
import type { OptionSpec } from '../../../engine/core/optionSpecs'

const SPECS: readonly OptionSpec[] = [
  {
    key: 'edition',
    label: 'Edition',
    help: 'h',
    kind: 'choice',
    choices: [
      { value: 'new', label: 'New' },
      { value: 'old', label: 'Old' },
    ],
    default: 'new',
  },
  { key: 'rounds', label: 'Rounds', help: 'h', kind: 'number', min: 1, max: 9, default: 3 },
  { key: 'fast', label: 'Fast', help: 'h', kind: 'boolean', default: false },
  {
    key: 'faces',
    label: 'Faces',
    help: 'h',
    kind: 'numbers',
    min: 0,
    max: 6,
    minCount: 1,
    maxCount: 3,
    default: [1],
  },
  { key: 'first', label: 'First', help: 'h', kind: 'seat', default: null, nullLabel: 'Roll for it' },
  { key: 'dealer', label: 'Dealer', help: 'h', kind: 'seat', default: 0 },
]

const resolve = optionResolver<Record<string, unknown>>('Test', SPECS, 4)

describe('optionResolver: a game’s options checked against its specs', () => {
  it('fills in every default, and keeps what is given', () => {
    expect(resolve({}, 3)).toEqual({
      edition: 'new',
      rounds: 3,
      fast: false,
      faces: [1],
      first: null,
      dealer: 0,
    })
    expect(resolve(undefined)).toEqual(resolve(null))
    const faces = [0, 6]
    const given = resolve({ edition: 'old', rounds: 9, fast: true, faces, first: 2, dealer: 1 }, 3)
    expect(given).toEqual({ edition: 'old', rounds: 9, fast: true, faces: [0, 6], first: 2, dealer: 1 })
    expect(given.faces).not.toBe(faces)
  })

  it('refuses anything else by name, in a sentence', () => {
    const refusals: [unknown, RegExp][] = [
      [[], /^Test options must be an object\.$/],
      ['x', /must be an object/],
      [{ colour: 'red' }, /^Test has no option "colour"\.$/],
      [{ edition: 'mid' }, /^edition must be one of "new", "old"\.$/],
      [{ rounds: 10 }, /^rounds must be a whole number from 1 to 9\.$/],
      [{ rounds: 1.5 }, /rounds/],
      [{ fast: 'yes' }, /^fast must be true or false\.$/],
      [{ faces: [] }, /^faces must be a list of 1 to 3 whole numbers from 0 to 6\.$/],
      [{ faces: [1, 2, 3, 4] }, /faces/],
      [{ faces: [7] }, /faces/],
      [{ first: 3 }, /^first must be null \(roll for it\) or a seat from 0 to 2\.$/],
      [{ dealer: 3 }, /^dealer must be one of the seats at the table \(0 to 2\)\.$/],
      [{ dealer: -1 }, /dealer/],
    ]
    for (const [input, message] of refusals)
      expect(() => resolve(input, 3), JSON.stringify(input)).toThrow(message)
  })

  it('takes null for a seat as its default where null is not offered', () => {
    expect(resolve({ dealer: null }, 3).dealer).toBe(0)
  })
})
