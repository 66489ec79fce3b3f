import { describe, expect, it } from 'vitest'
import type { SelfishAction } from '../../../../engine/games/selfish/types'
import { describeCards } from '../../../../renderer/games/selfish/hud/cardInfo'
import { choicesUsing, describeAction, groupChoices } from '../../../../renderer/games/selfish/hud/choices'
import { decisionPrompt, turnHeadline } from '../../../../renderer/games/selfish/hud/decisionText'
import { pickFormOf } from '../../../../renderer/games/selfish/hud/picks'
import { act, scenario } from '../../../engine/selfish/scenario'
import { rep } from '../../../engine/selfish/reading'
import { seen } from './selfishFixtures'

describe('choice labels', () => {
  const view = seen(
    scenario({ players: [{ hand: ['single', 'single'] }, { hand: ['single'] }, { hand: ['single'] }] }),
    0,
  ).view
  const label = (action: SelfishAction) => describeAction(action, view).label

  it('names cards and payments the way players say them', () => {
    expect(describeCards(['single'])).toBe('Single')
    expect(describeCards(['single', 'single'])).toBe('2 Singles')
    expect(describeCards(['double'])).toBe('Double')
    expect(describeCards(['scout', 'horde'])).toBe('Scout + Horde')
    expect(describeCards(['single', 'horde', 'horde'])).toBe('Single + 2 × Horde')
  })

  it.each<[SelfishAction, string]>([
    [{ type: 'playCard', card: 'horde', target: 1 }, 'Play Horde on Bob'],
    [{ type: 'playCard', card: 'alliance', target: 2 }, 'Play Alliance with Cid'],
    [{ type: 'playCard', card: 'rampage', targets: [1] }, 'Play Rampage on Bob'],
    [{ type: 'playCard', card: 'rampage', targets: [1, 2] }, 'Play Rampage on Bob and Cid'],
    [{ type: 'playCard', card: 'abandonedVehicle' }, 'Play Abandoned Vehicle'],
    [{ type: 'swapDouble' }, 'Swap a Double for 2 Singles'],
    [{ type: 'rest', pay: ['single'] }, 'Rest: choose 1 Supply to pay…'],
    [{ type: 'travel', pay: ['double'] }, 'Travel: choose 2 Supplies to pay…'],
    [{ type: 'respond', card: 'bodyArmor' }, 'Block with Body Armor'],
    [{ type: 'respond', card: 'underestimate' }, 'Turn it back with Underestimate'],
    [{ type: 'respond', card: 'none' }, 'Let it happen'],
    [{ type: 'giveSupplies', cards: ['single', 'single'] }, 'Give 2 Singles'],
    [{ type: 'giveSupplies', cards: ['double'] }, 'Give Double'],
    [{ type: 'discardCards', cards: ['horde', 'scout'] }, 'Choose 2 cards to discard…'],
    [{ type: 'paySewer', pay: ['single'] }, 'Choose 1 Supply to pay…'],
    [{ type: 'rollDie' }, 'Roll for action points'],
    [{ type: 'zombieAttack', target: 1 }, 'Attack Bob'],
    [{ type: 'zombieMove', direction: 'forward' }, 'Shamble forward'],
    [{ type: 'zombieMove', direction: 'backward' }, 'Shamble back'],
    [{ type: 'endTurn' }, 'End turn'],
  ])('%j reads "%s"', (action, expected) => {
    expect(label(action)).toBe(expected)
  })

  it('knows which hand cards each choice spends', () => {
    const choices = (
      [
        { type: 'playCard', card: 'horde', target: 1 },
        { type: 'rest', pay: ['horde', 'scout'] },
        { type: 'rest', pay: ['single'] },
        { type: 'swapDouble' },
      ] as const
    ).map((a) => describeAction(a, view))
    // A payment is picked from the whole hand (here two Singles), so it uses any card held.
    expect(choicesUsing(choices, 'horde').map((c) => c.label)).toEqual(['Play Horde on Bob'])
    expect(choicesUsing(choices, 'single').map((c) => c.label)).toEqual([
      'Rest: choose 1 Supply to pay…',
      'Rest: choose 1 Supply to pay…',
    ])
    expect(choicesUsing(choices, 'double').map((c) => c.label)).toEqual(['Swap a Double for 2 Singles'])
    expect(choicesUsing(choices, null)).toHaveLength(4)
  })

  it('groups choices in a fixed order and merges two that read the same', () => {
    const trap = act(
      scenario({
        players: [{ hand: ['zombieTrap', 'single'] }, { hand: ['single'] }],
        wasteland: ['blank', 'blank', 'bitten'],
      }),
      0,
      { type: 'playCard', card: 'zombieTrap' },
    ).state
    const trapView = seen(trap, 0)
    const groups = groupChoices(trapView.legal.map((a) => describeAction(a, trapView.view)))
    expect(groups.map((g) => g.group)).toEqual(['arrange'])
    expect(groups[0]?.choices.map((c) => c.label).sort()).toEqual([
      "Order: Blank, Blank, You've Been Bitten!",
      "Order: Blank, You've Been Bitten!, Blank",
      "Order: You've Been Bitten!, Blank, Blank",
    ])
  })
})

