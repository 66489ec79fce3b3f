// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SelfishAction } from '../../../../engine/games/selfish/types'
import { paymentsFrom, sortKinds } from '../../../../engine/games/selfish/choices'
import { shortCardName } from '../../../../renderer/games/selfish/hud/cardInfo'
import { describeAction } from '../../../../renderer/games/selfish/hud/choices'
import { useMatchStore } from '../../../../renderer/store/useMatchStore'
import { shownLines } from '../../shared/logLines'
import { useUiStore } from '../../../../renderer/store/useUiStore'
import { act, scenario } from '../../../engine/selfish/scenario'
import { kindOfCard } from '../../../engine/selfish/reading'
import { newMatchState, renderHud, seen } from './selfishFixtures'

afterEach(() => {
  cleanup()
  useUiStore.getState().actions.selectCard(null)
  useMatchStore.getState().actions.clear()
})

const hand = () => screen.getByRole('region', { name: 'Your hand' })
const handKinds = () =>
  within(hand())
    .getAllByRole('button')
    .map((b) => b.getAttribute('data-kind'))
const choiceLabels = () =>
  within(screen.getByRole('region', { name: 'Your choices' }))
    .getAllByRole('button')
    .map((b) => b.textContent ?? '')
    .filter((label) => label !== 'Show all moves')

/** A survivor with one of every playable card, at a table where every target is possible. */
function richTurn() {
  return scenario({
    players: [
      {
        hand: [
          'horde',
          'rampage',
          'stealSupplies',
          'alliance',
          'scout',
          'zombieTrap',
          'abandonedVehicle',
          'single',
          'single',
          'double',
        ],
      },
      { hand: ['single', 'single'], level: 1 },
      { hand: ['single'], level: 2 },
    ],
    discard: ['single', 'single'],
  })
}

describe('SelfishHud: the hand', () => {
  it('shows each seat its own cards from a real match, as many as it holds', () => {
    const state = newMatchState()
    for (const seat of [0, 1, 2]) {
      const { unmount } = renderHud(seen(state, seat), seat)
      const expected = (state.players[seat]?.hand ?? []).map(kindOfCard).sort()
      expect(handKinds().sort()).toEqual(expected)
      expect(within(hand()).getByRole('heading').textContent).toBe(`Your hand (${expected.length})`)
      unmount()
    }
  })

  it("never shows another seat's cards: only counts", () => {
    const state = scenario({
      players: [{ hand: ['single', 'double', 'scout'] }, { hand: ['bodyArmor', 'underestimate', 'single'] }],
    })
    const { container } = renderHud(seen(state, 0), 0)
    expect(handKinds().sort()).toEqual(['double', 'scout', 'single'])
    expect(container.textContent).not.toMatch(/Body Armor|Underestimate/)
    expect(within(screen.getByRole('region', { name: 'Players' })).getAllByText('3 cards')).toHaveLength(2)
  })

  it('names each card, colours it by category and keeps its rules text for hover', () => {
    const state = scenario({
      players: [{ hand: ['single', 'horde', 'bodyArmor', 'scout'] }, { hand: ['single'] }],
    })
    renderHud(seen(state, 0), 0)
    const horde = within(hand()).getByRole('button', { name: /Horde/ })
    expect(horde.className).toContain('hud-card--attack')
    const tooltip = document.getElementById(horde.getAttribute('aria-describedby') ?? '')
    expect(tooltip?.textContent).toMatch(/drop back 1 space/)
    expect(within(hand()).getByRole('button', { name: /Body Armor/ }).className).toContain(
      'hud-card--reaction',
    )
    expect(within(hand()).getByRole('button', { name: /Single Supplies/ }).className).toContain(
      'hud-card--supplies',
    )
    expect(within(hand()).getByRole('button', { name: /Scout/ }).className).toContain('hud-card--action')
  })
})

