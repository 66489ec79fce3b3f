/**
 * Keeps the promise of this folder: every rule R1-R15 and ruling M1-M25 of rules/monopozombie.md,
 * the classic Monopoly rules of rules/monopoly-base.md §3.5, every card and every named scenario of
 * the issue is cited by the name of at least one test (or of the describe block around it).
 */
import { describe, expect, it } from 'vitest'
import { itCitesEach, itCitesEachNumbered, testNamesBeside } from '../shared/testNames'

const { names, sources, cited } = testNamesBeside(import.meta.url)

describe('Coverage: every rule and ruling of rules/monopozombie.md has a test named after it', () => {
  it('finds the test names', () => {
    expect(names.length).toBeGreaterThan(150)
  })

  itCitesEachNumbered(cited, 'R', 15)

  itCitesEachNumbered(cited, 'M', 25)
})

describe('Coverage: classic Monopoly (rules/monopoly-base.md §3.5) has a test per rule', () => {
  itCitesEach(cited, [
    'GO salary when passing GO',
    'GO salary when landing exactly on GO',
    'doubles re-roll',
    'third doubles before the lap',
    'buying',
    'decline → auction where every human bids including the decliner',
    'rent unimproved',
    'rent with a monopoly',
    'rent with houses/hotel',
    'mortgaged lot: no rent',
    'railroads 25/50/100/200',
    'utilities 4x',
    'utilities 10x',
    'nearest-railroad card',
    'nearest-utility card',
    'building evenly',
    'hotels',
    'selling at half',
    'hotel breakdown when the bank lacks houses',
    'housing shortage',
    'mortgage pays half the price; unmortgage costs that plus 10% rounded up',
    'jail: doubles out',
    'jail: the $50 fine',
    'jail: a GOOJF card',
    'jail: third failed roll pays the $50 and moves',
    'GOOJF kept, traded, returned to the bottom',
    'trades: lots, cash and cards',
    'trades: refused with buildings in the group',
    'trades: mortgaged lots',
    'debts: raising money',
    'bankruptcy to a player',
    'bankruptcy to the bank',
    'tax editions: classic 10% choice',
    'tax editions: classic luxury 75',
  ])
})

describe('Coverage: every card of both decks has a test named after it', () => {
  itCitesEach(cited, [
    'Chance: Advance to Boardwalk',
    'Chance: Advance to GO',
    'Chance: Advance to Illinois',
    'Chance: Advance to St. Charles',
    'Chance: Advance to the nearest Railroad',
    'Chance: Advance to the nearest Utility',
    'Chance: Bank pays you dividend',
    'Chance: Get Out of Jail Free',
    'Chance: Go Back 3 Spaces',
    'Chance: Go to Jail',
    'Chance: general repairs',
    'Chance: Speeding fine',
    'Chance: Take a trip to Reading Railroad',
    'Chance: Chairman of the Board',
    'Chance: building loan matures',
    'Community Chest: Advance to GO',
    'Community Chest: %s',
    'Community Chest: Get Out of Jail Free',
    'Community Chest: Go to Jail',
    'Community Chest: It is your birthday',
    'Community Chest: street repairs',
  ])
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
