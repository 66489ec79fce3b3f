/**
 * Keeps the promise of this folder: every rule R1-R15 and ruling M1-M25 of rules/monopozombie.md,
 * the classic Monopoly rules of rules/monopoly-base.md §3.5, every card and every named scenario of
 * the issue is cited by the name of at least one test (or of the describe block around it).
 */
import { describe, expect, it } from 'vitest'
import { describeCoverage, itCitesEachNumbered, testNamesBeside } from '../shared/testNames'
import coverage from './coverage.json'

const { names, sources, cited } = testNamesBeside(import.meta.url)

describeCoverage(cited, coverage)

describe('Coverage: every rule and ruling of rules/monopozombie.md has a test named after it', () => {
  it('finds the test names', () => {
    expect(names.length).toBeGreaterThan(150)
  })

  itCitesEachNumbered(cited, 'R', 15)

  itCitesEachNumbered(cited, 'M', 25)
})

describe('Coverage: the Community Chest money cards tested row by row', () => {
  it.each([
    'Bank error in your favor',
    "Doctor's fee",
    'From sale of stock',
    'Holiday Fund matures',
    'Income tax refund',
    'Life insurance matures',
    'Pay hospital fees',
    'Pay school fees',
    'Receive $25 consultancy fee',
    'Second prize in a beauty contest',
    'You inherit $100',
  ])('"%s" is a row of the Community Chest table', (label) => {
    expect(sources).toContain(label)
  })
})

describe('Coverage: the named scenarios of the issue', () => {
  it.each([
    'rent with and without a monopoly',
    'the housing shortage auction',
    'a hotel demolished by a zombie when the bank has no houses',
    'an encounter where bodyguards save a human',
    'snake eyes on the first lap',
    'the last human winning on an improved lot',
  ])('"%s" is a test', (label) => {
    expect(cited(label)).toBe(true)
  })
})
