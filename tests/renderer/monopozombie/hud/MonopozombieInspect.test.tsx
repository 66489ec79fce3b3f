// @vitest-environment happy-dom
/**
 * MonopoZombie up close (issue 11, item 1): every deed opens from the players list and every
 * Scavenge and Survivor Cache card from the card drawn, with its text and what it does now: the
 * price, and the rent a human landing there pays (doubled for a whole group, with houses, nothing
 * when mortgaged, on zombie ground or in the Apocalypse); I opens the focused deed, Esc closes it.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MONOPOZOMBIE } from '../../../../engine/games/monopozombie/data'
import type { MonopoView } from '../../../../engine/games/monopozombie/types'
import { monopozombieUi } from '../../../../renderer/games/monopozombie'
import { money, squareName } from '../../../../renderer/games/monopozombie/hud/boardInfo'
import {
  monopozombieInspect,
  rentNow,
  type MonopoInspectTarget,
} from '../../../../renderer/games/monopozombie/hud/inspect'
import {
  inspect,
  inspectDialog,
  openDialog,
  press,
  renderInspectable,
  resetInspect,
  rightClick,
} from '../../shared/inspectHarness'
import { LOT_SQUARES, SQ, hostFields, makeView, type LotPatch } from './monopoFixtures'

afterEach(() => {
  cleanup()
  resetInspect()
})

const squareTarget = (square: number): MonopoInspectTarget => ({ kind: 'square', square })
const shownOf = (view: MonopoView) => ({ view, legal: [], ...hostFields(view) })

/** Every deed owned: Ann the even squares, Bob the odd ones. */
function everyDeedOwned(): MonopoView {
  const lots: Record<number, LotPatch> = {}
  for (const square of LOT_SQUARES) lots[square] = { owner: square % 2 === 0 ? 0 : 1 }
  return makeView({ lots })
}

describe('MonopoZombie inspect view', () => {
  it('opens every deed from the players list, with its price and rent table', () => {
    renderInspectable(monopozombieUi, shownOf(everyDeedOwned()), 0)
    const players = screen.getByRole('region', { name: 'Players' })
    for (const square of LOT_SQUARES) {
      const sq = MONOPOZOMBIE.squares.find((s) => s.index === square)
      const item = players.querySelector(`[data-square="${square}"] .mh-deed__button`)
      if (!item || !sq) throw new Error(`no deed ${square}`)
      rightClick(item)
      const dialog = openDialog(sq.name)
      expect(dialog.textContent).toContain(`Price${money(sq.price ?? 0)}`)
      expect(dialog.textContent).toContain('Rent now')
      expect(dialog.textContent).toContain(`Mortgage value${money(sq.mortgage ?? 0)}`)
      if (sq.kind === 'street')
        expect(dialog.textContent).toContain(`With a hotel${money(sq.rents?.[5] ?? 0)}`)
      press('Escape')
      expect(inspectDialog()).toBeNull()
    }
  })

  it('opens every Scavenge and Survivor Cache card from the card drawn', () => {
    const base = makeView()
    for (const card of MONOPOZOMBIE.cards) {
      const { unmount } = renderInspectable(monopozombieUi, shownOf({ ...base, shownCard: card.id }), 0)
      const drawn = screen.getByRole('region', { name: 'Card drawn' })
      fireEvent.click(within(drawn).getByRole('button', { name: /^Look closer at the/ }))
      const dialog = screen.getByRole('dialog', { name: /^Card: / })
      expect(dialog.textContent).toContain(card.text)
      expect(dialog.textContent).toContain(card.deck === 'chance' ? 'Scavenge card' : 'Survivor Cache card')
      press('Escape')
      expect(inspectDialog()).toBeNull()
      unmount()
    }
  })

  it('shows the rent now: doubled for a whole group, with houses, none when mortgaged or on zombie ground', () => {
    const view = makeView({
      players: [{}, { zombie: true }, {}],
      lots: {
        [SQ.bunkerLane]: { owner: 0 },
        [SQ.rationRoad]: { owner: 0 },
        [SQ.barricade]: { owner: 0, level: 2 },
        [SQ.scrapyard]: { owner: 0 },
        [SQ.lookout]: { owner: 0 },
        [SQ.northEvac]: { owner: 2, mortgaged: true },
        [SQ.chapel]: { owner: 1 },
        [SQ.powerPlant]: { owner: 2 },
      },
    })
    renderInspectable(monopozombieUi, shownOf(view), 2)
    const rent = (square: number) => {
      inspect({ kind: 'square', square })
      const text = openDialog(squareName(square)).textContent ?? ''
      press('Escape')
      return text
    }
    expect(rent(SQ.bunkerLane)).toContain('Rent now$4 (doubled: the owner has the whole group)')
    expect(rent(SQ.barricade)).toContain('Rent now$90 (2 houses)')
    expect(rent(SQ.northEvac)).toContain('Rent now$0: it is mortgaged')
    expect(rent(SQ.northEvac)).toContain(`Mortgaged${'Yes: lifting it costs $110'}`)
    expect(rent(SQ.chapel)).toContain('Rent nowNone: zombie ground. A human landing here turns into a zombie')
    expect(rent(SQ.chapel)).toContain('OwnerBob (a zombie)')
    expect(rent(SQ.powerPlant)).toContain('Rent now4 × the dice (the owner has 1 utility)')
    expect(rent(SQ.lastStand)).toContain('Rent nowNobody owns it: it is for sale at $400')
    expect(rentNow({ ...view, stage: 3 }, SQ.bunkerLane)).toBe('None: money is dead in the Apocalypse')
  })

  it('opens the focused deed on I; its tooltip tells the rent now', () => {
    const view = makeView({ lots: { [SQ.bunkerLane]: { owner: 0 }, [SQ.rationRoad]: { owner: 0 } } })
    const { onMenu } = renderInspectable(monopozombieUi, shownOf(view), 0)
    const deed = screen.getByRole('button', { name: /^Bunker Lane/ })
    act(() => deed.focus())
    expect(screen.getByTestId('pointer-tip').textContent).toContain('Rent now: $4')
    press('i')
    expect(openDialog('Bunker Lane').textContent).toContain('Rent now$4')
    press('Escape')
    expect(inspectDialog()).toBeNull()
    expect(onMenu).not.toHaveBeenCalled()
  })

  it('describes the other squares and the decks from the board', () => {
    const view = makeView({ players: [{ position: 4 }, {}, {}] })
    renderInspectable(monopozombieUi, shownOf(view), 0)
    inspect({ kind: 'square', square: 4 })
    const toll = openDialog("Looters' Toll")
    expect(toll.textContent).toContain('Tax now$200')
    expect(toll.textContent).toContain('Standing hereAnn')
    press('Escape')
    for (const square of MONOPOZOMBIE.squares.filter((s) => s.price === undefined)) {
      const card = monopozombieInspect(squareTarget(square.index), view)
      expect(card?.name).toBe(square.name)
      expect(card?.text.length, square.name).toBeGreaterThan(10)
    }
    inspect({ kind: 'deck', deck: 'chest' })
    expect(openDialog('Survivor Cache pile').textContent).toContain('Cards left16')
  })
})
