// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { KEYS_HELP } from '../../../../renderer/app/help/keysHelp'
import { helpFor } from '../../../../renderer/games'
import { HelpOverlay } from '../../../../renderer/app/help/HelpOverlay'
import { useUiStore } from '../../../../renderer/store/useUiStore'
import { bot, human, resetStores } from '../appFixtures'
import { atHostedTable, hostedBridge } from '../hostBridge'

vi.mock('../../../../renderer/table/TableCanvas', () => import('../../shared/sceneStubs'))
vi.mock('../../../../renderer/games/selfish/SelfishScene', () => import('../../shared/sceneStubs'))

beforeEach(resetStores)
afterEach(cleanup)

const helpDialog = () => screen.queryByRole('dialog', { name: /^Help/ })
const press = (key: string, target: Element = document.activeElement ?? document.body) =>
  act(() => {
    fireEvent.keyDown(target, { key })
  })

/** The help entry of a card: its name and its text, side by side in the list. */
function cardEntry(dialog: HTMLElement, name: string): HTMLElement {
  const term = within(dialog).getByText(name, { selector: 'dt' })
  return term.parentElement as HTMLElement
}

describe('HelpOverlay', () => {
  it("shows the game's reference and the keys, with focus in its search box", () => {
    render(<HelpOverlay help={helpFor('selfish')} keys={KEYS_HELP} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Help: Selfish: Zombie Edition' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.activeElement).toBe(within(dialog).getByRole('searchbox', { name: 'Find in the help' }))
    for (const heading of [
      'The goal',
      'Your turn as a survivor',
      'How the game ends',
      'Action cards',
      'Keys',
    ])
      expect(within(dialog).getByRole('heading', { name: heading })).toBeTruthy()
    expect(cardEntry(dialog, 'Scout').textContent).toMatch(/top Wasteland card/)
    expect(within(dialog).getByText('Home', { selector: 'kbd' })).toBeTruthy()
  })

  it('credits the card pictures, the light and the fonts last, under About, found by a search too', () => {
    render(<HelpOverlay help={helpFor('zombielife')} keys={KEYS_HELP} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog')
    const about = within(dialog).getByRole('region', { name: 'About Zombie Table' })
    expect(about.textContent).toMatch(/Game-icons\.net .* CC BY 3\.0/)
    expect(about.textContent).toMatch(/pmndrs\/assets \(CC0\)/)
    expect(within(dialog).getByRole('button', { name: 'About Zombie Table' })).toBeTruthy()
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'game-icons' } })
    expect(within(dialog).getByRole('region', { name: 'About Zombie Table' }).textContent).toMatch(/Lorc/)
    expect(within(dialog).queryByRole('heading', { name: 'Keys' })).toBeNull()
  })

  it('filters the cards and rules by what is typed, and says when nothing matches', () => {
    render(<HelpOverlay help={helpFor('selfish')} keys={KEYS_HELP} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog')
    const search = within(dialog).getByRole('searchbox')
    fireEvent.change(search, { target: { value: 'armor' } })
    expect(cardEntry(dialog, 'Body Armor')).toBeTruthy()
    expect(within(dialog).queryByText('Scout', { selector: 'dt' })).toBeNull()
    fireEvent.change(search, { target: { value: 'xyzzy' } })
    expect(within(dialog).getByText(/Nothing in the help mentions “xyzzy”/)).toBeTruthy()
  })

  it("shows Zombielife's insurance notes beside each policy", () => {
    render(<HelpOverlay help={helpFor('zombielife')} keys={KEYS_HELP} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Help: Zombielife Insurance' })
    expect(cardEntry(dialog, 'Critical Illness Insurance').textContent).toMatch(/In real life: /)
  })

  it('closes on Esc before anything else hears it, and on Close', () => {
    const onClose = vi.fn()
    const outside = vi.fn()
    window.addEventListener('keydown', outside)
    try {
      render(<HelpOverlay help={helpFor('monopozombie')} keys={KEYS_HELP} onClose={onClose} />)
      // Keys pressed in the help do not reach the table's shortcuts.
      press(' ')
      press('1', screen.getByRole('button', { name: 'Close' }))
      expect(outside).not.toHaveBeenCalled()
      press('Escape')
      expect(onClose).toHaveBeenCalledTimes(1)
      expect(outside).not.toHaveBeenCalled()
      fireEvent.click(screen.getByRole('button', { name: 'Close' }))
      expect(onClose).toHaveBeenCalledTimes(2)
    } finally {
      window.removeEventListener('keydown', outside)
    }
  })

  it('keeps Tab inside the dialog', () => {
    render(<HelpOverlay help={helpFor('selfish')} keys={KEYS_HELP} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog')
    const buttons = within(dialog).getAllByRole('button')
    const last = buttons[buttons.length - 1]!
    last.focus()
    fireEvent.keyDown(last, { key: 'Tab' })
    expect(document.activeElement).toBe(within(dialog).getByRole('searchbox'))
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
  })
})

describe('Help at the table', () => {
  it('opens from the top bar and the ? key, shows a card, and closes with Esc', async () => {
    await atHostedTable(hostedBridge(), [human('Ann'), bot('B1')], 'help')
    expect(helpDialog()).toBeNull()

    const helpButton = screen.getByRole('button', { name: 'Help' })
    helpButton.focus()
    fireEvent.click(helpButton)
    const dialog = await screen.findByRole('dialog', { name: 'Help: Selfish: Zombie Edition' })
    expect(cardEntry(dialog, 'Zombie Trap').textContent).toMatch(/top 3 Wasteland cards/)

    press('Escape')
    expect(helpDialog()).toBeNull()
    // Esc closed only the help: the table is still on show, and focus is back on the button.
    expect(useUiStore.getState().screen).toBe('table')
    expect(document.activeElement).toBe(helpButton)

    press('?', document.body)
    expect(helpDialog()).not.toBeNull()
    // Typing "?" in the search box is a character, not a second help.
    press('?', screen.getByRole('searchbox'))
    expect(screen.getAllByRole('dialog', { name: /^Help/ })).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(helpDialog()).toBeNull()
  })
})
