/** A game's choice groups as read from its assets/<id>/choices.json (renderer/hud/ChoiceGroupsPanel). */
import { describe, expect, it } from 'vitest'
import selfishChoices from '../../../assets/selfish/choices.json'
import zombielifeChoices from '../../../assets/zombielife/choices.json'
import { choiceGroupsFrom, inGroups } from '../../../renderer/hud/ChoiceGroupsPanel'

describe('choiceGroupsFrom', () => {
  it('keeps the groups in the order the file lists them, each with its heading', () => {
    expect(choiceGroupsFrom('f', { play: 'Play a card', end: 'Turn' })).toEqual([
      { group: 'play', heading: 'Play a card' },
      { group: 'end', heading: 'Turn' },
    ])
  })

  it('refuses a group with no heading, naming the file and the group', () => {
    expect(() => choiceGroupsFrom('assets/x/choices.json', { play: 'Play', end: ' ' })).toThrow(
      'assets/x/choices.json: choice group "end" needs a heading.',
    )
  })

  it('reads the shipped files, and the groups sort choices in that order', () => {
    const shipped = [
      choiceGroupsFrom('selfish', selfishChoices.groups),
      choiceGroupsFrom('zombielife', zombielifeChoices.groups),
    ]
    for (const order of shipped) {
      expect(order.length).toBeGreaterThan(5)
      expect(order.at(-1)).toEqual({ group: 'end', heading: 'Turn' })
    }
    const order = choiceGroupsFrom('f', { play: 'Play', end: 'Turn' })
    const grouped = inGroups(order, [
      { group: 'end' as const, label: 'End turn' },
      { group: 'play' as const, label: 'Play Horde' },
    ])
    expect(grouped.map((g) => g.heading)).toEqual(['Play', 'Turn'])
  })
})
