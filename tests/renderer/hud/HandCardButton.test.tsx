// @vitest-environment happy-dom
/** A hand card carries its picture, as on its face, faint behind its name (and none when it has none). */
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { HandCardButton } from '../../../renderer/hud/HandCardButton'
import { gameIconPaths } from '../../../renderer/table/gameIcon'
import { describeHandCard as selfishCard } from '../../../renderer/games/selfish/hud/cardInfo'
import { describeHandCard as zombielifeCard } from '../../../renderer/games/zombielife/hud/cardInfo'

afterEach(cleanup)

const props = {
  id: 1,
  kind: 'scout',
  name: 'Scout',
  category: 'Action',
  text: 'Peek.',
  selected: false,
  usable: true,
}

describe('HandCardButton', () => {
  it("draws the card's picture, hidden from screen readers, and none without one", () => {
    render(<HandCardButton {...props} picture="binoculars" onSelect={() => {}} />)
    const svg = screen.getByRole('button', { name: 'Scout, Action' }).querySelector('svg.hud-card__picture')
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    expect([...(svg?.querySelectorAll('path') ?? [])].map((p) => p.getAttribute('d'))).toEqual(
      gameIconPaths('binoculars'),
    )
    cleanup()
    render(<HandCardButton {...props} onSelect={() => {}} />)
    expect(screen.getByRole('button').querySelector('svg')).toBeNull()
  })

  it('gets the same picture as the card face from each game with hands', () => {
    expect(selfishCard({ id: 3, kind: 'scout' }).picture).toBe('binoculars')
    expect(zombielifeCard({ id: 4, kind: 'lockdown', dividend: 1 }).picture).toBe('padlock')
  })
})
