// @vitest-environment happy-dom
/**
 * Toasts by kind (issue 11, flow): a success or plain news is a polite status in its own style, a
 * problem an alert in the error style; the callers say which they are.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NoticeToast } from '../../../renderer/app/NoticeToast'
import { quickSave } from '../../../renderer/app/table/quickSave'
import { RequestFailed } from '../../../renderer/app/request'
import { useMatchStore } from '../../../renderer/store/useMatchStore'
import { resetStores } from './appFixtures'
import { FakeBridge } from './fakeBridge'

beforeEach(resetStores)
afterEach(cleanup)

const notice = (text: string, kind?: 'success' | 'info' | 'error') =>
  act(() => useMatchStore.getState().actions.setNotice(text, kind))
/** The toast says `text`, announced as `role`, in the `style` look. */
function expectToast(role: 'status' | 'alert', text: string, style: 'success' | 'info' | 'error'): void {
  expect(screen.getByRole(role).textContent).toContain(text)
  expect(document.querySelector<HTMLElement>('.toast')?.className).toBe(`toast toast--${style}`)
}

describe('NoticeToast', () => {
  it('shows a success as a status in the success style', () => {
    render(<NoticeToast />)
    notice('Saved as “Evening”.', 'success')
    expectToast('status', 'Saved as “Evening”.', 'success')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows plain news as a status in the info style', () => {
    render(<NoticeToast />)
    notice('The match was closed.', 'info')
    expectToast('status', 'The match was closed.', 'info')
  })

  it('shows a problem as an alert in the error style, which is also the default', () => {
    render(<NoticeToast />)
    notice('That move is not open to you now.', 'error')
    expectToast('alert', 'That move is not open to you now.', 'error')
    expect(screen.queryByRole('status')).toBeNull()
    notice('Not saved: the disk is full.')
    expectToast('alert', 'Not saved: the disk is full.', 'error')
  })

  it('the styles are distinct', () => {
    const css = readFileSync(join(__dirname, '../../../renderer/app/app.css'), 'utf8')
    for (const kind of ['success', 'info'])
      expect(css).toMatch(new RegExp(`\\.toast--${kind} \\{[^}]*border-color`))
  })
})

describe('quick save says how it went', () => {
  it('a save is a success', async () => {
    useMatchStore.setState({ matchId: 'm1' })
    const bridge = new FakeBridge({ 'saves:save': () => ({ slot: 'Evening' }) })
    render(<NoticeToast />)
    await act(() => quickSave(bridge))
    expect(screen.getByRole('status').textContent).toContain('Saved as “Evening”.')
  })

  it('a failed save is an error', async () => {
    useMatchStore.setState({ matchId: 'm1' })
    const bridge = new FakeBridge({
      'saves:save': () => {
        throw new RequestFailed({ code: 'SAVE_ERROR', message: 'The disk is full.' })
      },
    })
    render(<NoticeToast />)
    await act(() => quickSave(bridge))
    expect(screen.getByRole('alert').textContent).toContain('Not saved: The disk is full.')
  })
})
