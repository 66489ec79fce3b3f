// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { actionType, assetType } from '../../../../engine/games/zombielife/data'
import { useMatchStore } from '../../../../renderer/store/useMatchStore'
import { useUiStore } from '../../../../renderer/store/useUiStore'
import { GameHud } from '../../../../renderer/app/table/GameHud'
import { ZombielifeHud } from '../../../../renderer/games/zombielife/ZombielifeHud'
import { act, scenario } from '../../../engine/zombielife/scenario'
import { handKinds as stateHandKinds } from '../../../engine/zombielife/reading'
import { humans, newMatchState, renderHud, seen } from './zombielifeFixtures'

afterEach(() => {
  cleanup()
  useMatchStore.getState().actions.clear()
  useUiStore.getState().actions.selectCard(null)
})

const hand = () => screen.getByRole('region', { name: 'Your hand' })
const handKinds = () =>
  within(hand())
    .getAllByRole('listitem')
    .map((c) => c.getAttribute('data-kind') ?? '')
const choices = () => screen.getByRole('region', { name: 'Your choices' })
const choiceLabels = () =>
  within(choices())
    .queryAllByRole('button')
    .map((b) => b.textContent ?? '')

describe('ZombielifeHud: the hand', () => {
  it('shows each seat its own cards from a real match, and only them', () => {
    const state = newMatchState()
    for (const seat of [0, 1, 2]) {
      const { unmount } = renderHud(seen(state, seat), seat)
      const expected = stateHandKinds(state, seat)
      expect(handKinds().sort()).toEqual(expected)
      expect(within(hand()).getByRole('heading').textContent).toBe(`Your hand (${expected.length})`)
      unmount()
    }
  })

  it("never shows another seat's cards: only counts", () => {
    const state = scenario({
      players: [{ hand: ['overtime', 'ppe'] }, { hand: ['bullRun', 'stockTip', 'boosterShot'] }],
    })
    const { container } = renderHud(seen(state, 0), 0)
    expect(handKinds().sort()).toEqual(['overtime', 'ppe'])
    expect(container.textContent).not.toMatch(/Bull Run|Stock Tip|Booster Shot/)
    const bob = within(screen.getByRole('region', { name: 'Players' })).getByRole('listitem', { name: 'Bob' })
    expect(bob.textContent).toContain('3 cards')
  })

  it('marks PPE and keeps each card’s name and rules text for hover', () => {
    const state = scenario({ players: [{ hand: ['ppe', 'bullRun'] }, {}] })
    renderHud(seen(state, 0), 0)
    const ppe = within(hand())
      .getAllByRole('listitem')
      .find((c) => c.dataset.kind === 'ppe')
    expect(ppe?.querySelector('button')?.className).toContain('zh-card--ppe')
    expect(ppe?.textContent).toContain('PPE')
    const bull = within(hand())
      .getAllByRole('listitem')
      .find((c) => c.dataset.kind === 'bullRun')
    expect(bull?.textContent).toContain(actionType('bullRun').name)
    expect(
      within(hand())
        .getAllByRole('tooltip')
        .map((t) => t.textContent),
    ).toContainEqual(expect.stringContaining(actionType('bullRun').text))
  })
})

const card = (name: RegExp) => within(hand()).getByRole('button', { name })
const filterLine = () => choices().querySelector('.hud-choices__filter')?.textContent ?? null

/** Ann's actions: Super-Spreader (one play per target), Overtime, and PPE, only a reaction. */
function actionsWithCards() {
  return scenario({
    players: [
      { wonga: 20, hand: ['superSpreader', 'overtime', 'ppe'] },
      { hand: ['bullRun', 'stockTip'] },
      { name: 'Cid' },
    ],
    phase: 'actions',
  })
}

