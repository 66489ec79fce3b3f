// @vitest-environment happy-dom
/**
 * The ways on from the game over (issue 11, flow): Rematch starts the same game with the same seats
 * and options and a new seed, and opens it; New game opens the New Game screen set up like the match
 * just played (the home screen's New game still starts from the defaults).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppInfo, HostUpdate, SeatConfig } from '../../../../electron/protocol'
import { gameCatalog } from '../../../../electron/service/gameCatalog'
import { bots, games } from '../../../../engine/index'
import { useUiStore } from '../../../../renderer/store/useUiStore'
import { scenario } from '../../../engine/selfish/scenario'
import { bot, human, renderApp, resetStores, updateFor } from '../appFixtures'
import { FakeBridge, selfishInfo } from '../fakeBridge'
import { hostedBridge } from '../hostBridge'

vi.mock('../../../../renderer/table/TableCanvas', () => import('../../shared/sceneStubs'))
vi.mock('../../../../renderer/games/selfish/SelfishScene', () => import('../../shared/sceneStubs'))

beforeEach(resetStores)
afterEach(cleanup)

/** The real games with their real option specs, as app:info lists them. */
const catalogInfo: AppInfo = { ...selfishInfo, games: gameCatalog(games, bots) }

const SEATS: readonly SeatConfig[] = [human('Ann'), bot('Bob', 'heuristic'), bot('Bot 3', 'random')]
const OPTIONS = { dieFaces: [1, 2, 2, 3], firstSeat: 1 }

/** What Rematch (or New game, started as it is) asks the host for: the same game, seats and options, no seed. */
const SAME_MATCH = {
  game: 'selfish',
  seats: [
    { name: 'Ann', kind: 'human' },
    { name: 'Bob', kind: 'bot', bot: 'heuristic' },
    { name: 'Bot 3', kind: 'bot', bot: 'random' },
  ],
  options: { dieFaces: [1, 2, 2, 3], firstSeat: 1 },
}

/** A bridge serving a finished Selfish match (Ann escaped) with these seats and options. */
function finishedBridge(extra: ConstructorParameters<typeof FakeBridge>[0] = {}): FakeBridge {
  const over = {
    ...scenario({ players: [{ hand: ['single'], level: 6 }, { hand: ['single'] }, { hand: ['single'] }] }),
    winner: 0,
  }
  return new FakeBridge({
    'app:info': () => catalogInfo,
    'match:subscribe': ({ matchId, viewer }): HostUpdate => ({
      ...updateFor(matchId, over, viewer, SEATS),
      options: OPTIONS,
    }),
    'match:unsubscribe': () => null,
    'match:create': () => ({ matchId: 'm-again' }),
    ...extra,
  })
}

const banner = () => screen.findByRole('status', { name: 'Game over' })
/** The app at the finished match's table (m-over) with this bridge, and a button of its game-over banner pressed. */
async function pressOnBanner(bridge: FakeBridge, button: string): Promise<void> {
  useUiStore.getState().actions.openTable('m-over')
  renderApp(bridge)
  fireEvent.click(within(await banner()).getByRole('button', { name: button }))
}
const seatGroup = (n: number) => screen.getByRole('group', { name: `Seat ${n}` })
const nameOf = (n: number) => (within(seatGroup(n)).getByLabelText('Name') as HTMLInputElement).value
const selectIn = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(label) as HTMLSelectElement
const option = (label: string) =>
  within(screen.getByRole('group', { name: 'Options' })).getByLabelText(label) as HTMLInputElement

