// @vitest-environment happy-dom
/**
 * Selfish cards up close (issue 11, item 1): every Game card kind opens from the hand and every
 * Wasteland kind from the peek panel, with its full text and what it means now; I opens the focused
 * card and Esc closes it before the table hears it; the hover text is no longer cut by the hand
 * strip, a long press opens the card without picking it.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GAME_KINDS, WASTE_KINDS, SELFISH } from '../../../../engine/games/selfish/data'
import { selfishUi } from '../../../../renderer/games/selfish'
import { cardName, cardText, wasteName, wasteText } from '../../../../renderer/games/selfish/hud/cardInfo'
import { selfishInspect, type SelfishInspectTarget } from '../../../../renderer/games/selfish/hud/inspect'
import { LONG_PRESS_MS } from '../../../../renderer/hud/useInspectable'
import { useUiStore } from '../../../../renderer/store/useUiStore'
import { scenario } from '../../../engine/selfish/scenario'
import {
  inspect,
  inspectDialog,
  openDialog,
  press,
  renderInspectable,
  resetInspect,
  rightClick,
} from '../../shared/inspectHarness'
import { seen } from './selfishFixtures'

afterEach(() => {
  cleanup()
  resetInspect()
  useUiStore.getState().actions.selectCard(null)
  vi.useRealTimers()
})

const hand = () => screen.getByRole('region', { name: 'Your hand' })
const handCard = (kind: string) => {
  const item = within(hand())
    .getAllByRole('listitem')
    .find((li) => li.dataset.kind === kind)
  const button = item?.querySelector<HTMLButtonElement>('button.hud-card')
  if (!button) throw new Error(`no ${kind} in the hand`)
  return button
}

/** Ann holds one card of every kind; Bob and Cid are further up the columns. */
const everyKind = () =>
  scenario({
    players: [
      { hand: [...GAME_KINDS, 'single'] },
      { hand: ['single'], level: 2 },
      { hand: ['single'], level: 1 },
    ],
  })

describe('Selfish inspect view: from the hand', () => {
  it('opens every Game card kind with its name, category, full text and worth, and Esc closes it', () => {
    const { onMenu } = renderInspectable(selfishUi, seen(everyKind(), 0), 0)
    for (const kind of GAME_KINDS) {
      rightClick(handCard(kind))
      const dialog = openDialog(cardName(kind))
      expect(dialog.textContent).toContain(cardText(kind))
      expect(cardText(kind).length).toBeGreaterThan(10)
      expect(dialog.textContent).toMatch(/Game card · (Supplies|Attack|Reaction|Action)/)
      expect(dialog.textContent).toContain(
        `In the Game deck${SELFISH.gameCards.find((c) => c.kind === kind)?.count}`,
      )
      press('Escape')
      expect(inspectDialog()).toBeNull()
    }
    // Esc closed the card each time, and went no further: the table's menu never opened.
    expect(onMenu).not.toHaveBeenCalled()
  })

  it("shows a Supplies card's unit value and the Supplies held now", () => {
    renderInspectable(selfishUi, seen(everyKind(), 0), 0)
    rightClick(handCard('double'))
    expect(openDialog(cardName('double')).textContent).toContain('Worth2 Supplies')
    // One Double and two Singles in the hand: 4 Supplies in all.
    expect(openDialog(cardName('double')).textContent).toContain('Your Supplies now4 Supplies in your hand')
    press('Escape')
    rightClick(handCard('single'))
    expect(openDialog(cardName('single')).textContent).toContain('Worth1 Supply')
    expect(openDialog(cardName('single')).textContent).toContain('In your hand2')
  })

  it('opens the focused card on I, and Esc gives the focus back to it', () => {
    const { onMenu } = renderInspectable(selfishUi, seen(everyKind(), 0), 0)
    const horde = handCard('horde')
    act(() => horde.focus())
    press('i')
    const dialog = openDialog(cardName('horde'))
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.textContent).toContain(cardText('horde'))
    expect(document.activeElement?.textContent).toBe('Close')
    // I again, or Esc, closes it; the focus goes back to the card.
    press('Escape')
    expect(inspectDialog()).toBeNull()
    expect(document.activeElement).toBe(horde)
    expect(onMenu).not.toHaveBeenCalled()
    press('I')
    expect(openDialog(cardName('horde'))).toBeTruthy()
    press('i')
    expect(inspectDialog()).toBeNull()
  })

  it('shows the hover text whole, outside the hand strip, and I opens what the pointer is on', () => {
    renderInspectable(selfishUi, seen(everyKind(), 0), 0)
    const scout = handCard('scout')
    act(() => {
      fireEvent.pointerEnter(scout)
    })
    const tip = screen.getByTestId('pointer-tip')
    expect(tip.getAttribute('role')).toBe('tooltip')
    expect(tip.textContent).toContain(cardName('scout'))
    expect(tip.textContent).toContain(cardText('scout'))
    expect(hand().contains(tip)).toBe(false)
    press('i', document.body)
    expect(openDialog(cardName('scout'))).toBeTruthy()
    press('Escape')
    act(() => {
      fireEvent.pointerLeave(scout)
    })
    expect(screen.queryByTestId('pointer-tip')).toBeNull()
    press('i', document.body)
    expect(inspectDialog()).toBeNull()
  })

  it('opens a card from its magnifier, and on a long press without picking it', () => {
    renderInspectable(selfishUi, seen(everyKind(), 0), 0)
    const item = handCard('rampage').parentElement as HTMLElement
    fireEvent.click(item.querySelector('button.hud-inspect') as HTMLElement)
    expect(openDialog(cardName('rampage'))).toBeTruthy()
    press('Escape')

    vi.useFakeTimers()
    const alliance = handCard('alliance')
    fireEvent.pointerDown(alliance, { pointerType: 'touch' })
    act(() => {
      vi.advanceTimersByTime(LONG_PRESS_MS + 10)
    })
    fireEvent.pointerUp(alliance, { pointerType: 'touch' })
    fireEvent.click(alliance)
    expect(openDialog(cardName('alliance'))).toBeTruthy()
    expect(alliance.getAttribute('aria-pressed')).toBe('false')
  })
})

