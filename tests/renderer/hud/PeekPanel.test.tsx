// @vitest-environment happy-dom
/** The cards a viewer sees on top of a deck (renderer/hud/PeekPanel): named by the game, top first. */
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PeekPanel } from '../../../renderer/hud/PeekPanel'
import type { InspectTarget } from '../../../renderer/table/inspectStore'

afterEach(cleanup)

type Kind = 'bandits' | 'food'
const NAMES: Record<Kind, string> = { bandits: 'Bandits', food: 'Food cache' }
const TEXTS: Record<Kind, string> = { bandits: 'Lose your hand.', food: 'Take a card.' }

function renderPeek(cards: readonly { id: number; kind: Kind }[] | null) {
  const targets: [string, number][] = []
  render(
    <PeekPanel
      label="Cards you see"
      heading="Top of the pile"
      cards={cards}
      name={(kind: Kind) => NAMES[kind]}
      text={(kind: Kind) => TEXTS[kind]}
      cardClass={(card) => `x-${card.kind}`}
      inspectTarget={(card, index): InspectTarget => {
        targets.push([card.kind, index])
        return { kind: 'game', card: card.kind } as unknown as InspectTarget
      }}
    />,
  )
  return targets
}

describe('PeekPanel', () => {
  it('shows each card by its name and text in the game’s words, top first, each with its own target', () => {
    const targets = renderPeek([
      { id: 7, kind: 'food' },
      { id: 3, kind: 'bandits' },
    ])
    const panel = screen.getByRole('region', { name: 'Cards you see' })
    const items = within(panel).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('TopFood cacheTake a card.'),
      expect.stringContaining('2.BanditsLose your hand.'),
    ])
    expect(items[1]?.className).toContain('x-bandits')
    expect(targets).toEqual([
      ['food', 0],
      ['bandits', 1],
    ])
  })

  it('is not shown with no cards, or none the viewer may see', () => {
    renderPeek([])
    expect(screen.queryByRole('region', { name: 'Cards you see' })).toBeNull()
    renderPeek(null)
    expect(screen.queryByRole('region', { name: 'Cards you see' })).toBeNull()
  })
})
