/**
 * Keeps the promise of this folder: every ruling Z1–Z14 of rules/zombielife.md, every rule of the
 * rulebook and every card is cited by the name of at least one test (or of the describe block around it).
 */
import { describe, expect, it } from 'vitest'
import { ZOMBIELIFE } from '../../../engine/games/zombielife/data'
import { describeCoverage, testNamesBeside } from '../shared/testNames'
import coverage from './coverage.json'

const { cited } = testNamesBeside(import.meta.url)

describeCoverage(cited, coverage)

describe('Coverage: every card has a test named after it', () => {
  it.each(ZOMBIELIFE.actionTypes.map((t) => (t.name === 'Personal Protective Equipment' ? 'PPE' : t.name)))(
    'Action card "%s" is cited by a test name',
    (name) => {
      expect(cited(`${name}:`)).toBe(true)
    },
  )

  it.each(ZOMBIELIFE.assetTypes.map((t) => t.name))('asset "%s" is cited by a test name', (name) => {
    expect(cited(name.replace('Investment-Linked Policy', 'ILP').replace(/ Insurance$/, ''))).toBe(true)
  })
})
