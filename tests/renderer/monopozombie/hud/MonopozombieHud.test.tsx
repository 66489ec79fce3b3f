// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { MonopoAction } from '../../../../engine/games/monopozombie/types'
import { seatColor } from '../../../../renderer/games/monopozombie/scene/seatColors'
import { useMatchStore } from '../../../../renderer/store/useMatchStore'
import { shownLines } from '../../shared/logLines'
import { SQ, bidsOver120, deedAuction, makeView, renderHud, stage3Moves, stage3Roll } from './monopoFixtures'

afterEach(() => {
  cleanup()
  useMatchStore.getState().actions.clear()
})

const players = () => screen.getByRole('region', { name: 'Players' })
const player = (name: string) => within(players()).getByRole('listitem', { name })
const banner = () => screen.getByRole('region', { name: 'Turn' })
const decision = () => screen.getByRole('region', { name: 'Decision' })
const actions = () => screen.getByRole('region', { name: 'Your actions' })

/** Stage 2: Ann (in Quarantine, a card, 2 bodyguards) owns the browns with houses and a mortgaged line; Bob is a zombie. */
const table = makeView({
  stage: 2,
  players: [
    { cash: 1234, inJail: true, jailRolls: 1, position: 10, cards: [8], bodyguards: 2 },
    { zombie: true, position: SQ.lastStand, cash: 90 },
    { lapped: false, position: SQ.chapel },
  ],
  lots: {
    [SQ.bunkerLane]: { owner: 0, level: 2 },
    [SQ.rationRoad]: { owner: 0, level: 5 },
    [SQ.northEvac]: { owner: 0, mortgaged: true },
    [SQ.helipad]: { owner: 1 },
  },
})

