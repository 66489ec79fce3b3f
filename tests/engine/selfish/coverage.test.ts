/**
 * Keeps the promise of this folder: every rule of the Selfish rulebook and every ruling S1–S14 of
 * rules/selfish.md is cited by the name of at least one test (or of the describe block around it).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))

/** The first string argument of every it(…), describe(…) and it.each(…)(…) in the test files. */
function testNames(): string[] {
  const names: string[] = []
  for (const file of readdirSync(here).filter((f) => f.endsWith('.test.ts') && f !== 'coverage.test.ts')) {
    const text = readFileSync(join(here, file), 'utf8')
    const call = /(?:\bit|\bdescribe|\))\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g
    for (const m of text.matchAll(call)) names.push((m[2] ?? '').replace(/\\'/g, "'"))
  }
  return names
}

const names = testNames()
const cited = (label: string | RegExp) =>
  names.some((n) =>
    typeof label === 'string' ? n.toLowerCase().includes(label.toLowerCase()) : label.test(n),
  )

describe('Coverage: every ruling has a test named after it', () => {
  it.each(Array.from({ length: 14 }, (_, i) => `S${i + 1}`))('%s is cited by a test name', (label) => {
    expect(cited(new RegExp(`\\b${label}\\b`))).toBe(true)
  })
})

describe('Coverage: every rule of the rulebook has a test named after it', () => {
  it.each([
    'Supplies Are Life or Death',
    'How to Win',
    'zombies win',
    'Setting Up',
    '1 Double + 4 Singles + 4 random',
    'first player',
    'Phase 1',
    'Phase 2',
    'Phase 3 rest',
    'Phase 3 travel',
    'travel only once',
    'no more Action cards',
    'clockwise',
    'Moving forward',
    'swap a Double',
    '2 Action cards',
    '2-player rule',
    'Gambling',
    'Playing as a Zombie',
    'Taking Your Turn as a Zombie',
    'roll of 0',
    'Attack (1 AP)',
    'Move forward (1 AP)',
    'Move backward (1 AP)',
    'Blank',
    'Settlement',
    'Shopping Mall',
    'Secret Passageway',
    'Twisted Ankle',
    'Sewer',
    'Bandits',
    'Zombies!',
    "You've Been Bitten!",
    'Singles',
    'Doubles',
    'Abandoned Vehicle',
    'Alliance',
    'Body Armor',
    'Horde',
    'Rampage',
    'Scout',
    'Steal Supplies',
    'Underestimate',
    'does not work on zombies',
    'Zombie Trap',
    'Data check',
  ])('"%s" is cited by a test name', (label) => {
    expect(cited(label)).toBe(true)
  })
})
