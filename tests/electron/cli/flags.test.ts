import { describe, expect, it } from 'vitest'
import { FlagError, readFlags } from '../../../electron/cli/flags'

const SPEC = { game: { type: 'string' }, quiet: { type: 'boolean', short: 'q' } } as const
const WORDS = { unknown: (arg: string) => `No flag ${arg}.`, stray: (arg: string) => `No word ${arg}.` }
const read = (argv: string[]) => readFlags(argv, SPEC, WORDS)

describe('command-line flags', () => {
  it('reads values with a space or an equals sign, and switches, long or short', () => {
    expect(read(['--game', 'selfish', '--quiet'])).toEqual({ game: 'selfish', quiet: true })
    expect(read(['--game=-x', '-q'])).toEqual({ game: '-x', quiet: true })
    expect(read(['--game='])).toEqual({ game: '' })
    expect(read([])).toEqual({})
  })

  it.each([
    [['--game'], '--game needs a value.'],
    [['--game', '--quiet'], '--game needs a value.'],
    [['--game', 'a', '--game', 'b'], '--game is given twice.'],
    [['--quiet=yes'], '--quiet takes no value.'],
    [['--colour', 'red'], 'No flag --colour.'],
    [['--colour=red'], 'No flag --colour=red.'],
    [['selfish'], 'No word selfish.'],
    [['--quiet', '--', '--game'], 'No word --.'],
  ])('refuses %j: %s', (argv, message) => {
    expect(() => read(argv)).toThrow(new FlagError(message))
  })
})
