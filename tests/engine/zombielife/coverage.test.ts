/**
 * Keeps the promise of this folder: every ruling Z1–Z14 of rules/zombielife.md, every rule of the
 * rulebook and every card is cited by the name of at least one test (or of the describe block around it).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ZOMBIELIFE } from '../../../engine/games/zombielife/data'

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
  it.each(Array.from({ length: 14 }, (_, i) => `Z${i + 1}`))('%s is cited by a test name', (label) => {
    expect(cited(new RegExp(`\\b${label}\\b`))).toBe(true)
  })
})

describe('Coverage: every rule of the rulebook has a test named after it', () => {
  it.each([
    'Components',
    'Game Setup',
    'filtered by the player-count symbol',
    '3 Action cards, 1 PPE, 3 Wonga and 3 healthy Health Tokens',
    'highest value on top',
    'first player',
    'Human Guide option A',
    'Human Guide option B',
    'salary comes first',
    'unwilling to pay',
    'unable to pay',
    'Endowment the Wonga is placed on the card',
    '2 actions in any combination',
    '1 Wonga more per infected token',
    'Life Insurance bought with 2 infected tokens costs 3',
    'Critical Illness can only be bought with fewer than 2 infected tokens',
    'no limit on the assets',
    'End Turn Card Draw',
    'Getting Infected',
    'PPE: the player may play PPE',
    'Medical pays out whenever a token flips',
    'Critical Illness pays out when 2',
    'Life, ILP and Endowment pay out on full zombification',
    'places it back at any position',
    'without letting other players see where',
    'turns into a zombie',
    'Zombie Guide',
    'Bite',
    'Scavenge',
    'Lurk',
    'PPE against zombies',
    'End of Round',
    '2 Investments and a round card with Dividend 2',
    'ILP dividends are placed on the ILP card',
    'First Player Marker passes to the left',
    'Game End',
    'everyone is a zombie',
    'score 33',
    'survivor bonus',
    'tie-break',
    'Data check',
  ])('"%s" is cited by a test name', (label) => {
    expect(cited(label)).toBe(true)
  })
})

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