describe('ZombielifeHud: picking a hand card', () => {
  it('is a toggle button per card, marked pressed when picked', () => {
    renderHud(seen(actionsWithCards(), 0), 0)
    const lockdown = card(/^Super-Spreader/)
    expect(lockdown.tagName).toBe('BUTTON')
    expect(lockdown.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(lockdown)
    expect(card(/^Super-Spreader/).getAttribute('aria-pressed')).toBe('true')
    expect(card(/^Super-Spreader/).className).toContain('is-selected')
    expect(card(/^Overtime/).getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(card(/^Super-Spreader/))
    expect(card(/^Super-Spreader/).getAttribute('aria-pressed')).toBe('false')
    expect(useUiStore.getState().selectedCard).toBeNull()
  })

  it('narrows the choices to the plays of that card, with "Show all moves" to clear it', () => {
    const { send } = renderHud(seen(actionsWithCards(), 0), 0)
    const all = choiceLabels()
    expect(filterLine()).toBeNull()
    fireEvent.click(card(/^Super-Spreader/))
    expect(choiceLabels()).toEqual([
      'Show all moves',
      `Play Super-Spreader on Ann (${actionType('superSpreader').cost} Wonga)`,
      `Play Super-Spreader on Bob (${actionType('superSpreader').cost} Wonga)`,
      `Play Super-Spreader on Cid (${actionType('superSpreader').cost} Wonga)`,
    ])
    expect(filterLine()).toBe('Moves with Super-Spreader Show all moves')
    // Another card moves the filter to it.
    fireEvent.click(card(/^Overtime/))
    expect(choiceLabels()).toEqual(['Show all moves', 'Play Overtime'])
    expect(card(/^Super-Spreader/).getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(screen.getByRole('button', { name: 'Show all moves' }))
    expect(choiceLabels()).toEqual(all)
    expect(filterLine()).toBeNull()
    expect(card(/^Overtime/).getAttribute('aria-pressed')).toBe('false')
    expect(send).not.toHaveBeenCalled()
  })

  it('sends the filtered choice exactly, and drops the pick once it is made', () => {
    const { send } = renderHud(seen(actionsWithCards(), 0), 0)
    fireEvent.click(card(/^Super-Spreader/))
    fireEvent.click(screen.getByRole('button', { name: /^Play Super-Spreader on Cid/ }))
    expect(send).toHaveBeenCalledExactlyOnceWith({ type: 'playCard', card: 'superSpreader', target: 2 })
    expect(useUiStore.getState().selectedCard).toBeNull()
    expect(filterLine()).toBeNull()
  })

  it('shows a card with no legal play as not playable now, and says so when it is picked', () => {
    renderHud(seen(actionsWithCards(), 0), 0)
    const ppe = card(/^Personal Protective Equipment/)
    expect(ppe.className).toContain('is-unplayable')
    expect(ppe.textContent).toContain('Not playable now')
    const described = (ppe.getAttribute('aria-describedby') ?? '').split(' ')
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContainEqual('Not playable now')
    expect(card(/^Super-Spreader/).className).not.toContain('is-unplayable')
    expect(card(/^Super-Spreader/).textContent).not.toContain('Not playable now')
    fireEvent.click(ppe)
    expect(filterLine()).toBe('Nothing uses Personal Protective Equipment right now. Show all moves')
    expect(choiceLabels()).toEqual(['Show all moves'])
  })

  it('lets the hand be picked on another seat’s turn, with every card not playable now', () => {
    renderHud(seen(actionsWithCards(), 1), 1)
    const cards = within(hand()).getAllByRole('button')
    expect(cards).toHaveLength(2)
    for (const b of cards) expect(b.textContent).toContain('Not playable now')
    fireEvent.click(card(/^Bull Run/))
    expect(card(/^Bull Run/).getAttribute('aria-pressed')).toBe('true')
    expect(choiceLabels()).toEqual([])
    expect(choices().textContent).toContain('Waiting for Ann')
  })

  it('starts the next decision unfiltered', () => {
    const state = actionsWithCards()
    const { rerender, send } = renderHud(seen(state, 0), 0)
    fireEvent.click(card(/^Overtime/))
    expect(choiceLabels()).toEqual(['Show all moves', 'Play Overtime'])
    // Ann plays Overtime through the table (say a click on the 3D card): the choices change.
    const next = act(state, 0, { type: 'playCard', card: 'overtime' }).state
    const seenNext = seen(next, 0)
    rerender(
      <GameHud Hud={ZombielifeHud} props={{ ...seenNext, seats: humans(seenNext.view), me: 0, send }} />,
    )
    expect(filterLine()).toBeNull()
    expect(useUiStore.getState().selectedCard).toBeNull()
    expect(choiceLabels()).toContain('End turn')
  })
})

describe('ZombielifeHud: the spectator', () => {
  it('gets no hand and no buttons, but the players, the turn and the log', () => {
    const state = newMatchState()
    renderHud(seen(state, 'spectator'), null)
    expect(screen.queryByRole('region', { name: 'Your hand' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Your choices' })).toBeNull()
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    expect(screen.getByRole('region', { name: 'Players' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Turn' }).textContent).toMatch(/Ann's turn.*Round 1\/6/)
    expect(screen.getByRole('region', { name: 'Game log' })).toBeTruthy()
  })

  it('gets no buttons even if handed legal actions', () => {
    const state = newMatchState()
    const { legal } = seen(state, 0)
    renderHud({ ...seen(state, 'spectator'), legal }, null)
    expect(screen.queryAllByRole('button')).toHaveLength(0)
  })
})

describe('ZombielifeHud: the turn', () => {
  it("offers the Human Guide's two options as the turn's first choice, and sends exactly them", () => {
    const state = newMatchState()
    const { send } = renderHud(seen(state, 0), 0)
    expect(screen.getByRole('region', { name: 'Turn' }).textContent).toMatch(/Your turn/)
    expect(choiceLabels()).toEqual(['Work: take 2 Wonga, 2 actions', 'Rest: take 3 Wonga, no actions'])
    fireEvent.click(screen.getByRole('button', { name: 'Rest: take 3 Wonga, no actions' }))
    expect(send).toHaveBeenCalledWith({ type: 'chooseOption', option: 'B' })
  })

  it('tells the other seats whose turn it is and gives them no buttons', () => {
    const state = newMatchState()
    renderHud(seen(state, 1), 1)
    expect(screen.getByRole('region', { name: 'Turn' }).textContent).toMatch(/Ann's turn/)
    expect(choiceLabels()).toEqual([])
    expect(choices().textContent).toContain('Waiting for Ann')
  })

  it('prices buys with the infection surcharge on insurance, and names targets of plays', () => {
    const state = scenario({
      players: [
        { wonga: 20, infected: 1, hand: ['lockdown', 'superSpreader', 'overtime'] },
        { infected: 3 },
        { name: 'Cid' },
      ],
      phase: 'actions',
    })
    const { send } = renderHud(seen(state, 0), 0)
    const view = seen(state, 0).view
    const life = view.piles.find((p) => p.kind === 'life')
    const lifeCost = (life?.top?.cost ?? 0) + 1
    const investment = view.piles.find((p) => p.kind === 'investment')?.top?.cost ?? 0
    const labels = choiceLabels()
    expect(labels).toContain(`Buy ${assetType('life').name} (${lifeCost} Wonga)`)
    expect(labels).toContain(`Buy ${assetType('investment').name} (${investment} Wonga)`)
    expect(labels).toContain(`Play Lockdown on Bob (${actionType('lockdown').cost} Wonga)`)
    expect(labels).toContain(`Play Super-Spreader on Cid (${actionType('superSpreader').cost} Wonga)`)
    expect(labels).toContain('Play Overtime')
    expect(labels).toContain('End turn')
    fireEvent.click(screen.getByRole('button', { name: /^Play Lockdown on Bob/ }))
    expect(send).toHaveBeenCalledWith({ type: 'playCard', card: 'lockdown', target: 1 })
  })

  it('shows Wonga, health tokens, owned assets with their money, and a score preview', () => {
    const state = scenario({
      players: [{ wonga: 7, infected: 1, assets: [{ kind: 'endowment', money: 4 }] }, {}],
    })
    renderHud(seen(state, 1), 1)
    const ann = within(screen.getByRole('region', { name: 'Players' })).getByRole('listitem', { name: 'Ann' })
    expect(ann.textContent).toContain('7 Wonga')
    expect(within(ann).getByRole('img', { name: '2 healthy, 1 infected' })).toBeTruthy()
    expect(ann.textContent).toContain(assetType('endowment').name)
    expect(ann.textContent).toContain('4 Wonga on card')
    expect(ann.textContent).toMatch(/Score now: 25/)
  })
})
