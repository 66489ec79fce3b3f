// @vitest-environment happy-dom
/**
 * The game-over card on the stream page: the result and the final standings, best first; after its
 * time it shrinks to a corner badge, and a click on the badge or the R key opens it again.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import words from '../../../assets/help/gameOverCard.json'
import type { Outcome } from '../../../engine/core/types'
import { GAME_OVER_SHOW_MS, GameOverCard } from '../../../renderer/hud/GameOverCard'
import type { Standing } from '../../../renderer/hud/standings'

const outcome: Outcome = {
  winners: [1],
  scores: [3, 7, 2],
  headline: 'Bob escapes',
  summary: 'Bob reached the chopper and escaped.',
}
const standings: Standing[] = [
  { seat: 1, name: 'Bob', place: 1, detail: 'Escaped on the chopper', winner: true },
  { seat: 0, name: 'Ann', place: 2, detail: 'Survivor, space 3 of 7', winner: false },
  { seat: 2, name: 'Cid', place: 2, detail: 'Zombie, space 3 of 7', winner: false },
]

const card = () => screen.queryByRole('region', { name: 'Bob escapes' })
const badge = () => screen.queryByRole('button', { name: new RegExp(`^${words.badge}`) })
const pressR = (target: Element | Window = window) => fireEvent.keyDown(target, { key: 'r' })

describe('GameOverCard', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('shows the result, how it ended and the standings, best first, with shared places', () => {
    render(<GameOverCard outcome={outcome} standings={standings} />)
    expect(card()).not.toBeNull()
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Bob escapes')
    expect(screen.getByText('Bob reached the chopper and escaped.')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(words.standingsHeading)
    const rows = screen.getAllByRole('listitem')
    expect(rows.map((r) => r.textContent)).toEqual([
      '1BobEscaped on the chopper',
      '2AnnSurvivor, space 3 of 7',
      '2CidZombie, space 3 of 7',
    ])
    expect(rows[0]!.className).toContain('gameover-card__row--winner')
    expect(rows[1]!.className).not.toContain('winner')
    expect(badge()).toBeNull()
  })

  it('without standings, shows the result alone', () => {
    render(<GameOverCard outcome={outcome} standings={[]} />)
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Bob escapes')
  })

  it('hides itself to a corner badge after its time', () => {
    render(<GameOverCard outcome={outcome} standings={standings} />)
    act(() => vi.advanceTimersByTime(GAME_OVER_SHOW_MS - 1))
    expect(card()).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(card()).toBeNull()
    expect(badge()?.textContent).toBe(words.badge)
  })

  it('a click on the badge opens it again, and it hides again after its time', () => {
    render(<GameOverCard outcome={outcome} standings={standings} showMs={5000} />)
    act(() => vi.advanceTimersByTime(5000))
    fireEvent.click(badge()!)
    expect(card()).not.toBeNull()
    act(() => vi.advanceTimersByTime(5000))
    expect(card()).toBeNull()
  })

  it('R opens it again and hides it; not while typing in a field, nor with Ctrl', () => {
    render(
      <>
        <input aria-label="chat" />
        <GameOverCard outcome={outcome} standings={standings} showMs={5000} />
      </>,
    )
    act(() => vi.advanceTimersByTime(5000))
    expect(card()).toBeNull()
    pressR(screen.getByRole('textbox', { name: 'chat' }))
    fireEvent.keyDown(window, { key: 'r', ctrlKey: true })
    expect(card()).toBeNull()
    pressR()
    expect(card()).not.toBeNull()
    fireEvent.keyDown(window, { key: 'R' })
    expect(card()).toBeNull()
  })

  it('its hide button shrinks it at once', () => {
    render(<GameOverCard outcome={outcome} standings={standings} />)
    fireEvent.click(screen.getByRole('button', { name: words.hide }))
    expect(card()).toBeNull()
    expect(badge()).not.toBeNull()
  })

  it('a new result opens it again', () => {
    const { rerender } = render(<GameOverCard outcome={outcome} standings={standings} showMs={5000} />)
    act(() => vi.advanceTimersByTime(5000))
    const next = { ...outcome, headline: 'The zombies win', winners: [] }
    rerender(<GameOverCard outcome={next} standings={standings} showMs={5000} />)
    expect(screen.getByRole('region', { name: 'The zombies win' })).toBeTruthy()
  })

  it('the same result sent again (a snapshot after a reconnect) leaves the badge as it is', () => {
    const { rerender } = render(<GameOverCard outcome={outcome} standings={standings} showMs={5000} />)
    act(() => vi.advanceTimersByTime(5000))
    rerender(<GameOverCard outcome={{ ...outcome }} standings={standings} showMs={5000} />)
    expect(card()).toBeNull()
    expect(badge()).not.toBeNull()
  })

  it('with reduced motion the card only fades in', () => {
    render(<GameOverCard outcome={outcome} standings={standings} reducedMotion />)
    expect(card()!.className).toBe('gameover-card gameover-card--still')
  })

  it('stops listening for R once it is gone', () => {
    const remove = vi.spyOn(window, 'removeEventListener')
    const { unmount } = render(<GameOverCard outcome={outcome} standings={standings} />)
    unmount()
    expect(remove).toHaveBeenCalledWith('keydown', expect.any(Function))
  })
})