describe('Rematch', () => {
  it('asks for the same game, seats and options with no seed (so a new one), and opens the new match', async () => {
    const bridge = finishedBridge()
    await pressOnBanner(bridge, 'Rematch')

    await waitFor(() => expect(useUiStore.getState().openMatchId).toBe('m-again'))
    expect(bridge.sent('match:create')).toEqual([SAME_MATCH])
    expect(useUiStore.getState().screen).toBe('table')
  })

  it('at a real host: the new match has the same seats and options, and another seed', async () => {
    const { bridge, host } = hostedBridge({ 'app:info': () => catalogInfo })
    const seats = [bot('Zed', 'random'), bot('Ivy', 'heuristic')]
    const first = host.createMatch({ game: 'selfish', seats, seed: 'first-seed', options: OPTIONS })
    await host.idle(first)
    expect(host.meta(first).finished).toBe(true)
    useUiStore.getState().actions.openTable(first)
    renderApp(bridge)
    fireEvent.click(within(await banner()).getByRole('button', { name: 'Rematch' }))

    await waitFor(() => expect(useUiStore.getState().openMatchId).not.toBe(first))
    const again = useUiStore.getState().openMatchId ?? ''
    expect(host.meta(again).seats).toEqual(host.meta(first).seats)
    expect(host.record(again).options).toEqual(host.record(first).options)
    expect(host.record(again).options).toEqual({ dieFaces: [1, 2, 2, 3], firstSeat: 1 })
    expect(host.record(first).seed).toBe('first-seed')
    expect(host.record(again).seed).not.toBe('first-seed')
    await host.close(again)
  })

  it('says so when the host refuses, and stays at the game over', async () => {
    const bridge = finishedBridge({
      'match:create': () => {
        throw new Error('The table is shutting down.')
      },
    })
    await pressOnBanner(bridge, 'Rematch')
    expect((await screen.findByRole('alert')).textContent).toMatch(/The rematch could not start/)
    expect(useUiStore.getState().openMatchId).toBe('m-over')
  })
})

describe('New game from the game over', () => {
  it('opens the New Game screen with the same game, seats and options (and no seed)', async () => {
    const bridge = finishedBridge()
    await pressOnBanner(bridge, 'New game')

    expect(screen.getByRole('heading', { name: 'New game' })).toBeTruthy()
    expect((screen.getByLabelText('Game') as HTMLSelectElement).value).toBe('selfish')
    expect((screen.getByLabelText('Players') as HTMLSelectElement).value).toBe('3')
    expect([nameOf(1), nameOf(2), nameOf(3)]).toEqual(['Ann', 'Bob', 'Bot 3'])
    expect(selectIn(seatGroup(1), 'Played by').value).toBe('human')
    expect(selectIn(seatGroup(2), 'Played by').value).toBe('bot')
    expect(selectIn(seatGroup(2), 'Bot level').value).toBe('heuristic')
    expect(selectIn(seatGroup(3), 'Bot level').value).toBe('random')
    expect(option('Die faces').value).toBe('1, 2, 2, 3')
    expect(option('First player').value).toBe('1')
    expect((screen.getByLabelText('Seed (optional)') as HTMLInputElement).value).toBe('')

    // Start as it is: the same request as a rematch.
    fireEvent.click(screen.getByRole('button', { name: 'Start' }))
    await waitFor(() => expect(bridge.sent('match:create')).toHaveLength(1))
    expect(bridge.sent('match:create')[0]).toEqual(SAME_MATCH)
  })

  it('keeps a seat name the player typed when its kind changes, and not a default one', async () => {
    await pressOnBanner(finishedBridge(), 'New game')
    fireEvent.change(selectIn(seatGroup(2), 'Played by'), { target: { value: 'human' } })
    fireEvent.change(selectIn(seatGroup(3), 'Played by'), { target: { value: 'human' } })
    expect([nameOf(2), nameOf(3)]).toEqual(['Bob', 'Player 3'])
  })

  it("the home screen's New game still starts from the defaults", async () => {
    await pressOnBanner(finishedBridge(), 'Home')
    fireEvent.click(await screen.findByRole('button', { name: 'New game' }))
    expect((screen.getByLabelText('Players') as HTMLSelectElement).value).toBe('3')
    expect([nameOf(1), nameOf(2), nameOf(3)]).toEqual(['Player 1', 'Bot 2', 'Bot 3'])
    expect(option('Die faces').value).toBe('0, 1, 1, 2, 2, 3')
    expect(option('First player').value).toBe('0')
  })
})
