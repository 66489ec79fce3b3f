// @vitest-environment happy-dom
/** The inspect view shows the card's picture, as on its face, beside its name (or none). */
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { InspectView } from '../../../renderer/hud/InspectView'
import { gameIconPaths } from '../../../renderer/table/gameIcon'

afterEach(cleanup)

describe('InspectView', () => {
  it("draws the card's picture from the bundled icons, hidden from screen readers", () => {
    const card = { name: 'Scout', category: 'Game card', text: 'Peek.', facts: [], picture: 'binoculars' }
    render(<InspectView card={card} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Card: Scout' })
    const svg = dialog.querySelector('svg.inspect__picture')
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    expect([...(svg?.querySelectorAll('path') ?? [])].map((p) => p.getAttribute('d'))).toEqual(
      gameIconPaths('binoculars'),
    )
  })

  it('draws no picture for a thing without one', () => {
    render(
      <InspectView
        card={{ name: 'The die', category: 'Die', text: 'Roll it.', facts: [] }}
        onClose={() => {}}
      />,
    )
    expect(screen.getByRole('dialog').querySelector('svg')).toBeNull()
  })
})
