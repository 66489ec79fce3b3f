/**
 * What the coverage tests of a game's test folder read: the name of every test (and of every
 * describe block) in the folder's other test files, and whether a rule or ruling is cited by one.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

export interface TestNames {
  /** The first string argument of every it(…), describe(…) and it.each(…)(…) in the test files. */
  readonly names: readonly string[]
  /** The test files' text, joined. */
  readonly sources: string
  /** Whether a test name contains `label` (a string, case-insensitively) or matches it (a RegExp). */
  cited(label: string | RegExp): boolean
}

/** The test names of the folder of `coverageFile` (its import.meta.url), the coverage test itself left out. */
export function testNamesBeside(coverageFile: string): TestNames {
  const here = dirname(fileURLToPath(coverageFile))
  const self = fileURLToPath(coverageFile).slice(here.length + 1)
  const texts = readdirSync(here)
    .filter((f) => f.endsWith('.test.ts') && f !== self)
    .map((f) => readFileSync(join(here, f), 'utf8'))
  const names: string[] = []
  const call = /(?:\bit|\bdescribe|\))\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g
  for (const text of texts) {
    for (const m of text.matchAll(call)) names.push((m[2] ?? '').replace(/\\'/g, "'"))
  }
  return {
    names,
    sources: texts.join('\n'),
    cited: (label) =>
      names.some((n) =>
        typeof label === 'string' ? n.toLowerCase().includes(label.toLowerCase()) : label.test(n),
      ),
  }
}

/** One test per numbered rule or ruling `prefix`1 … `prefix``count`: each is cited by a test name. */
export function itCitesEachNumbered(cited: TestNames['cited'], prefix: string, count: number): void {
  it.each(Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`))(
    '%s is cited by a test name',
    (label) => {
      expect(cited(new RegExp(`\\b${label}\\b`))).toBe(true)
    },
  )
}

/** One test per label: each is cited by a test name. */
export function itCitesEach(cited: TestNames['cited'], labels: readonly string[]): void {
  it.each(labels)('"%s" is cited by a test name', (label) => {
    expect(cited(label)).toBe(true)
  })
}

/** What a game's coverage.json lists: numbered rulings, and named rules each test must cite. */
export interface CoverageSpec {
  readonly rulings: readonly { readonly title: string; readonly prefix: string; readonly count: number }[]
  readonly lists: readonly { readonly title: string; readonly labels: readonly string[] }[]
}

/** One describe block per numbered ruling set and per list of rules, each label cited by a test name. */
export function describeCoverage(cited: TestNames['cited'], spec: CoverageSpec): void {
  for (const r of spec.rulings) describe(r.title, () => itCitesEachNumbered(cited, r.prefix, r.count))
  for (const list of spec.lists) describe(list.title, () => itCitesEach(cited, list.labels))
}
