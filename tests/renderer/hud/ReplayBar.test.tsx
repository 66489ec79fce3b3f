// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReplayMark } from '../../../electron/protocol'
import { ReplayBar, type ReplayBarProps } from '../../../renderer/hud/ReplayBar'
import { TakeBackButton, takeBackHint } from '../../../renderer/hud/TakeBackButton'

afterEach(cleanup)

const marks: ReplayMark[] = [
  { at: 1, kind: 'turn', type: 'turnStarted', seat: 0, text: "Ann's turn." },
  { at: 6, kind: 'turn', type: 'turnStarted', seat: 1, text: "Bob's turn." },
  { at: 8, kind: 'moment', type: 'converted', seat: 1, text: 'Bob turns into a zombie!' },
]

function bar(props: Partial<ReplayBarProps> = {}) {
  const handlers = {
    onSeek: vi.fn(),
    onStep: vi.fn(),
    onTurn: vi.fn(),
    onPlay: vi.fn(),
    onSpeed: vi.fn(),
  }
  render(<ReplayBar length={10} at={5} marks={marks} playing={false} speed={1} {...handlers} {...props} />)
  return handlers
}

describe('the replay bar', () => {
  it('says where it is, and scrubs, steps and jumps turns', () => {
    const h = bar()
    expect(screen.getByText('Action 5 of 10')).toBeTruthy()
    fireEvent.change(screen.getByRole('slider', { name: 'Timeline' }), { target: { value: '7' } })
    expect(h.onSeek).toHaveBeenCalledWith(7)
    fireEvent.click(screen.getByRole('button', { name: 'Step back' }))
    fireEvent.click(screen.getByRole('button', { name: 'Step forward' }))
    expect(h.onStep.mock.calls).toEqual([[-1], [1]])
    fireEvent.click(screen.getByRole('button', { name: 'Previous turn' }))
    fireEvent.click(screen.getByRole('button', { name: 'Next turn' }))
    expect(h.onTurn.mock.calls).toEqual([[-1], [1]])
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    expect(h.onPlay).toHaveBeenCalledWith(true)
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '8' } })
    expect(h.onSpeed).toHaveBeenCalledWith(8)
  })

  it('marks the big moments, which seek there when clicked', () => {
    const h = bar()
    const moment = screen.getByTitle('Bob turns into a zombie!')
    expect((moment as HTMLElement).style.left).toBe('80%')
    fireEvent.click(moment)
    expect(h.onSeek).toHaveBeenCalledWith(8)
  })

  it('cannot step past either end, and says Setup at the start', () => {
    bar({ at: 0 })
    expect(screen.getByText('Setup')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Step back' }) as HTMLButtonElement).disabled).toBe(true)
    cleanup()
    bar({ at: 10, playing: false })
    expect((screen.getByRole('button', { name: 'Step forward' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Play' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('the Take back button', () => {
  it('takes back when allowed, and says what it undoes', () => {
    const onTakeBack = vi.fn()
    const onRefused = vi.fn()
    render(
      <TakeBackButton status={{ allowed: true, actions: 3 }} onTakeBack={onTakeBack} onRefused={onRefused} />,
    )
    const button = screen.getByRole('button', { name: 'Take back' })
    expect(button.getAttribute('title')).toBe('Take back your last move and the 2 replies after it')
    fireEvent.click(button)
    expect(onTakeBack).toHaveBeenCalledOnce()
    expect(onRefused).not.toHaveBeenCalled()
  })

  it('is always there: when not allowed it says why, on hover and when pressed', () => {
    const onTakeBack = vi.fn()
    const onRefused = vi.fn()
    const reason = 'You cannot take back: a die was rolled since.'
    render(
      <TakeBackButton
        status={{ allowed: false, block: 'roll', reason }}
        onTakeBack={onTakeBack}
        onRefused={onRefused}
      />,
    )
    const button = screen.getByRole('button', { name: 'Take back' })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.getAttribute('title')).toBe(reason)
    fireEvent.click(button)
    expect(onRefused).toHaveBeenCalledWith(reason)
    expect(onTakeBack).not.toHaveBeenCalled()
    expect(takeBackHint({ allowed: true, actions: 1 })).toBe('Take back your last move')
  })
})