describe('the decision in words', () => {
  it('asks a victim of Steal Supplies what to give, and tells the others', () => {
    let s = scenario({
      players: [{ hand: ['stealSupplies', 'single'] }, { hand: ['single', 'single', 'double'] }],
    })
    s = act(s, 0, { type: 'playCard', card: 'stealSupplies', target: 1 }).state
    const victim = seen(s, 1)
    expect(decisionPrompt(victim.view, 1)).toBe('Ann steals 2 supplies from you: choose what to give.')
    expect(victim.legal.map((a) => describeAction(a, victim.view).label)).toEqual([
      'Give 2 Singles',
      'Give Double',
    ])
    expect(decisionPrompt(seen(s, 0).view, 0)).toBe('Bob chooses supplies to give to Ann.')
  })

  it('counts a lone action point in the singular', () => {
    const zombie = scenario({
      players: [
        { hand: ['single'], level: 1 },
        { alive: false, level: 1 },
      ],
      seat: 1,
      dieFaces: [1],
    })
    const rolled = act(zombie, 1, { type: 'rollDie' }).state
    expect(decisionPrompt(seen(rolled, 1).view, 1)).toBe(
      'Spend your 1 action point: attack a survivor on your level or shamble.',
    )
    expect(decisionPrompt(seen(rolled, 0).view, 0)).toBe('Bob shambles about: 1 action point left.')
  })

  it('explains Bandits, Sewer and the turn', () => {
    const bandits = act(
      scenario({
        players: [{ hand: ['single', 'single', 'scout', 'horde', 'double'] }, { hand: ['single'] }],
        wasteland: ['bandits'],
        dieFaces: [2],
      }),
      0,
      { type: 'travel', pay: ['single', 'single'] },
    ).state
    expect(decisionPrompt(seen(bandits, 0).view, 0)).toBe('Bandits! Discard 2 cards from your hand.')
    expect(decisionPrompt(seen(bandits, 1).view, 1)).toBe('Bandits! Ann discards 2 cards.')
    // The discard is picked card by card: one choice, whose form takes any 2 cards held.
    const banditsSeen = seen(bandits, 0)
    expect(banditsSeen.legal.map((a) => describeAction(a, banditsSeen.view).label)).toEqual([
      'Choose 2 cards to discard…',
    ])
    const discard = pickFormOf(banditsSeen.legal[0] as SelfishAction, banditsSeen.view)
    expect(discard?.judge(['scout', 'horde']).ok).toBe(true)
    expect(discard?.judge(['double']).ok).toBe(false)
    expect(discard?.build(['scout', 'horde'])).toEqual({ type: 'discardCards', cards: ['horde', 'scout'] })

    const sewer = act(
      scenario({
        players: [{ hand: [...rep('single', 3), 'scout', 'horde'] }, { hand: ['single'] }],
        wasteland: ['sewer'],
      }),
      0,
      { type: 'travel', pay: ['single', 'single'] },
    ).state
    expect(decisionPrompt(seen(sewer, 0).view, 0)).toMatch(/^Cut Through a Sewer: pay 1 Supplies card/)
    const sewerSeen = seen(sewer, 0)
    expect(sewerSeen.legal.map((a) => describeAction(a, sewerSeen.view).label)).toEqual([
      'Choose 1 Supply to pay…',
    ])
    const sewerPay = pickFormOf(sewerSeen.legal[0] as SelfishAction, sewerSeen.view)
    expect(sewerPay?.judge(['single']).ok).toBe(true)
    expect(sewerPay?.judge(['scout', 'horde']).ok).toBe(true)
    expect(sewerPay?.judge(['single', 'scout']).ok).toBe(false)
    expect(sewerPay?.build(['scout', 'horde'])).toEqual({ type: 'paySewer', pay: ['horde', 'scout'] })

    const twoPlayer = scenario({ players: [{ hand: ['single', 'scout'] }, { hand: ['single'] }] })
    expect(turnHeadline(seen(twoPlayer, 0).view, 0)).toBe('Your turn')
    expect(turnHeadline(seen(twoPlayer, 1).view, 1)).toBe("Ann's turn")
    expect(decisionPrompt(seen(twoPlayer, 0).view, 0)).toBe('Play up to 1 action card, then rest or travel.')
  })
})
