/**
 * Keeps the promise of this folder: every rule of the Selfish rulebook and every ruling S1–S14 of
 * rules/selfish.md is cited by the name of at least one test (or of the describe block around it).
 */
import { describe } from 'vitest'
import { itCitesEach, itCitesEachNumbered, testNamesBeside } from '../shared/testNames'

const { cited } = testNamesBeside(import.meta.url)

describe('Coverage: every ruling has a test named after it', () => {
  itCitesEachNumbered(cited, 'S', 14)
})

describe('Coverage: every rule of the rulebook has a test named after it', () => {
  itCitesEach(cited, [
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
  ])
})