describe('SelfishHud: the choices', () => {
  const payments = /^(Rest|Travel): choose/

  it('a hand of 10 gets at most 12 buttons; a listed move sends exactly its action', () => {
    const view = seen(richTurn(), 0)
    const { send } = renderHud(view, 0)
    expect(choiceLabels().length).toBeLessThanOrEqual(12)
    for (const action of view.legal) {
      if (action.type === 'rest' || action.type === 'travel') continue
      const { label } = describeAction(action, view.view)
      if (screen.queryByRole('button', { name: label }) === null) {
        // Plays on several targets are folded: "Play Horde on…" opens them.
        const card = action.type === 'playCard' ? shortCardName(action.card) : '?'
        fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Play ${card} (on|with)…$`) }))
      }
      fireEvent.click(screen.getByRole('button', { name: label }))
      expect(send).toHaveBeenLastCalledWith(action)
    }
    expect(send).toHaveBeenCalledTimes(view.legal.length - 2)
  })

  it.each([
    ['rest', 1],
    ['travel', 2],
  ] as const)('every %s payment of the rules can be picked in the hand and confirmed', (move, units) => {
    const view = seen(richTurn(), 0)
    const { send } = renderHud(view, 0)
    const kinds = (view.view.hand ?? []).map((c) => c.kind)
    const every = paymentsFrom(kinds, units)
    expect(every.length).toBeGreaterThan(move === 'travel' ? 27 : 10)
    for (const pay of every) {
      fireEvent.click(
        screen.getByRole('button', { name: move === 'rest' ? /^Rest: choose/ : /^Travel: choose/ }),
      )
      const cards = within(hand()).getAllByRole('button')
      const used = new Set<Element>()
      for (const kind of pay) {
        const card = cards.find((c) => c.getAttribute('data-kind') === kind && !used.has(c))
        if (!card) throw new Error(`no ${kind} card left to pick`)
        used.add(card)
        fireEvent.click(card)
      }
      const confirm = screen.getByRole('button', { name: /: pay / })
      expect((confirm as HTMLButtonElement).disabled).toBe(false)
      fireEvent.click(confirm)
      expect(send).toHaveBeenLastCalledWith({ type: move, pay: sortKinds(pay) })
    }
    expect(send).toHaveBeenCalledTimes(every.length)
  })

  it('while picking, the panel shows the running total, what is missing, and Confirm only when it pays', () => {
    const { send } = renderHud(seen(richTurn(), 0), 0)
    fireEvent.click(screen.getByRole('button', { name: /^Travel: choose/ }))
    const status = () => screen.getByRole('status', { name: '' }).textContent
    const confirm = () => screen.getByRole('button', { name: /Confirm|: pay / }) as HTMLButtonElement
    expect(confirm().disabled).toBe(true)
    fireEvent.click(within(hand()).getByRole('button', { name: /Scout/ }))
    expect(screen.getByText('½ Supply of 2 picked. Still missing 1½.')).toBeTruthy()
    fireEvent.click(within(hand()).getByRole('button', { name: /Horde/ }))
    expect(confirm().disabled).toBe(true)
    fireEvent.click(within(hand()).getByRole('button', { name: /Double/ }))
    expect(screen.getByText('3 Supplies picked: more than needed. Drop a card.')).toBeTruthy()
    expect(confirm().disabled).toBe(true)
    fireEvent.click(within(hand()).getByRole('button', { name: /Double/ }))
    fireEvent.click(within(hand()).getAllByRole('button', { name: /Single Supplies/ })[0] as HTMLElement)
    expect(screen.getByText('Paid: 2 Supplies picked.')).toBeTruthy()
    fireEvent.click(confirm())
    expect(send).toHaveBeenLastCalledWith({ type: 'travel', pay: ['single', 'horde', 'scout'] })
    void status
  })

  it('Back to all moves leaves the pick; a hand card chosen first starts the pick', () => {
    renderHud(seen(richTurn(), 0), 0)
    fireEvent.click(within(hand()).getByRole('button', { name: /Horde/ }))
    fireEvent.click(screen.getByRole('button', { name: /^Rest: choose/ }))
    expect(screen.getByText('½ Supply of 1 picked. Still missing ½.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back to all moves' }))
    expect(choiceLabels()).toContain('Swap a Double for 2 Singles')
  })

  it('labels the choices in words a player reads', () => {
    renderHud(seen(richTurn(), 0), 0)
    for (const label of [
      'Play Horde on…',
      'Play Rampage on Bob and Cid',
      'Play Steal Supplies on…',
      'Play Alliance with…',
      'Play Scout',
      'Play Zombie Trap',
      'Play Abandoned Vehicle',
      'Swap a Double for 2 Singles',
      'Rest: choose 1 Supply to pay…',
      'Travel: choose 2 Supplies to pay…',
    ]) {
      expect(screen.getByRole('button', { name: label })).toBeTruthy()
    }
    expect(screen.getByRole('group', { name: 'Play an action card' })).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Rest (ends your turn)' })).toBeTruthy()
  })

  it('clicking a hand card shows only the choices that use it; again, or "Show all", shows all', () => {
    const view = seen(richTurn(), 0)
    renderHud(view, 0)
    const all = choiceLabels().length
    fireEvent.click(within(hand()).getByRole('button', { name: /Horde/ }))
    const filtered = choiceLabels()
    expect(filtered.length).toBeGreaterThan(0)
    expect(filtered.length).toBeLessThan(all)
    // A payment can use any card held, so it stays.
    expect(filtered.every((label) => label.includes('Horde') || payments.test(label))).toBe(true)
    expect(filtered).toEqual(expect.arrayContaining(['Play Horde on Bob', 'Play Horde on Cid']))
    expect(screen.queryByRole('button', { name: 'Play Scout' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Show all moves' }))
    expect(choiceLabels()).toHaveLength(all)

    fireEvent.click(within(hand()).getByRole('button', { name: /Scout/ }))
    expect(choiceLabels()).toContain('Play Scout')
    fireEvent.click(within(hand()).getByRole('button', { name: /Scout/ }))
    expect(choiceLabels()).toHaveLength(all)
  })

  it('says so when the picked card has no use now', () => {
    const state = scenario({ players: [{ hand: ['bodyArmor', 'single', 'single'] }, { hand: ['single'] }] })
    renderHud(seen(state, 0), 0)
    fireEvent.click(within(hand()).getByRole('button', { name: /Body Armor/ }))
    expect(screen.getByText(/Nothing uses Body Armor right now/)).toBeTruthy()
  })

  it('shows no buttons but whom the table waits for when it is not my decision', () => {
    const state = newMatchState()
    renderHud(seen(state, 1), 1)
    expect(
      within(screen.getByRole('region', { name: 'Your choices' })).queryAllByRole('button'),
    ).toHaveLength(0)
    expect(screen.getByText('Waiting for Ann…')).toBeTruthy()
  })

  it('tells the seat to move that its choices are coming while none are shown (the table animating, or the connection lost)', () => {
    const state = newMatchState()
    renderHud({ ...seen(state, 0), legal: [] }, 0)
    const choices = screen.getByRole('region', { name: 'Your choices' })
    expect(within(choices).queryAllByRole('button')).toHaveLength(0)
    expect(choices.textContent).toBe('Your choices are on their way…')
  })
})

describe('SelfishHud: responses to an attack', () => {
  const attacked = () => {
    const s = scenario({
      players: [
        { hand: ['stealSupplies', 'bodyArmor', 'single', 'single'], level: 1 },
        { hand: ['bodyArmor', 'underestimate', 'single', 'single'], level: 1 },
        { hand: ['single'] },
      ],
    })
    return act(s, 0, { type: 'playCard', card: 'stealSupplies', target: 1 }).state
  }

  it('asks the target in words, offering Body Armor and Underestimate', () => {
    const { send } = renderHud(seen(attacked(), 1), 1)
    expect(screen.getByRole('status').textContent).toBe('Ann attacks you with Steal Supplies: block?')
    expect(choiceLabels()).toEqual([
      'Block with Body Armor',
      'Turn it back with Underestimate',
      'Let it happen',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Block with Body Armor' }))
    expect(send).toHaveBeenLastCalledWith({ type: 'respond', card: 'bodyArmor' })
    fireEvent.click(screen.getByRole('button', { name: 'Let it happen' }))
    expect(send).toHaveBeenLastCalledWith({ type: 'respond', card: 'none' })
  })

  it('tells the attacker whom the table waits for, with nothing to click', () => {
    renderHud(seen(attacked(), 0), 0)
    expect(screen.getByRole('status').textContent).toBe(
      'You attack Bob with Steal Supplies: waiting for Bob to respond.',
    )
    expect(
      within(screen.getByRole('region', { name: 'Your choices' })).queryAllByRole('button'),
    ).toHaveLength(0)
  })

  it('offers the first attacker Body Armor alone against an Underestimate', () => {
    const reflected = act(attacked(), 1, { type: 'respond', card: 'underestimate' }).state
    renderHud(seen(reflected, 0), 0)
    expect(screen.getByRole('status').textContent).toBe(
      'Bob turns your Steal Supplies back on you with Underestimate: block?',
    )
    expect(choiceLabels()).toEqual(['Block with Body Armor', 'Let it happen'])
  })

  it("offers Body Armor but not Underestimate against a zombie's bite", () => {
    const s = scenario({
      players: [
        { hand: ['bodyArmor', 'underestimate', 'single', 'single'], level: 2 },
        { alive: false, level: 2 },
      ],
      seat: 1,
      phase: 'zombie',
      ap: 2,
    })
    const bitten = act(s, 1, { type: 'zombieAttack', target: 0 }).state
    renderHud(seen(bitten, 0), 0)
    expect(screen.getByRole('status').textContent).toBe('Bob bites you: block?')
    expect(choiceLabels()).toEqual(['Block with Body Armor', 'Let it happen'])
  })
})

describe('SelfishHud: Scout and Zombie Trap', () => {
  const table = () =>
    scenario({
      players: [{ hand: ['scout', 'zombieTrap', 'single', 'single'] }, { hand: ['single'] }],
      wasteland: ['bandits', 'bitten', 'settlement'],
    })

  it('shows the scouted card to the scout only, and where it can go', () => {
    const scouting = act(table(), 0, { type: 'playCard', card: 'scout' }).state
    const { send, unmount } = renderHud(seen(scouting, 0), 0)
    const peek = screen.getByRole('region', { name: 'Wasteland cards you see' })
    expect(within(peek).getByText('Bandits')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Put Bandits on the bottom' }))
    expect(send).toHaveBeenLastCalledWith({ type: 'placeScouted', where: 'bottom' })
    expect(screen.getByRole('button', { name: 'Put Bandits back on top' })).toBeTruthy()
    unmount()

    renderHud(seen(scouting, 1), 1)
    expect(screen.queryByRole('region', { name: 'Wasteland cards you see' })).toBeNull()
    expect(screen.queryByText('Bandits')).toBeNull()
  })

  it('lists every order of the trapped cards, top first', () => {
    const trapping = act(table(), 0, { type: 'playCard', card: 'zombieTrap' }).state
    const { send } = renderHud(seen(trapping, 0), 0)
    const peek = screen.getByRole('region', { name: 'Wasteland cards you see' })
    expect(
      within(peek)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.hud-waste__name')?.textContent),
    ).toEqual(['Bandits', "You've Been Bitten!", 'Settlement'])
    const group = screen.getByRole('group', { name: 'Zombie Trap: new order, top card first' })
    expect(within(group).getAllByRole('button')).toHaveLength(6)
    fireEvent.click(screen.getByRole('button', { name: "Order: Settlement, Bandits, You've Been Bitten!" }))
    expect(send).toHaveBeenLastCalledWith({ type: 'arrangeWasteland', order: [2, 0, 1] })
  })
})

describe('SelfishHud: the table for everyone', () => {
  it('shows each player: alive or zombie, level, cards, a skipped turn, alliances', () => {
    const state = scenario({
      players: [
        { hand: ['single', 'single', 'horde'], level: 2 },
        { alive: false, level: 3 },
        { hand: ['single'], level: 1, skipNext: true },
      ],
      alliances: [{ owner: 0, ally: 2 }],
    })
    renderHud(seen(state, 0), 0, [
      { name: 'Ann', kind: 'human' },
      { name: 'Bob', kind: 'bot', bot: 'random' },
      { name: 'Cid', kind: 'human' },
    ])
    const row = (seat: number) => document.querySelector(`[data-seat="${seat}"]`)?.textContent ?? ''
    expect(row(0)).toMatch(/Ann.*you/)
    expect(row(0)).toMatch(/Alive.*Level 2\/6.*3 cards/)
    expect(row(0)).toMatch(/Alliance with Cid/)
    expect(row(1)).toMatch(/Bob.*bot/)
    expect(row(1)).toMatch(/Zombie.*Level 3\/6.*0 cards/)
    expect(row(2)).toMatch(/Level 1\/6.*1 card.*Skips next turn/)
    expect(row(2)).toMatch(/Followed by Ann/)
  })

  it("says whose turn and which phase, and the zombie's choices after its roll", () => {
    const s = scenario({
      players: [
        { hand: ['single', 'single'], level: 1 },
        { alive: false, level: 1 },
      ],
      seat: 1,
      dieFaces: [2],
    })
    expect(seen(s, 1).legal).toEqual([{ type: 'rollDie' }])

    const { send, unmount } = renderHud(seen(s, 1), 1)
    expect(screen.getByText('Your turn')).toBeTruthy()
    expect(screen.getByText('Zombie: roll for action points')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Roll for action points' }))
    expect(send).toHaveBeenLastCalledWith({ type: 'rollDie' })
    unmount()

    const rolled = act(s, 1, { type: 'rollDie' }).state
    renderHud(seen(rolled, 1), 1)
    const roll = screen.getByRole('region', { name: 'Last die roll' })
    expect(roll.textContent).toContain('2')
    expect(screen.getByRole('status').textContent).toBe(
      'Spend your 2 action points: attack a survivor on your level or shamble.',
    )
    expect(choiceLabels()).toEqual(['Attack Ann', 'Shamble forward', 'Shamble back', 'End turn'])
  })

  it('shows the game log from the match store, newest last', () => {
    useMatchStore.setState({
      log: [
        { version: 1, text: 'Ann draws a card.', type: 'cardDrawn', seat: 0 },
        { version: 2, text: 'Ann rests.', type: 'rested', seat: 0 },
      ],
    })
    renderHud(seen(newMatchState(), 0), 0)
    expect(shownLines('Game log')).toEqual(['Ann draws a card.', 'Ann rests.'])
  })

  it('gives the spectator no hand and no buttons, but names, the turn and the log', () => {
    const state = newMatchState()
    const spectator = seen(state, 'spectator')
    expect(spectator.view.hand).toBeNull()
    const { container } = renderHud(spectator, null)
    expect(screen.queryByRole('region', { name: 'Your hand' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Your choices' })).toBeNull()
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    expect(screen.getByText("Ann's turn")).toBeTruthy()
    for (const name of ['Ann', 'Bob', 'Cid']) expect(container.textContent).toContain(name)
    expect(screen.getByRole('region', { name: 'Game log' })).toBeTruthy()
  })

  it('gives a seat nothing to click for legal actions it was not given', () => {
    const state = richTurn()
    const noLegal: readonly SelfishAction[] = []
    renderHud({ ...seen(state, 0), legal: noLegal }, 0)
    expect(
      within(screen.getByRole('region', { name: 'Your choices' })).queryAllByRole('button'),
    ).toHaveLength(0)
  })
})
