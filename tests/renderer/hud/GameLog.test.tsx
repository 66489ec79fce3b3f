// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { noteLines, shownLines } from '../shared/logLines'
import { GameLog } from '../../../renderer/hud/GameLog'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

const lines = noteLines(12)

const items = () => shownLines('Game log')

describe('GameLog', () => {
  it('collapses to its last line and opens again; the choice is remembered', () => {
    render(<GameLog lines={lines} />)
    expect(items()).toHaveLength(12)
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }))
    expect(items()).toEqual(['Line 12.'])
    const list = screen.getByRole('list')
    // Numbered from where the shown lines start: the last line is still number 12.
    expect(list.getAttribute('start')).toBe('12')
    expect(list.style.getPropertyValue('--hud-log-start')).toBe('11')
    cleanup()
    render(<GameLog lines={lines} />)
    expect(items()).toEqual(['Line 12.'])
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }))
    expect(items()).toHaveLength(12)
  })

  it('makes room for every digit of the numbers', () => {
    render(<GameLog lines={lines} />)
    expect(screen.getByRole('list').style.getPropertyValue('--hud-log-digits')).toBe('2')
  })

  it('offers no button on the spectator screen, and shows every line there', () => {
    localStorage.setItem('zombie-table.logCollapsed', 'on')
    render(<GameLog lines={lines} collapsible={false} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(items()).toHaveLength(12)
  })
})
