/**
 * Keeps the promise of this folder: every ruling Z1–Z14 of rules/zombielife.md, every rule of the
 * rulebook and every card is cited by the name of at least one test (or of the describe block around it).
 */
import { describe, expect, it } from 'vitest'
import { ZOMBIELIFE } from '../../../engine/games/zombielife/data'
import { itCitesEach, itCitesEachNumbered, testNamesBeside } from '../shared/testNames'

const { cited } = testNamesBeside(import.meta.url)

describe('Coverage: every ruling has a test named after it', () => {
  itCitesEachNumbered(cited, 'Z', 14)
})

describe('Coverage: every rule of the rulebook has a test named after it', () => {
  itCitesEach(cited, [
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
  ])
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