describe('MonopozombieHud: the players', () => {
  it('shows cash, position, human or zombie, immunity, Quarantine, cards and bodyguards', () => {
    renderHud(table, [], 2)
    const ann = player('Ann')
    expect(ann.textContent).toContain('$1,234')
    expect(ann.textContent).toContain('Human')
    expect(ann.textContent).toContain('In Quarantine (1 failed roll)')
    expect(ann.textContent).toContain('1 Get Out of Quarantine Free card')
    expect(ann.textContent).toContain('2 bodyguards')
    expect(ann.textContent).not.toContain('Immune')
    const bob = player('Bob')
    expect(bob.textContent).toContain('Zombie')
    expect(bob.textContent).toContain('On Last Stand Boulevard')
    const cid = player('Cid')
    expect(cid.textContent).toContain('Immune (not yet lapped)')
    expect(cid.textContent).toContain('On Chapel Close')
    expect(cid.textContent).toContain('No deeds')
    expect(within(cid).getByText('you')).toBeTruthy()
    expect(players().textContent).toContain('Bank: 32 houses, 12 hotels')
  })

  it('edges and marks each player in their token’s seat colour, as on the board', () => {
    renderHud(table, [], 2)
    for (const [seat, name] of ['Ann', 'Bob', 'Cid'].entries()) {
      const card = player(name)
      expect(card.style.getPropertyValue('--mh-seat')).toBe(seatColor(seat))
      expect(card.querySelector('.mh-player__token')).not.toBeNull()
    }
    expect(player('Bob').className).toContain('is-zombie')
  })

  it('lists each player’s deeds with colour band, buildings and mortgage, and opens a deed’s detail', () => {
    renderHud(table, [], 2)
    const deeds = within(player('Ann')).getAllByRole('button')
    expect(deeds.map((d) => d.getAttribute('aria-label'))).toEqual([
      'Bunker Lane, $60, 2 houses',
      'Ration Road, $60, a hotel',
      'North Evac Line, $200, mortgaged',
    ])
    expect(deeds[0]?.textContent).toBe('Bunker Lane⌂⌂')
    expect(deeds[1]?.textContent).toBe('Ration RoadH')
    expect(deeds[2]?.textContent).toBe('North Evac LineM')
    const band = deeds[0]?.querySelector<HTMLElement>('.mh-deed__band')
    expect(band?.style.background).toMatch(/#8b4513|rgb\(139, 69, 19\)/)

    fireEvent.click(within(player('Bob')).getByRole('button', { name: /^Helipad Heights/ }))
    const card = screen.getByRole('region', { name: 'Deed: Helipad Heights' })
    const rows = within(card)
      .getAllByRole('row')
      .map((r) => r.textContent)
    expect(rows).toEqual([
      'Price$350',
      'Rent$35',
      'Whole group, unbuilt$70',
      'With 1 house$175',
      'With 2 houses$500',
      'With 3 houses$1,100',
      'With 4 houses$1,300',
      'With a hotel$1,500',
      'Houses$200 each (sell back $100)',
      'Hotel$200 plus 4 houses',
      'Mortgage value$175',
      'Unmortgage$193 (+10%)',
    ])
    expect(card.textContent).toContain('Owner: Bob')
    fireEvent.click(within(card).getByRole('button', { name: 'Close the deed' }))
    expect(screen.queryByRole('region', { name: 'Deed: Helipad Heights' })).toBeNull()
  })

  it('says the stage and what it means, whose turn it is and what is awaited', () => {
    renderHud(table, [], 2)
    expect(banner().textContent).toContain("Ann's turn")
    expect(banner().textContent).toContain('Stage 2: Outbreak')
    expect(banner().textContent).toContain('Zombies roam on 2d4')
    expect(within(banner()).getByRole('status').textContent).toBe(
      'Ann is in Quarantine and deciding how to get out.',
    )
  })
})

describe('MonopozombieHud: the spectator', () => {
  it('sees the players, deeds, the auction and the log, but no buttons at all', () => {
    const view = makeView({
      ...deedAuction(SQ.lastStand, [1, 2], 250, 2),
      lots: { [SQ.bunkerLane]: { owner: 0 } },
    })
    renderHud(view, [{ type: 'bid', amount: 251 }, { type: 'pass' }], null)
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0)
    expect(screen.queryByRole('region', { name: 'Your actions' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Your choices' })).toBeNull()
    expect(player('Ann').textContent).toContain('Bunker Lane')
    expect(decision().textContent).toContain('High bid $250 by Cid')
    expect(decision().textContent).toContain('Bob (to bid)')
    expect(screen.getByRole('region', { name: 'Deed: Last Stand Boulevard' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Game log' })).toBeTruthy()
  })
})

describe('MonopozombieHud: the turn', () => {
  it('puts roll, Quarantine, bodyguards and the lots in the actions panel, each sending its action', () => {
    const legal: MonopoAction[] = [
      { type: 'roll' },
      { type: 'payJailFine' },
      { type: 'useJailCard' },
      { type: 'hireBodyguards', count: 1 },
      { type: 'hireBodyguards', count: 2 },
      { type: 'sellBuilding', square: SQ.bunkerLane },
      { type: 'sellBuilding', square: SQ.rationRoad },
      { type: 'unmortgage', square: SQ.northEvac },
    ]
    const { send } = renderHud(table, legal, 0)
    const bar = actions()
    expect(within(bar).getByRole('group', { name: 'Quarantine' })).toBeTruthy()
    fireEvent.click(
      within(bar).getByRole('button', { name: 'Roll for doubles to leave Quarantine (try 2 of 3)' }),
    )
    fireEvent.click(within(bar).getByRole('button', { name: 'Pay the $50 fine to leave Quarantine' }))
    fireEvent.click(within(bar).getByRole('button', { name: 'Hire 2 bodyguards ($200)' }))
    const lots = within(bar).getByRole('group', { name: 'Your lots' })
    const ration = within(lots).getByRole('listitem', { name: 'Ration Road' })
    expect(within(ration).getByRole('button').textContent).toBe('Sell the hotel (+$25)')
    fireEvent.click(within(lots).getByRole('button', { name: 'Unmortgage North Evac Line ($110)' }))
    expect(send.mock.calls.map(([a]) => a)).toEqual([
      { type: 'roll' },
      { type: 'payJailFine' },
      { type: 'hireBodyguards', count: 2 },
      { type: 'unmortgage', square: SQ.northEvac },
    ])
  })

  it('says Quarantine, as the board and the log do, never jail', () => {
    const legal: MonopoAction[] = [{ type: 'roll' }, { type: 'payJailFine' }, { type: 'useJailCard' }]
    const { container } = renderHud(table, legal, 0)
    const names = [...container.querySelectorAll('[aria-label], [title]')].map(
      (el) => `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''}`,
    )
    expect(container.textContent).toContain('In Quarantine')
    expect(container.textContent).toContain('You are in Quarantine')
    expect(container.textContent).not.toMatch(/jail/i)
    expect(names.join(' ')).not.toMatch(/jail/i)
  })

  it('has exactly one button per legal action outside the trade screen', () => {
    const legal: MonopoAction[] = [
      { type: 'endTurn' },
      { type: 'build', square: SQ.bunkerLane },
      { type: 'mortgage', square: SQ.helipad },
    ]
    const view = makeView({
      turn: { phase: 'postRoll' },
      lots: { [SQ.bunkerLane]: { owner: 0 }, [SQ.rationRoad]: { owner: 0 }, [SQ.helipad]: { owner: 0 } },
    })
    const { send } = renderHud(view, legal, 0)
    const buttons = within(actions()).getAllByRole('button')
    expect(buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      'End turn',
      'Propose a trade…',
      'Build a house on Bunker Lane ($50)',
      'Mortgage Helipad Heights (+$175)',
    ])
    for (const b of buttons) if (b.textContent !== 'Propose a trade…') fireEvent.click(b)
    expect(send.mock.calls.map(([a]) => a)).toEqual(legal)
  })

  it('tells a seat with nothing to do whom it waits for, with no actions panel', () => {
    renderHud(table, [], 2)
    expect(screen.getByRole('region', { name: 'Your choices' }).textContent).toBe('Waiting for Ann…')
    expect(screen.queryByRole('region', { name: 'Your actions' })).toBeNull()
  })
})

describe('MonopozombieHud: decisions', () => {
  it('shows the lot for sale with its deed and offers buy or decline', () => {
    const view = makeView({
      decision: { kind: 'buy', seat: 0, square: SQ.lastStand },
      players: [{ position: 39 }],
    })
    const { send } = renderHud(view, [{ type: 'buy' }, { type: 'decline' }], 0)
    expect(
      within(decision()).getByRole('region', { name: 'Deed: Last Stand Boulevard' }).textContent,
    ).toContain('$400')
    fireEvent.click(within(decision()).getByRole('button', { name: 'Buy Last Stand Boulevard for $400' }))
    fireEvent.click(
      within(decision()).getByRole('button', { name: "Don't buy Last Stand Boulevard: it goes to auction" }),
    )
    expect(send.mock.calls.map(([a]) => a)).toEqual([{ type: 'buy' }, { type: 'decline' }])
  })

  it('bids with quick buttons or any typed amount the engine would accept, and refuses one out of range', () => {
    const view = makeView({
      players: [{}, { cash: 700 }],
      ...deedAuction(SQ.helipad, [1, 2, 0], 120, 2),
    })
    const legal = bidsOver120()
    const { send } = renderHud(view, legal, 1)
    const panel = decision()
    expect(panel.textContent).toContain('Auction: Helipad Heights')
    expect(panel.textContent).toContain('High bid $120 by Cid')
    fireEvent.click(within(panel).getByRole('button', { name: 'Bid $130' }))
    const box = within(panel).getByRole('spinbutton', { name: 'Your bid ($121 to $700)' })
    fireEvent.change(box, { target: { value: '137' } })
    fireEvent.click(within(panel).getByRole('button', { name: 'Bid' }))
    fireEvent.change(box, { target: { value: '701' } })
    fireEvent.click(within(panel).getByRole('button', { name: 'Bid' }))
    expect(within(panel).getByRole('alert').textContent).toBe('You have only $700.')
    fireEvent.click(within(panel).getByRole('button', { name: 'Pass: drop out of the auction' }))
    expect(send.mock.calls.map(([a]) => a)).toEqual([
      { type: 'bid', amount: 130 },
      { type: 'bid', amount: 137 },
      { type: 'pass' },
    ])
  })

  it('shows a debt: amount, creditor, cash and what could be raised; pay, raise or go bankrupt', () => {
    const view = makeView({
      players: [{ cash: 100 }],
      decision: { kind: 'debt', seat: 0 },
      debt: { seat: 0, creditor: 1, amount: 350, reason: 'rent on Lookout Lane' },
      lots: { [SQ.helipad]: { owner: 0 } },
    })
    const { send } = renderHud(
      view,
      [{ type: 'mortgage', square: SQ.helipad }, { type: 'declareBankruptcy' }],
      0,
    )
    const panel = decision()
    expect(panel.textContent).toContain('You owe $350 to Bob (rent on Lookout Lane).')
    expect(panel.textContent).toContain('Cash $100: $250 short')
    expect(panel.textContent).toContain('raises at most $175')
    fireEvent.click(within(actions()).getByRole('button', { name: 'Mortgage Helipad Heights (+$175)' }))
    fireEvent.click(within(panel).getByRole('button', { name: 'Declare bankruptcy (you become a zombie)' }))
    expect(send.mock.calls.map(([a]) => a)).toEqual([
      { type: 'mortgage', square: SQ.helipad },
      { type: 'declareBankruptcy' },
    ])
  })

  it('asks about immunity, the classic income tax and a won building', () => {
    const immunity = makeView({
      players: [{ cards: [20] }],
      decision: { kind: 'immunity', seat: 0, cause: 'encounter' },
    })
    const first = renderHud(immunity, [{ type: 'useImmunity' }, { type: 'declineImmunity' }], 0)
    expect(within(banner()).getByRole('status').textContent).toBe(
      'You were caught by a horde: spend a Get Out of Quarantine Free card to stay human?',
    )
    fireEvent.click(
      screen.getByRole('button', { name: 'Spend a Get Out of Quarantine Free card: stay human' }),
    )
    expect(first.send).toHaveBeenCalledWith({ type: 'useImmunity' })
    cleanup()

    const tax = makeView({
      options: { taxEdition: 'classic' },
      players: [{ worth: 2500 }],
      decision: { kind: 'incomeTax', seat: 0 },
    })
    const second = renderHud(
      tax,
      [
        { type: 'payIncomeTax', how: 'flat' },
        { type: 'payIncomeTax', how: 'percent' },
      ],
      0,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Pay 10% of your worth of $2,500: $250' }))
    expect(second.send).toHaveBeenCalledWith({ type: 'payIncomeTax', how: 'percent' })
    cleanup()

    const place = makeView({
      decision: { kind: 'placeBuilding', seat: 0, building: 'house' },
      lots: { [SQ.bunkerLane]: { owner: 0, level: 1 }, [SQ.rationRoad]: { owner: 0, level: 2 } },
    })
    const third = renderHud(place, [{ type: 'placeBuilding', square: SQ.bunkerLane }], 0)
    const group = screen.getByRole('group', { name: 'Place the house you won' })
    fireEvent.click(within(group).getByRole('button', { name: 'Put the house on Bunker Lane' }))
    expect(third.send).toHaveBeenCalledWith({ type: 'placeBuilding', square: SQ.bunkerLane })
  })

  it('shows the zombie’s d4 total and the two directions', () => {
    const view = makeView({
      stage: 2,
      players: [{ zombie: true, position: 20 }],
      decision: { kind: 'zombieMove', seat: 0 },
      turn: { dice: [3, 4], diceKind: 'd4' },
    })
    const { send } = renderHud(
      view,
      [
        { type: 'moveZombie', dir: 1 },
        { type: 'moveZombie', dir: -1 },
      ],
      0,
    )
    const group = within(decision()).getByRole('group', { name: 'Zombie move: the d4s show 3 + 4 = 7' })
    expect(within(decision()).getByRole('img', { name: '2d4: 3, 4' })).toBeTruthy()
    fireEvent.click(
      within(group).getByRole('button', { name: 'Counter-clockwise: 7 squares to Graveyard Gate' }),
    )
    expect(send).toHaveBeenCalledWith({ type: 'moveZombie', dir: -1 })
  })

  it('shows the three Stage 3 dice and every distinct pick with its direction', () => {
    const view = stage3Roll([6, 2, 5])
    const legal = stage3Moves()
    const { send } = renderHud(view, legal, 0)
    expect(within(decision()).getByRole('img', { name: '3d6: 6, 2, 5' })).toBeTruthy()
    const buttons = within(decision()).getAllByRole('button')
    expect(buttons).toHaveLength(6)
    fireEvent.click(
      within(decision()).getByRole('button', { name: '2 + 5 counter-clockwise: 7 to Survivor Cache' }),
    )
    expect(send).toHaveBeenCalledWith({ type: 'moveSurvivor', dice: [1, 2], dir: -1 })
  })
})

describe('MonopozombieHud: the log and the end', () => {
  it('shows the game log from the store, newest last', () => {
    useMatchStore.setState({
      log: [
        { version: 1, type: 'diceRolled', text: 'Ann rolls 3 and 4.', seat: 0 },
        { version: 2, type: 'lotBought', text: 'Ann buys Pharmacy Place for $180.', seat: 0 },
      ],
    })
    renderHud(table, [], null)
    expect(shownLines('Game log')).toEqual(['Ann rolls 3 and 4.', 'Ann buys Pharmacy Place for $180.'])
  })

  it('shows the card last drawn, with its deck', () => {
    renderHud({ ...table, shownCard: 20 }, [], 1)
    const card = screen.getByRole('region', { name: 'Card drawn' })
    expect(card.textContent).toMatch(/^Survivor Cache.*Get Out of Quarantine Free/)
  })

  it('says who won and why, with nothing left to choose', () => {
    const over = makeView({
      stage: 3,
      decision: null,
      turn: { phase: 'over' },
      winners: [2],
      endReason: 'Cid landed on a built-up street of their own with no zombie there.',
    })
    renderHud(over, [], 0)
    expect(banner().textContent).toContain('Game over')
    expect(banner().textContent).toContain('Stage 3: Apocalypse')
    expect(within(banner()).getByRole('status').textContent).toBe(
      'Cid wins. Cid landed on a built-up street of their own with no zombie there.',
    )
    expect(screen.getByRole('region', { name: 'Your choices' }).textContent).toBe('The game is over.')
    expect(within(players()).queryByLabelText('their turn')).toBeNull()
  })

  it('forgets the open deed on a hot-seat switch', () => {
    const { rerender } = renderHud(table, [], 2)
    fireEvent.click(within(player('Bob')).getByRole('button', { name: /^Helipad Heights/ }))
    expect(screen.getByRole('region', { name: 'Deed: Helipad Heights' })).toBeTruthy()
    rerender(table, [], 0)
    expect(screen.queryByRole('region', { name: 'Deed: Helipad Heights' })).toBeNull()
  })
})
