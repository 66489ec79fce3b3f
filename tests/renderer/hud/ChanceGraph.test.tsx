// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChanceGraph } from '../../../renderer/hud/ChanceGraph'

afterEach(cleanup)

const points = [
  { at: 0, chances: [0.5, 0.5] },
  { at: 10, chances: [0.45, 0.55] },
  { at: 20, chances: [0.9, 0.1] },
  { at: 40, chances: [1, 0] },
]

function graph(at: number, onSeek = vi.fn()) {
  render(
    <ChanceGraph
      length={40}
      at={at}
      points={points}
      names={['Ann', 'Bob']}
      colors={['#e0523f', '#3f8fe0']}
      onSeek={onSeek}
    />,
  )
  return onSeek
}

describe('ChanceGraph', () => {
  it('draws each seat’s chances over the match in its colour, on the timeline’s scale', () => {
    graph(15)
    const lines = [...document.querySelectorAll('polyline')]
    expect(lines.map((l) => l.getAttribute('stroke'))).toEqual(['#e0523f', '#3f8fe0'])
    expect(lines[0]!.getAttribute('points')).toBe('0.0,50.0 250.0,55.0 500.0,10.0 1000.0,0.0')
    expect(screen.getByRole('img', { name: 'Chances to win over the match' })).toBeTruthy()
  })

  it('gives each player’s chance at this action', () => {
    graph(15)
    const legend = screen.getByRole('list', { name: 'Chances to win over the match' })
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ann 45%', 'Bob 55%'])
  })

  it('marks the big swings; one clicked is watched from just before it', () => {
    const onSeek = graph(0)
    const swings = screen.getAllByRole('button')
    expect(swings.map((b) => b.getAttribute('aria-label'))).toEqual(['Big swing: Ann 45% → 90%'])
    expect(swings[0]!.style.left).toBe('50%')
    fireEvent.click(swings[0]!)
    expect(onSeek).toHaveBeenCalledWith(10)
  })
})
