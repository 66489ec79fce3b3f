// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { MonopoAction, TradeOffer } from '../../../../engine/games/monopozombie/types'
import { useMatchStore } from '../../../../renderer/store/useMatchStore'
import { SQ, makeView, tradingLots, renderHud } from './monopoFixtures'

afterEach(() => {
  cleanup()
  useMatchStore.getState().actions.clear()
})

/** Stage 2, Ann's turn after her roll: Ann owns the browns (one built), Barricade and a mortgaged line; Bob owns Lookout and Helipad. */
const table = makeView({
  stage: 2,
  turn: { phase: 'postRoll' },
  players: [{ cash: 400, cards: [8] }, { cash: 900, cards: [20] }, { zombie: true }],
  lots: {
    ...tradingLots(),
  },
})
const turnLegal: MonopoAction[] = [{ type: 'endTurn' }]

const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name })
const side = (name: string | RegExp) => within(screen.getByRole('dialog')).getByRole('group', { name })

describe('MonopozombieHud: proposing a trade', () => {
  it('builds an offer from ticked lots, cash and cards both ways and proposes exactly it', () => {
    const { send } = renderHud(table, turnLegal, 0)
    fireEvent.click(screen.getByRole('button', { name: 'Propose a trade…' }))
    const screenEl = dialog('Propose a trade')
    // Bob is the only human to trade with: already picked; Cid the zombie is not offered.
    const partners = within(screenEl).getByRole('radiogroup', { name: 'Trade with' })
    expect(
      within(partners)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Bob'])
    expect(within(partners).getByRole('radio', { name: 'Bob' })).toHaveProperty('checked', true)

    const give = side('You give')
    expect(within(give).getByRole('checkbox', { name: /Bunker Lane/ })).toHaveProperty('disabled', true)
    expect(within(give).getByRole('checkbox', { name: /Ration Road/ })).toHaveProperty('disabled', true)
    expect(within(give).getByRole('checkbox', { name: /North Evac Line \(mortgaged\)/ })).toHaveProperty(
      'disabled',
      false,
    )
    fireEvent.click(within(give).getByRole('checkbox', { name: /Barricade Avenue/ }))
    fireEvent.click(within(give).getByRole('checkbox', { name: /North Evac Line/ }))
    fireEvent.change(within(give).getByRole('spinbutton'), { target: { value: '50' } })
    fireEvent.click(within(give).getByRole('checkbox', { name: /Get Out of Quarantine Free/ }))

    const get = side('You get from Bob')
    fireEvent.click(within(get).getByRole('checkbox', { name: /Lookout Lane/ }))
    fireEvent.click(within(get).getByRole('checkbox', { name: /Get Out of Quarantine Free/ }))

    expect(within(screenEl).getByRole('status').textContent).toBe(
      'You give North Evac Line, Barricade Avenue, $50 and a Get Out of Quarantine Free card and get Lookout Lane and a Get Out of Quarantine Free card.',
    )
    fireEvent.click(within(screenEl).getByRole('button', { name: 'Propose' }))
    expect(send).toHaveBeenCalledWith({
      type: 'proposeTrade',
      to: 1,
      give: { squares: [SQ.northEvac, SQ.barricade], cash: 50, cards: [8] },
      get: { squares: [SQ.lookout], cash: 0, cards: [20] },
    })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('keeps Propose off, with the reason, until the offer is valid', () => {
    const { send } = renderHud(table, turnLegal, 0)
    fireEvent.click(screen.getByRole('button', { name: 'Propose a trade…' }))
    const screenEl = dialog('Propose a trade')
    const propose = within(screenEl).getByRole('button', { name: 'Propose' })
    expect(propose).toHaveProperty('disabled', true)
    expect(within(screenEl).getByRole('status').textContent).toBe('Put something in the trade.')
    fireEvent.change(within(side('You give')).getByRole('spinbutton'), { target: { value: '401' } })
    expect(within(screenEl).getByRole('status').textContent).toBe('You have only $400.')
    fireEvent.change(within(side('You give')).getByRole('spinbutton'), { target: { value: '300' } })
    fireEvent.click(within(side('You get from Bob')).getByRole('checkbox', { name: /Helipad Heights/ }))
    expect(within(screenEl).getByRole('status').textContent).toBe(
      'You give $300 and get Helipad Heights. You pay the bank $18 (10%) on the mortgaged lots you get.',
    )
    fireEvent.click(propose)
    expect(send).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Propose a trade…' }))
    fireEvent.click(within(dialog('Propose a trade')).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('asks which player when there are several, and starts the other side afresh on a change', () => {
    const view = makeView({
      lots: { [SQ.barricade]: { owner: 1 }, [SQ.helipad]: { owner: 2 } },
    })
    renderHud(view, [{ type: 'roll' }], 0)
    fireEvent.click(screen.getByRole('button', { name: 'Propose a trade…' }))
    const screenEl = dialog('Propose a trade')
    expect(within(screenEl).getByRole('status').textContent).toBe('Choose a player to trade with.')
    fireEvent.click(within(screenEl).getByRole('radio', { name: 'Bob' }))
    fireEvent.click(within(side('You get from Bob')).getByRole('checkbox', { name: /Barricade Avenue/ }))
    fireEvent.click(within(screenEl).getByRole('radio', { name: 'Cid' }))
    const fromCid = side('You get from Cid')
    expect(
      within(fromCid)
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).checked),
    ).toEqual([false])
  })

  it('closes the trade screen on a hot-seat switch', () => {
    const { rerender } = renderHud(table, turnLegal, 0)
    fireEvent.click(screen.getByRole('button', { name: 'Propose a trade…' }))
    expect(screen.getByRole('dialog')).toBeTruthy()
    rerender(table, [], 1)
    expect(screen.queryByRole('dialog')).toBeNull()
    rerender(table, turnLegal, 0)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('MonopozombieHud: answering a trade', () => {
  const offer: TradeOffer & { counters: number } = {
    from: 0,
    to: 1,
    give: { squares: [SQ.barricade, SQ.northEvac], cash: 0, cards: [8] },
    get: { squares: [SQ.lookout], cash: 25, cards: [] },
    counters: 0,
  }
  const offered = { ...table, trade: offer, decision: { kind: 'trade' as const, seat: 1 } }
  const answers: MonopoAction[] = [{ type: 'acceptTrade' }, { type: 'rejectTrade' }]

  it('shows the receiver the offer clearly, with Accept, Reject and Counter', () => {
    const { send } = renderHud(offered, answers, 1)
    const panel = screen.getByRole('region', { name: 'Decision' })
    expect(panel.textContent).toContain(
      'Ann offers you Barricade Avenue, North Evac Line and a Get Out of Quarantine Free card for Lookout Lane and $25.',
    )
    const gives = within(panel).getByRole('list', { name: 'Ann gives' })
    expect(
      within(gives)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Barricade Avenue', 'North Evac Line (mortgaged)', 'Get Out of Quarantine Free (Scavenge)'])
    const asks = within(panel).getByRole('list', { name: 'Ann asks for' })
    expect(
      within(asks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Lookout Lane', '$25'])
    expect(within(screen.getByRole('region', { name: 'Turn' })).getByRole('status').textContent).toBe(
      'Ann offers you a trade: accept, reject or counter.',
    )
    fireEvent.click(within(panel).getByRole('button', { name: 'Accept the trade' }))
    fireEvent.click(within(panel).getByRole('button', { name: 'Reject the trade' }))
    expect(send.mock.calls.map(([a]) => a)).toEqual(answers)
    expect(within(panel).getByRole('button', { name: 'Counter…' })).toBeTruthy()
  })

  it('counters from the same screen, prefilled with the offer turned round', () => {
    const { send } = renderHud(offered, answers, 1)
    fireEvent.click(screen.getByRole('button', { name: 'Counter…' }))
    const screenEl = dialog("Counter Ann's offer")
    expect(within(screenEl).queryByRole('radiogroup')).toBeNull()
    const give = side('You give')
    expect(within(give).getByRole('checkbox', { name: /Lookout Lane/ })).toHaveProperty('checked', true)
    expect((within(give).getByRole('spinbutton') as HTMLInputElement).value).toBe('25')
    const get = side('You get from Ann')
    expect(within(get).getByRole('checkbox', { name: /Barricade Avenue/ })).toHaveProperty('checked', true)
    expect(within(get).getByRole('checkbox', { name: /North Evac Line/ })).toHaveProperty('checked', true)
    expect(within(get).getByRole('checkbox', { name: /Get Out of Quarantine Free/ })).toHaveProperty(
      'checked',
      true,
    )
    fireEvent.click(within(get).getByRole('checkbox', { name: /North Evac Line/ }))
    fireEvent.change(within(give).getByRole('spinbutton'), { target: { value: '0' } })
    fireEvent.click(within(screenEl).getByRole('button', { name: 'Send counter-offer' }))
    expect(send).toHaveBeenCalledWith({
      type: 'counterTrade',
      give: { squares: [SQ.lookout], cash: 0, cards: [] },
      get: { squares: [SQ.barricade], cash: 0, cards: [8] },
    })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('offers no counter once the counters are used up', () => {
    renderHud({ ...offered, trade: { ...offer, counters: 4 } }, answers, 1)
    const panel = screen.getByRole('region', { name: 'Decision' })
    expect(panel.textContent).toContain('Trade offer (counter 4 of 4)')
    expect(within(panel).queryByRole('button', { name: 'Counter…' })).toBeNull()
  })

  it('shows the offer to the proposer and the spectator, without buttons', () => {
    renderHud(offered, [], 0)
    const panel = screen.getByRole('region', { name: 'Decision' })
    expect(panel.textContent).toContain('You offer Bob')
    expect(within(panel).queryAllByRole('button')).toHaveLength(0)
    expect(screen.getByRole('region', { name: 'Your choices' }).textContent).toBe('Waiting for Bob…')
    cleanup()
    renderHud(offered, answers, null)
    expect(screen.getByRole('region', { name: 'Decision' }).textContent).toContain('Ann offers Bob')
    expect(screen.queryAllByRole('button')).toHaveLength(0)
  })
})
