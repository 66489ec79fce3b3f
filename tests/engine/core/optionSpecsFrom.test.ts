import { describe, expect, it } from 'vitest'
import { optionSpecsFrom } from '../../../engine/core/optionSpecs'
import monopoOptions from '../../../assets/monopozombie/options.json'

const FILE = 'assets/x/options.json'

describe('option specs read from a data file', () => {
  it('takes a game’s file as it is', () => {
    expect(optionSpecsFrom(FILE, monopoOptions).map((s) => s.key)).toContain('taxEdition')
  })

  it('refuses a broken file with its name and what is wrong', () => {
    expect(() => optionSpecsFrom(FILE, { key: 'x' })).toThrow(`${FILE}: the options must be a list.`)
    expect(() => optionSpecsFrom(FILE, [{ key: 'x', label: 'X', help: 'h', kind: 'slider' }])).toThrow(
      /option 1 needs a key, a label, help and a kind/,
    )
    expect(() =>
      optionSpecsFrom(FILE, [
        { key: 'n', label: 'N', help: 'h', kind: 'number', min: 1, max: 5, default: 9 },
      ]),
    ).toThrow(`${FILE}: n's default is outside its range.`)
    expect(() =>
      optionSpecsFrom(FILE, [
        { key: 'c', label: 'C', help: 'h', kind: 'choice', choices: 'ab', default: 'a' },
      ]),
    ).toThrow(/option 1/)
  })
})
