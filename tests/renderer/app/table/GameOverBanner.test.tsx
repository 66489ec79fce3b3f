// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { selfish } from '../../../../engine/games/selfish'
import { GameOverBanner } from '../../../../renderer/app/table/GameOverBanner'
import { scenario } from '../../../engine/selfish/scenario'

afterEach(cleanup)

const banner = () => screen.getByRole('status', { name: 'Game over' })

describe('GameOverBanner', () => {
  it('shows one winner line, the game’s own, above a summary that agrees', () => {
    const over = { ...scenario({ players: [{ hand: [] }, { hand: [] }] }), zombiesWin: true }
    const outcome = selfish.outcome(over)
    if (!outcome) throw new Error('the game is not over')
    render(<GameOverBanner outcome={outcome} onNewGame={() => {}} />)
    expect(
      within(banner())
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['The zombies win'])
    expect(banner().textContent).toContain('Everyone has turned into a zombie.')
    expect(banner().textContent).not.toMatch(/wins!|Nobody/)
  })

  it('names a lone winner with the game’s verb: a Selfish survivor escapes', () => {
    const over = {
      ...scenario({ players: [{ hand: ['single'], level: 6 }, { hand: ['single'] }] }),
      winner: 0,
    }
    const outcome = selfish.outcome(over)
    if (!outcome) throw new Error('the game is not over')
    render(<GameOverBanner outcome={outcome} />)
    expect(within(banner()).getByRole('heading').textContent).toBe('Ann escapes')
    // The spectator's banner has no buttons.
    expect(within(banner()).queryAllByRole('button')).toEqual([])
  })
})
