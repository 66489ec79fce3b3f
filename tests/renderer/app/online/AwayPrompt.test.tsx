// @vitest-environment happy-dom
/**
 * Who is away from an online table, as everyone at it is told during the match: a line naming
 * whoever is gone for now, the host's question once someone is gone past the table's limit (and a
 * line saying the host decides, to everyone else), and a line for a bot standing in.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { LobbySeat, TableLobby } from '../../../../electron/protocol/online'
import { AwayPrompt } from '../../../../renderer/app/online/AwayPrompt'
import { FakeBridge } from '../fakeBridge'

afterEach(cleanup)

const here = (seat: number, name: string): LobbySeat => ({
  seat,
  name,
  kind: 'person',
  here: true,
  awaySince: null,
  overdue: false,
  botStandsIn: false,
})

function lobbyWithBob(bob: Partial<LobbySeat>): TableLobby {
  return {
    tableId: 't',
    matchId: 'm',
    game: 'selfish',
    hostSeat: 0,
    awayLimitSeconds: 120,
    streamDelaySeconds: 0,
    ended: false,
    seats: [here(0, 'Ann'), { ...here(1, 'Bob'), ...bob }],
  }
}

describe('AwayPrompt', () => {
  it('says nothing while everyone is here', () => {
    render(<AwayPrompt bridge={new FakeBridge({})} lobby={lobbyWithBob({})} isHost />)
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('names a person who is gone for now, to everyone', () => {
    const lobby = lobbyWithBob({ here: false, awaySince: 1 })
    render(<AwayPrompt bridge={new FakeBridge({})} lobby={lobby} isHost={false} />)
    expect(screen.getByRole('status').textContent).toBe('Bob is away: their seat waits for them.')
  })

  it('asks the host what now once they are gone past the limit, and sends the answer', () => {
    const bridge = new FakeBridge({ 'table:away': () => lobbyWithBob({}) })
    const lobby = lobbyWithBob({ here: false, awaySince: 1, overdue: true })
    render(<AwayPrompt bridge={bridge} lobby={lobby} isHost />)
    const dialog = screen.getByRole('alertdialog', { name: 'Bob is away' })
    expect(dialog.textContent).toContain('Bob has been gone for over 2 minutes.')
    fireEvent.click(screen.getByRole('button', { name: 'Let a bot play for them' }))
    expect(bridge.sent('table:away')).toEqual([{ seat: 1, choice: 'bot' }])
  })

  it('tells everyone else that the host decides, and then that a bot plays for them', () => {
    const overdue = lobbyWithBob({ here: false, awaySince: 1, overdue: true })
    const { rerender } = render(<AwayPrompt bridge={new FakeBridge({})} lobby={overdue} isHost={false} />)
    expect(screen.getByRole('status').textContent).toBe('Bob is away: the host decides what happens.')
    expect(screen.queryByRole('button')).toBeNull()
    const standIn = lobbyWithBob({ here: false, awaySince: 1, overdue: true, botStandsIn: true })
    rerender(<AwayPrompt bridge={new FakeBridge({})} lobby={standIn} isHost={false} />)
    expect(screen.getByRole('status').textContent).toBe('A bot plays for Bob until they are back.')
  })
})
