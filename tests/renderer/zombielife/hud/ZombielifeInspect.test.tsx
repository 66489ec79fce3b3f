// @vitest-environment happy-dom
/**
 * Zombielife cards up close (issue 11, item 1): every Action card kind opens from the hand (the
 * Infection card from the peek panel, where it can show), every Asset kind from a player's assets,
 * with its full text, its real-life note, and what it means now: the price of a pile's top card for
 * the viewer with the infection surcharge, an owned asset's owner and the Wonga on it.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  ACTION_KINDS,
  ASSET_KINDS,
  ZOMBIELIFE,
  actionType,
  assetType,
} from '../../../../engine/games/zombielife/data'
import type { ZombielifeView } from '../../../../engine/games/zombielife/types'
import { zombielifeUi } from '../../../../renderer/games/zombielife'
import {
  zombielifeInspect,
  type ZombielifeInspectTarget,
} from '../../../../renderer/games/zombielife/hud/inspect'
import { scenario } from '../../../engine/zombielife/scenario'
import {
  inspect,
  inspectDialog,
  openDialog,
  press,
  renderInspectable,
  resetInspect,
  rightClick,
} from '../../shared/inspectHarness'
import { seen } from './zombielifeFixtures'

afterEach(() => {
  cleanup()
  resetInspect()
})

const HAND_KINDS = ACTION_KINDS.filter((k) => k !== 'infection')

/** Ann: 2 infected tokens, one card of every kind in hand, one asset of every kind; Bob is healthy. */
const table = () =>
  scenario({
    players: [
      {
        wonga: 9,
        infected: 2,
        hand: HAND_KINDS,
        assets: ASSET_KINDS.map((kind) => (kind === 'ilp' ? { kind, money: 3 } : kind)),
      },
      { wonga: 5 },
      { wonga: 5 },
    ],
  })

const hand = () => screen.getByRole('region', { name: 'Your hand' })
const handCard = (kind: string) =>
  within(hand())
    .getAllByRole('listitem')
    .find((li) => li.dataset.kind === kind)
    ?.querySelector<HTMLButtonElement>('button.hud-card') ?? null

describe('Zombielife inspect view', () => {
  it('opens every Action card kind from the hand, and the Infection card from the peek panel', () => {
    const shown = seen(table(), 0)
    const infection = { id: 0, kind: 'infection' as const, dividend: 0 }
    const view: ZombielifeView = { ...shown.view, peek: [infection] }
    const { onMenu } = renderInspectable(zombielifeUi, { ...shown, view }, 0)
    for (const kind of HAND_KINDS) {
      const card = handCard(kind)
      expect(card, kind).not.toBeNull()
      rightClick(card as HTMLElement)
      const dialog = openDialog(actionType(kind).name)
      expect(dialog.textContent).toContain(actionType(kind).text)
      expect(dialog.textContent).toContain(`Cost to play${actionType(kind).cost} Wonga`)
      press('Escape')
      expect(inspectDialog()).toBeNull()
    }
    const peek = screen.getByRole('region', { name: 'Action cards you see' })
    fireEvent.click(
      within(peek).getByRole('button', { name: `Look closer at ${actionType('infection').name}` }),
    )
    const dialog = openDialog(actionType('infection').name)
    expect(dialog.textContent).toContain(actionType('infection').text)
    expect(dialog.textContent).toContain('Infection card')
    press('Escape')
    expect(onMenu).not.toHaveBeenCalled()
  })

  it("opens every Asset kind from a player's assets, with its owner, what it pays and its real-life note", () => {
    renderInspectable(zombielifeUi, seen(table(), 1), 1)
    const ann = screen.getByRole('listitem', { name: 'Ann' })
    const items = within(within(ann).getByRole('list', { name: 'Assets' })).getAllByRole('listitem')
    expect(items).toHaveLength(ASSET_KINDS.length)
    for (const item of items) {
      const kind = ASSET_KINDS.find((k) => item.className.includes(`zh-asset--${k}`))
      if (!kind) throw new Error(item.className)
      // From the keyboard: the asset takes the focus, I opens it.
      act(() => item.focus())
      press('i')
      const dialog = openDialog(assetType(kind).name)
      expect(dialog.textContent).toContain(assetType(kind).text)
      expect(dialog.textContent).toContain('OwnerAnn')
      expect(dialog.textContent).toContain('In real life')
      if (kind === 'ilp') expect(dialog.textContent).toContain('On the card3 Wonga, worth 6 Wonga at the end')
      press('Escape')
      expect(inspectDialog()).toBeNull()
    }
  })

  it("prices a pile's top card for the viewer with the infection surcharge on insurance", () => {
    const shown = seen(table(), 0)
    renderInspectable(zombielifeUi, shown, 0)
    const lifeTop = shown.view.piles.find((p) => p.kind === 'life')?.top
    expect(lifeTop).toBeTruthy()
    const surcharge = 2 * ZOMBIELIFE.rules.infectionSurcharge
    inspect({ kind: 'pile', asset: 'life' })
    const life = openDialog(assetType('life').name)
    expect(life.textContent).toContain(
      `Price for you now${(lifeTop?.cost ?? 0) + surcharge} Wonga (${lifeTop?.cost} + ${surcharge} infection surcharge for your 2 infected Health Tokens)`,
    )
    expect(life.textContent).toContain(`Printed price${lifeTop?.cost} Wonga`)
    press('Escape')
    // No surcharge on what is not insurance.
    const investment = shown.view.piles.find((p) => p.kind === 'investment')?.top
    inspect({ kind: 'pile', asset: 'investment' })
    expect(openDialog(assetType('investment').name).textContent).toContain(
      `Price for you now${investment?.cost} Wonga`,
    )
    expect(openDialog(assetType('investment').name).textContent).not.toContain('surcharge')
    press('Escape')
    // Critical Illness cannot be bought with 2 infected tokens: the view says so instead of a price.
    inspect({ kind: 'pile', asset: 'criticalIllness' })
    expect(openDialog(assetType('criticalIllness').name).textContent).toContain(
      'Price for you nowYou may not buy it now',
    )
  })

  it('describes the round cards, the deck and a player, and nothing for a target that is gone', () => {
    const state = scenario({
      players: [{ infected: 1 }, {}, {}],
      roundCards: [{ kind: 'bullRun', dividend: 2 }],
      round: 2,
    })
    const shown = seen(state, 0)
    renderInspectable(zombielifeUi, shown, 0)
    inspect({ kind: 'action', card: 'bullRun', dividend: 2, where: 'round', index: 0 })
    const round = openDialog(actionType('bullRun').name)
    expect(round.textContent).toContain('Dividend2')
    expect(round.textContent).toContain('Round card of the 1st round')
    press('Escape')
    inspect({ kind: 'deck' })
    expect(openDialog('Action deck').textContent).toContain(`Cards left${shown.view.deckCount}`)
    press('Escape')
    inspect({ kind: 'player', seat: 0 })
    expect(openDialog(shown.view.players[0]?.name ?? '?').textContent).toContain(
      'Health Tokens2 healthy, 1 infected',
    )
    press('Escape')
    const gone: ZombielifeInspectTarget = { kind: 'asset', id: 999, seat: 0 }
    expect(zombielifeInspect(gone, shown.view)).toBeNull()
    expect(zombielifeInspect({ kind: 'survivor' }, shown.view)).toBeNull()
  })
})
