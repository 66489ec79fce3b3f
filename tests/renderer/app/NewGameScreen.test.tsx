// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppInfo } from '../../../electron/contract'
import { RequestFailed } from '../../../renderer/app/request'
import { useUiStore } from '../../../renderer/store/useUiStore'
import { renderApp, resetStores } from './appFixtures'
import { FakeBridge, selfishInfo } from './fakeBridge'

// The 3D table is not under test here (and WebGL is not in happy-dom).
vi.mock('../../../renderer/table/TableCanvas', () => ({
  TableCanvas: ({ children }: { children?: ReactNode }) => <div data-testid="table-canvas">{children}</div>,
}))
vi.mock('../../../renderer/games/selfish/SelfishScene', () => ({ SelfishScene: () => null }))

beforeEach(() => {
  resetStores()
  useUiStore.setState({ screen: 'newGame' })
})
afterEach(cleanup)

const seat = (n: number) => screen.getByRole('group', { name: `Seat ${n}` })
const select = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label) as HTMLSelectElement

describe('NewGameScreen', () => {
  it('offers 2 to 5 seats for Selfish, and each bot level of the game', async () => {
    renderApp(new FakeBridge({ 'app:info': () => selfishInfo }))
    const players = (await screen.findByLabelText('Players')) as HTMLSelectElement
    expect([...players.options].map((o) => o.value)).toEqual(['2', '3', '4', '5'])
    expect(players.value).toBe('3')
    expect(select(seat(2), 'Played by').value).toBe('bot')
    expect([...select(seat(2), 'Bot level').options].map((o) => o.textContent)).toEqual([
      'Random',
      'Heuristic',
    ])
    expect((within(seat(1)).getByLabelText('Name') as HTMLInputElement).value).toBe('Player 1')
  })

  it('builds the match:create request from the seats and opens the table', async () => {
    const bridge = new FakeBridge({
      'app:info': () => selfishInfo,
      'match:create': () => ({ matchId: 'm-new' }),
    })
    renderApp(bridge)
    fireEvent.change(await screen.findByLabelText('Players'), { target: { value: '4' } })
    fireEvent.change(within(seat(1)).getByLabelText('Name'), { target: { value: ' Ann ' } })
    fireEvent.change(select(seat(3), 'Played by'), { target: { value: 'human' } })
    fireEvent.change(within(seat(3)).getByLabelText('Name'), { target: { value: 'Cid' } })
    fireEvent.change(select(seat(4), 'Bot level'), { target: { value: 'random' } })
    fireEvent.change(screen.getByLabelText('Seed (optional)'), { target: { value: 'abc' } })
    fireEvent.click(screen.getByRole('button', { name: 'Start' }))

    await waitFor(() => expect(useUiStore.getState().openMatchId).toBe('m-new'))
    expect(bridge.sent('match:create')).toEqual([
      {
        game: 'selfish',
        seats: [
          { name: 'Ann', kind: 'human' },
          { name: 'Bot 2', kind: 'bot', bot: 'heuristic' },
          { name: 'Cid', kind: 'human' },
          { name: 'Bot 4', kind: 'bot', bot: 'random' },
        ],
        seed: 'abc',
      },
    ])
    expect(useUiStore.getState().screen).toBe('table')
  })

  it('sends no seed when none is typed, and no bot level for people', async () => {
    const bridge = new FakeBridge({ 'app:info': () => selfishInfo, 'match:create': () => ({ matchId: 'm' }) })
    renderApp(bridge)
    fireEvent.change(await screen.findByLabelText('Players'), { target: { value: '2' } })
    fireEvent.change(select(seat(2), 'Played by'), { target: { value: 'human' } })
    fireEvent.click(screen.getByRole('button', { name: 'Start' }))
    await waitFor(() => expect(bridge.sent('match:create')).toHaveLength(1))
    expect(bridge.sent('match:create')[0]).toEqual({
      game: 'selfish',
      seats: [
        { name: 'Player 1', kind: 'human' },
        { name: 'Player 2', kind: 'human' },
      ],
    })
  })

  it('refuses an empty name before asking the host, and shows the host refusal', async () => {
    const bridge = new FakeBridge({
      'app:info': () => selfishInfo,
      'match:create': () => {
        throw new RequestFailed({ code: 'BAD_REQUEST', message: 'Seat 2 asks for a bot "x".' })
      },
    })
    renderApp(bridge)
    fireEvent.change(within(await screen.findByRole('group', { name: 'Seat 1' })).getByLabelText('Name'), {
      target: { value: '   ' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Start' }))
    expect(screen.getByRole('alert').textContent).toBe('Seat 1 needs a name.')
    expect(bridge.sent('match:create')).toEqual([])

    fireEvent.change(within(seat(1)).getByLabelText('Name'), { target: { value: 'Ann' } })
    fireEvent.click(screen.getByRole('button', { name: 'Start' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The game could not start: Seat 2 asks for a bot "x".',
    )
    expect(useUiStore.getState().screen).toBe('newGame')
  })

  it('lets the player pick among several games, fitting the seats to each', async () => {
    const info: AppInfo = {
      ...selfishInfo,
      games: [
        ...selfishInfo.games,
        { id: 'duel', name: 'Duel', minPlayers: 2, maxPlayers: 2, bots: [{ id: 'random', label: 'Random' }] },
      ],
    }
    renderApp(new FakeBridge({ 'app:info': () => info }))
    fireEvent.change(await screen.findByLabelText('Game'), { target: { value: 'duel' } })
    expect([...(screen.getByLabelText('Players') as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '2',
    ])
    expect(screen.queryByRole('group', { name: 'Seat 3' })).toBeNull()
    expect(select(seat(2), 'Bot level').value).toBe('random')
  })
})
