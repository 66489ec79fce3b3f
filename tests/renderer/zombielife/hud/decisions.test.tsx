// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { assetType } from '../../../../engine/games/zombielife/data'
import type { ZombielifeState } from '../../../../engine/games/zombielife/types'
import { ordinal } from '../../../../renderer/games/zombielife/hud/cardInfo'
import { useMatchStore } from '../../../../renderer/store/useMatchStore'
import { act, actAll, scenario } from '../../../engine/zombielife/scenario'
import { reachEveryChoice, renderHud, seen } from './zombielifeFixtures'

afterEach(() => {
  cleanup()
  useMatchStore.getState().actions.clear()
})

const choiceLabels = () =>
  within(screen.getByRole('region', { name: 'Your choices' }))
    .queryAllByRole('button')
    .map((b) => b.textContent ?? '')
const prompt = () =>
  screen.getByRole('region', { name: 'Turn' }).querySelector('[role="status"]')?.textContent

/** Ann ends her turn holding PPE with an Infection card on top of the deck. */
function infectionDrawn(): ZombielifeState {
  const state = scenario({
    players: [{ hand: ['ppe'], wonga: 3 }, {}],
    phase: 'actions',
    deck: ['infection'],
  })
  return act(state, 0, { type: 'endTurn' }).state
}

