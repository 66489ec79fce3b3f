/** The help file checker of the HUD kit: what it accepts, and the clear error each bad file gets. */
import { describe, expect, it } from 'vitest'
import keysRaw from '../../../assets/help/keys.json'
import monopoHelpRaw from '../../../assets/monopozombie/help.json'
import selfishHelpRaw from '../../../assets/selfish/help.json'
import zombielifeHelpRaw from '../../../assets/zombielife/help.json'
import { gameUis } from '../../../renderer/games'
import { helpFileFrom, helpProblems, keysFileFrom } from '../../../renderer/hud/helpFile'

describe('the help file checker', () => {
  const copy = (): Record<string, unknown> => structuredClone(selfishHelpRaw) as Record<string, unknown>

  it('accepts the shipped files', () => {
    expect(helpFileFrom('selfish', selfishHelpRaw).title).toBe('Selfish: Zombie Edition')
    expect(helpFileFrom('zombielife', zombielifeHelpRaw).game).toBe('zombielife')
    expect(helpFileFrom('monopozombie', monopoHelpRaw).game).toBe('monopozombie')
    expect(keysFileFrom('keys', keysRaw).keys.length).toBeGreaterThan(5)
    for (const ui of Object.values(gameUis)) if (ui.help) expect(helpProblems(ui.help)).toEqual([])
  })

  it('names the file and the card when a card has no text', () => {
    const raw = copy() as { cardGroups: { cards: { text: string }[] }[] }
    raw.cardGroups[0]!.cards[0]!.text = ' '
    expect(() => helpFileFrom('assets/selfish/help.json', raw)).toThrow(
      /assets\/selfish\/help\.json: card "Single Supplies" needs a name and a text/,
    )
  })

  it('refuses a ruling code, saying where it is', () => {
    const raw = copy() as { sections: { body: unknown[] }[] }
    raw.sections[0]!.body.push('As ruling S8 says, the chopper is on space 6.')
    expect(() => helpFileFrom('help.json', raw)).toThrow(/section "goal" cites a ruling code/)
  })

  it('refuses a card explained twice, a missing section, and a bad shape', () => {
    const twice = copy() as { cardGroups: { cards: { covers: string[] }[] }[] }
    twice.cardGroups[0]!.cards[1]!.covers = ['double', 'single']
    expect(() => helpFileFrom('h', twice)).toThrow(/"single" is explained twice/)

    const noEnd = copy() as { sections: { id: string }[] }
    noEnd.sections = noEnd.sections.filter((s) => s.id !== 'end')
    expect(() => helpFileFrom('h', noEnd)).toThrow(/no "end" section/)

    expect(() => helpFileFrom('h', [])).toThrow(/needs a game and a title/)
    expect(() =>
      helpFileFrom('h', { ...copy(), sections: [{ id: 'goal', heading: 'Goal', body: [[]] }] }),
    ).toThrow(/paragraph or a list of lines/)
    expect(() => keysFileFrom('k', { heading: 'Keys', keys: [{ keys: [], does: 'x' }] })).toThrow(
      /k: the keys/,
    )
  })
})