describe('Selfish inspect view: the Wasteland cards', () => {
  it('opens every Wasteland kind from the peek panel, with its text and place', () => {
    const shown = seen(everyKind(), 0)
    const peek = WASTE_KINDS.map((kind, id) => ({ id, kind }))
    renderInspectable(selfishUi, { ...shown, view: { ...shown.view, peek } }, 0)
    const panel = screen.getByRole('region', { name: 'Wasteland cards you see' })
    WASTE_KINDS.forEach((kind, i) => {
      fireEvent.click(within(panel).getByRole('button', { name: `Look closer at ${wasteName(kind)}` }))
      const dialog = openDialog(wasteName(kind))
      expect(dialog.textContent).toContain(wasteText(kind))
      expect(dialog.textContent).toContain('Wasteland card')
      expect(dialog.textContent).toContain(
        i === 0 ? 'On top of the Wasteland deck' : `${i + 1}. from the top`,
      )
      press('Escape')
      expect(inspectDialog()).toBeNull()
    })
  })

  it('describes the things on the table: a survivor, a face-down card, the decks and the die', () => {
    const state = scenario({
      players: [{ hand: ['single'], level: 2 }, { alive: false, level: 1 }, { hand: ['single'] }],
    })
    const shown = seen(state, 0)
    renderInspectable(selfishUi, shown, 0)
    inspect({ kind: 'survivor', seat: 1 })
    const bob = shown.view.players[1]
    expect(openDialog(bob?.survivor ?? '?').textContent).toContain('A zombie')
    press('Escape')
    inspect({ kind: 'hiddenWaste', seat: 1, space: 0 })
    expect(openDialog('Wasteland card, face down').textContent).toContain(`Behind ${bob?.name}`)
    press('Escape')
    inspect({ kind: 'deck', deck: 'wasteland' })
    expect(openDialog('Wasteland deck').textContent).toContain(`Cards left${shown.view.wastelandCount}`)
    press('Escape')
    inspect({ kind: 'die' })
    expect(openDialog('Zombie die').textContent).toContain('Faces0, 1, 1, 2, 2, 3')
    press('Escape')
    // A target that is not there any more (or not Selfish's) opens nothing.
    const gone: SelfishInspectTarget = { kind: 'survivor', seat: 9 }
    expect(selfishInspect(gone, shown.view)).toBeNull()
    expect(selfishInspect({ kind: 'square' }, shown.view)).toBeNull()
  })
})
