// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import words from '../../../../assets/help/firstGame.json'
import { FirstGameTips } from '../../../../renderer/app/table/FirstGameTips'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

describe('FirstGameTips', () => {
  it('points at the players, the table, the choices and the hand, until put away for good', () => {
    render(<FirstGameTips hand />)
    const tips = screen.getByRole('note', { name: 'Your first game' })
    for (const at of ['players', 'table', 'choices', 'hand']) {
      const tip = words.tips.find((t) => t.at === at)
      expect(tip, at).toBeDefined()
      expect(tips.textContent).toContain(tip?.text)
    }
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }))
    expect(screen.queryByRole('note')).toBeNull()
    cleanup()
    render(<FirstGameTips hand />)
    expect(screen.queryByRole('note')).toBeNull()
  })

  it('says nothing of a hand in a game without one (MonopoZombie)', () => {
    render(<FirstGameTips hand={false} />)
    const hand = words.tips.find((t) => t.at === 'hand')
    expect(screen.getByRole('note').textContent).not.toContain(hand?.text)
  })
})
