// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AskFirst, type AskFirstProps } from '../../../renderer/app/AskFirst'

afterEach(cleanup)

const WORDS = { ask: 'Delete', question: 'Delete “Evening”?', yes: 'Yes, delete', no: 'Keep' }

/** AskFirst with its question state kept here, as the screens keep it. */
function Asking(props: Omit<AskFirstProps, 'asking' | 'setAsking' | 'words'>) {
  const [asking, setAsking] = useState(false)
  return <AskFirst asking={asking} setAsking={setAsking} words={WORDS} {...props} />
}

const button = (name: string) => screen.getByRole('button', { name })

describe('AskFirst', () => {
  it('asks before it acts: the question replaces the button, no puts it back, yes acts', () => {
    const onYes = vi.fn()
    render(<Asking onYes={onYes} buttonClass="button--small" />)
    expect(button('Delete').className).toBe('button button--small')
    fireEvent.click(button('Delete'))
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
    expect(screen.getByText('Delete “Evening”?').tagName).toBe('SPAN')
    expect(button('Yes, delete').className).toBe('button button--danger button--small')
    fireEvent.click(button('Keep'))
    expect(onYes).not.toHaveBeenCalled()
    fireEvent.click(button('Delete'))
    fireEvent.click(button('Yes, delete'))
    expect(onYes).toHaveBeenCalledTimes(1)
  })

  it('asks in a named group with quiet buttons; busy, neither the button nor yes can be pressed', () => {
    const { rerender } = render(
      <Asking onYes={() => {}} quiet group={{ className: 'bar__confirm', label: 'Sure?' }} />,
    )
    expect(button('Delete').className).toBe('button button--quiet')
    fireEvent.click(button('Delete'))
    const group = screen.getByRole('group', { name: 'Sure?' })
    expect(group.className).toBe('bar__confirm')
    expect(button('Keep').className).toBe('button button--quiet')
    rerender(<Asking onYes={() => {}} busy quiet group={{ className: 'bar__confirm', label: 'Sure?' }} />)
    expect((button('Yes, delete') as HTMLButtonElement).disabled).toBe(true)
    expect((button('Keep') as HTMLButtonElement).disabled).toBe(false)
    fireEvent.click(button('Keep'))
    expect((button('Delete') as HTMLButtonElement).disabled).toBe(true)
  })
})
