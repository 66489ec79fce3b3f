/**
 * Keeps the promise of this folder: every rule of the Selfish rulebook and every ruling S1–S14 of
 * rules/selfish.md is cited by the name of at least one test (or of the describe block around it).
 */
import { describeCoverage, testNamesBeside } from '../shared/testNames'
import coverage from './coverage.json'

const { cited } = testNamesBeside(import.meta.url)

describeCoverage(cited, coverage)