describe('ZombielifeHud: decisions', () => {
  it('asks for PPE when an Infection card is drawn, and sends exactly the answer', () => {
    const state = infectionDrawn()
    expect(state.decision?.kind).toBe('ppe')
    const { send } = renderHud(seen(state, 0), 0)
    expect(prompt()).toMatch(/Play PPE/)
    expect(choiceLabels()).toEqual(['Play PPE (1 Wonga): ignore the infection', 'No PPE: take the infection'])
    fireEvent.click(screen.getByRole('button', { name: 'No PPE: take the infection' }))
    expect(send).toHaveBeenCalledWith({ type: 'declinePpe' })
  })

  it('only tells the other seats who is deciding', () => {
    const state = infectionDrawn()
    renderHud(seen(state, 1), 1)
    expect(prompt()).toMatch(/Ann is deciding whether to play PPE/)
    expect(choiceLabels()).toEqual([])
  })

  it('offers the slot-back choice as the top, the bottom, or any place picked in between', () => {
    const state = act(infectionDrawn(), 0, { type: 'declinePpe' }).state
    expect(state.decision?.kind).toBe('slot')
    const deck = state.deck.length
    expect(deck).toBeGreaterThan(3)
    const { send } = renderHud(seen(state, 0), 0)
    // Compact: two quick buttons and the picker's one, not a button per place.
    expect(choiceLabels()).toEqual([
      'Put it back on top',
      `Put it back at the bottom (${ordinal(deck + 1)} from the top)`,
      'Put it back there',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Put it back on top' }))
    expect(send).toHaveBeenLastCalledWith({ type: 'slotInfection', position: 0 })
    fireEvent.click(screen.getByRole('button', { name: /^Put it back at the bottom/ }))
    expect(send).toHaveBeenLastCalledWith({ type: 'slotInfection', position: deck })

    const picker = screen.getByRole('group', { name: 'Any place in the deck' })
    const slider = within(picker).getByRole('slider', { name: 'Or pick a place' })
    const number = within(picker).getByRole('spinbutton', { name: 'From the top' })
    const where = () => picker.querySelector('output')?.textContent
    expect(slider.getAttribute('min')).toBe('0')
    expect(slider.getAttribute('max')).toBe(String(deck))

    // The number: 3rd from the top is position 2, in words beside it.
    fireEvent.change(number, { target: { value: '3' } })
    expect(where()).toBe('Put it back 3rd from the top')
    expect(slider.getAttribute('aria-valuetext')).toBe('Put it back 3rd from the top')
    fireEvent.click(within(picker).getByRole('button', { name: 'Put it back there' }))
    expect(send).toHaveBeenLastCalledWith({ type: 'slotInfection', position: 2 })

    // The slider: the same place the number shows; past the ends the number keeps to the deck.
    fireEvent.change(slider, { target: { value: '5' } })
    expect((number as HTMLInputElement).value).toBe('6')
    expect(where()).toBe('Put it back 6th from the top')
    fireEvent.click(within(picker).getByRole('button', { name: 'Put it back there' }))
    expect(send).toHaveBeenLastCalledWith({ type: 'slotInfection', position: 5 })
    fireEvent.change(number, { target: { value: '999' } })
    expect(where()).toMatch(/^Put it back at the bottom/)
    fireEvent.click(within(picker).getByRole('button', { name: 'Put it back there' }))
    expect(send).toHaveBeenLastCalledWith({ type: 'slotInfection', position: deck })
    expect(send).toHaveBeenCalledTimes(5)
  })

  it('reaches every place in the deck through the picker, exactly once each', () => {
    const state = act(infectionDrawn(), 0, { type: 'declinePpe' }).state
    const { legal } = seen(state, 0)
    const { send } = renderHud(seen(state, 0), 0)
    const picked = reachEveryChoice(send).filter((r) => r.via.startsWith('picker: '))
    expect(picked.map((r) => r.action)).toEqual(legal)
    expect(picked[2]?.via).toBe('picker: Put it back 3rd from the top')
  })

  it('offers a single place when the deck is empty, and two when it holds one card', () => {
    for (const [cards, expected] of [
      [0, ['Put it back on top']],
      [1, ['Put it back on top', 'Put it back at the bottom (2nd from the top)']],
    ] as const) {
      const state = act(infectionDrawn(), 0, { type: 'declinePpe' }).state
      const trimmed = { ...state, deck: state.deck.slice(0, cards) }
      if (trimmed.decision?.kind !== 'slot') throw new Error('not a slot decision')
      renderHud(seen(trimmed, 0), 0)
      expect(choiceLabels()).toEqual(expected)
      expect(screen.queryByRole('slider')).toBeNull()
      cleanup()
    }
  })

  it('shows Contact Tracing’s cards to the player and offers every order', () => {
    const start = scenario({
      players: [{ hand: ['contactTracing'] }, {}],
      phase: 'actions',
      deck: ['infection', 'ppe', 'overtime'],
    })
    const state = act(start, 0, { type: 'playCard', card: 'contactTracing' }).state
    const { send } = renderHud(seen(state, 0), 0)
    const peek = screen.getByRole('region', { name: 'Action cards you see' })
    expect(peek.textContent).toMatch(/Infection.*Personal Protective Equipment.*Overtime/)
    expect(choiceLabels()).toHaveLength(6)
    fireEvent.click(screen.getByRole('button', { name: 'Order: Overtime, Infection, PPE' }))
    expect(send).toHaveBeenCalledWith({ type: 'arrangeTop', order: [2, 0, 1] })
    cleanup()
    renderHud(seen(state, 1), 1)
    expect(screen.queryByRole('region', { name: 'Action cards you see' })).toBeNull()
  })

  it('offers Stock Tip’s two places for the top card', () => {
    const start = scenario({ players: [{ hand: ['stockTip'] }, {}], phase: 'actions', deck: ['infection'] })
    const state = act(start, 0, { type: 'playCard', card: 'stockTip' }).state
    const { send } = renderHud(seen(state, 0), 0)
    expect(choiceLabels()).toEqual(['Leave Infection on top', 'Move Infection to the bottom'])
    fireEvent.click(screen.getByRole('button', { name: 'Move Infection to the bottom' }))
    expect(send).toHaveBeenCalledWith({ type: 'placeTopCard', where: 'bottom' })
  })

  it("offers the Zombie Guide's actions to a zombie", () => {
    const state = scenario({ players: [{ infected: 3 }, {}, { name: 'Cid', infected: 3 }] })
    const { send } = renderHud(seen(state, 0), 0)
    expect(screen.getByRole('region', { name: 'Turn' }).textContent).toMatch(/Your turn \(zombie\)/)
    expect(choiceLabels()).toEqual(['Bite Bob', 'Scavenge: take 2 Wonga', 'Lurk: look at the top 3 cards'])
    fireEvent.click(screen.getByRole('button', { name: 'Bite Bob' }))
    expect(send).toHaveBeenCalledWith({ type: 'bite', target: 1 })
  })

  it('asks a human with PPE whether to cancel a zombie’s action', () => {
    const start = scenario({ players: [{ infected: 3 }, { hand: ['ppe'] }, { name: 'Cid' }] })
    const state = act(start, 0, { type: 'bite', target: 2 }).state
    expect(state.decision?.kind).toBe('cancel')
    const { send } = renderHud(seen(state, 1), 1)
    expect(prompt()).toBe('Ann wants to bite Cid: play PPE to cancel it?')
    expect(choiceLabels()).toEqual(["Play PPE (1 Wonga): cancel Ann's bite on Cid", 'Let it happen'])
    fireEvent.click(screen.getByRole('button', { name: /^Play PPE/ }))
    expect(send).toHaveBeenCalledWith({ type: 'playPpe' })
  })

  it('asks the bitten human for PPE against the bite', () => {
    const start = scenario({ players: [{ infected: 3 }, { hand: ['ppe'] }] })
    const state = act(start, 0, { type: 'bite', target: 1 }).state
    expect(state.decision?.kind).toBe('ppe')
    renderHud(seen(state, 1), 1)
    expect(prompt()).toBe('Infection! Play PPE to ignore a zombie bite?')
    expect(choiceLabels()).toContain('Play PPE (1 Wonga): ignore the infection')
  })

  it('asks for maintenance with its price, or to discard the asset', () => {
    const start = scenario({ players: [{ assets: ['endowment'], wonga: 5 }, {}] })
    const state = actAll(start, [[0, { type: 'chooseOption', option: 'A' }]]).state
    expect(state.decision?.kind).toBe('maintenance')
    const fee = seen(state, 0).view.players[0]?.assets[0]?.maintenance
    const name = assetType('endowment').name
    const { send } = renderHud(seen(state, 0), 0)
    expect(choiceLabels()).toEqual([`Pay maintenance on ${name} (${fee} Wonga)`, `Discard ${name}`])
    fireEvent.click(screen.getByRole('button', { name: `Discard ${name}` }))
    expect(send).toHaveBeenCalledWith({ type: 'discardAsset', asset: state.players[0]?.assets[0] })
  })
})
